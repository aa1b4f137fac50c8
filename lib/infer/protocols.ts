/**
 * Protocols: what is sent for a view. Single-turn views send their messages (Tool views: the
 * structured tool turns with `tools`, or the plaintext prompt, by the model's tool format). Two-stage
 * History views are sent as a real chat (stage 1, then stage 1 + the model's own answer + stage 2) or,
 * with `historyProtocol: "transcript"`, as the published API protocol (SPEC §D.3): stage 2 is one user
 * message quoting the first exchange, and `control_twostage` is one concatenated prompt.
 */
import type { ChatMessage, PromptView, ToolSchema } from "../suites/types.ts";
import type { WireMessage } from "./endpoints.ts";
import type { ToolFormat } from "./registry.ts";

export type HistoryProtocol = "chat" | "transcript";

export interface ProtocolOptions {
  historyProtocol: HistoryProtocol;
  /** How this model takes tool turns (registry default or an override). */
  toolFormat: ToolFormat;
}

/** A view as the runner takes it: a PromptView, optionally joined with its item's scoring fields. */
export type RunnableView = PromptView & {
  difficulty?: string | null;
  y_star_evidence?: number | null;
  y_star_theta?: number | null;
  offset?: number | null;
};

export interface SinglePlan {
  kind: "single";
  messages: WireMessage[];
  tools?: ToolSchema[];
  /** Prompt the answer is parsed against (echo filter). */
  parse_prompt: string;
  tool_format: ToolFormat | null;
  protocol: "single" | HistoryProtocol;
}

export interface TwoStagePlan {
  kind: "two_stage";
  protocol: HistoryProtocol;
  /** Everything before the awaited assistant turn. */
  stage1: WireMessage[];
  stage1_parse_prompt: string;
  /** Everything after the awaited assistant turn. */
  after: WireMessage[];
  parse_prompt: string;
  tool_format: null;
}

export type RequestPlan = SinglePlan | TwoStagePlan;

/** Prefix of the quoted transcript of the published API History protocol (SPEC §D.3). */
export const TRANSCRIPT_HEADER = "Previous conversation:";

function toWire(message: ChatMessage): WireMessage {
  const wire: WireMessage = { role: message.role, content: message.content };
  if (message.tool_calls) wire.tool_calls = message.tool_calls;
  if (message.tool_call_id !== undefined) wire.tool_call_id = message.tool_call_id;
  return wire;
}

function viewMessages(view: PromptView): ChatMessage[] {
  if (Array.isArray(view.messages) && view.messages.length > 0) return view.messages;
  return [{ role: "user", content: view.prompt_text }];
}

function hasToolTurns(view: PromptView): boolean {
  return (view.tools?.length ?? 0) > 0 ||
    viewMessages(view).some((m) => m.role === "tool" || (m.tool_calls?.length ?? 0) > 0);
}

function lastUserContent(messages: readonly WireMessage[], where: string): string {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i].role === "user") return messages[i].content ?? "";
  }
  throw new Error(`${where}: no user message`);
}

/** The request plan of a view under the given protocol options. */
export function planView(view: PromptView, options: ProtocolOptions): RequestPlan {
  const where = `${view.item_id}/${view.condition}`;
  const messages = viewMessages(view);
  const awaited = messages.findIndex((m) => m.awaits === "stage1");
  if (awaited >= 0) {
    if (options.historyProtocol === "transcript" && view.condition === "control_twostage") {
      // The published API runner sent this baseline as one prompt (stage 1 + separator + stage 2).
      return {
        kind: "single",
        messages: [{ role: "user", content: view.prompt_text }],
        parse_prompt: view.prompt_text,
        tool_format: null,
        protocol: "transcript",
      };
    }
    const stage1 = messages.slice(0, awaited).map(toWire);
    const after = messages.slice(awaited + 1).map(toWire);
    if (after.length === 0) throw new Error(`${where}: nothing follows the awaited Stage-1 turn`);
    const stage2Prompt = lastUserContent(after, where);
    return {
      kind: "two_stage",
      protocol: options.historyProtocol,
      stage1,
      stage1_parse_prompt: lastUserContent(stage1, where),
      after,
      parse_prompt: options.historyProtocol === "transcript" ? view.prompt_text : stage2Prompt,
      tool_format: null,
    };
  }
  if (hasToolTurns(view)) {
    if (options.toolFormat === "plaintext") {
      return {
        kind: "single",
        messages: [{ role: "user", content: view.prompt_text }],
        parse_prompt: view.prompt_text,
        tool_format: "plaintext",
        protocol: "single",
      };
    }
    const plan: SinglePlan = {
      kind: "single",
      messages: messages.map(toWire),
      parse_prompt: view.prompt_text,
      tool_format: "native",
      protocol: "single",
    };
    if (view.tools && view.tools.length > 0) plan.tools = view.tools;
    return plan;
  }
  return {
    kind: "single",
    messages: messages.map(toWire),
    parse_prompt: view.prompt_text,
    tool_format: null,
    protocol: "single",
  };
}

/** Stage-2 messages of a two-stage plan, given the model's raw Stage-1 answer. */
export function stage2Messages(plan: TwoStagePlan, stage1Raw: string): WireMessage[] {
  if (plan.protocol === "chat") {
    return [...plan.stage1, { role: "assistant", content: stage1Raw }, ...plan.after];
  }
  const stage1Prompt = plan.stage1_parse_prompt;
  const stage2Prompt = lastUserContent(plan.after, "transcript");
  return [{
    role: "user",
    content:
      `${TRANSCRIPT_HEADER}\nUser: ${stage1Prompt}\nAssistant: ${stage1Raw}\n\nUser: ${stage2Prompt}`,
  }];
}

/**
 * Whether the record's anchor is the realised Stage-1 answer: every two-stage condition except the
 * neutral `control_twostage` (whose anchor is null).
 */
export function anchorIsStage1Answer(condition: string): boolean {
  return condition !== "control_twostage";
}
