/**
 * Retrying one call: exponential backoff with jitter on transient failures, honouring the server's
 * Retry-After; permanent failures end the call at once, authentication failures end the run.
 */
import { AuthError, PermanentError, TransientError } from "./errors.ts";

export interface RetryPolicy {
  /** Total attempts including the first (default 5). */
  maxAttempts: number;
  /** Backoff before attempt n+1 is baseDelayMs · 2^(n−1), capped at maxDelayMs, then jittered. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Longest Retry-After the runner will wait; longer requests are cut to this. */
  maxRetryAfterMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
  maxRetryAfterMs: 300_000,
};

/** Delay before the next attempt after `attempt` failed (1-based); jitter keeps 50–100 %. */
export function backoffDelay(
  attempt: number,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  const exp = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return exp * (0.5 + 0.5 * random());
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** A call that failed for good; carries the attempts spent so the record can say so. */
export class CallFailed extends Error {
  constructor(message: string, readonly attempts: number) {
    super(message);
    this.name = "CallFailed";
  }
}

export interface RetryHooks {
  /** Awaited before every attempt (rate limiting). */
  beforeAttempt?: () => Promise<void>;
  /** Told about every failed attempt that will be retried. */
  onRetry?: (error: TransientError, attempt: number, delayMs: number) => void;
  random?: () => number;
}

/**
 * Runs `call` until it succeeds or the policy gives up. AuthError and aborts propagate unchanged;
 * everything else that cannot be retried becomes CallFailed.
 */
export async function withRetry<T>(
  call: () => Promise<T>,
  policy: RetryPolicy,
  signal: AbortSignal | undefined,
  hooks: RetryHooks = {},
): Promise<{ value: T; attempts: number }> {
  for (let attempt = 1;; attempt++) {
    if (signal?.aborted) throw signal.reason;
    await hooks.beforeAttempt?.();
    try {
      return { value: await call(), attempts: attempt };
    } catch (err) {
      if (err instanceof AuthError) throw err;
      if (signal?.aborted) throw signal.reason;
      if (err instanceof PermanentError) throw new CallFailed(err.message, attempt);
      if (!(err instanceof TransientError)) throw err;
      if (attempt >= policy.maxAttempts) {
        throw new CallFailed(`${err.message} (gave up after ${attempt} attempts)`, attempt);
      }
      const delay = err.retryAfterMs !== null
        ? Math.min(err.retryAfterMs, policy.maxRetryAfterMs)
        : backoffDelay(attempt, policy, hooks.random);
      hooks.onRetry?.(err, attempt, delay);
      await sleep(delay, signal);
    }
  }
}
