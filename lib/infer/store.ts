/**
 * The response store of one run directory:
 *
 *   <run>/records.jsonl   one ResultRecord per request (append-only JSONL, keyed by request_hash)
 *   <run>/manifest.json   configuration, dataset checksums, git revision, runtime, sessions
 *
 * A run directory holds exactly one configuration (one model × suite × decoding × protocol);
 * `ab run --panel` writes one such directory per model under `<out>/<model_slug>/`.
 *
 * Resume: reopening the directory reads the hashes already answered and the runner skips them.
 * Failed records (those with `error`) are not "done": a rerun retries them and appends the new
 * record; when a run closes, superseded records are dropped by an atomic rewrite (temporary file +
 * rename), so a finished run holds exactly one record per request (the successful one if any).
 */
import { join } from "node:path";
import type { ResultRecord } from "../data/records.ts";
import { type AppenderOptions, JsonlAppender, readJsonObjects, repairTail } from "./jsonl_log.ts";
import {
  configDifferences,
  type DatasetInfo,
  describeDifferences,
  gitRevision,
  readManifest,
  type RunConfig,
  type RunManifest,
  runtimeInfo,
  type Session,
  writeManifest,
} from "./manifest.ts";

export const RECORDS_FILE = "records.jsonl";

/** What a failed earlier attempt left that a retry can reuse (the Stage-1 answer of History). */
export interface PriorFailure {
  stage1_raw_text?: string;
  stage1_answer?: number | null;
}

export interface StoreOpenOptions extends AppenderOptions {
  config: RunConfig;
  dataset?: DatasetInfo | null;
  simulated: boolean;
  /** Base URL of this session (credentials already masked). */
  baseURL: string;
  allowMixed?: boolean;
  /** Where notices go (repairs, mixing); default stderr. */
  notice?: (message: string) => void;
}

export class MixedConfigError extends Error {
  constructor(message: string, readonly keys: string[]) {
    super(message);
    this.name = "MixedConfigError";
  }
}

export interface StoreCounts {
  /** Requests with a successful record. */
  done: number;
  /** Requests whose latest record is a failure. */
  failed: number;
}

export class RecordStore {
  #done = new Set<string>();
  #failed = new Map<string, PriorFailure>();
  #superseded = 0;
  #appender: JsonlAppender;
  #manifest: RunManifest;
  #session: Session;
  #written = 0;
  #closed = false;

  private constructor(
    readonly dir: string,
    appender: JsonlAppender,
    manifest: RunManifest,
  ) {
    this.#appender = appender;
    this.#manifest = manifest;
    this.#session = manifest.sessions[manifest.sessions.length - 1];
  }

  get recordsPath(): string {
    return join(this.dir, RECORDS_FILE);
  }

  get manifest(): RunManifest {
    return this.#manifest;
  }

  static async open(dir: string, options: StoreOpenOptions): Promise<RecordStore> {
    const notice = options.notice ?? ((m: string) => console.error(m));
    await Deno.mkdir(dir, { recursive: true });
    const recordsPath = join(dir, RECORDS_FILE);
    await Deno.remove(`${recordsPath}.tmp`).catch(() => {});

    const existing = await readManifest(dir);
    const now = new Date().toISOString();
    let manifest: RunManifest;
    if (existing) {
      manifest = existing;
      const candidates = [existing.config, ...(existing.mixed_configs ?? [])];
      const matches = candidates.some((c) => configDifferences(c, options.config).length === 0);
      if (!matches) {
        const keys = configDifferences(existing.config, options.config);
        if (!options.allowMixed) {
          throw new MixedConfigError(
            `run directory ${dir} holds records of a different configuration (differing keys: ${
              keys.join(", ")
            } — ${
              describeDifferences(existing.config, options.config, keys)
            }); use another --out directory, or --allow-mixed to add these records anyway`,
            keys,
          );
        }
        notice(
          `${dir}: --allow-mixed: adding records of a configuration differing in ${
            keys.join(", ")
          }`,
        );
        manifest.mixed_configs = [...(existing.mixed_configs ?? []), options.config];
      }
    } else {
      const hasRecords = await Deno.stat(recordsPath).then((s) => s.size > 0, () => false);
      if (hasRecords && !options.allowMixed) {
        throw new MixedConfigError(
          `${recordsPath} exists but ${dir}/manifest.json is missing, so its configuration is unknown; use another --out directory, or --allow-mixed to add records anyway`,
          [],
        );
      }
      manifest = {
        anchorlab_run: 1,
        config: options.config,
        simulated: options.simulated,
        dataset: options.dataset ?? null,
        git_revision: gitRevision(),
        runtime: runtimeInfo(),
        created: now,
        sessions: [],
      };
    }
    for (const session of manifest.sessions) {
      if (session.status === "running") session.status = "killed";
    }
    manifest.simulated = manifest.simulated || options.simulated;
    manifest.sessions.push({
      started: now,
      ended: null,
      base_url: options.baseURL,
      requests: 0,
      records_written: 0,
      failed: 0,
      status: "running",
    });

    const dropped = await repairTail(recordsPath);
    if (dropped > 0) {
      notice(
        `${recordsPath}: removed an incomplete last line (${dropped} bytes) left by an interrupted write; that request will be sent again`,
      );
    }
    const appender = await JsonlAppender.open(recordsPath, options);
    const store = new RecordStore(dir, appender, manifest);
    try {
      for await (const { value, lineNo } of readJsonObjects(recordsPath)) {
        const hash = value.request_hash;
        if (typeof hash !== "string") {
          throw new Error(`${recordsPath}:${lineNo}: record has no request_hash`);
        }
        store.#index(hash, value as unknown as ResultRecord);
      }
      await writeManifest(dir, manifest);
    } catch (err) {
      await appender.close();
      throw err;
    }
    return store;
  }

  #index(hash: string, record: ResultRecord): void {
    const seen = this.#done.has(hash) || this.#failed.has(hash);
    if (seen) this.#superseded++;
    if (record.error === null || record.error === undefined) {
      this.#done.add(hash);
      this.#failed.delete(hash);
    } else if (!this.#done.has(hash)) {
      const prior: PriorFailure = {};
      if (typeof record.stage1_raw_text === "string" && record.stage1_raw_text !== "") {
        prior.stage1_raw_text = record.stage1_raw_text;
        prior.stage1_answer = record.stage1_answer ?? null;
      }
      this.#failed.set(hash, prior);
    }
  }

  /** Whether this request already has a successful record. */
  isDone(hash: string): boolean {
    return this.#done.has(hash);
  }

  /** What an earlier failed record of this request left, if its latest record is a failure. */
  priorFailure(hash: string): PriorFailure | undefined {
    return this.#failed.get(hash);
  }

  counts(): StoreCounts {
    return { done: this.#done.size, failed: this.#failed.size };
  }

  /**
   * Appends one record (buffered; see JsonlAppender). Returns a promise when writes fall behind;
   * the runner awaits it so the backlog stays bounded.
   */
  append(record: ResultRecord): Promise<void> | undefined {
    if (this.#closed) throw new Error(`${this.recordsPath}: store is closed`);
    if (typeof record.request_hash !== "string") throw new Error("record has no request_hash");
    const backpressure = this.#appender.append(record);
    this.#index(record.request_hash, record);
    this.#written++;
    if (record.error) this.#session.failed++;
    return backpressure;
  }

  /** Counts a request sent this session (for the manifest). */
  countRequest(n = 1): void {
    this.#session.requests += n;
  }

  flush(): Promise<void> {
    return this.#appender.flush();
  }

  /** Flushes, drops superseded records, and records the session's end in the manifest. */
  async close(status: Session["status"] = "completed"): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#appender.close();
    if (this.#superseded > 0) await this.#compact();
    this.#session.ended = new Date().toISOString();
    this.#session.records_written = this.#written;
    this.#session.status = status;
    await writeManifest(this.dir, this.#manifest);
  }

  /** Keeps, per request, its last successful record (else its last failure); atomic rewrite. */
  async #compact(): Promise<void> {
    const path = this.recordsPath;
    const winner = new Map<string, { line: number; ok: boolean }>();
    for await (const { value, lineNo } of readJsonObjects(path)) {
      const hash = value.request_hash as string;
      const ok = value.error === null || value.error === undefined;
      const current = winner.get(hash);
      if (!current || ok || !current.ok) winner.set(hash, { line: lineNo, ok });
    }
    const tmp = `${path}.tmp`;
    const out = await JsonlAppender.open(tmp, { batchSize: 1024 });
    try {
      await Deno.truncate(tmp, 0);
      for await (const { value, lineNo, line } of readJsonObjects(path)) {
        if (winner.get(value.request_hash as string)?.line === lineNo) out.appendLine(line);
      }
    } finally {
      await out.close();
    }
    await Deno.rename(tmp, path);
    this.#superseded = 0;
  }
}

/**
 * The records of a run directory, one per request: the last successful record of each hash, else
 * its last failure (what `close` would keep), in file order of the kept lines.
 */
export async function readRunRecords(dir: string): Promise<ResultRecord[]> {
  const path = join(dir, RECORDS_FILE);
  const all: { record: ResultRecord; ok: boolean }[] = [];
  const winner = new Map<string, number>();
  for await (const { value } of readJsonObjects(path)) {
    const record = value as unknown as ResultRecord;
    const ok = record.error === null || record.error === undefined;
    const hash = record.request_hash ?? `line:${all.length}`;
    const current = winner.get(hash);
    if (current === undefined || ok || !all[current].ok) winner.set(hash, all.length);
    all.push({ record, ok });
  }
  const keep = new Set(winner.values());
  return all.filter((_, i) => keep.has(i)).map((x) => x.record);
}
