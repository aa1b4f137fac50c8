// Wilcoxon signed-rank test reproducing scipy.stats.wilcoxon(d) with its defaults
// (zero_method "wilcox", correction False, alternative "two-sided", method "auto").
//
// method "auto" follows SciPy ≥ 1.13 (checked against SciPy 1.17.1), where n counts every
// difference including zeros:
//   n > 50                         → normal approximation
//   no ties among |d| and no zeros → exact null distribution of W+ (n non-zero differences)
//   otherwise, n ≤ 13              → exact sign-flip permutation distribution (average ranks)
//   otherwise                      → normal approximation
// "auto-legacy" is the older rule (exact when n ≤ 50 with no ties and no zeros, else normal).
// Project rule: fewer than 6 non-zero differences → null.
import { averageRanks } from "./ranks.ts";
import { normalSf } from "./normal.ts";
import { requireFinite, requireSameLength } from "./validate.ts";

export type WilcoxonMethod = "auto" | "auto-legacy" | "exact" | "permutation" | "approx";

export interface WilcoxonOptions {
  method?: WilcoxonMethod;
}

export interface WilcoxonResult {
  /** min(W+, W−), SciPy's two-sided statistic. */
  statistic: number;
  /** Two-sided p-value. */
  pValue: number;
  /** How the p-value was obtained. */
  method: "exact" | "permutation" | "approx";
  /** Number of non-zero differences that were ranked. */
  n: number;
  /** Sum of the ranks of the positive differences. */
  rPlus: number;
  /** Standardised W+ (normal approximation only). */
  z?: number;
}

/** Project rule (SPEC §F.2/F.4): a test needs at least this many non-zero differences. */
export const WILCOXON_MIN_NONZERO = 6;

/**
 * Number of sign patterns giving each sum of positive weights, for integer weights
 * (index = sum). Exact in double precision up to 2^53 patterns (n ≤ 53).
 */
export function signedRankCounts(weights: readonly number[]): Float64Array {
  const total = weights.reduce((s, w) => s + w, 0);
  const counts = new Float64Array(total + 1);
  counts[0] = 1;
  let reach = 0;
  for (const w of weights) {
    reach += w;
    for (let s = reach; s >= w; s--) counts[s] += counts[s - w];
  }
  return counts;
}

/** 2·min(P(S ≤ observed), P(S ≥ observed)) under the sign-flip null, capped at 1. */
function twoSidedFromCounts(counts: Float64Array, observed: number, patterns: number): number {
  let lower = 0;
  let upper = 0;
  for (let s = 0; s < counts.length; s++) {
    if (s <= observed) lower += counts[s];
    if (s >= observed) upper += counts[s];
  }
  return Math.min(1, (2 * Math.min(lower, upper)) / patterns);
}

function chooseMethod(
  requested: WilcoxonMethod,
  total: number,
  zeros: number,
  hasTies: boolean,
): "exact" | "permutation" | "approx" {
  if (requested === "exact" || requested === "permutation" || requested === "approx") {
    return requested;
  }
  if (total > 50) return "approx";
  if (!hasTies && zeros === 0) return "exact";
  if (requested === "auto" && total <= 13) return "permutation";
  return "approx";
}

/** scipy.stats.wilcoxon(d) (see the module note); null below 6 non-zero differences. */
export function wilcoxon(d: readonly number[], opts: WilcoxonOptions = {}): WilcoxonResult | null {
  requireFinite("wilcoxon", d, "d");
  const nonZero = d.filter((v) => v !== 0);
  const n = nonZero.length;
  if (n < WILCOXON_MIN_NONZERO) return null;
  const { ranks, tieSizes } = averageRanks(nonZero.map(Math.abs));
  let rPlus = 0;
  let rMinus = 0;
  for (let i = 0; i < n; i++) {
    if (nonZero[i] > 0) rPlus += ranks[i];
    else rMinus += ranks[i];
  }
  const statistic = Math.min(rPlus, rMinus);
  const method = chooseMethod(opts.method ?? "auto", d.length, d.length - n, tieSizes.length > 0);

  if (method === "approx") {
    const mean = (n * (n + 1)) / 4;
    const tieTerm = tieSizes.reduce((s, t) => s + (t * t * t - t), 0);
    const sd = Math.sqrt((n * (n + 1) * (2 * n + 1) - tieTerm / 2) / 24);
    const z = (rPlus - mean) / sd;
    return { statistic, pValue: Math.min(1, 2 * normalSf(Math.abs(z))), method, n, rPlus, z };
  }
  if (n > 53) throw new RangeError(`wilcoxon: method "${method}" supports at most 53 values`);
  const patterns = 2 ** n;
  if (method === "exact") {
    // Null distribution of W+ with ranks 1..n; SciPy rounds a tied (non-integral) statistic
    // outwards, which this reproduces through floor/ceil on each tail.
    const counts = signedRankCounts(Array.from({ length: n }, (_, i) => i + 1));
    let lower = 0;
    let upper = 0;
    for (let s = 0; s < counts.length; s++) {
      if (s <= Math.ceil(rPlus)) lower += counts[s];
      if (s >= Math.floor(rPlus)) upper += counts[s];
    }
    return {
      statistic,
      pValue: Math.min(1, (2 * Math.min(lower, upper)) / patterns),
      method,
      n,
      rPlus,
    };
  }
  // Permutation: every sign pattern of the observed (average) ranks; doubled to integers.
  const counts = signedRankCounts(Array.from(ranks, (r) => Math.round(2 * r)));
  const pValue = twoSidedFromCounts(counts, Math.round(2 * rPlus), patterns);
  return { statistic, pValue, method, n, rPlus };
}

/**
 * The original pipeline's paired test: d = x − y, exact zeros dropped before calling
 * scipy.stats.wilcoxon, null when fewer than 6 remain.
 */
export function pairedWilcoxon(
  x: readonly number[],
  y: readonly number[],
  opts: WilcoxonOptions = {},
): WilcoxonResult | null {
  requireSameLength("pairedWilcoxon", x, y);
  requireFinite("pairedWilcoxon", x, "x");
  requireFinite("pairedWilcoxon", y, "y");
  return wilcoxon(x.map((v, i) => v - y[i]).filter((v) => v !== 0), opts);
}

/** One-sample test of values against 0 ("vs zero"): zeros dropped first, as in the original. */
export function oneSampleWilcoxon(
  values: readonly number[],
  opts: WilcoxonOptions = {},
): WilcoxonResult | null {
  requireFinite("oneSampleWilcoxon", values);
  return wilcoxon(values.filter((v) => v !== 0), opts);
}
