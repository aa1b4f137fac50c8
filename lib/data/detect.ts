/** Recognising which of the three sources (or the stale public export) a prompt-view row comes from. */
import { basename } from "node:path";
import type { DataSource } from "./types.ts";
import type { Row } from "./fields.ts";

export type RowFormat = DataSource | "stale_public";

const STALE_FIELDS = ["item_id", "condition", "prompt_text", "y_star", "anchor_value"];

export const STALE_PUBLIC_REASON =
  "this is the stale 5-field public export (item_id, condition, prompt_text, y_star, " +
  "anchor_value): its evidence labels do not match the prompts that were evaluated (SPEC §C.2), " +
  "so it is not loaded. Use the dataset's promptviews_core.jsonl or the Hugging Face release " +
  "files ({suite}.jsonl) instead";

/** `promptviews_public.jsonl` and `*_promptviews_public.jsonl`. */
export function isStalePublicFileName(path: string): boolean {
  return /(^|_)promptviews_public\.jsonl$/.test(basename(path));
}

/** The format a row is written in, or null when it matches none. */
export function detectRowFormat(row: Row): RowFormat | null {
  const keys = Object.keys(row);
  if (keys.length === STALE_FIELDS.length && STALE_FIELDS.every((k) => k in row)) {
    return "stale_public";
  }
  if (Array.isArray(row.messages)) return "native";
  if ("prompt_components" in row) return "upstream";
  if ("split" in row && "relevance" in row && "anchor_polarity" in row) return "release";
  return null;
}

export const UNRECOGNISED_ROW_REASON =
  "row matches no known prompt-view format (native rows have `messages`, upstream rows " +
  "`prompt_components`, release rows `relevance`, `anchor_polarity` and `split`)";
