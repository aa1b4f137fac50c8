/**
 * Guard B: does a response look cut off mid-sentence? Only long texts (≥ 100 characters after
 * right-trim) whose last line has no digit and whose last word is a function word count.
 */

/** Words a sentence cannot end on: a response ending with one was truncated. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  "of",
  "the",
  "a",
  "an",
  "to",
  "and",
  "or",
  "with",
  "that",
  "which",
  "when",
  "if",
  "as",
  "by",
  "for",
  "in",
  "on",
  "at",
  "from",
  "into",
  "would",
  "could",
  "should",
  "will",
  "can",
  "may",
  "might",
  "be",
  "is",
  "are",
  "was",
  "were",
  "have",
  "has",
  "had",
  "do",
  "does",
  "did",
  "following",
  "using",
  "considering",
  "assuming",
  "average",
  "sum",
  "total",
  "where",
  "while",
  "however",
  "although",
  "because",
]);

const MIN_LENGTH = 100;
const CLOSED_ENDINGS = [".", "!", "?", ")", "]", "</answer>", '"'];
const ENDS_WITH_SHORT_NUMBER = /\d{1,3}\s*$/;
const WORD_EDGE_PUNCTUATION = /^[,;:'"]+|[,;:'"]+$/g;

export function looksIncomplete(raw: string): boolean {
  const text = raw.trimEnd();
  if (text.length < MIN_LENGTH) return false;
  if (CLOSED_ENDINGS.some((end) => text.endsWith(end))) return false;
  if (ENDS_WITH_SHORT_NUMBER.test(text)) return false;
  const lines = text.split("\n");
  const lastLine = lines[lines.length - 1].trim();
  if (lastLine === "") return false;
  if (/\d/.test(lastLine)) return false;
  const words = lastLine.split(/\s+/);
  const lastWord = words[words.length - 1].toLowerCase().replace(WORD_EDGE_PUNCTUATION, "");
  return FUNCTION_WORDS.has(lastWord);
}
