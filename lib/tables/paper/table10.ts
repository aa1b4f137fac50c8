/**
 * Table 10: plausible-vs-irrelevant tests per suite (mean ∆UAI, bootstrap CI, BH-adjusted
 * Wilcoxon p), the range of open-weight suite-mean Disc∆ with a model-resampling CI, and
 * r(Acc10, Disc∆) with a cell-resampling CI (SPEC §F.5).
 */
import {
  accDiscCorrelation,
  type BootstrapSettings,
  discRange,
  plausVsIrrTests,
} from "../../metrics/mod.ts";
import type { CellValue } from "../types.ts";
import {
  keyColumn,
  makeTable,
  numberColumn,
  pvalueColumn,
  tableResult,
  type TableSpec,
} from "./build.ts";
import { withPaperNames } from "./cells.ts";
import { anySimulatedEntries, isOpenWeight } from "./models.ts";
import { type PrintedRows, publishedFromPrinted } from "./printed_rows.ts";
import { CORE_SUITES } from "./suites.ts";
import type { SummaryEntry, TableResult } from "./types.ts";

export interface Table10Input {
  /** Main-study entries, all models × core suites. */
  entries: readonly SummaryEntry[];
  /** Bootstrap settings (default B 2000, seed 42, NumPy-replica stream). */
  bootstrap?: BootstrapSettings;
}

export const RANGE_ROW = "Suite-mean Disc∆ range (open-weight panel)";
export const CORRELATION_ROW = "Pearson r(Acc, Disc∆)";

export const TABLE10: TableSpec = {
  id: "table10",
  title:
    "Table 10: Statistical summary (plausible vs irrelevant tests; Disc∆ range; Acc–Disc correlation)",
  columns: [
    keyColumn("contrast", "Contrast"),
    numberColumn("estimate", "Est."),
    numberColumn("ci_lo", "95% CI lo"),
    numberColumn("ci_hi", "95% CI hi"),
    pvalueColumn("p_bh", "p_BH"),
  ],
  notes: [
    "Top rows: per suite, d = UAI_pls − UAI_irr per model cell; mean, percentile bootstrap CI (B 2000, seed 42), two-sided Wilcoxon signed-rank p, BH across the five suites.",
    "Range: max − min of the open-weight suite means of Disc∆, CI from resampling models. r: Pearson over all computable cells, CI from resampling cells.",
  ],
};

export function reproducedTable10(input: Table10Input) {
  const entries = withPaperNames(input.entries).map((e) => ({
    ...e,
    suite: CORE_SUITES.find((s) => s.record === String(e.suite).toLowerCase())?.label ?? e.suite,
  }));
  const boot = input.bootstrap ?? {};
  const tests = plausVsIrrTests(entries, { ...boot, suites: CORE_SUITES.map((s) => s.label) });
  const rows: Record<string, CellValue>[] = tests.map((t) => ({
    contrast: t.suite,
    estimate: t.estimate,
    ci_lo: t.ci?.lo ?? null,
    ci_hi: t.ci?.hi ?? null,
    p_bh: t.p_bh,
  }));
  const range = discRange(entries.filter((e) => isOpenWeight(e.model)), boot);
  rows.push({
    contrast: RANGE_ROW,
    estimate: range.range,
    ci_lo: range.range === null ? null : range.ci.lo,
    ci_hi: range.range === null ? null : range.ci.hi,
    p_bh: null,
  });
  const r = accDiscCorrelation(entries, boot);
  rows.push({
    contrast: CORRELATION_ROW,
    estimate: r.r,
    ci_lo: r.r === null ? null : r.ci.lo,
    ci_hi: r.r === null ? null : r.ci.hi,
    p_bh: null,
  });
  return makeTable(TABLE10, rows, { simulated: anySimulatedEntries(input.entries) });
}

export function publishedTable10(printed: PrintedRows | null) {
  return publishedFromPrinted(TABLE10, printed);
}

export function table10(input: Table10Input, printed: PrintedRows | null): TableResult {
  return tableResult(publishedTable10(printed), reproducedTable10(input));
}
