/**
 * Table 16: gold-referenced error decomposition of anchored responses (harmful / helpful shares,
 * and the harmful share by relevance), per suite and pooled.
 */
import type { ResultRecord } from "../../data/records.ts";
import { type ErrorBreakdown, errorDecomposition } from "../../metrics/mod.ts";
import type { CellValue } from "../types.ts";
import { keyColumn, makeTable, numberColumn, tableResult, type TableSpec } from "./build.ts";
import { csvNumber } from "./csv.ts";
import { anySimulatedRecords } from "./models.ts";
import { PUBLISHED_CSV, publishedCsv, type PublishedData } from "./published.ts";
import { CORE_SUITES } from "./suites.ts";
import type { TableResult } from "./types.ts";

export interface Table16Input {
  /** Every main-study record; runs without a literal `control` drop out. */
  records: readonly ResultRecord[];
}

export const TABLE16: TableSpec = {
  id: "table16",
  title: "Table 16: Error decomposition relative to the evidence-only target",
  columns: [
    keyColumn("suite", "Suite"),
    numberColumn("err_up", "Err↑ (%)", 1),
    numberColumn("err_down", "Err↓ (%)", 1),
    numberColumn("irr_err_up", "Irr_err↑", 1),
    numberColumn("pls_err_up", "Pls_err↑", 1),
  ],
  notes: [
    "Shares in percent, pooled over anchored responses with a parsed literal control (API History runs drop out).",
  ],
};

function rowOf(suite: string, b: ErrorBreakdown | undefined): Record<string, CellValue> {
  return {
    suite,
    err_up: b?.harmful_pct ?? null,
    err_down: b?.helpful_pct ?? null,
    irr_err_up: b?.by_relevance.irrelevant?.harmful_pct ?? null,
    pls_err_up: b?.by_relevance.plausible?.harmful_pct ?? null,
  };
}

export function reproducedTable16(input: Table16Input) {
  const d = errorDecomposition(input.records);
  const rows = CORE_SUITES.filter((s) => d.by_suite[s.record]).map((s) =>
    rowOf(s.label, d.by_suite[s.record])
  );
  rows.push(rowOf("All", d.all.n ? d.all : undefined));
  return makeTable(TABLE16, rows, { simulated: anySimulatedRecords(input.records) });
}

/** Published: gold_shift_aggregated.csv (percentages already rounded to 1 dp). */
export function publishedTable16(data: PublishedData) {
  const file = PUBLISHED_CSV.goldShift;
  const rows = publishedCsv(data, file).map((r) => ({
    suite: r.suite === "ALL"
      ? "All"
      : CORE_SUITES.find((s) => s.record === r.suite)?.label ?? r.suite,
    err_up: csvNumber(r, "harmful_pct", file),
    err_down: csvNumber(r, "helpful_pct", file),
    irr_err_up: csvNumber(r, "irrelevant_harmful_pct", file),
    pls_err_up: csvNumber(r, "plausible_harmful_pct", file),
  }));
  return makeTable(TABLE16, rows, { notes: [`Published: ${file}.`] });
}

export function table16(input: Table16Input, data: PublishedData): TableResult {
  return tableResult(publishedTable16(data), reproducedTable16(input));
}
