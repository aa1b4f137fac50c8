/**
 * The OpenAI Batch path.
 *
 * Export writes one line per request, `{"custom_id", "method": "POST", "url": "/v1/chat/completions",
 * "body"}`, and beside it `<file>.index.jsonl` (a header with the run configuration, then one entry
 * per custom_id with what a record needs: view fields, plan, decoding). Import reads a results file
 * (`{"id", "custom_id", "response": {"status_code", "body"}, "error"}` lines), finds each custom_id in
 * the index, and appends records to a run directory's store (requests already answered are skipped).
 *
 * custom_id: the request hash for single-stage requests; `<hash>:stage1` / `<hash>:stage2` for the
 * two rounds of a two-stage History request. History is stage-wise: the first export holds stage 1;
 * importing it stores the Stage-1 answers in `<run>/stage1.jsonl`; exporting again with `--run <run>`
 * emits the stage-2 requests (chat or transcript, with the model's own Stage-1 answer); importing
 * those writes the records. Re-exporting with `--run` always emits exactly what is still missing.
 *
 * The file formats (request lines, index, results) are batch_io.ts, shared with the judge's batch.
 */
import { basename, join } from "node:path";
import type { ResultRecord, TokenUsage } from "../data/records.ts";
import {
  answeredHashes,
  batchCompletion,
  BatchFileWriter,
  type BatchIndexHeaderBase,
  loadBatchIndex,
  readBatchResults,
} from "./batch_io.ts";
import { type Decoding, type EndpointKind, maxTokensFieldFor, requestBody } from "./endpoints.ts";
import { JsonlAppender, readJsonObjects } from "./jsonl_log.ts";
import type { DatasetInfo, RunConfig } from "./manifest.ts";
import {
  type ProtocolOptions,
  type RequestPlan,
  type RunnableView,
  stage2Messages,
} from "./protocols.ts";
import { buildRecord, type Parser, type RequestOutcome } from "./record.ts";
import { expandRequests } from "./requests.ts";
import { RECORDS_FILE, RecordStore } from "./store.ts";

export const STAGE1_FILE = "stage1.jsonl";

export type BatchStage = "single" | "stage1" | "stage2";

/** The view fields a record copies (everything but the prompt). */
export type ViewFields = Omit<
  RunnableView,
  "prompt_text" | "prompt_components" | "messages" | "tools"
>;

export interface BatchIndexHeader extends BatchIndexHeaderBase {
  kind?: "benchmark";
  config: RunConfig;
  simulated: boolean;
  dataset: DatasetInfo | null;
}

export interface BatchIndexEntry {
  custom_id: string;
  request_hash: string;
  stage: BatchStage;
  view: ViewFields;
  plan: RequestPlan;
  decoding: Decoding;
  repeat: number;
  /** Stage-2 entries: the Stage-1 answer the request was built on. */
  stage1?: StoredStage1;
}

/** One Stage-1 answer imported from a batch (`<run>/stage1.jsonl`). */
export interface StoredStage1 {
  request_hash: string;
  raw_text: string;
  answer: number | null;
  usage: TokenUsage | null;
  provider: string | null;
}

export interface ExportOptions {
  views: Iterable<RunnableView> | AsyncIterable<RunnableView>;
  model: string;
  endpoint: EndpointKind;
  decoding: Decoding;
  repeats?: number;
  protocol: ProtocolOptions;
  transformView?: (view: RunnableView) => RunnableView;
  transformName?: string | null;
  limit?: number;
  suite: string;
  dataset: DatasetInfo | null;
  simulated: boolean;
  /** Batch JSONL to write; the index goes to `<out>.index.jsonl`. */
  out: string;
  /** A run directory: skip what it answered, and build stage 2 from its Stage-1 answers. */
  runDir?: string;
}

export interface ExportSummary {
  lines: number;
  single: number;
  stage1: number;
  stage2: number;
  skipped: number;
  indexPath: string;
}

function viewFields(view: RunnableView): ViewFields {
  const { prompt_text: _p, prompt_components: _c, messages: _m, tools: _t, ...rest } = view;
  return rest;
}

export async function readStage1Answers(runDir: string): Promise<Map<string, StoredStage1>> {
  const answers = new Map<string, StoredStage1>();
  for await (const { value } of readJsonObjects(join(runDir, STAGE1_FILE))) {
    const s = value as unknown as StoredStage1;
    if (!answers.has(s.request_hash)) answers.set(s.request_hash, s);
  }
  return answers;
}

export function exportConfig(options: ExportOptions): RunConfig {
  return {
    model: options.model,
    endpoint: options.endpoint,
    suite: options.suite,
    decoding: options.decoding,
    repeats: options.repeats ?? 1,
    history_protocol: options.protocol.historyProtocol,
    tool_format: options.protocol.toolFormat,
    transform: options.transformName ?? null,
    dataset: options.dataset?.fingerprint ?? null,
  };
}

/** Writes the batch file and its index; returns what was written. */
export async function exportBatch(options: ExportOptions): Promise<ExportSummary> {
  const done = options.runDir
    ? await answeredHashes(join(options.runDir, RECORDS_FILE))
    : new Set<string>();
  const stage1 = options.runDir ? await readStage1Answers(options.runDir) : new Map();
  const header: BatchIndexHeader = {
    anchorlab_batch_index: 1,
    config: exportConfig(options),
    simulated: options.simulated,
    dataset: options.dataset,
    created: new Date().toISOString(),
  };
  const writer = await BatchFileWriter.open<BatchIndexHeader, BatchIndexEntry>(options.out, header);
  const summary: ExportSummary = {
    lines: 0,
    single: 0,
    stage1: 0,
    stage2: 0,
    skipped: 0,
    indexPath: writer.indexPath,
  };
  try {
    const requests = expandRequests(options.views, {
      model: options.model,
      endpoint: options.endpoint,
      decoding: options.decoding,
      repeats: options.repeats,
      protocol: options.protocol,
      transformView: options.transformView,
      limit: options.limit,
    });
    const seen = new Set<string>();
    for await (const r of requests) {
      if (done.has(r.hash) || seen.has(r.hash)) {
        summary.skipped++;
        continue;
      }
      seen.add(r.hash);
      const entry: BatchIndexEntry = {
        custom_id: r.hash,
        request_hash: r.hash,
        stage: "single",
        view: viewFields(r.view),
        plan: r.plan,
        decoding: r.decoding,
        repeat: r.repeat,
      };
      let messages;
      let tools;
      if (r.plan.kind === "single") {
        messages = r.plan.messages;
        tools = r.plan.tools;
        summary.single++;
      } else {
        const s1: StoredStage1 | undefined = stage1.get(r.hash);
        if (s1) {
          entry.stage = "stage2";
          entry.custom_id = `${r.hash}:stage2`;
          entry.stage1 = s1;
          messages = stage2Messages(r.plan, s1.raw_text);
          summary.stage2++;
        } else {
          entry.stage = "stage1";
          entry.custom_id = `${r.hash}:stage1`;
          messages = r.plan.stage1;
          summary.stage1++;
        }
      }
      const body = requestBody(
        { model: options.model, messages, tools, decoding: r.decoding },
        { maxTokensField: maxTokensFieldFor(options.endpoint) },
      );
      await writer.add(entry, body);
      summary.lines++;
    }
  } finally {
    await writer.close();
  }
  return summary;
}

export interface ImportOptions {
  results: string;
  runDir: string;
  /** Index files to resolve custom_ids; default: every `*.index.jsonl` beside the results file. */
  indexPaths?: string[];
  parse: Parser;
  allowMixed?: boolean;
  notice?: (message: string) => void;
}

export interface ImportSummary {
  records: number;
  failed: number;
  stage1_stored: number;
  stage1_failed: number;
  duplicates: number;
  /** Two-stage requests whose stage 1 is stored but whose record is still missing. */
  awaiting_stage2: number;
}

function checkSameConfig(
  first: BatchIndexHeader,
  firstFile: string,
  other: BatchIndexHeader,
  otherFile: string,
): void {
  if (JSON.stringify(first.config) !== JSON.stringify(other.config)) {
    throw new Error(
      `${otherFile}: batch index of a different run configuration than ${firstFile}; import them into different run directories`,
    );
  }
}

/** Merges a batch results file into a run directory. */
export async function importBatch(options: ImportOptions): Promise<ImportSummary> {
  const { header, entries, paths } = await loadBatchIndex<BatchIndexHeader, BatchIndexEntry>({
    kind: "benchmark",
    results: options.results,
    indexPaths: options.indexPaths,
    checkSameRun: checkSameConfig,
  });
  const store = await RecordStore.open(options.runDir, {
    config: header.config,
    dataset: header.dataset,
    simulated: header.simulated,
    baseURL: `batch:${basename(options.results)}`,
    allowMixed: options.allowMixed,
    notice: options.notice,
  });
  const stage1Path = join(options.runDir, STAGE1_FILE);
  const stage1Known = await readStage1Answers(options.runDir);
  const stage1Out = await JsonlAppender.open(stage1Path);
  const summary: ImportSummary = {
    records: 0,
    failed: 0,
    stage1_stored: 0,
    stage1_failed: 0,
    duplicates: 0,
    awaiting_stage2: 0,
  };
  const toRecord = (entry: BatchIndexEntry, outcome: RequestOutcome): ResultRecord =>
    buildRecord({
      view: { ...entry.view, prompt_text: "", prompt_components: {}, messages: [] },
      plan: entry.plan,
      request_hash: entry.request_hash,
      model: header.config.model,
      endpoint: header.config.endpoint,
      simulated: header.simulated,
      decoding: entry.decoding,
      repeat: entry.repeat,
      parse: options.parse,
    }, outcome);
  let status: "completed" | "interrupted" = "interrupted";
  try {
    for await (const result of readBatchResults(options.results)) {
      const entry = entries.get(result.custom_id);
      if (!entry) {
        throw new Error(
          `${result.where}: custom_id ${result.custom_id} is not in the batch index (${
            paths.join(", ")
          })`,
        );
      }
      if (store.isDone(entry.request_hash)) {
        summary.duplicates++;
        continue;
      }
      const now = new Date().toISOString();
      const { completion, error } = batchCompletion(
        result,
        entry.decoding.top_logprobs !== undefined,
      );
      const call = completion ? { completion, attempts: 1, latency_ms: 0 } : undefined;
      if (entry.stage === "stage1") {
        if (call && entry.plan.kind === "two_stage") {
          if (stage1Known.has(entry.request_hash)) {
            summary.duplicates++;
            continue;
          }
          const stored: StoredStage1 = {
            request_hash: entry.request_hash,
            raw_text: call.completion.text,
            answer: options.parse(call.completion.text, entry.plan.stage1_parse_prompt).answer_int,
            usage: call.completion.usage,
            provider: call.completion.provider,
          };
          stage1Out.append(stored);
          stage1Known.set(entry.request_hash, stored);
          summary.stage1_stored++;
        } else {
          // A failed stage 1 is recorded as a failed request, so the next export sends it again.
          store.append(toRecord(entry, {
            started: now,
            error: `stage 1: ${error}`,
            attempts: 1,
            latency_ms: 0,
          }));
          summary.stage1_failed++;
        }
        continue;
      }
      const outcome: RequestOutcome = { started: now, attempts: 1, latency_ms: 0 };
      if (entry.stage1) {
        outcome.stage1 = {
          raw_text: entry.stage1.raw_text,
          answer: entry.stage1.answer,
          call: {
            completion: {
              text: entry.stage1.raw_text,
              usage: entry.stage1.usage,
              provider: entry.stage1.provider,
              logprobs: null,
              finish_reason: null,
            },
            attempts: 1,
            latency_ms: 0,
          },
        };
      }
      if (call) outcome.final = call;
      else outcome.error = error ?? "no answer";
      const record = toRecord(entry, outcome);
      store.append(record);
      summary.records++;
      if (record.error) summary.failed++;
    }
    for (const hash of stage1Known.keys()) if (!store.isDone(hash)) summary.awaiting_stage2++;
    status = "completed";
  } finally {
    await stage1Out.close();
    await store.close(status);
  }
  return summary;
}
