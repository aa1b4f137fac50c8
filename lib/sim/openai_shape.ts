/** OpenAI-shaped response bodies: chat completions, model lists and errors. */
import type { SimReply } from "./respond.ts";
import { promptTokens, roughTokens } from "./tokens.ts";
import type { SimChatRequest } from "./types.ts";

export const SYSTEM_FINGERPRINT = "anchorlab-sim";
export const OWNER = "anchorlab-sim";

export interface OpenAIErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

export function errorBody(
  message: string,
  type = "invalid_request_error",
  code: string | null = null,
  param: string | null = null,
): OpenAIErrorBody {
  return { error: { message, type, param, code } };
}

export function completionBody(
  request: SimChatRequest,
  replies: readonly SimReply[],
  id: string,
  /** The request's prompt tokens when already known (see tokens.ts promptTokens). */
  knownPromptTokens?: number,
): Record<string, unknown> {
  const prompt = knownPromptTokens ?? promptTokens(request.messages, request.tools);
  const completion = replies.reduce((s, r) => s + roughTokens(r.content), 0);
  return {
    id,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: request.model,
    system_fingerprint: SYSTEM_FINGERPRINT,
    choices: replies.map((r, index) => ({
      index,
      message: { role: "assistant", content: r.content, refusal: null },
      logprobs: r.logprobs,
      finish_reason: r.finishReason,
    })),
    usage: {
      prompt_tokens: prompt,
      completion_tokens: completion,
      total_tokens: prompt + completion,
    },
    simulated: true,
  };
}

export function modelObject(id: string): Record<string, unknown> {
  return { id, object: "model", created: 0, owned_by: OWNER };
}

export function modelListBody(ids: readonly string[]): Record<string, unknown> {
  return { object: "list", data: ids.map(modelObject) };
}
