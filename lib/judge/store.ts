/**
 * The judge run directory:
 *
 *   <run>/records.jsonl    one JudgeRecord per request (append-only, keyed by request_hash)
 *   <run>/judge_run.json   the study settings, whether simulated, and one entry per session
 *
 * Resume, retries of failed records and the compaction on close are the benchmark's
 * (ResumableLog, lib/infer/resumable_log.ts); this module adds the judge manifest.
 */
import { join } from "node:path";
import { readJsonFileIfExists } from "../data/mod.ts";
import {
  type AppenderOptions,
  readLatestRecords,
  ResumableLog,
  type SessionStatus,
} from "../infer/mod.ts";
import type { JudgeRecord } from "./record.ts";

export const JUDGE_RECORDS_FILE = "records.jsonl";
export const JUDGE_MANIFEST_FILE = "judge_run.json";

/**
 * Settings that give trial indices their meaning (priors, prompts, temperatures); a run directory
 * refuses a rerun that changes them. Calls, models and the optional parts may grow.
 */
const IDENTITY_KEYS = ["tasks", "temperatures", "seed", "mitigation", "send_seed"];

/** The identity settings on which two descriptions of a study differ (empty: they may share a run). */
export function identityClash(
  existing: Record<string, unknown>,
  next: Record<string, unknown>,
): string[] {
  return IDENTITY_KEYS.filter((k) =>
    existing[k] !== undefined && JSON.stringify(existing[k]) !== JSON.stringify(next[k])
  );
}

export interface JudgeSession {
  started: string;
  ended: string | null;
  base_url: string;
  sent: number;
  failed: number;
  status: Exclude<SessionStatus, "killed">;
}

export interface JudgeRunManifest {
  anchorlab_judge_run: 1;
  /** What was asked for (a JSON-able description of the study settings). */
  settings: Record<string, unknown>;
  models: string[];
  simulated: boolean;
  created: string;
  sessions: JudgeSession[];
}

export async function readJudgeManifest(dir: string): Promise<JudgeRunManifest | null> {
  const manifest = await readJsonFileIfExists(join(dir, JUDGE_MANIFEST_FILE));
  return manifest === undefined ? null : manifest as JudgeRunManifest;
}

async function writeJudgeManifest(dir: string, manifest: JudgeRunManifest): Promise<void> {
  const path = join(dir, JUDGE_MANIFEST_FILE);
  await Deno.writeTextFile(`${path}.tmp`, JSON.stringify(manifest, null, 2) + "\n");
  await Deno.rename(`${path}.tmp`, path);
}

export interface JudgeStoreOptions extends AppenderOptions {
  settings: Record<string, unknown>;
  models: string[];
  simulated: boolean;
  baseURL: string;
  notice?: (message: string) => void;
}

export class JudgeStore {
  #log: ResumableLog<JudgeRecord>;
  #manifest: JudgeRunManifest;
  #session: JudgeSession;

  private constructor(
    readonly dir: string,
    log: ResumableLog<JudgeRecord>,
    manifest: JudgeRunManifest,
  ) {
    this.#log = log;
    this.#manifest = manifest;
    this.#session = manifest.sessions[manifest.sessions.length - 1];
  }

  get recordsPath(): string {
    return join(this.dir, JUDGE_RECORDS_FILE);
  }

  get manifest(): JudgeRunManifest {
    return this.#manifest;
  }

  static async open(dir: string, options: JudgeStoreOptions): Promise<JudgeStore> {
    await Deno.mkdir(dir, { recursive: true });
    const existing = await readJudgeManifest(dir);
    const now = new Date().toISOString();
    const manifest: JudgeRunManifest = existing ?? {
      anchorlab_judge_run: 1,
      settings: options.settings,
      models: [],
      simulated: false,
      created: now,
      sessions: [],
    };
    if (existing) {
      const clash = identityClash(existing.settings, options.settings);
      if (clash.length > 0) {
        throw new Error(
          `${dir} holds a judge run with different ${
            clash.join(", ")
          }; trial indices would collide — use another --out directory`,
        );
      }
    }
    // A rerun may widen a study (more calls, models, a probe); the latest settings are kept.
    manifest.settings = options.settings;
    manifest.models = [...new Set([...manifest.models, ...options.models])];
    manifest.simulated = manifest.simulated || options.simulated;
    manifest.sessions.push({
      started: now,
      ended: null,
      base_url: options.baseURL,
      sent: 0,
      failed: 0,
      status: "running",
    });
    const log = await ResumableLog.open<JudgeRecord>(join(dir, JUDGE_RECORDS_FILE), options);
    try {
      await writeJudgeManifest(dir, manifest);
    } catch (err) {
      await log.close();
      throw err;
    }
    return new JudgeStore(dir, log, manifest);
  }

  isDone(hash: string): boolean {
    return this.#log.isDone(hash);
  }

  /** Whether this request is recorded as failed (and not answered since). */
  hasFailed(hash: string): boolean {
    return this.#log.hasFailed(hash);
  }

  counts(): { done: number; failed: number } {
    return this.#log.counts();
  }

  /** Appends one record; returns a promise when writes fall behind (await it). */
  append(record: JudgeRecord): Promise<void> | undefined {
    const backpressure = this.#log.append(record);
    this.#session.sent++;
    if (record.error !== null) this.#session.failed++;
    return backpressure;
  }

  flush(): Promise<void> {
    return this.#log.flush();
  }

  async close(status: JudgeSession["status"] = "completed"): Promise<void> {
    if (!(await this.#log.close())) return;
    this.#session.ended = new Date().toISOString();
    this.#session.status = status;
    await writeJudgeManifest(this.dir, this.#manifest);
  }
}

/** The records of a judge run, one per request (last success, else last failure), in file order. */
export async function readJudgeRecords(dir: string): Promise<JudgeRecord[]> {
  const path = join(dir, JUDGE_RECORDS_FILE);
  try {
    await Deno.stat(path);
  } catch {
    throw new Error(`${dir}: not a judge run directory (no ${JUDGE_RECORDS_FILE})`);
  }
  return await readLatestRecords<JudgeRecord>(path, (value, lineNo) => {
    if (typeof value.request_hash !== "string" || typeof value.part !== "string") {
      throw new Error(`${path}:${lineNo}: not a judge record (needs request_hash and part)`);
    }
  });
}
