/**
 * Conversation shape: which user turn is answered, and whether the respondent answered this case
 * before. Handles real multi-turn chat, a quoted transcript in one user message ("User: …" /
 * "Assistant: …" lines) and a stage-separated prompt text (segments between `---` lines).
 */
import type { SimContentPart, SimMessage } from "./types.ts";

export interface ConversationView {
  /** Text of the user turn being answered (the last stage segment of it). */
  target: string;
  /** The respondent's own earlier reply, if the conversation carries one. */
  ownReply: string | null;
  /** The user turn that reply answered. */
  ownReplyPrompt: string;
  /** The turn is the later stage of a multi-stage prompt (History structure). */
  laterStage: boolean;
  /** Payloads of native tool messages after the answered user turn. */
  toolMessages: string[];
  /** Text of the system messages. */
  system: string;
}

export function messageText(content: SimMessage["content"]): string {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    return content.map((p: SimContentPart) => (typeof p?.text === "string" ? p.text : "")).join("");
  }
  return "";
}

const TRANSCRIPT_TURN = /^(user|assistant):[ \t]?(.*)$/i;
const HAS_ASSISTANT_TURN = /^assistant:/im;
const STAGE_SEPARATOR = /\n[ \t]*---[ \t]*\n/;

interface Turn {
  role: "user" | "assistant";
  text: string;
}

/** Splits a quoted transcript into turns; text before the first marker is dropped. */
function transcriptTurns(text: string): Turn[] {
  const turns: Turn[] = [];
  for (const line of text.split("\n")) {
    const m = TRANSCRIPT_TURN.exec(line);
    if (m) {
      turns.push({ role: m[1].toLowerCase() as Turn["role"], text: m[2] });
    } else if (turns.length > 0) {
      turns[turns.length - 1].text += "\n" + line;
    }
  }
  for (const t of turns) t.text = t.text.trim();
  return turns;
}

export function readConversation(messages: readonly SimMessage[]): ConversationView {
  let lastUser = -1;
  const system: string[] = [];
  for (let i = 0; i < messages.length; i++) {
    const role = messages[i]?.role;
    if (role === "user") lastUser = i;
    else if (role === "system" || role === "developer") {
      system.push(messageText(messages[i].content));
    }
  }
  const view: ConversationView = {
    target: lastUser >= 0 ? messageText(messages[lastUser].content) : "",
    ownReply: null,
    ownReplyPrompt: "",
    laterStage: false,
    toolMessages: [],
    system: system.join("\n\n"),
  };
  if (lastUser < 0) return view;

  for (let i = lastUser + 1; i < messages.length; i++) {
    if (messages[i].role === "tool") view.toolMessages.push(messageText(messages[i].content));
  }

  // Real multi-turn: the latest assistant text (not a tool call) before the answered turn.
  for (let j = lastUser - 1; j >= 0; j--) {
    const m = messages[j];
    if (m.role !== "assistant" || (m.tool_calls && m.tool_calls.length > 0)) continue;
    const text = messageText(m.content);
    if (text.trim() === "") continue;
    view.ownReply = text;
    view.laterStage = true;
    for (let k = j - 1; k >= 0; k--) {
      if (messages[k].role === "user") {
        view.ownReplyPrompt = messageText(messages[k].content);
        break;
      }
    }
    break;
  }

  if (
    view.ownReply === null && view.target.includes("ssistant:") &&
    HAS_ASSISTANT_TURN.test(view.target)
  ) {
    const turns = transcriptTurns(view.target);
    const last = turns[turns.length - 1];
    if (last && last.role === "user" && turns.length >= 2) {
      view.target = last.text;
      view.laterStage = true;
      for (let j = turns.length - 2; j >= 0; j--) {
        if (turns[j].role !== "assistant") continue;
        view.ownReply = turns[j].text;
        view.ownReplyPrompt = turns.slice(0, j).filter((t) => t.role === "user").pop()?.text ?? "";
        break;
      }
    }
  }

  if (view.target.includes("---") && STAGE_SEPARATOR.test(view.target)) {
    const segments = view.target.split(STAGE_SEPARATOR);
    view.target = segments[segments.length - 1];
    view.laterStage = true;
  }
  return view;
}
