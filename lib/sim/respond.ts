/**
 * Respondents: turn one chat request into one reply. The built-in respondent reads the prompt,
 * decides with the model's parameters and writes the reply in a style. A request whose system
 * prompt asks for a JSON score (the LLM-as-a-judge protocol, SPEC §J) is answered by a `Respondent`
 * that accepts it: the service registers the judge respondent (judge_respondent.ts) for the
 * `sim/judge/<short>` models; other models answer such requests with HTTP 501.
 */
import { buildLogprobs, type TokenLogprob } from "./logprobs.ts";
import { type AnchoringModelSpec, decide, type Decision } from "./model.ts";
import { hashString, rngFor } from "./random.ts";
import { readPrompt } from "./read_prompt.ts";
import { renderResponse } from "./styles.ts";
import type { PromptReading, SimChatRequest } from "./types.ts";
import { roughTokens } from "./tokens.ts";

export { roughTokens };

export interface SimReply {
  content: string;
  finishReason: "stop" | "length";
  logprobs: { content: TokenLogprob[]; refusal: null } | null;
  /** The decision behind the reply (null for custom respondents that do not expose one). */
  decision: Decision | null;
}

export interface RespondContext {
  spec: AnchoringModelSpec;
  /** Index of the choice (for n > 1). */
  choice: number;
  /** `hashString(JSON.stringify(request.messages))` when the caller already has it. */
  messagesKey?: string;
}

/** An alternative respondent, tried before the built-in one. */
export interface Respondent {
  name: string;
  accepts(request: SimChatRequest, reading: PromptReading): boolean;
  respond(request: SimChatRequest, reading: PromptReading, ctx: RespondContext): SimReply;
}

/** Thrown when no respondent can answer a request (the endpoint reports it as HTTP 501). */
export class UnsupportedRequestError extends Error {}

/** Keeps the words that fit in `maxTokens` (rough count); null when everything fits. */
function cutToTokens(text: string, maxTokens: number): string | null {
  if (roughTokens(text) <= maxTokens) return null;
  const keep = Math.max(0, Math.floor((maxTokens * 3) / 4));
  return text.split(/(?<=\s)/).filter((w) => w.trim() !== "").slice(0, keep).join("").trimEnd();
}

function requestTemperature(request: SimChatRequest): number {
  const t = request.temperature;
  return typeof t === "number" && Number.isFinite(t) ? t : 1;
}

/** The built-in anchoring / Bayesian respondent. */
export function respondWithModel(
  request: SimChatRequest,
  reading: PromptReading,
  ctx: RespondContext,
): SimReply {
  const temperature = requestTemperature(request);
  const seed = request.seed ?? "none";
  const messagesKey = ctx.messagesKey ?? hashString(JSON.stringify(request.messages));
  const requestRng = rngFor(
    ctx.spec.id,
    messagesKey,
    String(temperature),
    String(seed),
    String(ctx.choice),
  );
  const caseRng = rngFor(ctx.spec.id, "case", reading.caseKey);
  const decision = decide(ctx.spec, { reading, caseRng, requestRng, temperature });
  let content = renderResponse(decision, reading);
  let finishReason: SimReply["finishReason"] = decision.failure === "truncated" ? "length" : "stop";
  const limit = request.max_completion_tokens ?? request.max_tokens;
  if (typeof limit === "number" && limit > 0) {
    const cut = cutToTokens(content, limit);
    if (cut !== null) {
      content = cut;
      finishReason = "length";
    }
  }
  let logprobs: SimReply["logprobs"] = null;
  if (request.logprobs) {
    logprobs = buildLogprobs({
      text: content,
      topLogprobs: request.top_logprobs ?? 0,
      answer: finishReason === "stop" ? decision.answer : null,
      continuous: decision.continuous,
      spread: decision.spread,
      rng: requestRng,
    });
  }
  return { content, finishReason, logprobs, decision };
}

/** Answers with the first custom respondent that accepts the request, else with the model. */
export function respond(
  request: SimChatRequest,
  ctx: RespondContext,
  respondents: readonly Respondent[] = [],
): SimReply {
  return respondToReading(
    request,
    readPrompt(request.messages, { tools: request.tools }),
    ctx,
    respondents,
  );
}

/** `respond` with the request's reading already made (e.g. memoised by the endpoint). */
export function respondToReading(
  request: SimChatRequest,
  reading: PromptReading,
  ctx: RespondContext,
  respondents: readonly Respondent[] = [],
): SimReply {
  for (const r of respondents) {
    if (r.accepts(request, reading)) return r.respond(request, reading, ctx);
  }
  if (reading.judgeRequest) {
    throw new UnsupportedRequestError(
      "only the simulated judges (sim/judge/<short>) answer LLM-as-a-judge requests (system prompt asking for a JSON score, SPEC §J); use one of them or pass a respondent via the `respondents` option",
    );
  }
  return respondWithModel(request, reading, ctx);
}
