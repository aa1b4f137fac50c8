/**
 * Tier 1, structured: only when the caller passes a separate JSON response (never in benchmark
 * runs). The `answer` key counts if it is an integer or an integral float within range.
 */
import { acceptValue } from "./numbers.ts";
import type { TierOptions, TierValue } from "./types.ts";

export function parseStructured(json: string, opts: TierOptions = {}): TierValue | null {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) return null;
  const answer = (data as Record<string, unknown>).answer;
  if (typeof answer !== "number" || !Number.isInteger(answer)) return null;
  return acceptValue(answer, opts);
}
