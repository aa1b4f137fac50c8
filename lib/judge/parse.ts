/** Judge answer parsing: validity rules, clipping to [0, 5], acceptance from the score. */
import type { JudgeParse } from "./types.ts";

export const SCORE_MIN = 0;
export const SCORE_MAX = 5;
export const ACCEPTANCE_THRESHOLD = 4.0;

/** The first balanced {...} object in the text (models often wrap JSON in prose or code fences). */
export function extractJsonObject(text: string): string | null {
  const start = text.indexOf("{");
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

function invalid(reason: string): JudgeParse {
  return {
    valid: false,
    score: null,
    clipped: false,
    accepted: null,
    emitted_accept: null,
    reason,
  };
}

/**
 * Valid = a JSON object whose `score` is a finite number (or a numeric string). Out-of-range scores
 * are clipped to [0, 5]; acceptance is score ≥ 4.0, whatever the emitted `accept` says.
 */
export function parseJudgeOutput(raw: string, threshold = ACCEPTANCE_THRESHOLD): JudgeParse {
  const json = extractJsonObject(raw);
  if (json === null) return invalid("no JSON object");
  let obj: Record<string, unknown>;
  try {
    obj = JSON.parse(json);
  } catch {
    return invalid("malformed JSON");
  }
  const rawScore = typeof obj.score === "string" ? Number(obj.score) : obj.score;
  if (typeof rawScore !== "number" || !Number.isFinite(rawScore)) {
    return invalid("score is not numeric");
  }
  const score = Math.min(SCORE_MAX, Math.max(SCORE_MIN, rawScore));
  return {
    valid: true,
    score,
    clipped: score !== rawScore,
    accepted: score >= threshold,
    emitted_accept: typeof obj.accept === "boolean" ? obj.accept : null,
  };
}
