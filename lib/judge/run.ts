/**
 * The judge runner: the benchmark runner's machinery (endpoints, retries, rate limit, append-only
 * store with resume) applied to judge requests, which carry their own temperature, prior and
 * trial index. One record per request: the design fields, raw text, parsed score (or label),
 * token usage, the score-digit probe when log-probabilities were requested, and the request hash.
 */
import { createHash } from "node:crypto";
import {
  AuthError,
  CallFailed,
  canonicalJson,
  type Completion,
  DEFAULT_RETRY,
  type Endpoint,
  isSimulatedModel,
  type ProgressSink,
  type RateLimiter,
  type RetryPolicy,
  SILENT_PROGRESS,
  UNLIMITED,
  withRetry,
} from "../infer/mod.ts";
import { parseCategoricalOutput } from "./categorical.ts";
import { parseJudgeOutput } from "./parse.ts";
import { scoreDigitProbe } from "./probe.ts";
import type { JudgeRecord, JudgeRequest } from "./record.ts";
import type { JudgeStore } from "./store.ts";

export const JUDGE_HASH_VERSION = 1;

/** 32 hex digits of SHA-256 over everything that determines the answer and the design cell. */
export function judgeRequestHash(request: JudgeRequest, endpoint: string): string {
  const text = canonicalJson({
    v: JUDGE_HASH_VERSION,
    kind: "judge",
    endpoint,
    part: request.part,
    model: request.model,
    task_id: request.task_id,
    category: request.category,
    condition: request.condition,
    temperature: request.temperature,
    trial: request.trial,
    prior: request.prior,
    attempt: request.attempt,
    mitigation: request.mitigation,
    messages: request.messages,
    decoding: request.decoding,
    categorical: request.categorical ?? null,
  });
  return createHash("sha256").update(text, "utf8").digest("hex").slice(0, 32);
}

/** Builds the stored record of an answered (or failed) request. */
export function judgeRecord(
  request: JudgeRequest,
  ctx: {
    hash: string;
    endpoint: Endpoint["kind"];
    simulated: boolean;
    started: string;
    latency_ms: number;
    attempts: number;
  },
  completion: Completion | null,
  error: string | null,
): JudgeRecord {
  const raw = completion?.text ?? "";
  const record: JudgeRecord = {
    part: request.part,
    model: request.model,
    task_id: request.task_id,
    category: request.category,
    condition: request.condition,
    temperature: request.temperature,
    trial: request.trial,
    prior: request.prior,
    attempt: request.attempt,
    mitigation: request.mitigation,
    raw_text: raw,
    valid: false,
    score: null,
    clipped: false,
    accepted: null,
    emitted_accept: null,
    parse_reason: error === null ? null : "call error",
    categorical: null,
    usage: completion?.usage ?? null,
    probe: null,
    simulated: ctx.simulated,
    endpoint: ctx.endpoint,
    seed: request.decoding.seed ?? null,
    request_hash: ctx.hash,
    timings: {
      started: ctx.started,
      latency_ms: Math.round(ctx.latency_ms),
      attempts: ctx.attempts,
    },
    error,
  };
  if (request.categorical) {
    const label = completion ? parseCategoricalOutput(raw, request.classes ?? []) : null;
    record.categorical = { ...request.categorical, label };
    record.valid = error === null && label !== null;
    if (error === null && label === null) record.parse_reason = "no known label";
  } else if (completion && error === null) {
    const parsed = parseJudgeOutput(raw);
    record.valid = parsed.valid;
    record.score = parsed.score;
    record.clipped = parsed.clipped;
    record.accepted = parsed.accepted;
    record.emitted_accept = parsed.emitted_accept;
    record.parse_reason = parsed.reason ?? null;
  }
  if (request.decoding.top_logprobs !== undefined) {
    record.probe = completion
      ? scoreDigitProbe(completion.logprobs)
      : { status: "unavailable", reason: "call error" };
  }
  return record;
}

export interface JudgeRunOptions {
  /** The endpoint serving a model (one per model, or one shared). */
  endpointFor: (model: string) => Endpoint;
  requests: Iterable<JudgeRequest> | AsyncIterable<JudgeRequest>;
  store: JudgeStore;
  /** Requests in flight (default 16). */
  concurrency?: number;
  rateLimiter?: RateLimiter;
  retry?: Partial<RetryPolicy>;
  total?: number | null;
  progress?: ProgressSink;
  signal?: AbortSignal;
  closeStore?: boolean;
  onRetry?: (message: string, attempt: number, delayMs: number) => void;
}

export interface JudgeRunSummary {
  total: number | null;
  sent: number;
  skipped: number;
  failed: number;
  tokens: number;
  elapsed_s: number;
  status: "completed" | "interrupted";
}

/** Sends every request the store has not answered; resumable, one record per request. */
export async function runJudge(options: JudgeRunOptions): Promise<JudgeRunSummary> {
  const { store } = options;
  const concurrency = Math.max(1, options.concurrency ?? 16);
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const limiter = options.rateLimiter ?? UNLIMITED;
  const progress = options.progress ?? SILENT_PROGRESS;
  const stop = new AbortController();
  const onOuterAbort = () => stop.abort(options.signal?.reason);
  options.signal?.addEventListener("abort", onOuterAbort, { once: true });
  const t0 = performance.now();
  const stats = {
    done: 0,
    skipped: 0,
    total: options.total ?? null,
    failed: 0,
    tokens: 0,
    cost: 0,
    elapsed: 0,
  };
  const scheduled = new Set<string>();

  async function* pending(): AsyncGenerator<
    { request: JudgeRequest; hash: string; endpoint: Endpoint }
  > {
    for await (const request of options.requests as AsyncIterable<JudgeRequest>) {
      if (stop.signal.aborted) return;
      const endpoint = options.endpointFor(request.model);
      const hash = judgeRequestHash(request, endpoint.kind);
      if (store.isDone(hash) || scheduled.has(hash)) {
        stats.skipped++;
        continue;
      }
      scheduled.add(hash);
      yield { request, hash, endpoint };
    }
  }

  let fatal: AuthError | null = null;
  const runOne = async (job: { request: JudgeRequest; hash: string; endpoint: Endpoint }) => {
    const { request, endpoint } = job;
    const started = new Date().toISOString();
    const t = performance.now();
    let completion: Completion | null = null;
    let error: string | null = null;
    let attempts = 0;
    try {
      const result = await withRetry(
        () =>
          endpoint.complete({
            model: request.model,
            messages: request.messages,
            decoding: request.decoding,
          }),
        policy,
        stop.signal,
        {
          beforeAttempt: () => limiter.acquire(stop.signal),
          onRetry: (err, attempt, delay) => options.onRetry?.(err.message, attempt, delay),
        },
      );
      completion = result.value;
      attempts = result.attempts;
      stats.tokens += completion.usage?.total_tokens ?? 0;
    } catch (err) {
      if (err instanceof AuthError) {
        fatal ??= err;
        stop.abort(err);
        return;
      }
      if (stop.signal.aborted) return;
      if (!(err instanceof CallFailed)) throw err;
      error = err.message;
      attempts = err.attempts;
    }
    const record = judgeRecord(
      request,
      {
        hash: job.hash,
        endpoint: endpoint.kind,
        simulated: isSimulatedModel(request.model),
        started,
        latency_ms: performance.now() - t,
        attempts,
      },
      completion,
      error,
    );
    const backpressure = store.append(record);
    stats.done++;
    if (error !== null) stats.failed++;
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
  const status: JudgeRunSummary["status"] = stop.signal.aborted && !thrown && !fatal
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
  }
  if (fatal) {
    const err = fatal as AuthError;
    throw new AuthError(
      `authentication failed (${err.message}); the run stopped — check the API key`,
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
    elapsed_s: stats.elapsed,
    status,
  };
}
