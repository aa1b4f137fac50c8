/**
 * The OpenAI Batch path of the judge study, on the benchmark's batch files (lib/infer/batch_io.ts):
 *
 * - export writes one request line per planned judge call, custom_id = the judge request hash
 *   (the hash `ab judge run` gives the same call), and an index whose header (`kind: "judge"`)
 *   carries the study description and whose entries carry the request without its messages;
 * - import turns each result into the record `ab judge run` would have written (same parse,
 *   validity, clip, acceptance, probe and usage fields) and appends it to the judge run store.
 *   Answered requests are skipped, so importing twice adds nothing; failures are recorded as
 *   failed, so `ab judge run` on the same directory (or an export with `--run`) sends them again.
 *
 * The request hash includes the endpoint kind, so a retry with `ab judge run` reuses the records
 * only when it addresses the same kind of endpoint as the export was keyed for.
 */
import { basename, join } from "node:path";
import {
  answeredHashes,
  batchCompletion,
  BatchFileWriter,
  type BatchIndexEntryBase,
  type BatchIndexHeaderBase,
  type EndpointKind,
  isSimulatedModel,
  loadBatchIndex,
  maxTokensFieldFor,
  readBatchResults,
  requestBody,
} from "../infer/mod.ts";
import { type JudgeStudySettings, planJudgeStudy } from "./plan.ts";
import type { JudgeRequest } from "./record.ts";
import { judgeRecord, judgeRequestHash } from "./run.ts";
import { identityClash, JUDGE_RECORDS_FILE, JudgeStore } from "./store.ts";
import { describeSettings, studyModels } from "./study.ts";

export interface JudgeBatchHeader extends BatchIndexHeaderBase {
  kind: "judge";
  /** The study description `ab judge run` records (describeSettings). */
  settings: Record<string, unknown>;
  models: string[];
  simulated: boolean;
}

/** A judge request as the index keeps it: everything but the messages. */
export type IndexedJudgeRequest = Omit<JudgeRequest, "messages">;

export interface JudgeBatchEntry extends BatchIndexEntryBase {
  endpoint: EndpointKind;
  request: IndexedJudgeRequest;
}

export interface JudgeExportOptions {
  settings: JudgeStudySettings;
  /** Batch JSONL to write; the index goes to `<out>.index.jsonl`. */
  out: string;
  /** The endpoint kind each model's requests are keyed (hashed) and shaped for. */
  endpointFor: (model: string) => EndpointKind;
  /** A judge run directory: requests it answered are left out. */
  runDir?: string;
  /** Where the tasks came from (as `ab judge run` records it). */
  tasksSource?: string;
}

export interface JudgeExportSummary {
  lines: number;
  /** Requests already answered in the run directory (or planned twice). */
  skipped: number;
  indexPath: string;
}

function withoutMessages(request: JudgeRequest): IndexedJudgeRequest {
  const { messages: _messages, ...rest } = request;
  return rest;
}

/** Writes the batch file of a judge study and its index. */
export async function exportJudgeBatch(options: JudgeExportOptions): Promise<JudgeExportSummary> {
  const done = options.runDir
    ? await answeredHashes(join(options.runDir, JUDGE_RECORDS_FILE))
    : new Set<string>();
  const models = studyModels(options.settings);
  const header: JudgeBatchHeader = {
    anchorlab_batch_index: 1,
    kind: "judge",
    created: new Date().toISOString(),
    settings: describeSettings(options.settings, options.tasksSource),
    models,
    simulated: models.some(isSimulatedModel),
  };
  const writer = await BatchFileWriter.open<JudgeBatchHeader, JudgeBatchEntry>(options.out, header);
  const summary: JudgeExportSummary = { lines: 0, skipped: 0, indexPath: writer.indexPath };
  const seen = new Set<string>();
  try {
    for (const request of planJudgeStudy(options.settings)) {
      const endpoint = options.endpointFor(request.model);
      const hash = judgeRequestHash(request, endpoint);
      if (done.has(hash) || seen.has(hash)) {
        summary.skipped++;
        continue;
      }
      seen.add(hash);
      const body = requestBody(
        { model: request.model, messages: request.messages, decoding: request.decoding },
        { maxTokensField: maxTokensFieldFor(endpoint) },
      );
      await writer.add(
        { custom_id: hash, request_hash: hash, endpoint, request: withoutMessages(request) },
        body,
      );
      summary.lines++;
    }
  } finally {
    await writer.close();
  }
  return summary;
}

export interface JudgeImportOptions {
  results: string;
  runDir: string;
  /** Index files resolving the custom_ids; default: the judge indexes beside the results file. */
  indexPaths?: string[];
  notice?: (message: string) => void;
}

export interface JudgeImportSummary {
  /** Records appended (answers and failures). */
  records: number;
  failed: number;
  /** Results whose request the run already holds (answered, or recorded as failed). */
  duplicates: number;
}

function checkSameStudy(
  first: JudgeBatchHeader,
  firstFile: string,
  other: JudgeBatchHeader,
  otherFile: string,
): void {
  const clash = identityClash(first.settings, other.settings);
  if (clash.length > 0) {
    throw new Error(
      `${otherFile}: judge batch index with different ${
        clash.join(", ")
      } than ${firstFile}; import them into different run directories`,
    );
  }
}

/**
 * Merges a judge batch results file into a judge run directory. The whole file is checked
 * (every line a batch result with a known custom_id) before anything is written.
 */
export async function importJudgeBatch(options: JudgeImportOptions): Promise<JudgeImportSummary> {
  const { header, entries, paths } = await loadBatchIndex<JudgeBatchHeader, JudgeBatchEntry>({
    kind: "judge",
    results: options.results,
    indexPaths: options.indexPaths,
    checkSameRun: checkSameStudy,
  });
  for await (const result of readBatchResults(options.results)) {
    if (!entries.has(result.custom_id)) {
      throw new Error(
        `${result.where}: custom_id ${result.custom_id} is not in the judge batch index (${
          paths.join(", ")
        })`,
      );
    }
  }
  const store = await JudgeStore.open(options.runDir, {
    settings: header.settings,
    models: header.models,
    simulated: header.simulated,
    baseURL: `batch:${basename(options.results)}`,
    notice: options.notice,
  });
  const summary: JudgeImportSummary = { records: 0, failed: 0, duplicates: 0 };
  let status: "completed" | "interrupted" = "interrupted";
  try {
    for await (const result of readBatchResults(options.results)) {
      const entry = entries.get(result.custom_id) as JudgeBatchEntry;
      const hash = entry.request_hash;
      const request = entry.request;
      const { completion, error } = batchCompletion(
        result,
        request.decoding.top_logprobs !== undefined,
      );
      // A success supersedes a recorded failure; a repeated failure adds nothing.
      if (store.isDone(hash) || (error !== null && store.hasFailed(hash))) {
        summary.duplicates++;
        continue;
      }
      const record = judgeRecord(
        { ...request, messages: [] },
        {
          hash,
          endpoint: entry.endpoint,
          simulated: isSimulatedModel(request.model),
          started: new Date().toISOString(),
          latency_ms: 0,
          attempts: 1,
        },
        completion,
        error,
      );
      const backpressure = store.append(record);
      if (backpressure) await backpressure;
      summary.records++;
      if (record.error !== null) summary.failed++;
    }
    status = "completed";
  } finally {
    await store.close(status);
  }
  return summary;
}
