/**
 * What the endpoint derives from a request's messages alone — the reading, the key the request's
 * random stream is seeded by and the prompt token count — memoised per messages text. A benchmark
 * run sends the same conversation many times (repeats, models, decodings), and these are pure
 * functions of it, so each distinct conversation is read once. The cache is bounded (oldest entries
 * go first), so memory stays flat over any number of requests.
 */
import { hashString } from "./random.ts";
import { readPrompt } from "./read_prompt.ts";
import { promptTokens } from "./tokens.ts";
import type { PromptReading, SimChatRequest } from "./types.ts";

export interface PreparedRequest {
  reading: PromptReading;
  /** Hash of `JSON.stringify(messages)`: the request stream's seed part. */
  messagesKey: string;
  /** Prompt tokens of the messages (tools not included). */
  messageTokens: number;
}

/** Reads a request's messages from scratch. */
export function prepareRequest(request: SimChatRequest, messagesJson?: string): PreparedRequest {
  const json = messagesJson ?? JSON.stringify(request.messages);
  return {
    reading: readPrompt(request.messages, { tools: request.tools }),
    messagesKey: hashString(json),
    messageTokens: promptTokens(request.messages, undefined),
  };
}

const DEFAULT_CAPACITY = 2048;

/**
 * A bounded memo of `prepareRequest` keyed by the messages' JSON text (a tool context, i.e. a
 * non-empty `tools` field, is part of the reading and keeps its own table). Readings handed out
 * are shared between requests: respondents must not mutate them.
 */
export class PreparedRequestCache {
  readonly #plain = new Map<string, PreparedRequest>();
  readonly #withTools = new Map<string, PreparedRequest>();
  readonly #capacity: number;

  constructor(capacity = DEFAULT_CAPACITY) {
    this.#capacity = Math.max(1, capacity);
  }

  get(request: SimChatRequest): PreparedRequest {
    const json = JSON.stringify(request.messages);
    const table = (request.tools?.length ?? 0) > 0 ? this.#withTools : this.#plain;
    let entry = table.get(json);
    if (entry === undefined) {
      entry = prepareRequest(request, json);
      if (table.size >= this.#capacity) table.delete(table.keys().next().value!);
      table.set(json, entry);
    }
    return entry;
  }
}
