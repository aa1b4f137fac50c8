/** Table 29: RAG realism — anchor rank, distractors and relevance scores (locked panel). */
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

export interface Table29Input {
  /** RAG records of the panel: core run (main study) plus the p2 realism conditions. */
  records: readonly ResultRecord[];
  rule?: ExclusionRule;
}

export const RAG_VARIANTS: readonly RealismVariant[] = [
  { key: "base", label: "Base", family: "", csv: "baseline" },
  { key: "r1", label: "R1", family: "rank1", csv: "rank1" },
  { key: "r5d", label: "R5+D", family: "rank5", csv: "rank5" },
  { key: "r5dsc", label: "R5+D+Sc", family: "rank5_distract", csv: "rank5_distract" },
];

export const TABLE29 = realismSpec("table29", "Table 29: RAG realism ablation (UAI)", RAG_VARIANTS);

export function reproducedTable29(input: Table29Input) {
  return reproducedRealism(TABLE29, RAG_VARIANTS, "rag", input.records, input.rule ?? "published");
}

/** The stored CSV revision (older than the print; data/paper/PROVENANCE.md). */
export function storedCsvTable29(data: PublishedData) {
  const file = PUBLISHED_CSV.ragRealism;
  return storedCsvRealism(TABLE29, RAG_VARIANTS, publishedCsv(data, file), file);
}

/** Published: the printed values (data/paper/printed/table29.json); the CSV revision only as a note. */
export function publishedTable29(printed: PrintedRows | null, data?: PublishedData): PaperTable {
  return publishedRealism(
    TABLE29,
    printed,
    data ? { table: storedCsvTable29(data), file: PUBLISHED_CSV.ragRealism } : undefined,
  );
}

export function table29(
  input: Table29Input,
  printed: PrintedRows | null,
  data?: PublishedData,
): TableResult {
  return tableResult(publishedTable29(printed, data), reproducedTable29(input));
}
