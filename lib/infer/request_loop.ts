/**
 * The request loop shared by the benchmark runner and the judge runner: pulls jobs lazily, skips
 * those the store already answered (and repeats of one in flight or failed this session), runs the
 * rest with bounded concurrency, sends each model call through the rate limiter and retries, keeps
 * the progress line, and closes the store with the session's outcome. What a job sends and which
 * record it makes is the caller's `perform`. An authentication failure stops the whole run.
 */
import type { ChatRequest, Endpoint } from "./endpoints.ts";
import { AuthError } from "./errors.ts";
import { type ProgressSink, type ProgressStats, SILENT_PROGRESS } from "./progress.ts";
import { type RateLimiter, UNLIMITED } from "./rate_limit.ts";
import type { CallResult } from "./record.ts";
import { DEFAULT_RETRY, type RetryPolicy, withRetry } from "./retry.ts";
import type { SessionStatus } from "./manifest.ts";

/** Sends one model call (rate-limited, retried); counts its tokens and cost. */
export type SendCall = (endpoint: Endpoint, request: ChatRequest) => Promise<CallResult>;

/** What the loop needs of a store. */
export interface LoopStore<R> {
  isDone(hash: string): boolean;
  append(record: R): Promise<void> | undefined;
  flush(): Promise<void>;
  close(status: Exclude<SessionStatus, "running" | "killed">): Promise<void>;
}

/** How a run is paced and ended; runners take these from their caller and pass them on. */
export interface LoopSettings {
  /** Requests in flight (default 16). */
  concurrency?: number;
  rateLimiter?: RateLimiter;
  retry?: Partial<RetryPolicy>;
  progress?: ProgressSink;
  signal?: AbortSignal;
  /** Close the store when done (default true); otherwise it is flushed. */
  closeStore?: boolean;
  /** Told about every retried attempt. */
  onRetry?: (message: string, attempt: number, delayMs: number) => void;
}

export interface RequestLoopOptions<J extends { hash: string }, R> extends LoopSettings {
  jobs: Iterable<J> | AsyncIterable<J>;
  store: LoopStore<R>;
  /**
   * Sends one job and returns its record. A call that failed for good (CallFailed) belongs in the
   * record; any other error, or any error once `signal` is aborted, must be rethrown.
   */
  perform: (job: J, send: SendCall, signal: AbortSignal) => Promise<R>;
  /** Whether a record is a failure (counted, and its request not retried this session). */
  failed: (record: R) => boolean;
  /** Requests of the run, when known (for the progress ETA). */
  total: number | null;
  /** Told before every attempt of a call, after the rate limiter let it through. */
  onAttempt?: () => void;
  /** Where the credentials were refused, for the error (e.g. "at the openai endpoint <url>"). */
  authFailureWhere?: string;
}

export interface LoopSummary {
  total: number | null;
  /** Requests sent this session (each answered or failed). */
  sent: number;
  skipped: number;
  failed: number;
  tokens: number;
  cost: number;
  elapsed_s: number;
  status: "completed" | "interrupted";
}

/** Runs every job the store has not answered yet; see the module comment. */
export async function runRequestLoop<J extends { hash: string }, R>(
  options: RequestLoopOptions<J, R>,
): Promise<LoopSummary> {
  const { store } = options;
  const concurrency = Math.max(1, options.concurrency ?? 16);
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const limiter = options.rateLimiter ?? UNLIMITED;
  const progress = options.progress ?? SILENT_PROGRESS;
  const stop = new AbortController();
  const onOuterAbort = () => stop.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", onOuterAbort, { once: true });

  const t0 = performance.now();
  const stats: ProgressStats = {
    done: 0,
    skipped: 0,
    total: options.total,
    failed: 0,
    tokens: 0,
    cost: 0,
    elapsed: 0,
  };

  // Identical requests in the input are sent once. A hash is "taken" while in flight, then the
  // store knows it (answered) or `failedNow` does; memory holds hashes, never records.
  const inFlight = new Set<string>();
  const failedNow = new Set<string>();
  async function* pending(): AsyncGenerator<J> {
    for await (const job of options.jobs) {
      if (stop.signal.aborted) return;
      const h = job.hash;
      if (store.isDone(h) || inFlight.has(h) || failedNow.has(h)) {
        stats.skipped++;
        continue;
      }
      inFlight.add(h);
      yield job;
    }
  }

  const send: SendCall = async (endpoint, request) => {
    const started = performance.now();
    // No signal goes to the SDK: it keeps per-request abort bookkeeping on the caller's signal
    // that is released only by finalizers, which made memory grow with the run. A stop therefore
    // lets calls in flight finish (each is bounded by the timeout); waits between attempts and
    // rate-limit waits do end at once.
    const { value, attempts } = await withRetry(
      () => endpoint.complete(request),
      policy,
      stop.signal,
      {
        beforeAttempt: async () => {
          await limiter.acquire(stop.signal);
          options.onAttempt?.();
        },
        onRetry: (err, attempt, delay) => options.onRetry?.(err.message, attempt, delay),
      },
    );
    if (value.usage) {
      stats.tokens += value.usage.total_tokens;
      stats.cost += value.usage.cost ?? 0;
    }
    return { completion: value, attempts, latency_ms: performance.now() - started };
  };

  let fatal: AuthError | null = null;
  const runOne = async (job: J): Promise<void> => {
    let record: R;
    try {
      record = await options.perform(job, send, stop.signal);
    } catch (err) {
      if (err instanceof AuthError) {
        fatal ??= err;
        stop.abort(err);
        return;
      }
      if (stop.signal.aborted) return;
      throw err;
    }
    const backpressure = store.append(record);
    inFlight.delete(job.hash);
    stats.done++;
    if (options.failed(record)) {
      stats.failed++;
      failedNow.add(job.hash);
    }
    stats.elapsed = (performance.now() - t0) / 1000;
    progress.update(stats);
    if (backpressure) await backpressure;
  };

  const source = pending();
  let thrown: unknown = null;
  const worker = async () => {
    try {
      while (!stop.signal.aborted) {
        const next = await source.next();
        if (next.done) return;
        await runOne(next.value);
      }
    } catch (err) {
      // A bug or an unreadable job: stop everyone, keep what is answered, report it.
      thrown ??= err;
      stop.abort(err);
    }
  };

  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    options.signal?.removeEventListener("abort", onOuterAbort);
    await source.return(undefined);
  }
  const status: LoopSummary["status"] = stop.signal.aborted && !thrown && !fatal
    ? "interrupted"
    : "completed";
  stats.elapsed = (performance.now() - t0) / 1000;
  progress.finish(stats);
  if (options.closeStore ?? true) {
    await store.close(
      fatal
        ? "stopped: authentication failed"
        : thrown || status === "interrupted"
        ? "interrupted"
        : "completed",
    );
  } else {
    await store.flush();
  }
  if (fatal) {
    const err = fatal as AuthError;
    const where = options.authFailureWhere ? `${options.authFailureWhere} ` : "";
    throw new AuthError(
      `authentication failed ${where}(${err.message}); the run stopped — check the API key`,
      err.status,
    );
  }
  if (thrown) throw thrown;
  return {
    total: stats.total,
    sent: stats.done,
    skipped: stats.skipped,
    failed: stats.failed,
    tokens: stats.tokens,
    cost: stats.cost,
    elapsed_s: stats.elapsed,
    status,
  };
}
