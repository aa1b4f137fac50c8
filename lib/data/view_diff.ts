/** The one region where two prompts differ (common prefix and suffix removed, snapped to words). */

export interface TextChange {
  /** Offset where the change starts (the same in both texts). */
  start: number;
  /** The differing middle of the first text ("" when the second only inserts). */
  before: string;
  /** The differing middle of the second text. */
  after: string;
}

const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);

/** null when the texts are equal. */
export function diffText(a: string, b: string): TextChange | null {
  if (a === b) return null;
  const limit = Math.min(a.length, b.length);
  let start = 0;
  while (start < limit && a[start] === b[start]) start++;
  let suffix = 0;
  while (suffix < limit - start && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
  let endA = a.length - suffix;
  let endB = b.length - suffix;
  // Widen to whole words so a change never starts or ends inside a word.
  while (start > 0 && !isSpace(a[start - 1]) && !isSpace(a[start])) start--;
  while (endA < a.length && !isSpace(a[endA - 1]) && !isSpace(a[endA])) {
    endA++;
    endB++;
  }
  return { start, before: a.slice(start, endA), after: b.slice(start, endB) };
}

/** `text` with `[start, end)` wrapped in markers. */
export function markSpan(text: string, span: [number, number], open = "⟦", close = "⟧"): string {
  return text.slice(0, span[0]) + open + text.slice(span[0], span[1]) + close + text.slice(span[1]);
}

/** The line of `text` that holds `[start, end)`, with the span marked. */
export function markedLine(text: string, span: [number, number]): string {
  const lineStart = text.lastIndexOf("\n", span[0] - 1) + 1;
  const nl = text.indexOf("\n", span[1]);
  const lineEnd = nl < 0 ? text.length : nl;
  const line = text.slice(lineStart, lineEnd);
  return markSpan(line, [span[0] - lineStart, span[1] - lineStart]);
}
