/** Rough token counts for the usage block: 4/3 tokens per whitespace-separated word. */
import { messageText } from "./conversation.ts";
import type { SimMessage } from "./types.ts";

/** Rough token count: 4/3 tokens per whitespace-separated word (blanks: space, tab, CR, LF). */
export function roughTokens(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const blank = c === 32 || c === 10 || c === 9 || c === 13;
    if (!blank && !inWord) words++;
    inWord = !blank;
  }
  return Math.ceil((words * 4) / 3);
}

/** Prompt tokens: 4 per message plus its text and tool-call arguments, plus the tool schemas. */
export function promptTokens(
  messages: readonly SimMessage[],
  tools: readonly unknown[] | undefined,
): number {
  let total = 0;
  for (const m of messages) {
    total += 4 + roughTokens(messageText(m.content));
    for (const call of m.tool_calls ?? []) total += roughTokens(call.function?.arguments ?? "") + 4;
  }
  return total + toolTokens(tools);
}

/** Tokens of the tool schemas (0 without tools). */
export function toolTokens(tools: readonly unknown[] | undefined): number {
  return tools && tools.length > 0 ? roughTokens(JSON.stringify(tools)) : 0;
}
