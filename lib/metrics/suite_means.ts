/** Table 9: equal-weight means of model cells per suite, and the count of cells with Disc∆ > 0. */
import { type CellSummary, definedMean, distinct } from "./entry.ts";

export interface SuiteMeanRow {
  suite: string;
  uai_irr: number | null;
  uai_plaus: number | null;
  disc_delta: number | null;
  /** Cells with disc_delta > 0. */
  n_positive: number;
  /** Cells with a defined disc_delta. */
  n_cells: number;
}

export interface SuiteMeansOptions {
  /** Suites to report, in order (default: first-seen order of the entries). */
  suites?: readonly string[];
  /** Suites left out of the "All" row (default: ICL-dist, "Icl_dist"). */
  excludeFromAll?: readonly string[];
}

export interface SuiteMeans {
  rows: SuiteMeanRow[];
  /** Mean of the suite means (not of the cells); counts summed. */
  all: SuiteMeanRow;
}

export function suiteMeans(
  entries: readonly CellSummary[],
  opts: SuiteMeansOptions = {},
): SuiteMeans {
  const suites = opts.suites ?? distinct(entries, (e) => e.suite);
  const excluded = new Set(opts.excludeFromAll ?? ["Icl_dist"]);
  const rows = suites.map((suite) => suiteRow(suite, entries.filter((e) => e.suite === suite)));
  const included = rows.filter((r) => !excluded.has(r.suite));
  const all: SuiteMeanRow = {
    suite: "All",
    uai_irr: definedMean(included.map((r) => r.uai_irr)),
    uai_plaus: definedMean(included.map((r) => r.uai_plaus)),
    disc_delta: definedMean(included.map((r) => r.disc_delta)),
    n_positive: included.reduce((s, r) => s + r.n_positive, 0),
    n_cells: included.reduce((s, r) => s + r.n_cells, 0),
  };
  return { rows, all };
}

function suiteRow(suite: string, cells: readonly CellSummary[]): SuiteMeanRow {
  const discs = cells.map((c) => c.disc_delta).filter((d): d is number => typeof d === "number");
  return {
    suite,
    uai_irr: definedMean(cells.map((c) => c.uai_irr)),
    uai_plaus: definedMean(cells.map((c) => c.uai_plaus)),
    disc_delta: definedMean(discs),
    n_positive: discs.filter((d) => d > 0).length,
    n_cells: discs.length,
  };
}
