/**
 * Endpoints: one OpenAI SDK client per endpoint (any OpenAI-compatible base URL such as vLLM,
 * OpenRouter, OpenAI, or the simulated panel reached through the SDK's `fetch` option). The SDK's
 * own retries are off; the runner retries. Every error leaving this module is classified
 * (errors.ts) and redacted (secrets.ts).
 */
import OpenAI from "openai";
import type { TokenUsage } from "../data/records.ts";
import type { ToolCall, ToolSchema } from "../suites/types.ts";
import { AuthError, PermanentError, retryAfterMs, TransientError } from "./errors.ts";
import { redact, redactUrlCredentials } from "./secrets.ts";

export type EndpointKind = "sim" | "vllm" | "openrouter" | "openai";

export const ENDPOINT_KINDS: readonly EndpointKind[] = ["sim", "vllm", "openrouter", "openai"];

export const OPENROUTER_BASE_URL = "https://openrouter.ai/api/v1";
export const OPENAI_BASE_URL = "https://api.openai.com/v1";
/** Base URL the in-process simulator is addressed by; no socket is opened for it. */
export const SIM_INPROCESS_BASE_URL = "http://sim.in-process/v1";

/** A chat message as it goes over the wire (the view's `awaits` marker removed). */
export interface WireMessage {
  role: "system" | "user" | "assistant" | "tool";
  content: string | null;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
}

/** Decoding parameters sent with a request; absent keys are not sent. */
export interface Decoding {
  temperature: number;
  max_tokens: number;
  top_p?: number;
  seed?: number;
  /** Number of top log-probabilities per token; requests `logprobs: true` as well. */
  top_logprobs?: number;
}

export interface ChatRequest {
  model: string;
  messages: WireMessage[];
  tools?: ToolSchema[];
  decoding: Decoding;
}

export interface Completion {
  text: string;
  usage: TokenUsage | null;
  /** The upstream provider that served the call (OpenRouter's `provider` field). */
  provider: string | null;
  /** Token log-probabilities, or `{ status: "unavailable" }` when requested but not returned. */
  logprobs: unknown;
  finish_reason: string | null;
}

export interface EndpointOptions {
  kind: EndpointKind;
  /** Required for vllm; defaults for openrouter/openai; sim: omitted = in-process simulator. */
  baseURL?: string;
  /** Overrides the key taken from the environment (OPENROUTER_API_KEY, OPENAI_API_KEY, VLLM_API_KEY). */
  apiKey?: string;
  /** OpenRouter provider pinning: `provider: { order, allow_fallbacks: false, require_parameters: true }`. */
  providerOrder?: string[];
  /** Per-attempt timeout in milliseconds (default 120 s). */
  timeoutMs?: number;
  /** fetch used by the SDK; required for the in-process simulator (lib/sim `createSimFetch`). */
  fetch?: typeof fetch;
  env?: (name: string) => string | undefined;
}

export interface Endpoint {
  kind: EndpointKind;
  /** Base URL with any credentials masked (safe for manifests and messages). */
  baseURL: string;
  inProcess: boolean;
  /** Secrets this endpoint holds; every message it produces is redacted against them. */
  secrets: readonly string[];
  complete(request: ChatRequest, signal?: AbortSignal): Promise<Completion>;
}

const KEY_VARIABLE: Record<EndpointKind, string | null> = {
  sim: null,
  vllm: "VLLM_API_KEY",
  openrouter: "OPENROUTER_API_KEY",
  openai: "OPENAI_API_KEY",
};

function resolveBaseURL(options: EndpointOptions): string {
  if (options.baseURL) return options.baseURL.replace(/\/+$/, "");
  switch (options.kind) {
    case "openrouter":
      return OPENROUTER_BASE_URL;
    case "openai":
      return OPENAI_BASE_URL;
    case "sim":
      return SIM_INPROCESS_BASE_URL;
    case "vllm":
      throw new Error(
        "the vllm endpoint needs --base-url (e.g. http://127.0.0.1:8000/v1); for a simulated twin use --model sim/paper/<short>",
      );
  }
}

function resolveApiKey(options: EndpointOptions): string {
  if (options.apiKey) return options.apiKey;
  const variable = KEY_VARIABLE[options.kind];
  if (variable === null) return "sim-no-key";
  const env = options.env ?? ((name: string) => Deno.env.get(name));
  const key = env(variable);
  if (key) return key;
  if (options.kind === "vllm") return "EMPTY";
  throw new Error(`the ${options.kind} endpoint needs an API key: set ${variable}`);
}

export interface BodyOptions {
  /** OpenRouter provider pinning. */
  providerOrder?: readonly string[];
  /**
   * Name of the output-length field: OpenAI's own API wants `max_completion_tokens` (its newer
   * models reject `max_tokens`); vLLM, OpenRouter and the simulator take `max_tokens`.
   */
  maxTokensField?: "max_tokens" | "max_completion_tokens";
}

/** The output-length field an endpoint kind takes. */
export function maxTokensFieldFor(kind: EndpointKind): "max_tokens" | "max_completion_tokens" {
  return kind === "openai" ? "max_completion_tokens" : "max_tokens";
}

/** The request body: messages, tools and decoding, plus OpenRouter provider pinning. */
export function requestBody(
  request: ChatRequest,
  options: BodyOptions = {},
): Record<string, unknown> {
  const d = request.decoding;
  const body: Record<string, unknown> = { model: request.model, messages: request.messages };
  body[options.maxTokensField ?? "max_tokens"] = d.max_tokens;
  body.temperature = d.temperature;
  if (d.top_p !== undefined) body.top_p = d.top_p;
  if (d.seed !== undefined) body.seed = d.seed;
  if (d.top_logprobs !== undefined) {
    body.logprobs = true;
    body.top_logprobs = d.top_logprobs;
  }
  if (request.tools && request.tools.length > 0) body.tools = request.tools;
  const order = options.providerOrder;
  if (order && order.length > 0) {
    body.provider = { order: [...order], allow_fallbacks: false, require_parameters: true };
  }
  return body;
}

function usageOf(raw: unknown): TokenUsage | null {
  if (!raw || typeof raw !== "object") return null;
  const u = raw as Record<string, unknown>;
  const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
  const usage: TokenUsage = {
    prompt_tokens: num(u.prompt_tokens),
    completion_tokens: num(u.completion_tokens),
    total_tokens: num(u.total_tokens) || num(u.prompt_tokens) + num(u.completion_tokens),
  };
  if (typeof u.cost === "number") usage.cost = u.cost;
  return usage;
}

function describeBodyError(error: unknown): string {
  if (error && typeof error === "object") {
    const e = error as Record<string, unknown>;
    const parts = [e.code, e.message].filter((x) => x !== undefined && x !== null);
    if (parts.length > 0) return parts.map(String).join(": ");
  }
  return JSON.stringify(error);
}

/**
 * Reads a chat-completion body. A body carrying `error` or lacking choices is a failure, not an
 * answer (providers behind OpenRouter report upstream failures this way with HTTP 200).
 */
export function completionFromBody(body: unknown, logprobsRequested: boolean): Completion {
  if (!body || typeof body !== "object") {
    throw new TransientError("response body is not a JSON object");
  }
  const b = body as Record<string, unknown>;
  if (b.error !== undefined && b.error !== null) {
    const message = `error in HTTP 200 response body: ${describeBodyError(b.error)}`;
    // Providers put the upstream status in `code`; refusals are not worth retrying.
    const code = Number((b.error as Record<string, unknown>)?.code);
    if (code === 401 || code === 403) throw new AuthError(message, code);
    if (code >= 400 && code < 500 && code !== 408 && code !== 429) {
      throw new PermanentError(message, code);
    }
    throw new TransientError(message);
  }
  const choices = b.choices;
  if (!Array.isArray(choices) || choices.length === 0) {
    throw new TransientError("response has no choices");
  }
  const choice = choices[0] as Record<string, unknown>;
  const message = choice.message as Record<string, unknown> | undefined;
  if (!message || typeof message !== "object") {
    throw new TransientError("response choice has no message");
  }
  const content = typeof message.content === "string" ? message.content : "";
  let logprobs: unknown = null;
  if (logprobsRequested) {
    const lp = choice.logprobs as Record<string, unknown> | null | undefined;
    logprobs = lp && Array.isArray(lp.content) ? lp.content : { status: "unavailable" };
  }
  return {
    text: content,
    usage: usageOf(b.usage),
    provider: typeof b.provider === "string" ? b.provider : null,
    logprobs,
    finish_reason: typeof choice.finish_reason === "string" ? choice.finish_reason : null,
  };
}

/** Maps an SDK error to AuthError / TransientError / PermanentError, redacted. */
export function classifyError(err: unknown, secrets: readonly string[]): Error {
  const clean = (s: string) => redact(s, secrets);
  if (err instanceof OpenAI.APIUserAbortError) return err;
  if (err instanceof OpenAI.APIConnectionTimeoutError) {
    return new TransientError(clean(`request timed out (${err.message})`));
  }
  if (err instanceof OpenAI.APIConnectionError) {
    const cause = (err as { cause?: unknown }).cause;
    const detail = cause instanceof Error ? cause.message : err.message;
    return new TransientError(clean(`network error: ${detail}`));
  }
  if (err instanceof OpenAI.APIError) {
    const status = err.status ?? null;
    const text = status !== null && err.message.startsWith(`${status} `)
      ? err.message.slice(String(status).length + 1)
      : err.message;
    const message = clean(`HTTP ${status ?? "?"}: ${text}`);
    if (status === 401 || status === 403) return new AuthError(message, status);
    if (status === 408 || status === 409 || status === 429 || (status !== null && status >= 500)) {
      return new TransientError(message, status, retryAfterMs(err.headers));
    }
    return new PermanentError(message, status);
  }
  if (err instanceof TransientError || err instanceof PermanentError || err instanceof AuthError) {
    return err;
  }
  if (err instanceof DOMException && err.name === "AbortError") return err;
  const message = err instanceof Error ? err.message : String(err);
  // A body the SDK could not read (e.g. a truncated JSON answer) is worth another try.
  return new TransientError(clean(`unexpected failure: ${message}`));
}

/** Builds an endpoint. Throws (with a clear message) when a needed key or base URL is missing. */
export function createEndpoint(options: EndpointOptions): Endpoint {
  const baseURL = resolveBaseURL(options);
  const inProcess = options.kind === "sim" && !options.baseURL;
  if (inProcess && !options.fetch) {
    throw new Error(
      "the in-process sim endpoint needs the simulator's fetch (lib/sim createSimFetch)",
    );
  }
  const apiKey = resolveApiKey(options);
  const secrets = [apiKey];
  const client = new OpenAI({
    apiKey,
    baseURL,
    maxRetries: 0,
    timeout: options.timeoutMs ?? 120_000,
    fetch: options.fetch,
    logLevel: "off",
  });
  const providerOrder = options.kind === "openrouter" ? options.providerOrder : undefined;
  return {
    kind: options.kind,
    baseURL: redactUrlCredentials(baseURL),
    inProcess,
    secrets,
    async complete(request, signal) {
      const body = requestBody(request, {
        providerOrder,
        maxTokensField: maxTokensFieldFor(options.kind),
      });
      let raw: unknown;
      try {
        raw = await client.chat.completions.create(
          body as unknown as OpenAI.ChatCompletionCreateParamsNonStreaming,
          { signal },
        );
      } catch (err) {
        throw classifyError(err, secrets);
      }
      try {
        return completionFromBody(raw, request.decoding.top_logprobs !== undefined);
      } catch (err) {
        throw classifyError(err, secrets);
      }
    },
  };
}
