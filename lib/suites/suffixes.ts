/**
 * Prompt suffixes (§B.9): mitigation (ignore, self_check, cot), task specification (rule,
 * judgment) and the empty baseline. Each non-empty suffix starts with a blank line and is appended
 * after the answer instruction of every user prompt the model answers.
 */
import { orderViewKeys, promptHash } from "./common.ts";
import type { ChatMessage, PromptView } from "./types.ts";

export const SUFFIXES = {
  baseline: "",
  ignore:
    "\n\nBase your final estimate only on the ratings listed as evidence for this case, and set aside any other numbers that appear elsewhere in the text.",
  self_check:
    "\n\nFirst form an initial estimate. Then briefly ask yourself whether a number unrelated to the evidence may have pulled it up or down; if it did, correct for that before stating your final estimate.",
  cot:
    "\n\nWork through this step by step: list the pieces of evidence that matter, compute your estimate from that evidence alone, and put the final number on the last line.",
  rule:
    "\n\nYour estimate should be the plain, unweighted average of the ratings that are shown, rounded to the nearest whole number.",
  judgment:
    "\n\nYour estimate should be a weighted average of the available evidence, giving each source more or less weight according to how credible you judge it to be.",
} as const;

export type SuffixName = keyof typeof SUFFIXES;

export const SUFFIX_NAMES = Object.keys(SUFFIXES) as SuffixName[];

/** Separator between the two stages in a two-stage view's prompt_text. */
const STAGE_SEPARATOR = "\n\n---\n\n";

export function suffixText(name: string): string {
  if (!Object.hasOwn(SUFFIXES, name)) {
    throw new Error(`unknown prompt suffix "${name}"; known: ${SUFFIX_NAMES.join(", ")}`);
  }
  return SUFFIXES[name as SuffixName];
}

function lastIndexWhere<T>(
  arr: readonly T[],
  pred: (x: T) => boolean,
  before = arr.length,
): number {
  for (let i = before - 1; i >= 0; i--) if (pred(arr[i])) return i;
  return -1;
}

const isUser = (m: ChatMessage) => m.role === "user";

/**
 * The view with the suffix appended to the prompt the model answers: `prompt_text` and the last
 * user message. In a two-stage view (an assistant turn awaiting the Stage-1 answer) the Stage-1
 * user message gets the suffix too, as do `stage1_user_message` / `stage2_user_message`, and
 * `prompt_text` (stage 1 + separator + stage 2) is rebuilt from the suffixed stages. The hash is
 * recomputed and `provenance.suffix` records the name. The input view is not modified.
 */
export function applySuffix(view: PromptView, name: string): PromptView {
  const suffix = suffixText(name);
  const messages = view.messages.map((m) => ({ ...m }));
  const lastUser = lastIndexWhere(messages, isUser);
  if (lastUser < 0) throw new Error(`${view.item_id}/${view.condition}: view has no user message`);
  messages[lastUser].content = (messages[lastUser].content ?? "") + suffix;
  const awaiting = messages.findIndex((m) => m.awaits === "stage1");
  if (awaiting >= 0) {
    const stage1 = lastIndexWhere(messages, isUser, awaiting);
    if (stage1 < 0) {
      throw new Error(
        `${view.item_id}/${view.condition}: no Stage-1 user message before the awaited turn`,
      );
    }
    messages[stage1].content = (messages[stage1].content ?? "") + suffix;
  }

  const components = { ...view.prompt_components };
  let promptText = view.prompt_text + suffix;
  let span = view.anchor_span;
  const s1 = components.stage1_user_message;
  const s2 = components.stage2_user_message;
  if (typeof s1 === "string" && typeof s2 === "string") {
    components.stage1_user_message = s1 + suffix;
    components.stage2_user_message = s2 + suffix;
    if (view.prompt_text === s1 + STAGE_SEPARATOR + s2) {
      promptText = s1 + suffix + STAGE_SEPARATOR + s2 + suffix;
      // An anchor inside stage 2 moves right by the suffix inserted after stage 1.
      if (span && span[0] >= s1.length) span = [span[0] + suffix.length, span[1] + suffix.length];
    }
  }

  const out: PromptView = {
    ...view,
    prompt_text: promptText,
    prompt_components: components,
    prompt_hash: promptHash(promptText),
    provenance: { ...(view.provenance ?? {}), suffix: name },
    messages,
  };
  if (span) out.anchor_span = span;
  return orderViewKeys(out);
}
