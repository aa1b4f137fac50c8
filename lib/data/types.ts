/** Types the data stage hands to later stages. */
import type { Difficulty } from "../items/types.ts";
import type { PromptView } from "../suites/types.ts";
import type { Direction } from "../suites/conditions.ts";
import type { RowOrigin } from "./errors.ts";

/** Where a file came from (SPEC Part 1 item 1). */
export type DataSource = "native" | "upstream" | "release";

/**
 * A PromptView plus what scoring needs about its item. Values come from the joined itemspec when one
 * is available, else from release row fields, else from the item id (offset, difficulty); what no
 * source supplies is null.
 */
export interface LoadedView extends PromptView {
  source: DataSource;
  difficulty: Difficulty | null;
  y_star_evidence: number | null;
  y_star_theta: number | null;
  /** Designed offset δ (null for History and when unknown). */
  offset: number | null;
  /** Direction carried by the condition name (null for controls). */
  anchor_polarity: Direction | null;
  origin: RowOrigin;
}

/** One row of the public Hugging Face release (SPEC §C.2), keys in file order. */
export interface ReleaseRow {
  item_id: string;
  suite: string;
  condition: string;
  relevance: string;
  anchor_polarity: Direction | null;
  anchor_value: number | null;
  offset: number | null;
  difficulty: string;
  domain: string;
  prompt_text: string;
  y_star_evidence: number;
  split: "test";
}

export const RELEASE_FIELDS: readonly (keyof ReleaseRow)[] = [
  "item_id",
  "suite",
  "condition",
  "relevance",
  "anchor_polarity",
  "anchor_value",
  "offset",
  "difficulty",
  "domain",
  "prompt_text",
  "y_star_evidence",
  "split",
];
