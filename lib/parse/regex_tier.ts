/**
 * Tier 6, regex (`parseAnswerInt`): integer tokens with a sequence of tie-breakers — a lone
 * distinct candidate, a lone distinct value on the last line, the last "is/=/: N" statement, and
 * finally an echo filter that drops numbers copied from the prompt.
 */
import {
  acceptValue,
  distinct,
  inRange,
  inRangeIntegerTokens,
  integerTokens,
  looksLikeToolCall,
} from "./numbers.ts";
import type { TierOptions, TierValue } from "./types.ts";

const WHOLE_INTEGER = /^-?\d+$/;
/** A statement ending in a number: `is`, `=` or `:`, then 1–3 digits and a dot, blank or the end. */
const STATEMENT = /(?:is|=|:\s*)\s*(\d{1,3})\s*(?:[.\s\n]|$)/gi;

function lastLineOf(text: string): string {
  const lines = text.split("\n");
  return lines[lines.length - 1].trim();
}

export function parseAnswerInt(
  raw: string,
  prompt = "",
  opts: TierOptions = {},
): TierValue | null {
  if (!raw) return null;
  const text = raw.trim();
  if (text === "" || looksLikeToolCall(text)) return null;
  if (WHOLE_INTEGER.test(text)) return acceptValue(Number.parseInt(text, 10) || 0, opts);

  const candidates = integerTokens(text).filter(inRange);
  if (candidates.length === 0) return null;
  const unique = distinct(candidates);
  if (unique.length === 1) return { value: unique[0], clamped: false };

  const lastLine = distinct(inRangeIntegerTokens(lastLineOf(text)));
  if (lastLine.length === 1) return { value: lastLine[0], clamped: false };

  let statement: number | null = null;
  for (const m of text.matchAll(STATEMENT)) {
    const v = Number.parseInt(m[1], 10);
    if (inRange(v)) statement = v;
  }
  if (statement !== null) return { value: statement, clamped: false };

  const echoed = new Set(inRangeIntegerTokens(prompt));
  const fresh = unique.filter((v) => !echoed.has(v));
  if (fresh.length === 1) return { value: fresh[0], clamped: false };
  return null;
}
