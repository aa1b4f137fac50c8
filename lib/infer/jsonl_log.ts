/**
 * Append-only JSONL files that survive `kill -9`: lines are written in batches, each batch one
 * write of complete lines ending in "\n"; on open, a half-written last line is cut off (with a
 * notice) and every complete line is streamed back to the caller.
 */

const NEWLINE = 0x0a;

/**
 * Truncates `path` after its last "\n" when the file does not end with one. Returns the number of
 * bytes removed (0 when the file was intact or does not exist).
 */
export async function repairTail(path: string): Promise<number> {
  let file: Deno.FsFile;
  try {
    file = await Deno.open(path, { read: true, write: true });
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return 0;
    throw err;
  }
  try {
    const size = (await file.stat()).size;
    if (size === 0) return 0;
    const chunk = new Uint8Array(Math.min(65_536, size));
    let end = size;
    while (end > 0) {
      const start = Math.max(0, end - chunk.length);
      const view = chunk.subarray(0, end - start);
      await file.seek(start, Deno.SeekMode.Start);
      let read = 0;
      while (read < view.length) {
        const n = await file.read(view.subarray(read));
        if (n === null) break;
        read += n;
      }
      const last = view.lastIndexOf(NEWLINE);
      if (end === size && last === view.length - 1) return 0;
      if (last >= 0) {
        const keep = start + last + 1;
        await file.truncate(keep);
        return size - keep;
      }
      end = start;
    }
    await file.truncate(0);
    return size;
  } finally {
    file.close();
  }
}

/** Streams the complete lines of a file with 1-based line numbers; memory holds one chunk + line. */
export async function* readLines(path: string): AsyncGenerator<{ line: string; lineNo: number }> {
  let file: Deno.FsFile;
  try {
    file = await Deno.open(path, { read: true });
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return;
    throw err;
  }
  const decoder = new TextDecoder();
  let pending = "";
  let lineNo = 0;
  for await (const chunk of file.readable) {
    pending += decoder.decode(chunk, { stream: true });
    let start = 0;
    let nl = pending.indexOf("\n", start);
    while (nl >= 0) {
      lineNo++;
      yield { line: pending.slice(start, nl), lineNo };
      start = nl + 1;
      nl = pending.indexOf("\n", start);
    }
    pending = pending.slice(start);
  }
  pending += decoder.decode();
  if (pending.length > 0) yield { line: pending, lineNo: lineNo + 1 };
}

/** Streams the JSON objects of a JSONL file; a bad line fails with `<file>:<line>: <reason>`. */
export async function* readJsonObjects(
  path: string,
): AsyncGenerator<{ value: Record<string, unknown>; lineNo: number; line: string }> {
  for await (const { line, lineNo } of readLines(path)) {
    if (line.trim() === "") continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (err) {
      throw new Error(`${path}:${lineNo}: invalid JSON (${(err as Error).message})`);
    }
    if (!value || typeof value !== "object" || Array.isArray(value)) {
      throw new Error(`${path}:${lineNo}: expected a JSON object`);
    }
    yield { value: value as Record<string, unknown>, lineNo, line };
  }
}

export interface AppenderOptions {
  /** Lines buffered before a write is started (default 256). */
  batchSize?: number;
  /** Longest time a buffered line waits for its write, in ms (default 200). */
  flushIntervalMs?: number;
}

/** Buffered appender: each flush is one write of whole lines; writes never interleave. */
export class JsonlAppender {
  #file: Deno.FsFile;
  #buffer: string[] = [];
  #chain: Promise<void> = Promise.resolve();
  #error: Error | null = null;
  #timer: ReturnType<typeof setInterval> | undefined;
  #batchSize: number;
  #encoder = new TextEncoder();
  /** Batches handed to the write chain and not yet written. */
  #queued = 0;

  private constructor(file: Deno.FsFile, readonly path: string, options: AppenderOptions) {
    this.#file = file;
    this.#batchSize = options.batchSize ?? 256;
    const interval = options.flushIntervalMs ?? 200;
    this.#timer = setInterval(() => {
      if (this.#buffer.length > 0) this.flush().catch(() => {});
    }, interval);
  }

  static async open(path: string, options: AppenderOptions = {}): Promise<JsonlAppender> {
    const file = await Deno.open(path, { create: true, append: true, write: true });
    return new JsonlAppender(file, path, options);
  }

  /**
   * Queues one object as one line. Throws if an earlier write failed. Returns a promise when
   * writes are falling behind (more than one batch waiting): a producer that awaits it keeps the
   * backlog, and memory, bounded. A producer that never yields to the event loop (an in-process
   * endpoint answers through microtasks only) must await it, or writes would never complete.
   */
  append(value: unknown): Promise<void> | undefined {
    return this.appendLine(JSON.stringify(value));
  }

  /** Queues one already serialised line (must not contain "\n"); see `append`. */
  appendLine(line: string): Promise<void> | undefined {
    if (this.#error) throw this.#error;
    this.#buffer.push(line);
    if (this.#buffer.length < this.#batchSize) return undefined;
    const flushed = this.flush();
    if (this.#queued > 1) return flushed;
    flushed.catch(() => {});
    return undefined;
  }

  /** Writes everything buffered so far; resolves when it is on disk (page cache). */
  flush(): Promise<void> {
    if (this.#buffer.length > 0) {
      const bytes = this.#encoder.encode(this.#buffer.join("\n") + "\n");
      this.#buffer = [];
      this.#queued++;
      this.#chain = this.#chain.then(() => this.#writeAll(bytes)).catch((err) => {
        this.#error ??= new Error(`${this.path}: write failed (${(err as Error).message})`);
      }).finally(() => {
        this.#queued--;
      });
    }
    return this.#chain.then(() => {
      if (this.#error) throw this.#error;
    });
  }

  async #writeAll(bytes: Uint8Array): Promise<void> {
    let offset = 0;
    while (offset < bytes.length) offset += await this.#file.write(bytes.subarray(offset));
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    try {
      await this.flush();
    } finally {
      this.#file.close();
    }
  }
}
