/**
 * Resolving what a run talks to: the endpoint kind of a model (explicit, simulated, base URL given,
 * or the registry's route) and the decoding defaults (greedy, 512 new tokens; 2048 with CoT).
 */
import type { Decoding, EndpointKind } from "./endpoints.ts";
import { ENDPOINT_KINDS } from "./endpoints.ts";
import { isSimulatedModel, resolveModel } from "./registry.ts";

export const DEFAULT_MAX_TOKENS = 512;
export const COT_MAX_TOKENS = 2048;

/**
 * The endpoint kind for a model: `explicit` if given; `sim` for `sim/...` ids; `vllm` (any
 * OpenAI-compatible server) when a base URL is given; else the registry route of the model.
 */
export function endpointKindFor(
  modelId: string,
  explicit: string | undefined,
  baseURL: string | undefined,
): EndpointKind {
  if (explicit !== undefined) {
    if (!(ENDPOINT_KINDS as readonly string[]).includes(explicit)) {
      throw new Error(`unknown endpoint "${explicit}"; use one of ${ENDPOINT_KINDS.join(", ")}`);
    }
    return explicit as EndpointKind;
  }
  if (isSimulatedModel(modelId)) return "sim";
  if (baseURL) return "vllm";
  const route = resolveModel(modelId).route;
  if (route === "openrouter") return "openrouter";
  if (route === "vllm") {
    throw new Error(
      `${modelId} is served by vLLM: pass --base-url http://HOST:PORT/v1 (or use its simulated twin, --model ${
        "sim/paper/" + resolveModel(modelId).short
      })`,
    );
  }
  throw new Error(
    `no endpoint known for "${modelId}": pass --endpoint (sim|vllm|openrouter|openai) and, for vllm, --base-url`,
  );
}

export interface DecodingFlags {
  temperature?: number;
  top_p?: number;
  seed?: number;
  max_tokens?: number;
  top_logprobs?: number;
  /** Chain-of-thought prompting: raises the default max_tokens to 2048. */
  cot?: boolean;
}

/** Greedy (temperature 0, 512 new tokens, no top_p, no seed) unless flags say otherwise. */
export function decodingFrom(flags: DecodingFlags): Decoding {
  const decoding: Decoding = {
    temperature: flags.temperature ?? 0,
    max_tokens: flags.max_tokens ?? (flags.cot ? COT_MAX_TOKENS : DEFAULT_MAX_TOKENS),
  };
  if (flags.top_p !== undefined) decoding.top_p = flags.top_p;
  if (flags.seed !== undefined) decoding.seed = flags.seed;
  if (flags.top_logprobs !== undefined) decoding.top_logprobs = flags.top_logprobs;
  if (decoding.temperature < 0 || !Number.isFinite(decoding.temperature)) {
    throw new Error(`temperature must be ≥ 0, got ${flags.temperature}`);
  }
  if (decoding.top_p !== undefined && !(decoding.top_p > 0 && decoding.top_p <= 1)) {
    throw new Error(`top_p must be in (0, 1], got ${flags.top_p}`);
  }
  if (!(Number.isInteger(decoding.max_tokens) && decoding.max_tokens > 0)) {
    throw new Error(`max_tokens must be a positive integer, got ${flags.max_tokens}`);
  }
  return decoding;
}
