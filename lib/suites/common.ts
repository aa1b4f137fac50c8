/** Rendering pieces every suite shares: the answer instruction, evidence lines, hashes and anchor spans. */
import { createHash } from "node:crypto";
import type { EvidenceRating } from "../items/types.ts";
import type { ChatMessage, PromptView } from "./types.ts";

/** The one sentence every scored question ends with (EN DASH, U+2013). */
export const ANSWER_INSTRUCTION = "Return only a single integer 0–100 on the last line.";

export const MISSING_VALUE_TEXT = "[data not available]";

/** One evidence line: two spaces, hyphen, space, label, colon, space, value. */
export function evidenceLine(label: string, value: number | null): string {
  return `  - ${label}: ${value === null ? MISSING_VALUE_TEXT : value}`;
}

export function renderEvidenceBlock(evidence: readonly EvidenceRating[]): string {
  return evidence.map((e) => evidenceLine(e.label, e.missing ? null : e.value)).join("\n");
}

/** `"sha256:"` + the first 16 hex digits of SHA-256 over the UTF-8 prompt text. */
export function promptHash(promptText: string): string {
  return "sha256:" + createHash("sha256").update(promptText, "utf8").digest("hex").slice(0, 16);
}

/**
 * [start, end) of the first occurrence of the anchor string at or after `from` (the end of the base
 * text, header or target marker that precedes the anchor slot); null when absent.
 */
export function anchorSpan(
  promptText: string,
  anchorString: string,
  from = 0,
): [number, number] | null {
  const start = promptText.indexOf(anchorString, from);
  return start < 0 ? null : [start, start + anchorString.length];
}

export interface ViewFields {
  item_id: string;
  suite: string;
  domain: string;
  condition: string;
  prompt_text: string;
  prompt_components: Record<string, unknown>;
  anchor_relevance: string;
  /** The numeric anchor of an anchored condition; null for controls. */
  anchor_value: number | null;
  /** Where to start searching for the anchor string (see anchorSpan). */
  anchor_search_from?: number;
  /** Whether the anchor value appears literally in the prompt (false for ICL-dist). */
  anchor_in_prompt?: boolean;
  messages?: ChatMessage[];
  tools?: PromptView["tools"];
  provenance?: Record<string, unknown>;
}

/**
 * Assembles a PromptView with the original field order; computes anchor_string, anchor_span and
 * prompt_hash, and defaults `messages` to one user turn holding the prompt text.
 */
export function makeView(f: ViewFields): PromptView {
  const anchorString = f.anchor_value === null ? null : String(f.anchor_value);
  const view: PromptView = {
    item_id: f.item_id,
    suite: f.suite,
    domain: f.domain,
    condition: f.condition,
    prompt_text: f.prompt_text,
    prompt_components: f.prompt_components,
    anchor_string: anchorString,
    anchor_relevance: f.anchor_relevance,
    prompt_hash: promptHash(f.prompt_text),
    messages: f.messages ?? [{ role: "user", content: f.prompt_text }],
  };
  if (anchorString !== null && f.anchor_in_prompt !== false) {
    const span = anchorSpan(f.prompt_text, anchorString, f.anchor_search_from ?? 0);
    if (span === null) {
      throw new Error(
        `${f.item_id}/${f.condition}: anchor ${anchorString} does not appear in the rendered prompt`,
      );
    }
    view.anchor_span = span;
  }
  if (f.anchor_value !== null) view.anchor_value = f.anchor_value;
  if (f.provenance) view.provenance = f.provenance;
  if (f.tools) view.tools = f.tools;
  return orderViewKeys(view);
}

const VIEW_KEY_ORDER = [
  "item_id",
  "suite",
  "domain",
  "condition",
  "prompt_text",
  "prompt_components",
  "anchor_string",
  "anchor_span",
  "anchor_relevance",
  "anchor_value",
  "prompt_hash",
  "provenance",
  "messages",
  "tools",
] as const;

/** Returns the view with its keys in the order the files use (JSON output is byte-stable). */
export function orderViewKeys(view: PromptView): PromptView {
  const out: Record<string, unknown> = {};
  for (const key of VIEW_KEY_ORDER) if (key in view) out[key] = view[key];
  return out as unknown as PromptView;
}
