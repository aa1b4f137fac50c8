// Pearson correlation as numpy.corrcoef(x, y)[0, 1] (centred cross-products).
import { requireFinite, requireSameLength } from "./validate.ts";

/** Pearson r; NaN when either variable is constant or fewer than 2 pairs. */
export function pearson(x: readonly number[], y: readonly number[]): number {
  requireSameLength("pearson", x, y);
  requireFinite("pearson", x, "x");
  requireFinite("pearson", y, "y");
  const n = x.length;
  if (n < 2) return NaN;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i];
    my += y[i];
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i] - mx;
    const dy = y[i] - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return NaN;
  // numpy clips the result into [−1, 1]
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}
