/**
 * Numerical inverses used to turn published cells into respondent parameters:
 * - σ from a control MAE: MAE(σ) = E|clip(round(m + σZ)) − round(m)| over centres m whose integer
 *   part spans the benchmark's θ range (30–70) and whose fractional part is a multiple of 0.2 (means
 *   of five integers), inverted by interpolation on a σ grid;
 * - request jitter from TAR_irr: with little irrelevant pull, an anchored answer moves toward the
 *   anchor about half the times it moves at all, so P(round(b + σZ₁) ≠ round(b + σZ₂)) = 2·TAR_irr
 *   (capped at 0.9), b with a uniform fractional part;
 * - the mean distance attenuation E[exp(−|δ − s·Z| / λ)] over a suite's anchor distances δ.
 */
import { normalCdf } from "./random.ts";

const CENTRES: number[] = (() => {
  const out: number[] = [];
  for (let k = 30; k <= 70; k += 4) for (const f of [0, 0.2, 0.4, 0.6, 0.8]) out.push(k + f);
  return out;
})();

function roundNearest(x: number): number {
  return Math.round(x);
}

/** Expected |clip(round(m + σZ)) − round(m)| averaged over the centre grid. */
export function maeForSigma(sigma: number): number {
  if (sigma <= 0) return 0;
  let total = 0;
  for (const m of CENTRES) {
    const gold = roundNearest(m);
    let e = 0;
    // The upper edge t + 0.5 of one bin is the lower edge (t + 1) − 0.5 of the next (exactly, in
    // floating point too), so each CDF value is computed once.
    let lo = 0;
    for (let t = 0; t <= 100; t++) {
      const hi = t === 100 ? 1 : normalCdf((t + 0.5 - m) / sigma);
      e += (hi - lo) * Math.abs(t - gold);
      lo = hi;
    }
    total += e;
  }
  return total / CENTRES.length;
}

let maeTable: Array<[number, number]> | null = null;

function table(): Array<[number, number]> {
  if (maeTable) return maeTable;
  const rows: Array<[number, number]> = [[0, 0]];
  for (let s = 0.05; s <= 90; s *= 1.06) rows.push([s, maeForSigma(s)]);
  maeTable = rows;
  return rows;
}

/** The σ whose MAE(σ) equals the target (linear interpolation on a log-spaced grid). */
export function sigmaForMae(mae: number): number {
  const rows = table();
  if (mae <= 0) return 0;
  for (let i = 1; i < rows.length; i++) {
    const [s1, m1] = rows[i];
    if (m1 >= mae) {
      const [s0, m0] = rows[i - 1];
      return s0 + ((mae - m0) / (m1 - m0)) * (s1 - s0);
    }
  }
  return rows[rows.length - 1][0];
}

/** P(round(u + σZ₁) ≠ round(u + σZ₂)) for u uniform on [0, 1). */
export function moveProbability(sigma: number): number {
  if (sigma <= 0) return 0;
  const K = Math.ceil(6 * sigma) + 2;
  let same = 0;
  const U = 20;
  for (let j = 0; j < U; j++) {
    const u = (j + 0.5) / U;
    let lower = normalCdf((-K - 0.5 - u) / sigma);
    for (let k = -K; k <= K + 1; k++) {
      const upper = normalCdf((k + 0.5 - u) / sigma); // the next bin's lower edge as well
      const p = upper - lower;
      same += p * p;
      lower = upper;
    }
  }
  return 1 - same / U;
}

/** The jitter SD that makes answers move with probability min(0.9, 2·TAR_irr). */
export function jitterForTar(tarIrr: number, maxSigma: number): number {
  const target = Math.min(0.9, Math.max(0, 2 * tarIrr));
  let lo = 0;
  let hi = Math.max(0.01, maxSigma);
  if (moveProbability(hi) <= target) return hi;
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (moveProbability(mid) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** E[exp(−|δ − s·Z| / λ)] averaged over the distances δ (Z standard normal, grid quadrature). */
export function meanAttenuation(
  distances: readonly number[],
  spread: number,
  lambda: number,
): number {
  if (!Number.isFinite(lambda)) return 1;
  let total = 0;
  let weightSum = 0;
  for (let z = -4; z <= 4.0001; z += 0.1) {
    const w = Math.exp(-z * z / 2);
    for (const d of distances) total += w * Math.exp(-Math.abs(d - spread * z) / lambda);
    weightSum += w * distances.length;
  }
  return total / weightSum;
}
