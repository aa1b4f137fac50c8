/**
 * Upstream rows (the original repository's promptviews*.jsonl): fields of SPEC §C.1 with
 * `prompt_components` and no chat messages. The messages are rebuilt here:
 * - History two-stage views: [user stage 1, awaited assistant turn, user stage 2] from
 *   `stage1_user_message` / `stage2_user_message`;
 * - Tool views: the native tool-calling sequence of SPEC §B.7 from the components;
 * - everything else: one user turn holding `prompt_text`.
 */
import { orderViewKeys } from "../suites/common.ts";
import type { ChatMessage, PromptView } from "../suites/types.ts";
import type { RowOrigin } from "./errors.ts";
import { rowError } from "./errors.ts";
import { requireObject, type Row } from "./fields.ts";
import { toolMessagesFromComponents } from "./tool_messages.ts";
import { checkAnchor, checkPromptHash, checkViewIdentity } from "./validate.ts";

/** What joins the two stages inside a two-stage view's prompt_text. */
export const STAGE_SEPARATOR = "\n\n---\n\n";

export function twoStageMessages(stage1: string, stage2: string): ChatMessage[] {
  return [
    { role: "user", content: stage1 },
    { role: "assistant", content: null, awaits: "stage1" },
    { role: "user", content: stage2 },
  ];
}

function historyMessages(
  components: Row,
  promptText: string,
  origin: RowOrigin,
): ChatMessage[] | null {
  const stage1 = components.stage1_user_message;
  const stage2 = components.stage2_user_message;
  if (stage1 === undefined && stage2 === undefined) return null;
  if (typeof stage1 !== "string" || typeof stage2 !== "string") {
    throw rowError(
      origin,
      "prompt_components needs both stage1_user_message and stage2_user_message as strings",
    );
  }
  if (promptText !== stage1 + STAGE_SEPARATOR + stage2) {
    throw rowError(
      origin,
      "prompt_text is not stage1_user_message + separator + stage2_user_message",
    );
  }
  return twoStageMessages(stage1, stage2);
}

export function upstreamView(row: Row, origin: RowOrigin): PromptView {
  const core = checkViewIdentity(row, origin);
  const components = requireObject(row, "prompt_components", origin);
  const anchor = checkAnchor(row, core, origin);
  const hash = checkPromptHash(row, core.prompt_text, origin);

  let messages: ChatMessage[] = [{ role: "user", content: core.prompt_text }];
  let tools: PromptView["tools"];
  const twoStage = historyMessages(components, core.prompt_text, origin);
  if (twoStage) {
    messages = twoStage;
  } else if (core.suite === "tool") {
    const native = toolMessagesFromComponents(components, core.domain, origin);
    if (native) ({ messages, tools } = native);
  }

  const view: PromptView = {
    ...core,
    prompt_components: components,
    anchor_string: anchor.anchor_string,
    anchor_relevance: anchor.anchor_relevance,
    prompt_hash: hash,
    messages,
  };
  if (anchor.anchor_span) view.anchor_span = anchor.anchor_span;
  if (anchor.anchor_value !== null) view.anchor_value = anchor.anchor_value;
  if (row.provenance && typeof row.provenance === "object") {
    view.provenance = row.provenance as Record<string, unknown>;
  }
  if (tools) view.tools = tools;
  return orderViewKeys(view);
}
