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
  storedCsvRealism,
} from "./realism.ts";
import type { PrintedRows } from "./printed_rows.ts";
import type { PaperTable } from "../types.ts";
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

/** The stored CSV revision (older than the print; data/paper/PROVENANCE.md). */
export function storedCsvTable30(data: PublishedData) {
  const file = PUBLISHED_CSV.toolRealism;
  return storedCsvRealism(TABLE30, TOOL_VARIANTS, publishedCsv(data, file), file);
}

/** Published: the printed values (data/paper/printed/table30.json); the CSV revision only as a note. */
export function publishedTable30(printed: PrintedRows | null, data?: PublishedData): PaperTable {
  return publishedRealism(
    TABLE30,
    printed,
    data ? { table: storedCsvTable30(data), file: PUBLISHED_CSV.toolRealism } : undefined,
  );
}

export function table30(
  input: Table30Input,
  printed: PrintedRows | null,
  data?: PublishedData,
): TableResult {
  return tableResult(publishedTable30(printed, data), reproducedTable30(input));
}
