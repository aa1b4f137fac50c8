/** Tier 2, xml_tag: the last `<answer>N</answer>` (decimals allowed, rounded half-even). */
import { acceptValue, roundHalfEven } from "./numbers.ts";
import type { TierOptions, TierValue } from "./types.ts";

const ANSWER_TAG = /<answer>\s*(-?\d+(?:\.\d+)?)\s*<\/answer>/gi;

export function parseXmlTag(text: string, opts: TierOptions = {}): TierValue | null {
  if (!text.includes("<")) return null;
  let last: string | null = null;
  for (const m of text.matchAll(ANSWER_TAG)) last = m[1];
  if (last === null) return null;
  return acceptValue(roundHalfEven(Number.parseFloat(last)), opts);
}
