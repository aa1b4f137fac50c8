/**
 * Tier 3, final_answer: declared answers. Strict patterns S1–S6 run over the whole stripped text,
 * then tail patterns T1–T2 over its last 520 characters. For the first pattern with any match the
 * value of its last match is rounded (half-even) and accepted if in range; an out-of-range value
 * moves on to the next pattern. `declaresAnswer` feeds Guard A.
 */
import { acceptValue, roundHalfEven } from "./numbers.ts";
import type { TierOptions, TierValue } from "./types.ts";

/** `is` (optionally followed by blanks and a colon), `=` or `:`. */
const CONNECTOR = String.raw`(?:is\s*:?|=|:)`;
const HEDGE = String.raw`(?:(?:approximately|about|around)\s)?`;

/** Strict patterns in the order they are tried. */
export const STRICT_PATTERNS: readonly RegExp[] = [
  // S1: "final answer" / "my (final) answer|estimate", then "is" or ":".
  /(?:final answer|my (?:final )?(?:answer|estimate))\s*(?:is|:)\s*(\d{1,3})/gi,
  // S2: "the answer is" or "answer:".
  /(?:the answer is|answer\s*:)\s*(\d{1,3})/gi,
  // S3: "Answer:" with an optional bracket and decimal part.
  /Answer:\s*\[?(\d{1,3}(?:\.\d+)?)\]?/gi,
  // S4: "overall|estimated|composite <word> index|score|rating <connector> [hedge] N".
  new RegExp(
    String
      .raw`(?:overall|estimated|composite)\s+\S+\s+(?:index|score|rating)\s+${CONNECTOR}\s*${HEDGE}(\d{1,3})`,
    "gi",
  ),
  // S5: "[overall ]willingness-to-pay|WTP index <connector> [hedge] N".
  new RegExp(
    String.raw`(?:overall )?(?:willingness-to-pay|WTP)\s+index\s+${CONNECTOR}\s*${HEDGE}(\d{1,3})`,
    "gi",
  ),
  // S6: a bold number closing a line.
  /\*\*(\d{1,3})\*\*[ \t]*$/gim,
];

/** Tail patterns, applied to the last TAIL_LENGTH characters only. */
export const TAIL_PATTERNS: readonly RegExp[] = [
  // T1: "index is[:] [hedge] N" unless the index is a maximum/minimum/average one.
  new RegExp(
    String.raw`(?<!maximum )(?<!minimum )(?<!average )\bindex\s+is\s*:?\s*${HEDGE}(\d{1,3})\b`,
    "gi",
  ),
  // T2: "therefore|thus|hence|so|, [the ][overall ][willingness-to-pay ]index|estimate|rating|score <connector> N".
  new RegExp(
    String
      .raw`(?:therefore|thus|hence|so|,)\s+(?:the )?(?:overall )?(?:willingness-to-pay )?(?:index|estimate|rating|score)\s+${CONNECTOR}\s*(\d{1,3})\b`,
    "gi",
  ),
];

export const TAIL_LENGTH = 520;

/**
 * Every strict and tail pattern needs one of these words (or the bold marker), read with the same
 * case-insensitive matching: text without any cannot match a pattern, so the scans are skipped.
 */
const PATTERN_WORD = /answer|estimate|index|score|rating|\*\*/i;

function lastCapture(pattern: RegExp, text: string): string | null {
  let last: string | null = null;
  for (const m of text.matchAll(pattern)) last = m[1];
  return last;
}

export function tailOf(text: string): string {
  return text.length > TAIL_LENGTH ? text.slice(text.length - TAIL_LENGTH) : text;
}

/** The final_answer tier and Guard A in one scan of the stripped text. */
export interface FinalAnswerScan {
  /** The tier's value (null when no pattern yields an accepted value). */
  value: TierValue | null;
  /** Whether any pattern matched at all (Guard A: declared, maybe invalid). */
  declares: boolean;
}

function scan(patterns: readonly RegExp[], text: string, opts: TierOptions, out: FinalAnswerScan) {
  for (const pattern of patterns) {
    const captured = lastCapture(pattern, text);
    if (captured === null) continue;
    out.declares = true;
    const accepted = acceptValue(roundHalfEven(Number.parseFloat(captured)), opts);
    if (accepted) {
      out.value = accepted;
      return;
    }
  }
}

/**
 * `parseFinalAnswer` and `declaresAnswer` together: when no pattern yields a value every pattern
 * has been tried, which is all Guard A needs. (`declares` is only complete when `value` is null.)
 */
export function scanFinalAnswer(raw: string, opts: TierOptions = {}): FinalAnswerScan {
  const out: FinalAnswerScan = { value: null, declares: false };
  const text = raw.trim();
  if (!PATTERN_WORD.test(text)) return out;
  scan(STRICT_PATTERNS, text, opts, out);
  if (out.value === null) scan(TAIL_PATTERNS, tailOf(text), opts, out);
  return out;
}

/** The final_answer tier on raw text (stripped here). */
export function parseFinalAnswer(raw: string, opts: TierOptions = {}): TierValue | null {
  return scanFinalAnswer(raw, opts).value;
}

/** Whether any strict pattern matches anywhere or any tail pattern matches in the tail (Guard A). */
export function declaresAnswer(raw: string): boolean {
  const text = raw.trim();
  if (!PATTERN_WORD.test(text)) return false;
  if (STRICT_PATTERNS.some((p) => lastCapture(p, text) !== null)) return true;
  const tail = tailOf(text);
  return TAIL_PATTERNS.some((p) => lastCapture(p, tail) !== null);
}
