/**
 * The records file of a resumable run, whatever the record: an append-only JSONL file with one
 * line per answered (or failed) request, each carrying its `request_hash` and an `error` that is
 * null when the request succeeded. Both the benchmark store (store.ts) and the judge store build
 * on it; each keeps its own manifest beside it.
 *
 * Reopening cuts off a half-written last line (with a notice) and reads back which hashes are
 * answered; failed requests are not "done", so a rerun retries them and appends the new record.
 * Closing drops superseded records by an atomic rewrite (temporary file + rename), so a finished
 * run holds exactly one record per request: its last success, else its last failure.
 */
import { type AppenderOptions, JsonlAppender, readJsonObjects, repairTail } from "./jsonl_log.ts";

/** The fields every resumable record carries (a record without a hash is refused on append). */
export interface HashedRecord {
  request_hash?: string;
  error?: string | null;
}

export interface ResumableLogOptions<P> extends AppenderOptions {
  /** Where notices go (a repaired tail); default stderr. */
  notice?: (message: string) => void;
  /** What to keep of a failed record for its retry (default: nothing). */
  remember?: (record: Record<string, unknown>) => P;
}

function succeeded(record: { error?: unknown }): boolean {
  return record.error === null || record.error === undefined;
}

export class ResumableLog<R extends HashedRecord, P = undefined> {
  #done = new Set<string>();
  #failed = new Map<string, P>();
  #superseded = 0;
  #closed = false;

  private constructor(
    readonly path: string,
    private readonly appender: JsonlAppender,
    private readonly remember: ((record: Record<string, unknown>) => P) | undefined,
  ) {}

  /** Opens (creating) the file, repairs its tail and indexes the records already there. */
  static async open<R extends HashedRecord, P = undefined>(
    path: string,
    options: ResumableLogOptions<P> = {},
  ): Promise<ResumableLog<R, P>> {
    const notice = options.notice ?? ((m: string) => console.error(m));
    await Deno.remove(`${path}.tmp`).catch(() => {});
    const dropped = await repairTail(path);
    if (dropped > 0) {
      notice(
        `${path}: removed an incomplete last line (${dropped} bytes) left by an interrupted write; that request will be sent again`,
      );
    }
    const appender = await JsonlAppender.open(path, options);
    const log = new ResumableLog<R, P>(path, appender, options.remember);
    try {
      for await (const { value, lineNo } of readJsonObjects(path)) {
        if (typeof value.request_hash !== "string") {
          throw new Error(`${path}:${lineNo}: record has no request_hash`);
        }
        log.#index(value.request_hash, value);
      }
    } catch (err) {
      await appender.close();
      throw err;
    }
    return log;
  }

  #index(hash: string, record: Record<string, unknown>): void {
    if (this.#done.has(hash) || this.#failed.has(hash)) this.#superseded++;
    if (succeeded(record)) {
      this.#done.add(hash);
      this.#failed.delete(hash);
    } else if (!this.#done.has(hash)) {
      this.#failed.set(hash, this.remember?.(record) as P);
    }
  }

  /** Whether this request already has a successful record. */
  isDone(hash: string): boolean {
    return this.#done.has(hash);
  }

  /** Whether this request's latest record is a failure (and it has no success). */
  hasFailed(hash: string): boolean {
    return this.#failed.has(hash);
  }

  /** What was remembered of this request's failure, if its latest record is a failure. */
  priorFailure(hash: string): P | undefined {
    return this.#failed.get(hash);
  }

  counts(): { done: number; failed: number } {
    return { done: this.#done.size, failed: this.#failed.size };
  }

  /**
   * Appends one record (buffered; see JsonlAppender). Returns a promise when writes fall behind;
   * the caller awaits it so the backlog stays bounded.
   */
  append(record: R): Promise<void> | undefined {
    if (this.#closed) throw new Error(`${this.path}: store is closed`);
    if (typeof record.request_hash !== "string") throw new Error("record has no request_hash");
    const backpressure = this.appender.append(record);
    this.#index(record.request_hash, record as unknown as Record<string, unknown>);
    return backpressure;
  }

  flush(): Promise<void> {
    return this.appender.flush();
  }

  /** Flushes and drops superseded records. Returns false when it was closed already. */
  async close(): Promise<boolean> {
    if (this.#closed) return false;
    this.#closed = true;
    await this.appender.close();
    if (this.#superseded > 0) await this.#compact();
    return true;
  }

  /** Keeps, per request, its last successful record (else its last failure); atomic rewrite. */
  async #compact(): Promise<void> {
    const winner = new Map<string, { line: number; ok: boolean }>();
    for await (const { value, lineNo } of readJsonObjects(this.path)) {
      const hash = value.request_hash as string;
      const ok = succeeded(value);
      const current = winner.get(hash);
      if (!current || ok || !current.ok) winner.set(hash, { line: lineNo, ok });
    }
    const tmp = `${this.path}.tmp`;
    await Deno.remove(tmp).catch(() => {});
    const out = await JsonlAppender.open(tmp, { batchSize: 1024 });
    try {
      for await (const { value, lineNo, line } of readJsonObjects(this.path)) {
        if (winner.get(value.request_hash as string)?.line === lineNo) out.appendLine(line);
      }
    } finally {
      await out.close();
    }
    await Deno.rename(tmp, this.path);
    this.#superseded = 0;
  }
}

/**
 * The records of a resumable log, one per request: the last successful record of each hash, else
 * its last failure (what `close` would keep), in file order of the kept lines. `check` sees every
 * line first (throw `<file>:<line>: <reason>` to refuse it); a record without a hash is kept as is.
 */
export async function readLatestRecords<R>(
  path: string,
  check?: (value: Record<string, unknown>, lineNo: number) => void,
): Promise<R[]> {
  const all: { record: R; ok: boolean }[] = [];
  const winner = new Map<string, number>();
  for await (const { value, lineNo } of readJsonObjects(path)) {
    check?.(value, lineNo);
    const ok = succeeded(value);
    const hash = typeof value.request_hash === "string" ? value.request_hash : `line:${all.length}`;
    const current = winner.get(hash);
    if (current === undefined || ok || !all[current].ok) winner.set(hash, all.length);
    all.push({ record: value as R, ok });
  }
  const keep = new Set(winner.values());
  return all.filter((_, i) => keep.has(i)).map((x) => x.record);
}
