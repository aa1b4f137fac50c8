/**
 * Rational-update ceiling (§4.4, Tables 2/20/21/23): a Bayesian reader who treats the anchor as one
 * more rating of weight w next to n evidence ratings moves w/(n + w) of the way towards it.
 */
import type { CellSummary } from "./entry.ts";

/** w/(n + w): 1/6 for n = 5, w = 1; 1/2, 1/3, 1/4 for k = 1, 2, 3 visible ratings. */
export function rationalCeiling(n = 5, w = 1): number {
  return w / (n + w);
}

/**
 * Anchor weight that would make UAI a rational update: n·UAI/(1 − UAI) for 0 < UAI < 1; 0 for
 * UAI ≤ 0 (no pull); null for UAI ≥ 1 (no finite weight explains an overshoot).
 */
export function impliedWeight(uai: number, n = 5): number | null {
  if (uai <= 0) return 0;
  if (uai >= 1) return null;
  return (n * uai) / (1 - uai);
}

/** UAI − w/(n + w): how far a cell exceeds the rational ceiling (Table 21). */
export function excessOverCeiling(uai: number, w = 1, n = 5): number {
  return uai - rationalCeiling(n, w);
}

/** Table 20/21 star: the cell's UAI_pls CI lies entirely above the ceiling (lower bound > w/(n+w)). */
export function exceedsCeiling(ciLo: number | null | undefined, w = 1, n = 5): boolean {
  return typeof ciLo === "number" && ciLo > rationalCeiling(n, w);
}

/** One row of Tables 20–21 (the columns of the published bayesian_bound.csv). */
export interface CeilingRow {
  model: string;
  suite: string;
  n_evidence: number;
  uai_irr_observed: number | null;
  uai_plaus_observed: number | null;
  uai_plaus_ci_lo: number | null;
  uai_plaus_ci_hi: number | null;
  w_implied_irr: number | null;
  w_implied_plaus: number | null;
  reference_w: number;
  /** Irrelevant anchors have rational weight 0, so any UAI_irr is excess. */
  excess_irr_vs_zero: number | null;
  excess_plaus_vs_ref: number | null;
  plaus_above_rational_ci: boolean | null;
}

export function ceilingRow(cell: CellSummary, n = 5, w = 1): CeilingRow {
  const irr = cell.uai_irr;
  const plaus = cell.uai_plaus;
  const ci = cell.uai_plaus_ci ?? null;
  return {
    model: cell.model,
    suite: cell.suite,
    n_evidence: n,
    uai_irr_observed: irr,
    uai_plaus_observed: plaus,
    uai_plaus_ci_lo: ci?.lo ?? null,
    uai_plaus_ci_hi: ci?.hi ?? null,
    w_implied_irr: irr === null ? null : impliedWeight(irr, n),
    w_implied_plaus: plaus === null ? null : impliedWeight(plaus, n),
    reference_w: w,
    excess_irr_vs_zero: irr,
    excess_plaus_vs_ref: plaus === null ? null : excessOverCeiling(plaus, w, n),
    plaus_above_rational_ci: ci === null ? null : exceedsCeiling(ci.lo, w, n),
  };
}
