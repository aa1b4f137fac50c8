/**
 * The token probe (SPEC §J): at the position of the JSON `score` value, the probability of each
 * leading score digit, P_d = exp(logprob), read from the top log-probabilities the endpoint
 * returned. Tokens that start with the same digit (" 4" and "4") are pooled.
 */

export const SCORE_DIGITS = ["0", "1", "2", "3", "4", "5"] as const;

export type DigitProbe =
  | {
    status: "ok";
    /** P_d for d = 0…5 (0 when the digit is not among the top log-probabilities). */
    digits: number[];
    /** The token emitted at the score position. */
    token: string;
    /** Index of that token in the logprobs content. */
    position: number;
  }
  | { status: "unavailable"; reason: string };

interface TokenEntry {
  token: string;
  logprob: number;
  top_logprobs?: { token: string; logprob: number }[];
}

function isTokenEntry(x: unknown): x is TokenEntry {
  return !!x && typeof x === "object" && typeof (x as TokenEntry).token === "string" &&
    typeof (x as TokenEntry).logprob === "number";
}

/**
 * Finds the score token: the first token starting with a digit after the text `"score"` and a
 * colon. Reads the OpenAI shape (`logprobs.content` as an array of token entries, or the array
 * itself; `{status: "unavailable"}` or null when the endpoint returned none).
 */
export function scoreDigitProbe(logprobs: unknown): DigitProbe {
  const content = Array.isArray(logprobs) ? logprobs : logprobs && typeof logprobs === "object" &&
      Array.isArray((logprobs as { content?: unknown }).content)
    ? (logprobs as { content: unknown[] }).content
    : null;
  if (content === null) {
    return { status: "unavailable", reason: "the endpoint returned no token log-probabilities" };
  }
  let text = "";
  let afterKey = false;
  for (let i = 0; i < content.length; i++) {
    const entry = content[i];
    if (!isTokenEntry(entry)) {
      return { status: "unavailable", reason: `logprobs entry ${i} has no token/logprob` };
    }
    if (!afterKey) {
      text += entry.token;
      // The key and its colon may be split across tokens; wait for the colon after "score".
      const key = text.lastIndexOf('"score"');
      afterKey = key >= 0 && /^"score"\s*:\s*$/.test(text.slice(key));
      continue;
    }
    const trimmed = entry.token.trimStart();
    if (trimmed === "" || trimmed === '"') continue;
    if (!/^\d/.test(trimmed)) {
      return { status: "unavailable", reason: `the score value starts with "${trimmed}"` };
    }
    const digits = [0, 0, 0, 0, 0, 0];
    const tops = entry.top_logprobs && entry.top_logprobs.length > 0
      ? entry.top_logprobs
      : [{ token: entry.token, logprob: entry.logprob }];
    for (const top of tops) {
      const d = SCORE_DIGITS.indexOf(top.token.trimStart()[0] as (typeof SCORE_DIGITS)[number]);
      if (d >= 0 && Number.isFinite(top.logprob)) digits[d] += Math.exp(top.logprob);
    }
    return { status: "ok", digits, token: entry.token, position: i };
  }
  return { status: "unavailable", reason: 'no "score" value among the tokens' };
}
