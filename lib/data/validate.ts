/**
 * Row checks shared by the loaders and the writer: the common PromptView fields, anchors, chat
 * messages, itemspecs and result records. Each check throws a DataError naming file and line.
 */
import { promptHash } from "../suites/common.ts";
import type { ChatMessage } from "../suites/types.ts";
import { conditionProblem, KNOWN_RELEVANCES } from "./conditions.ts";
import { rowError, type RowOrigin } from "./errors.ts";
import {
  optionalNumber,
  requireNonEmptyString,
  requireString,
  requireStringOrNull,
  type Row,
} from "./fields.ts";

export interface ViewCoreFields {
  item_id: string;
  suite: string;
  domain: string;
  condition: string;
  prompt_text: string;
}

/** item_id, suite, domain, condition (known for the suite) and prompt_text. */
export function checkViewIdentity(row: Row, origin: RowOrigin): ViewCoreFields {
  const fields = {
    item_id: requireNonEmptyString(row, "item_id", origin),
    suite: requireNonEmptyString(row, "suite", origin),
    domain: requireNonEmptyString(row, "domain", origin),
    condition: requireNonEmptyString(row, "condition", origin),
    prompt_text: requireNonEmptyString(row, "prompt_text", origin),
  };
  const problem = conditionProblem(fields.suite, fields.condition);
  if (problem) throw rowError(origin, problem);
  return fields;
}

export function checkRelevance(value: string, origin: RowOrigin, key = "anchor_relevance"): string {
  if (!KNOWN_RELEVANCES.has(value)) {
    throw rowError(
      origin,
      `unknown ${key} "${value}" (known: ${[...KNOWN_RELEVANCES].join(", ")})`,
    );
  }
  return value;
}

export interface AnchorFields {
  anchor_string: string | null;
  anchor_span?: [number, number];
  anchor_relevance: string;
  anchor_value: number | null;
}

function readSpan(row: Row, origin: RowOrigin, textLength: number): [number, number] | undefined {
  const span = row.anchor_span;
  if (span === undefined || span === null) return undefined;
  const ok = Array.isArray(span) && span.length === 2 && span.every(Number.isInteger) &&
    span[0] >= 0 && span[0] < span[1] && span[1] <= textLength;
  if (!ok) {
    throw rowError(
      origin,
      `anchor_span must be [start, end) inside prompt_text, got ${JSON.stringify(span)}`,
    );
  }
  return [span[0], span[1]];
}

/**
 * Anchor fields of a view and their agreement with the prompt: a view with an anchor_span must hold
 * its anchor_string there; a view with an anchor_string but no span must contain it (except ICL-dist,
 * whose anchor is the demos' centre and never appears literally); controls carry no anchor.
 */
export function checkAnchor(row: Row, core: ViewCoreFields, origin: RowOrigin): AnchorFields {
  const anchorString = requireStringOrNull(row, "anchor_string", origin);
  const relevance = checkRelevance(requireString(row, "anchor_relevance", origin), origin);
  const anchorValue = optionalNumber(row, "anchor_value", origin);
  const span = readSpan(row, origin, core.prompt_text.length);
  const where = `${core.item_id}/${core.condition}`;
  if (relevance === "none" && anchorString !== null) {
    throw rowError(origin, `${where}: relevance "none" but anchor_string is "${anchorString}"`);
  }
  if (anchorString !== null && anchorValue !== null && String(anchorValue) !== anchorString) {
    throw rowError(
      origin,
      `${where}: anchor_string "${anchorString}" does not match anchor_value ${anchorValue}`,
    );
  }
  if (span) {
    if (anchorString === null) {
      throw rowError(origin, `${where}: anchor_span without anchor_string`);
    }
    const held = core.prompt_text.slice(span[0], span[1]);
    if (held !== anchorString) {
      throw rowError(
        origin,
        `${where}: anchor "${anchorString}" not present in the prompt at anchor_span ` +
          `[${span[0]}, ${span[1]}) (found "${held}")`,
      );
    }
  } else if (
    anchorString !== null && core.suite !== "icl_dist" && !core.prompt_text.includes(anchorString)
  ) {
    throw rowError(origin, `${where}: anchor "${anchorString}" not present in the prompt`);
  }
  const out: AnchorFields = {
    anchor_string: anchorString,
    anchor_relevance: relevance,
    anchor_value: anchorValue,
  };
  if (span) out.anchor_span = span;
  return out;
}

/** prompt_hash must be "sha256:" + 16 hex digits of SHA-256(prompt_text). */
export function checkPromptHash(row: Row, promptText: string, origin: RowOrigin): string {
  const hash = requireString(row, "prompt_hash", origin);
  const expected = promptHash(promptText);
  if (hash !== expected) {
    throw rowError(origin, `prompt_hash ${hash} does not match prompt_text (expected ${expected})`);
  }
  return hash;
}

const ROLES = new Set(["system", "user", "assistant", "tool"]);

/** A chat message list as the native files store it (see ChatMessage). */
export function checkMessages(value: unknown, origin: RowOrigin): ChatMessage[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw rowError(origin, `field "messages" must be a non-empty array`);
  }
  value.forEach((m, i) => {
    const at = `messages[${i}]`;
    if (m === null || typeof m !== "object" || Array.isArray(m)) {
      throw rowError(origin, `${at} must be an object`);
    }
    const msg = m as Row;
    if (typeof msg.role !== "string" || !ROLES.has(msg.role)) {
      throw rowError(origin, `${at}.role must be system, user, assistant or tool`);
    }
    if (msg.content !== null && typeof msg.content !== "string") {
      throw rowError(origin, `${at}.content must be a string or null`);
    }
    if (msg.awaits !== undefined && (msg.awaits !== "stage1" || msg.role !== "assistant")) {
      throw rowError(origin, `${at}.awaits is only allowed as "stage1" on an assistant turn`);
    }
    if (msg.role === "tool" && typeof msg.tool_call_id !== "string") {
      throw rowError(origin, `${at} is a tool turn without tool_call_id`);
    }
    if (msg.tool_calls !== undefined && !Array.isArray(msg.tool_calls)) {
      throw rowError(origin, `${at}.tool_calls must be an array`);
    }
  });
  const last = (value.at(-1) as Row).role;
  if (last !== "user" && last !== "tool") {
    throw rowError(origin, `the last message must be a user or tool turn, got ${last}`);
  }
  return value as ChatMessage[];
}
