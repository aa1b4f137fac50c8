/**
 * How a failed call is classified: the runner retries transient failures, records permanent ones
 * and stops the whole run on authentication failures. Messages are redacted before they get here.
 */

/** 401/403: no further request can succeed, so the run stops. */
export class AuthError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = "AuthError";
  }
}

/** 429, 5xx, timeouts, network errors and error bodies in HTTP 200 answers: worth retrying. */
export class TransientError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    /** Wait the server asked for (Retry-After / retry-after-ms), in milliseconds. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = "TransientError";
  }
}

/** Any other refusal (400, 404, 422, …): retrying would give the same answer. */
export class PermanentError extends Error {
  constructor(message: string, readonly status: number | null = null) {
    super(message);
    this.name = "PermanentError";
  }
}

/**
 * Parses Retry-After (delay in seconds, possibly fractional, or an HTTP date) and the
 * `retry-after-ms` header some servers send; null when absent or unreadable.
 */
export function retryAfterMs(
  headers: { get(name: string): string | null } | undefined | null,
  now: number = Date.now(),
): number | null {
  if (!headers) return null;
  const ms = headers.get("retry-after-ms");
  if (ms !== null && ms.trim() !== "" && Number.isFinite(Number(ms)) && Number(ms) >= 0) {
    return Number(ms);
  }
  const value = headers.get("retry-after");
  if (value === null || value.trim() === "") return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : null;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}
