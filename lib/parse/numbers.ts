/** Number helpers shared by the parse tiers: Python-style rounding, the answer range, integer tokens. */
import type { TierOptions, TierValue } from "./types.ts";

export const ANSWER_MIN = 0;
export const ANSWER_MAX = 100;

/** Python's round() on a float: half-even, and never a negative zero. */
export function roundHalfEven(x: number): number {
  const r = Math.round(x);
  const out = Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
  return out === 0 ? 0 : out;
}

export function inRange(v: number): boolean {
  return v >= ANSWER_MIN && v <= ANSWER_MAX;
}

export function clampAnswer(v: number): number {
  return Math.min(ANSWER_MAX, Math.max(ANSWER_MIN, v));
}

/**
 * Integer tokens: maximal digit runs with an optional leading minus, not preceded by a digit or a
 * dot and not followed by a digit or by `.digit` (so decimals such as 72.5 yield no token).
 */
const INTEGER_TOKEN = /(?<![\d.])-?\d+(?!\d)(?!\.\d)/g;

export function integerTokens(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(INTEGER_TOKEN)) out.push(Number.parseInt(m[0], 10) || 0);
  return out;
}

/** In-range integer tokens, in order of appearance. */
export function inRangeIntegerTokens(text: string): number[] {
  return integerTokens(text).filter(inRange);
}

/** Text that opens like a JSON tool call: `{`, quotes/blanks, `name`, quotes/blanks, `:`. */
const TOOL_CALL = /^\s*\{["\s]*name["\s]*:/i;

export function looksLikeToolCall(text: string): boolean {
  return TOOL_CALL.test(text);
}

/** Distinct values in first-occurrence order. */
export function distinct(values: readonly number[]): number[] {
  return [...new Set(values)];
}

/** Accepts a rounded candidate: in range as is, clamped when the policy allows, otherwise null. */
export function acceptValue(value: number, opts: TierOptions = {}): TierValue | null {
  if (inRange(value)) return { value, clamped: false };
  if (opts.clamp) return { value: clampAnswer(value), clamped: true };
  return null;
}
