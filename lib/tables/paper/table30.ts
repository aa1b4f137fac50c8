/**
 * Table 30: Tool realism — elicited (planned tool call) and noisy (JSON envelope) variants (locked
 * panel). SPEC §H.3: the published Elicited prompts were plaintext copies of the base prompt.
 */
import type { ResultRecord } from "../../data/records.ts";
import type { ExclusionRule } from "../../metrics/mod.ts";
import { tableResult } from "./build.ts";
import { PUBLISHED_CSV, publishedCsv, type PublishedData } from "./published.ts";
import {
  publishedRealism,
  realismSpec,
  type RealismVariant,
  reproducedRealism,
} from "./realism.ts";
import type { TableResult } from "./types.ts";

export interface Table30Input {
  /** Tool records of the panel: core run (main study) plus the p3 realism conditions. */
  records: readonly ResultRecord[];
  rule?: ExclusionRule;
}

export const TOOL_VARIANTS: readonly RealismVariant[] = [
  { key: "base", label: "Base", family: "", csv: "baseline" },
  { key: "elicited", label: "Elicited", family: "elicited", csv: "elicited" },
  { key: "noisy", label: "Noisy", family: "noisy", csv: "noisy" },
];

export const TABLE30 = realismSpec(
  "table30",
  "Table 30: Tool realism ablation (UAI)",
  TOOL_VARIANTS,
);

export function reproducedTable30(input: Table30Input) {
  return reproducedRealism(
    TABLE30,
    TOOL_VARIANTS,
    "tool",
    input.records,
    input.rule ?? "published",
  );
}

export function publishedTable30(data: PublishedData) {
  const file = PUBLISHED_CSV.toolRealism;
  return publishedRealism(TABLE30, TOOL_VARIANTS, publishedCsv(data, file), file);
}

export function table30(input: Table30Input, data: PublishedData): TableResult {
  return tableResult(publishedTable30(data), reproducedTable30(input));
}
