/**
 * The response store of one run directory:
 *
 *   <run>/records.jsonl   one ResultRecord per request (append-only JSONL, keyed by request_hash)
 *   <run>/manifest.json   configuration, dataset checksums, git revision, runtime, sessions
 *
 * A run directory holds exactly one configuration (one model × suite × decoding × protocol);
 * `ab run --panel` writes one such directory per model under `<out>/<model_slug>/`.
 *
 * Resume, retries of failed records and the compaction on close are the ResumableLog's
 * (resumable_log.ts); this module adds the manifest and its configuration check.
 */
import { join } from "node:path";
import type { ResultRecord } from "../data/records.ts";
import type { AppenderOptions } from "./jsonl_log.ts";
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
import { readLatestRecords, ResumableLog } from "./resumable_log.ts";

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
  #log: ResumableLog<ResultRecord, PriorFailure>;
  #manifest: RunManifest;
  #session: Session;
  #written = 0;

  private constructor(
    readonly dir: string,
    log: ResumableLog<ResultRecord, PriorFailure>,
    manifest: RunManifest,
  ) {
    this.#log = log;
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

    const log = await ResumableLog.open<ResultRecord, PriorFailure>(recordsPath, {
      ...options,
      notice,
      remember: stage1OfFailure,
    });
    try {
      await writeManifest(dir, manifest);
    } catch (err) {
      await log.close();
      throw err;
    }
    return new RecordStore(dir, log, manifest);
  }

  /** Whether this request already has a successful record. */
  isDone(hash: string): boolean {
    return this.#log.isDone(hash);
  }

  /** What an earlier failed record of this request left, if its latest record is a failure. */
  priorFailure(hash: string): PriorFailure | undefined {
    return this.#log.priorFailure(hash);
  }

  counts(): StoreCounts {
    return this.#log.counts();
  }

  /**
   * Appends one record (buffered; see JsonlAppender). Returns a promise when writes fall behind;
   * the runner awaits it so the backlog stays bounded.
   */
  append(record: ResultRecord): Promise<void> | undefined {
    const backpressure = this.#log.append(record);
    this.#written++;
    if (record.error) this.#session.failed++;
    return backpressure;
  }

  /** Counts a request sent this session (for the manifest). */
  countRequest(n = 1): void {
    this.#session.requests += n;
  }

  flush(): Promise<void> {
    return this.#log.flush();
  }

  /** Flushes, drops superseded records, and records the session's end in the manifest. */
  async close(status: Session["status"] = "completed"): Promise<void> {
    if (!(await this.#log.close())) return;
    this.#session.ended = new Date().toISOString();
    this.#session.records_written = this.#written;
    this.#session.status = status;
    await writeManifest(this.dir, this.#manifest);
  }
}

/** The Stage-1 answer a failed History record left, which its retry reuses. */
function stage1OfFailure(record: Record<string, unknown>): PriorFailure {
  const prior: PriorFailure = {};
  if (typeof record.stage1_raw_text === "string" && record.stage1_raw_text !== "") {
    prior.stage1_raw_text = record.stage1_raw_text;
    prior.stage1_answer = (record.stage1_answer as number | null | undefined) ?? null;
  }
  return prior;
}

/**
 * The records of a run directory, one per request: the last successful record of each hash, else
 * its last failure (what `close` would keep), in file order of the kept lines.
 */
export function readRunRecords(dir: string): Promise<ResultRecord[]> {
  return readLatestRecords<ResultRecord>(join(dir, RECORDS_FILE));
}
