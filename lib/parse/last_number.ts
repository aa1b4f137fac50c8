/**
 * Tier 7, last_number: the last in-range number of the last non-empty line (scanning backwards),
 * else the last number of the whole text if it is in range.
 */
import { acceptValue, inRange, looksLikeToolCall, roundHalfEven } from "./numbers.ts";
import type { TierOptions, TierValue } from "./types.ts";

const NUMBER = /-?\d+(?:\.\d+)?/g;

function numbersIn(text: string): number[] {
  return [...text.matchAll(NUMBER)].map((m) => roundHalfEven(Number.parseFloat(m[0])));
}

export function parseLastNumber(raw: string, opts: TierOptions = {}): TierValue | null {
  const text = (raw ?? "").trim();
  if (text === "" || looksLikeToolCall(text)) return null;
  const lines = text.split("\n").map((l) => l.trim()).filter((l) => l !== "");
  const lastLine = lines[lines.length - 1] ?? "";
  const onLastLine = numbersIn(lastLine);
  for (let i = onLastLine.length - 1; i >= 0; i--) {
    if (inRange(onLastLine[i])) return { value: onLastLine[i], clamped: false };
  }
  const all = numbersIn(text);
  if (all.length === 0) return null;
  return acceptValue(all[all.length - 1], opts);
}
