// Paired standardised mean differences (SPEC §F.6), both on differences a − b, sample SDs (n − 1).
import * as ss from "simple-statistics";
import { requireFinite, requireSameLength } from "./validate.ts";

function differences(fn: string, a: readonly number[], b: readonly number[]): number[] {
  requireSameLength(fn, a, b);
  requireFinite(fn, a, "a");
  requireFinite(fn, b, "b");
  return a.map((v, i) => v - b[i]);
}

/** d_av = mean(a − b) / sqrt((s_a² + s_b²) / 2); NaN with < 2 pairs or both SDs zero. */
export function cohensDav(a: readonly number[], b: readonly number[]): number {
  const d = differences("cohensDav", a, b);
  if (d.length < 2) return NaN;
  const va = ss.sampleVariance(a as number[]);
  const vb = ss.sampleVariance(b as number[]);
  const denom = Math.sqrt((va + vb) / 2);
  return denom === 0 ? NaN : ss.mean(d) / denom;
}

/** d_z = mean(a − b) / sd(a − b); NaN with < 2 pairs or constant differences. */
export function cohensDz(a: readonly number[], b: readonly number[]): number {
  const d = differences("cohensDz", a, b);
  if (d.length < 2) return NaN;
  const sd = ss.sampleStandardDeviation(d);
  return sd === 0 ? NaN : ss.mean(d) / sd;
}

/**
 * Standardised difference of two independent score samples:
 * (mean(a) − mean(b)) / sqrt((s_a² + s_b²) / 2), sample SDs (n − 1). Used where the
 * samples are not paired unit by unit (e.g. the judge study's complete-triplet d).
 */
export function cohensDAverageVariance(a: readonly number[], b: readonly number[]): number {
  requireFinite("cohensDAverageVariance", a, "a");
  requireFinite("cohensDAverageVariance", b, "b");
  if (a.length < 2 || b.length < 2) return NaN;
  const denom = Math.sqrt(
    (ss.sampleVariance(a as number[]) + ss.sampleVariance(b as number[])) / 2,
  );
  return denom === 0 ? NaN : (ss.mean(a as number[]) - ss.mean(b as number[])) / denom;
}
