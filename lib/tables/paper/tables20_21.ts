/**
 * Tables 20–21: the rational-update ceiling on plausible anchors (n = 5, w = 1 → 1/6). Table 20 is
 * the implied anchor weight w_imp per cell, Table 21 the excess UAI_pls − 1/6; a star marks cells
 * whose UAI_pls CI lower bound is above 1/6.
 */
import { type CeilingRow, ceilingRow } from "../../metrics/mod.ts";
import type { CellValue } from "../types.ts";
import { keyColumn, makeTable, numberColumn, tableResult, type TableSpec } from "./build.ts";
import { withPaperNames } from "./cells.ts";
import { csvBoolean, csvNumber } from "./csv.ts";
import { alphabetical, anySimulatedEntries } from "./models.ts";
import { PUBLISHED_CSV, publishedCsv, type PublishedData } from "./published.ts";
import type { SummaryEntry, TableResult } from "./types.ts";

export interface CeilingTableInput {
  /** Main-study entries (need uai_plaus and uai_plaus_ci). */
  entries: readonly SummaryEntry[];
}

/** Column order of Tables 20–21 (entry suite labels). */
const SUITES = ["External", "History", "Rag", "Tool", "Icl"];

function spec(which: "w" | "excess"): TableSpec {
  const n = which === "w" ? 20 : 21;
  return {
    id: `table${n}`,
    title: which === "w"
      ? "Table 20: Implied anchor weight w_imp on plausible anchors (n = 5)"
      : "Table 21: Excess UAI_pls above the rational ceiling 1/6 (w = 1, n = 5)",
    columns: [
      keyColumn("model", "Model"),
      ...SUITES.flatMap((s) => [
        numberColumn(s, s),
        numberColumn(`${s}_star`, `${s} ∗`, 0),
      ]),
    ],
    notes: [
      "∗ = 1 when the cell's 95% CI of UAI_pls lies entirely above 1/6. w_imp = n·UAI/(1 − UAI); 0 for UAI ≤ 0; — for UAI ≥ 1 or an undefined cell.",
    ],
  };
}

export const TABLE20 = spec("w");
export const TABLE21 = spec("excess");

/** One row per model from ceiling rows (model short name, entry suite label). */
function rowsFrom(
  cells: readonly CeilingRow[],
  value: (c: CeilingRow) => number | null,
): Record<string, CellValue>[] {
  const models = alphabetical([...new Set(cells.map((c) => c.model))]);
  return models.map((model) => {
    const row: Record<string, CellValue> = { model };
    for (const s of SUITES) {
      const c = cells.find((x) => x.model === model && x.suite.toLowerCase() === s.toLowerCase());
      row[s] = c ? value(c) : null;
      row[`${s}_star`] = c?.plaus_above_rational_ci === null || !c
        ? null
        : c.plaus_above_rational_ci
        ? 1
        : 0;
    }
    return row;
  });
}

function reproducedCells(entries: readonly SummaryEntry[]): CeilingRow[] {
  return withPaperNames(entries).map((e) => ceilingRow(e));
}

function publishedCells(data: PublishedData): CeilingRow[] {
  const file = PUBLISHED_CSV.bayesianBound;
  return publishedCsv(data, file).map((r) => ({
    model: r.model,
    suite: r.suite,
    n_evidence: csvNumber(r, "n_evidence", file) ?? 5,
    uai_irr_observed: csvNumber(r, "uai_irr_observed", file),
    uai_plaus_observed: csvNumber(r, "uai_plaus_observed", file),
    uai_plaus_ci_lo: csvNumber(r, "uai_plaus_ci_lo", file),
    uai_plaus_ci_hi: csvNumber(r, "uai_plaus_ci_hi", file),
    w_implied_irr: csvNumber(r, "w_implied_irr", file),
    w_implied_plaus: csvNumber(r, "w_implied_plaus", file),
    reference_w: csvNumber(r, "reference_w", file) ?? 1,
    excess_irr_vs_zero: csvNumber(r, "excess_irr_vs_zero", file),
    excess_plaus_vs_ref: csvNumber(r, "excess_plaus_vs_ref", file),
    plaus_above_rational_ci: csvBoolean(r, "plaus_above_rational_ci", file),
  }));
}

const wImp = (c: CeilingRow) => c.w_implied_plaus;
const excess = (c: CeilingRow) => c.excess_plaus_vs_ref;

export function publishedTable20(data: PublishedData) {
  return makeTable(TABLE20, rowsFrom(publishedCells(data), wImp), {
    notes: [`Published: ${PUBLISHED_CSV.bayesianBound}.`],
  });
}

export function reproducedTable20(input: CeilingTableInput) {
  return makeTable(TABLE20, rowsFrom(reproducedCells(input.entries), wImp), {
    simulated: anySimulatedEntries(input.entries),
  });
}

export function table20(input: CeilingTableInput, data: PublishedData): TableResult {
  return tableResult(publishedTable20(data), reproducedTable20(input));
}

export function publishedTable21(data: PublishedData) {
  return makeTable(TABLE21, rowsFrom(publishedCells(data), excess), {
    notes: [`Published: ${PUBLISHED_CSV.bayesianBound}.`],
  });
}

export function reproducedTable21(input: CeilingTableInput) {
  return makeTable(TABLE21, rowsFrom(reproducedCells(input.entries), excess), {
    simulated: anySimulatedEntries(input.entries),
  });
}

export function table21(input: CeilingTableInput, data: PublishedData): TableResult {
  return tableResult(publishedTable21(data), reproducedTable21(input));
}
