// NumPy's default ("linear", Hyndman–Fan type 7) percentile, reproducing numpy's arithmetic:
// virtual index (n − 1)·(q / 100), and numpy's two-sided lerp (from b when the weight ≥ 0.5).
// simple-statistics' quantileSorted is not type 7, so it is not used here.
import { requireFinite } from "./validate.ts";

function lerp(a: number, b: number, t: number): number {
  const diff = b - a;
  return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
}

/** Percentile q ∈ [0, 100] of data that is already sorted ascending (not checked). */
export function percentileSorted(sorted: ArrayLike<number>, q: number): number {
  const n = sorted.length;
  if (n === 0) throw new RangeError("percentile: no values");
  if (!(q >= 0 && q <= 100)) throw new RangeError(`percentile: q must lie in [0, 100], got ${q}`);
  const virtualIndex = (n - 1) * (q / 100);
  if (virtualIndex >= n - 1) return sorted[n - 1];
  const previous = Math.floor(virtualIndex);
  return lerp(sorted[previous], sorted[previous + 1], virtualIndex - previous);
}

/** numpy.percentile(values, q) with the default linear method. */
export function percentile(values: ArrayLike<number>, q: number): number {
  requireFinite("percentile", values);
  const sorted = Float64Array.from(values).sort();
  return percentileSorted(sorted, q);
}

/** Several percentiles of the same data with one sort. */
export function percentiles(values: ArrayLike<number>, qs: readonly number[]): number[] {
  requireFinite("percentiles", values);
  const sorted = Float64Array.from(values).sort();
  return qs.map((q) => percentileSorted(sorted, q));
}
