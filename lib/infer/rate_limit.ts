/**
 * Requests-per-minute limiting: attempts are spaced at least 60 000 / rpm ms apart across all
 * workers of an endpoint (retries included), with no initial burst.
 */
import { sleep } from "./retry.ts";

export interface RateLimiter {
  acquire(signal?: AbortSignal): Promise<void>;
}

export const UNLIMITED: RateLimiter = { acquire: () => Promise.resolve() };

export function createRateLimiter(
  rpm: number | undefined,
  now: () => number = () => performance.now(),
): RateLimiter {
  if (rpm === undefined || rpm <= 0 || !Number.isFinite(rpm)) return UNLIMITED;
  const interval = 60_000 / rpm;
  let next = -Infinity;
  return {
    acquire(signal) {
      const t = now();
      const slot = Math.max(t, next);
      next = slot + interval;
      return sleep(slot - t, signal);
    },
  };
}

/** One limiter per endpoint key, shared by every run in the process that uses that endpoint. */
const shared = new Map<string, { rpm: number; limiter: RateLimiter }>();

export function sharedRateLimiter(key: string, rpm: number | undefined): RateLimiter {
  if (rpm === undefined || rpm <= 0) return UNLIMITED;
  const found = shared.get(key);
  if (found && found.rpm === rpm) return found.limiter;
  const limiter = createRateLimiter(rpm);
  shared.set(key, { rpm, limiter });
  return limiter;
}
