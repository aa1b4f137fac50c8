/** Table 9: suite means of UAI_irr, UAI_pls, Disc∆ over model cells, and cells with Disc∆ > 0. */
import { type SuiteMeanRow, suiteMeans } from "../../metrics/mod.ts";
import type { CellValue } from "../types.ts";
import { keyColumn, makeTable, numberColumn, tableResult, type TableSpec } from "./build.ts";
import { withPaperNames } from "./cells.ts";
import { anySimulatedEntries } from "./models.ts";
import type { PublishedData } from "./published.ts";
import { CORE_SUITES, ICL_DIST } from "./suites.ts";
import type { SummaryEntry, TableResult } from "./types.ts";

export interface Table9Input {
  /** Main-study entries (core suites). */
  entries: readonly SummaryEntry[];
  /** ICL-dist entries (open-weight models); may be empty. */
  iclDist: readonly SummaryEntry[];
}

export const TABLE9: TableSpec = {
  id: "table9",
  title: "Table 9: Mean anchoring influence by relevance and suite",
  columns: [
    keyColumn("suite", "Suite"),
    numberColumn("uai_irr", "UAI_irr"),
    numberColumn("uai_pls", "UAI_pls"),
    numberColumn("disc", "Disc∆"),
    numberColumn("n_positive", "+", 0),
    numberColumn("n_cells", "n", 0),
  ],
  notes: [
    "+ / n: model cells with Disc∆ > 0 / cells with a defined Disc∆. All = mean of the five core suite means (ICL-dist excluded); counts summed.",
  ],
};

const ROW_LABELS: Record<string, string> = {
  External: "External",
  History: "History",
  Icl: "ICL (metadata)",
  Icl_dist: "ICL (ICL-dist)",
  Rag: "RAG",
  Tool: "Tool",
  All: "All (excl. ICL-dist)",
};

/** Paper row order: the ICL-dist row sits under ICL (metadata). */
const ROW_ORDER = ["External", "History", "Icl", "Icl_dist", "Rag", "Tool"];

function toRow(r: SuiteMeanRow): Record<string, CellValue> {
  return {
    suite: ROW_LABELS[r.suite] ?? r.suite,
    uai_irr: r.uai_irr,
    uai_pls: r.uai_plaus,
    disc: r.disc_delta,
    n_positive: r.n_cells ? r.n_positive : null,
    n_cells: r.n_cells || null,
  };
}

/** Rows from entries whose `suite` is the entry label (External … Tool, Icl_dist). */
export function table9Rows(entries: readonly SummaryEntry[]): Record<string, CellValue>[] {
  const present = new Set(entries.map((e) => normalizeSuite(String(e.suite))));
  const suites = ROW_ORDER.filter((s) => present.has(s));
  const normalized = entries.map((e) => ({ ...e, suite: normalizeSuite(String(e.suite)) }));
  const means = suiteMeans(withPaperNames(normalized), {
    suites,
    excludeFromAll: [ICL_DIST.entry],
  });
  return [...means.rows.map(toRow), toRow(means.all)];
}

function normalizeSuite(suite: string): string {
  const lower = suite.toLowerCase();
  if (lower === ICL_DIST.record) return ICL_DIST.entry;
  return CORE_SUITES.find((s) => s.record === lower)?.entry ?? suite;
}

/**
 * Published: the core rows recomputed from the published unified summaries (the paper's own rule),
 * and the ICL-dist row as printed (its runs have no published summary).
 */
export function publishedTable9(
  data: PublishedData,
  printedIclDist: Record<string, CellValue> | null,
) {
  const rows = table9Rows(data.unified);
  if (printedIclDist) rows.splice(3, 0, { ...printedIclDist, suite: ROW_LABELS.Icl_dist });
  return makeTable(TABLE9, rows, {
    notes: [
      "Published core rows: recomputed from data/paper unified_all_suites.json; ICL-dist row: printed values (no machine-readable source).",
    ],
  });
}

export function reproducedTable9(input: Table9Input) {
  const entries = [...input.entries, ...input.iclDist];
  return makeTable(TABLE9, table9Rows(entries), { simulated: anySimulatedEntries(entries) });
}

export function table9(
  input: Table9Input,
  data: PublishedData,
  printedIclDist: Record<string, CellValue> | null,
): TableResult {
  return tableResult(publishedTable9(data, printedIclDist), reproducedTable9(input));
}
