/**
 * The files of the OpenAI Batch path, whatever the requests are (benchmark or judge):
 *
 * - the batch input file: `{"custom_id", "method": "POST", "url": "/v1/chat/completions", "body"}`
 *   per line, custom_id being the request hash (plus a stage suffix for History rounds);
 * - its index `<file>.index.jsonl`: a header line (`anchorlab_batch_index: 1`, the `kind` of
 *   requests, and what the importer needs to open the run store), then one entry per custom_id with
 *   what a record needs besides the answer;
 * - the results file: `{"id", "custom_id", "response": {"status_code", "body"}, "error"}` lines.
 *
 * The benchmark's export/import (batch.ts) and the judge's (lib/judge/batch.ts) are built on these.
 */
import { dirname, join } from "node:path";
import { type Completion, completionFromBody } from "./endpoints.ts";
import { JsonlAppender, readJsonObjects } from "./jsonl_log.ts";

export const BATCH_URL = "/v1/chat/completions";
export const INDEX_SUFFIX = ".index.jsonl";

/** Which requests a batch holds; an index header without `kind` is a benchmark index. */
export type BatchKind = "benchmark" | "judge";

export interface BatchIndexHeaderBase {
  anchorlab_batch_index: 1;
  kind?: BatchKind;
  created: string;
}

export interface BatchIndexEntryBase {
  custom_id: string;
  request_hash: string;
}

export interface BatchRequestLine {
  custom_id: string;
  method: "POST";
  url: typeof BATCH_URL;
  body: Record<string, unknown>;
}

export function indexPathFor(batchFile: string): string {
  return batchFile + INDEX_SUFFIX;
}

export function batchKindOf(header: BatchIndexHeaderBase): BatchKind {
  return header.kind ?? "benchmark";
}

/** Writes a batch input file and its index side by side (both truncated on open). */
export class BatchFileWriter<H extends BatchIndexHeaderBase, E extends BatchIndexEntryBase> {
  lines = 0;

  private constructor(
    readonly out: string,
    readonly indexPath: string,
    private readonly requests: JsonlAppender,
    private readonly index: JsonlAppender,
  ) {}

  static async open<H extends BatchIndexHeaderBase, E extends BatchIndexEntryBase>(
    out: string,
    header: H,
  ): Promise<BatchFileWriter<H, E>> {
    const indexPath = indexPathFor(out);
    await Deno.mkdir(dirname(out) || ".", { recursive: true });
    for (const p of [out, indexPath]) await Deno.writeTextFile(p, "");
    const requests = await JsonlAppender.open(out, { batchSize: 512 });
    const index = await JsonlAppender.open(indexPath, { batchSize: 512 });
    index.append(header);
    return new BatchFileWriter<H, E>(out, indexPath, requests, index);
  }

  /** One request line and its index entry. */
  async add(entry: E, body: Record<string, unknown>): Promise<void> {
    const line: BatchRequestLine = {
      custom_id: entry.custom_id,
      method: "POST",
      url: BATCH_URL,
      body,
    };
    const a = this.requests.append(line);
    const b = this.index.append(entry);
    this.lines++;
    if (a) await a;
    if (b) await b;
  }

  async close(): Promise<void> {
    try {
      await this.requests.close();
    } finally {
      await this.index.close();
    }
  }
}

/** Hashes a run's records file answers successfully (empty when there is no such file). */
export async function answeredHashes(recordsPath: string): Promise<Set<string>> {
  const done = new Set<string>();
  try {
    for await (const { value } of readJsonObjects(recordsPath)) {
      if (typeof value.request_hash === "string" && !value.error) done.add(value.request_hash);
    }
  } catch (err) {
    if (!(err instanceof Deno.errors.NotFound)) throw err;
  }
  return done;
}

/** Every `*.index.jsonl` in the directory of a results file, sorted. */
export async function findIndexFiles(results: string): Promise<string[]> {
  const dir = dirname(results) || ".";
  const found: string[] = [];
  for await (const e of Deno.readDir(dir)) {
    if (e.isFile && e.name.endsWith(INDEX_SUFFIX)) found.push(join(dir, e.name));
  }
  return found.sort();
}

export interface LoadedBatchIndex<H, E> {
  header: H;
  headerFile: string;
  entries: Map<string, E>;
  /** The index files read. */
  paths: string[];
}

export interface LoadIndexOptions<H> {
  kind: BatchKind;
  /** The results file being imported (for messages and index discovery). */
  results: string;
  /** Index files to read; default: those beside the results file (other kinds skipped). */
  indexPaths?: string[];
  /** Throws when two index headers describe runs that cannot share a run directory. */
  checkSameRun?: (first: H, firstFile: string, other: H, otherFile: string) => void;
}

/**
 * Reads the index files of a batch of the given kind. Discovered index files of another kind are
 * skipped; an explicitly given one is an error.
 */
export async function loadBatchIndex<
  H extends BatchIndexHeaderBase,
  E extends BatchIndexEntryBase,
>(options: LoadIndexOptions<H>): Promise<LoadedBatchIndex<H, E>> {
  const explicit = options.indexPaths !== undefined;
  const candidates = options.indexPaths ?? await findIndexFiles(options.results);
  let header: H | null = null;
  let headerFile = "";
  const entries = new Map<string, E>();
  const paths: string[] = [];
  for (const path of candidates) {
    let fileHeader: H | null = null;
    for await (const { value, lineNo } of readJsonObjects(path)) {
      if (lineNo === 1 || value.anchorlab_batch_index !== undefined) {
        if (value.anchorlab_batch_index !== 1) {
          throw new Error(`${path}:${lineNo}: not an AnchorLab batch index (no header line)`);
        }
        const h = value as unknown as H;
        if (batchKindOf(h) !== options.kind) {
          if (explicit) {
            throw new Error(
              `${path}:${lineNo}: the index of a ${
                batchKindOf(h)
              } batch, not of a ${options.kind} batch`,
            );
          }
          break;
        }
        if (header) options.checkSameRun?.(header, headerFile, h, path);
        else {
          header = h;
          headerFile = path;
        }
        fileHeader = h;
        continue;
      }
      const entry = value as unknown as E;
      if (typeof entry.custom_id !== "string" || typeof entry.request_hash !== "string") {
        throw new Error(`${path}:${lineNo}: index entry needs a custom_id and a request_hash`);
      }
      entries.set(entry.custom_id, entry);
    }
    if (fileHeader) paths.push(path);
  }
  if (!header) {
    throw new Error(
      `no ${options.kind} batch index found for ${options.results}: pass --requests <exported batch file> (its index is <file>${INDEX_SUFFIX})`,
    );
  }
  return { header, headerFile, entries, paths };
}

/** One line of a results file: the body of a 200 answer, or why the request failed. */
export interface BatchResult {
  custom_id: string;
  /** `<file>:<line>` of the result. */
  where: string;
  /** The chat-completion body when the status was 200 and there is no error. */
  body: unknown;
  error: string | null;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}

function describeError(err: unknown): string {
  if (typeof err === "string") return err;
  const e = err as Record<string, unknown>;
  return [e.code, e.message].filter(Boolean).join(": ") || JSON.stringify(err);
}

/**
 * Reads a results file. A failed request (an `error`, a non-200 status) is a result with an error;
 * a line that is not a batch result at all fails with `<file>:<line>: <reason>`.
 */
export async function* readBatchResults(path: string): AsyncGenerator<BatchResult> {
  for await (const { value, lineNo } of readJsonObjects(path)) {
    const where = `${path}:${lineNo}`;
    const customId = value.custom_id;
    if (typeof customId !== "string" || customId === "") {
      throw new Error(`${where}: result line has no custom_id`);
    }
    const { response, error } = value;
    if (error !== undefined && error !== null && !isObject(error) && typeof error !== "string") {
      throw new Error(`${where}: "error" must be an object, a string or null`);
    }
    if (response !== undefined && response !== null) {
      if (!isObject(response)) throw new Error(`${where}: "response" must be an object or null`);
      if (typeof response.status_code !== "number") {
        throw new Error(`${where}: "response" has no numeric status_code`);
      }
    }
    if (error) {
      yield {
        custom_id: customId,
        where,
        body: null,
        error: `batch error: ${describeError(error)}`,
      };
      continue;
    }
    if (!isObject(response)) {
      throw new Error(`${where}: result line has neither a response nor an error`);
    }
    if (response.status_code !== 200) {
      const bodyErr = isObject(response.body) && isObject(response.body.error)
        ? response.body.error
        : undefined;
      const message = bodyErr?.message ? `: ${bodyErr.message}` : "";
      yield {
        custom_id: customId,
        where,
        body: null,
        error: `HTTP ${response.status_code}${message}`,
      };
      continue;
    }
    yield { custom_id: customId, where, body: response.body, error: null };
  }
}

/** The completion of a result, or why there is none (an error result, an unreadable body). */
export function batchCompletion(
  result: BatchResult,
  logprobsRequested: boolean,
): { completion: Completion; error: null } | { completion: null; error: string } {
  if (result.error !== null) return { completion: null, error: result.error };
  try {
    return { completion: completionFromBody(result.body, logprobsRequested), error: null };
  } catch (err) {
    return { completion: null, error: (err as Error).message };
  }
}
