/**
 * The runner: streams views, plans each request (protocols.ts), skips what the store already
 * answered, sends the rest with bounded concurrency, a per-endpoint requests-per-minute limit and
 * retries (retry.ts), and appends one record per request to the store. Views are pulled lazily, so
 * memory does not grow with the run. An authentication failure stops the whole run.
 */
import type { Decoding, Endpoint, WireMessage } from "./endpoints.ts";
import { AuthError } from "./errors.ts";
import {
  formatProgress,
  type ProgressSink,
  type ProgressStats,
  SILENT_PROGRESS,
} from "./progress.ts";
import { type ProtocolOptions, type RunnableView, stage2Messages } from "./protocols.ts";
import { type RateLimiter, UNLIMITED } from "./rate_limit.ts";
import { buildRecord, type CallResult, type Parser, type RequestOutcome } from "./record.ts";
import { expandRequests, type PlannedRequest } from "./requests.ts";
import { CallFailed, DEFAULT_RETRY, type RetryPolicy, withRetry } from "./retry.ts";
import { isSimulatedModel } from "./registry.ts";
import type { RecordStore } from "./store.ts";
import type { ToolSchema } from "../suites/types.ts";

export interface RunOptions {
  endpoint: Endpoint;
  model: string;
  views: Iterable<RunnableView> | AsyncIterable<RunnableView>;
  store: RecordStore;
  parse: Parser;
  /** Decoding of repeat 0; with a seed, repeat r is sent with seed + r. */
  decoding: Decoding;
  /** Requests per view (sampling repeats; default 1). */
  repeats?: number;
  protocol: ProtocolOptions;
  /** Applied to every view before planning (e.g. a prompt suffix). */
  transformView?: (view: RunnableView) => RunnableView;
  /** Parallel requests in flight (default 16). */
  concurrency?: number;
  rateLimiter?: RateLimiter;
  retry?: Partial<RetryPolicy>;
  /** Only the first `limit` views. */
  limit?: number;
  /** Number of views, when the caller knows it (for the progress ETA). */
  totalViews?: number | null;
  progress?: ProgressSink;
  signal?: AbortSignal;
  /** Labelled simulated (default: model id starts with `sim/`). */
  simulated?: boolean;
  /** Close the store when done (default true). */
  closeStore?: boolean;
  /** Told about every retried attempt. */
  onRetry?: (message: string, attempt: number, delayMs: number) => void;
}

export interface RunSummary {
  model: string;
  /** Requests of the run (views × repeats), when known. */
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

/** Runs every request of the views that the store has not answered yet. */
export async function runBenchmark(options: RunOptions): Promise<RunSummary> {
  const { endpoint, store, model } = options;
  const repeats = options.repeats ?? 1;
  const concurrency = Math.max(1, options.concurrency ?? 16);
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const limiter = options.rateLimiter ?? UNLIMITED;
  const progress = options.progress ?? SILENT_PROGRESS;
  const simulated = options.simulated ?? isSimulatedModel(model);
  const stop = new AbortController();
  const onOuterAbort = () => stop.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", onOuterAbort, { once: true });

  const knownViews = options.totalViews ??
    (Array.isArray(options.views) ? (options.views as RunnableView[]).length : null);
  const total = knownViews === null
    ? null
    : Math.min(knownViews, options.limit ?? Infinity) * repeats;
  const t0 = performance.now();
  const stats: ProgressStats = {
    done: 0,
    skipped: 0,
    total,
    failed: 0,
    tokens: 0,
    cost: 0,
    elapsed: 0,
  };
  const tick = () => {
    stats.elapsed = (performance.now() - t0) / 1000;
    progress.update(stats);
  };

  // Identical requests in the input are sent once. A hash is "taken" while in flight, then the
  // store knows it (answered) or `failedNow` does; memory holds hashes, never records.
  const inFlight = new Set<string>();
  const failedNow = new Set<string>();
  async function* tasks(): AsyncGenerator<PlannedRequest> {
    const requests = expandRequests(options.views, {
      model,
      endpoint: endpoint.kind,
      decoding: options.decoding,
      repeats,
      protocol: options.protocol,
      transformView: options.transformView,
      limit: options.limit,
    });
    for await (const request of requests) {
      if (stop.signal.aborted) return;
      const h = request.hash;
      if (store.isDone(h) || inFlight.has(h) || failedNow.has(h)) {
        stats.skipped++;
        continue;
      }
      inFlight.add(h);
      yield request;
    }
  }

  const call = async (
    messages: WireMessage[],
    decoding: Decoding,
    tools: ToolSchema[] | undefined,
  ): Promise<CallResult> => {
    const started = performance.now();
    // No signal goes to the SDK: it keeps per-request abort bookkeeping on the caller's signal
    // that is released only by finalizers, which made memory grow with the run. A stop therefore
    // lets calls in flight finish (each is bounded by the timeout); waits between attempts and
    // rate-limit waits do end at once.
    const result = await withRetry(
      () => endpoint.complete({ model, messages, tools, decoding }),
      policy,
      stop.signal,
      {
        beforeAttempt: async () => {
          await limiter.acquire(stop.signal);
          store.countRequest();
        },
        onRetry: (err, attempt, delay) => options.onRetry?.(err.message, attempt, delay),
      },
    );
    const { value, attempts } = result;
    const usage = value.usage;
    if (usage) {
      stats.tokens += usage.total_tokens;
      stats.cost += usage.cost ?? 0;
    }
    return { completion: value, attempts, latency_ms: performance.now() - started };
  };

  let fatal: unknown = null;
  const runTask = async (task: PlannedRequest): Promise<void> => {
    const { plan } = task;
    const outcome: RequestOutcome = {
      started: new Date().toISOString(),
      attempts: 0,
      latency_ms: 0,
    };
    const t = performance.now();
    try {
      if (plan.kind === "single") {
        outcome.final = await call(plan.messages, task.decoding, plan.tools);
        outcome.attempts += outcome.final.attempts;
      } else {
        const prior = store.priorFailure(task.hash);
        if (prior?.stage1_raw_text !== undefined) {
          outcome.stage1 = {
            raw_text: prior.stage1_raw_text,
            answer: prior.stage1_answer ?? null,
          };
        } else {
          const first = await call(plan.stage1, task.decoding, undefined);
          outcome.attempts += first.attempts;
          const raw = first.completion.text;
          outcome.stage1 = {
            raw_text: raw,
            answer: options.parse(raw, plan.stage1_parse_prompt).answer_int,
            call: first,
          };
        }
        const second = stage2Messages(plan, outcome.stage1.raw_text);
        outcome.final = await call(second, task.decoding, undefined);
        outcome.attempts += outcome.final.attempts;
      }
    } catch (err) {
      if (err instanceof AuthError) {
        fatal ??= err;
        stop.abort(err);
        return;
      }
      if (stop.signal.aborted) return;
      if (err instanceof CallFailed) {
        outcome.attempts += err.attempts;
        outcome.error = err.message;
      } else {
        throw err;
      }
    }
    outcome.latency_ms = performance.now() - t;
    const record = buildRecord({
      view: task.view,
      plan,
      request_hash: task.hash,
      model,
      endpoint: endpoint.kind,
      simulated,
      decoding: task.decoding,
      repeat: task.repeat,
      parse: options.parse,
    }, outcome);
    const backpressure = store.append(record);
    inFlight.delete(task.hash);
    stats.done++;
    if (record.error) {
      stats.failed++;
      failedNow.add(task.hash);
    }
    tick();
    if (backpressure) await backpressure;
  };

  const source = tasks();
  let thrown: unknown = null;
  const worker = async () => {
    try {
      while (!stop.signal.aborted) {
        const next = await source.next();
        if (next.done) return;
        await runTask(next.value);
      }
    } catch (err) {
      // A bug or an unreadable view: stop everyone, keep what is answered, report it.
      thrown ??= err;
      stop.abort(err);
    }
  };

  let status: RunSummary["status"] = "completed";
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    options.signal?.removeEventListener("abort", onOuterAbort);
    await source.return(undefined);
  }
  if (stop.signal.aborted && !thrown && !fatal) status = "interrupted";
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
    throw new AuthError(
      `authentication failed at the ${endpoint.kind} endpoint ${endpoint.baseURL} (${err.message}); the run stopped — check the API key`,
      err.status,
    );
  }
  if (thrown) throw thrown;
  return {
    model,
    total,
    sent: stats.done,
    skipped: stats.skipped,
    failed: stats.failed,
    tokens: stats.tokens,
    cost: stats.cost,
    elapsed_s: stats.elapsed,
    status,
  };
}

/** One-line summary of a finished run (what the CLI prints). */
export function describeSummary(summary: RunSummary): string {
  return `${summary.model}: ${summary.status} — ` + formatProgress({
    done: summary.sent,
    skipped: summary.skipped,
    total: summary.total,
    failed: summary.failed,
    tokens: summary.tokens,
    cost: summary.cost,
    elapsed: summary.elapsed_s,
  });
}
