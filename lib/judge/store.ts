/**
 * The judge run directory:
 *
 *   <run>/records.jsonl    one JudgeRecord per request (append-only, keyed by request_hash)
 *   <run>/judge_run.json   the study settings, whether simulated, and one entry per session
 *
 * Resume: reopening reads the hashes already answered (a half-written last line is cut off first),
 * and the runner skips them; failed records are retried and, on close, superseded records are
 * dropped by an atomic rewrite, so a finished run holds one record per request.
 */
import { join } from "node:path";
import { type AppenderOptions, JsonlAppender, readJsonObjects, repairTail } from "../infer/mod.ts";
import type { JudgeRecord } from "./record.ts";

export const JUDGE_RECORDS_FILE = "records.jsonl";
export const JUDGE_MANIFEST_FILE = "judge_run.json";

/**
 * Settings that give trial indices their meaning (priors, prompts, temperatures); a run directory
 * refuses a rerun that changes them. Calls, models and the optional parts may grow.
 */
const IDENTITY_KEYS = ["tasks", "temperatures", "seed", "mitigation", "send_seed"];

export interface JudgeSession {
  started: string;
  ended: string | null;
  base_url: string;
  sent: number;
  failed: number;
  status: "running" | "completed" | "interrupted" | "stopped: authentication failed";
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
  const path = join(dir, JUDGE_MANIFEST_FILE);
  let text: string;
  try {
    text = await Deno.readTextFile(path);
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return null;
    throw err;
  }
  try {
    return JSON.parse(text) as JudgeRunManifest;
  } catch (err) {
    throw new Error(`${path}: invalid JSON (${(err as Error).message})`);
  }
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
  #done = new Set<string>();
  #failed = new Set<string>();
  #superseded = 0;
  #appender: JsonlAppender;
  #manifest: JudgeRunManifest;
  #session: JudgeSession;
  #closed = false;

  private constructor(readonly dir: string, appender: JsonlAppender, manifest: JudgeRunManifest) {
    this.#appender = appender;
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
    const notice = options.notice ?? ((m: string) => console.error(m));
    await Deno.mkdir(dir, { recursive: true });
    const recordsPath = join(dir, JUDGE_RECORDS_FILE);
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
      const clash = IDENTITY_KEYS.filter((k) =>
        existing.settings[k] !== undefined &&
        JSON.stringify(existing.settings[k]) !== JSON.stringify(options.settings[k])
      );
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
    const dropped = await repairTail(recordsPath);
    if (dropped > 0) {
      notice(
        `${recordsPath}: removed an incomplete last line (${dropped} bytes) left by an interrupted write; that request will be sent again`,
      );
    }
    const appender = await JsonlAppender.open(recordsPath, options);
    const store = new JudgeStore(dir, appender, manifest);
    try {
      for await (const { value, lineNo } of readJsonObjects(recordsPath)) {
        if (typeof value.request_hash !== "string") {
          throw new Error(`${recordsPath}:${lineNo}: record has no request_hash`);
        }
        store.#index(value.request_hash, value.error === null || value.error === undefined);
      }
      await writeJudgeManifest(dir, manifest);
    } catch (err) {
      await appender.close();
      throw err;
    }
    return store;
  }

  #index(hash: string, ok: boolean): void {
    if (this.#done.has(hash) || this.#failed.has(hash)) this.#superseded++;
    if (ok) {
      this.#done.add(hash);
      this.#failed.delete(hash);
    } else if (!this.#done.has(hash)) this.#failed.add(hash);
  }

  isDone(hash: string): boolean {
    return this.#done.has(hash);
  }

  counts(): { done: number; failed: number } {
    return { done: this.#done.size, failed: this.#failed.size };
  }

  /** Appends one record; returns a promise when writes fall behind (await it). */
  append(record: JudgeRecord): Promise<void> | undefined {
    if (this.#closed) throw new Error(`${this.recordsPath}: store is closed`);
    const backpressure = this.#appender.append(record);
    this.#index(record.request_hash, record.error === null);
    this.#session.sent++;
    if (record.error !== null) this.#session.failed++;
    return backpressure;
  }

  async close(status: JudgeSession["status"] = "completed"): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#appender.close();
    if (this.#superseded > 0) await this.#compact();
    this.#session.ended = new Date().toISOString();
    this.#session.status = status;
    await writeJudgeManifest(this.dir, this.#manifest);
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
    await Deno.remove(tmp).catch(() => {});
    const out = await JsonlAppender.open(tmp, { batchSize: 1024 });
    try {
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

/** The records of a judge run, one per request (last success, else last failure), in file order. */
export async function readJudgeRecords(dir: string): Promise<JudgeRecord[]> {
  const path = join(dir, JUDGE_RECORDS_FILE);
  try {
    await Deno.stat(path);
  } catch {
    throw new Error(`${dir}: not a judge run directory (no ${JUDGE_RECORDS_FILE})`);
  }
  const all: { record: JudgeRecord; ok: boolean }[] = [];
  const winner = new Map<string, number>();
  for await (const { value, lineNo } of readJsonObjects(path)) {
    const record = value as unknown as JudgeRecord;
    if (typeof record.request_hash !== "string" || typeof record.part !== "string") {
      throw new Error(`${path}:${lineNo}: not a judge record (needs request_hash and part)`);
    }
    const ok = record.error === null || record.error === undefined;
    const current = winner.get(record.request_hash);
    if (current === undefined || ok || !all[current].ok) {
      winner.set(record.request_hash, all.length);
    }
    all.push({ record, ok });
  }
  const keep = new Set(winner.values());
  return all.filter((_, i) => keep.has(i)).map((x) => x.record);
}
