// Ordinary least squares by Householder QR (numerically safe for the small designs used here),
// classical standard errors, and helpers for bootstraps that refit many times.
import { requireFinite } from "./validate.ts";

export interface OlsOptions {
  /** Column names, used in error messages and echoed in the result. */
  names?: string[];
}

export interface OlsResult {
  coef: number[];
  /** Classical standard errors sqrt(σ̂²·diag((XᵀX)⁻¹)), σ̂² = RSS/df; NaN when df = 0. */
  se: number[];
  residuals: number[];
  fitted: number[];
  /** Centred R² when X has a constant column, else uncentred (as statsmodels). */
  r2: number;
  /** Residual degrees of freedom n − p. */
  df: number;
  rss: number;
  /** (XᵀX)⁻¹ (unscaled). */
  xtxInverse: number[][];
  names?: string[];
}

function checkDesign(fn: string, y: readonly number[], X: readonly (readonly number[])[]): number {
  requireFinite(fn, y, "y");
  if (X.length !== y.length) {
    throw new RangeError(`${fn}: X has ${X.length} rows but y has ${y.length}`);
  }
  const p = X.length > 0 ? X[0].length : 0;
  if (p === 0) throw new RangeError(`${fn}: design has no columns`);
  X.forEach((row, i) => {
    if (row.length !== p) {
      throw new RangeError(`${fn}: X row ${i} has ${row.length} columns, expected ${p}`);
    }
    requireFinite(fn, row, `X[${i}]`);
  });
  if (X.length < p) throw new RangeError(`${fn}: ${X.length} observations for ${p} coefficients`);
  return p;
}

function columnLabel(names: string[] | undefined, j: number): string {
  return names?.[j] !== undefined ? `"${names[j]}"` : `${j}`;
}

/** Inverse of an upper-triangular p×p matrix stored row-major in r (r[i*p+j]). */
function invertUpper(r: Float64Array, p: number): Float64Array {
  const inv = new Float64Array(p * p);
  for (let j = 0; j < p; j++) {
    inv[j * p + j] = 1 / r[j * p + j];
    for (let i = j - 1; i >= 0; i--) {
      let s = 0;
      for (let k = i + 1; k <= j; k++) s += r[i * p + k] * inv[k * p + j];
      inv[i * p + j] = -s / r[i * p + i];
    }
  }
  return inv;
}

/** Least-squares fit of y on the columns of X (include an intercept column yourself). */
export function ols(
  y: readonly number[],
  X: readonly (readonly number[])[],
  opts: OlsOptions = {},
): OlsResult {
  const p = checkDesign("ols", y, X);
  const n = y.length;
  // Column-major working copy: a[j*n + i] = X[i][j].
  const a = new Float64Array(n * p);
  for (let i = 0; i < n; i++) for (let j = 0; j < p; j++) a[j * n + i] = X[i][j];
  const qty = Float64Array.from(y);
  const r = new Float64Array(p * p);
  let scale = 0;
  for (let j = 0; j < p; j++) {
    let colNorm = 0;
    for (let i = 0; i < n; i++) colNorm = Math.max(colNorm, Math.abs(a[j * n + i]));
    scale = Math.max(scale, colNorm);
  }
  for (let j = 0; j < p; j++) {
    let norm = 0;
    for (let i = j; i < n; i++) norm += a[j * n + i] ** 2;
    norm = Math.sqrt(norm);
    if (norm <= 1e-10 * Math.max(scale, 1) * Math.sqrt(n)) {
      throw new RangeError(
        `ols: design matrix is rank deficient (column ${columnLabel(opts.names, j)} is a linear ` +
          `combination of the earlier columns)`,
      );
    }
    const alpha = a[j * n + j] > 0 ? -norm : norm;
    // Householder vector v = x − alpha·e_j, stored in place.
    a[j * n + j] -= alpha;
    let vnorm2 = 0;
    for (let i = j; i < n; i++) vnorm2 += a[j * n + i] ** 2;
    const apply = (col: Float64Array, offset: number) => {
      let dot = 0;
      for (let i = j; i < n; i++) dot += a[j * n + i] * col[offset + i];
      const f = (2 * dot) / vnorm2;
      for (let i = j; i < n; i++) col[offset + i] -= f * a[j * n + i];
    };
    for (let k = j + 1; k < p; k++) apply(a, k * n);
    apply(qty, 0);
    r[j * p + j] = alpha;
    for (let k = j + 1; k < p; k++) r[j * p + k] = a[k * n + j];
  }
  const coef = new Array<number>(p).fill(0);
  for (let i = p - 1; i >= 0; i--) {
    let s = qty[i];
    for (let k = i + 1; k < p; k++) s -= r[i * p + k] * coef[k];
    coef[i] = s / r[i * p + i];
  }
  const rInv = invertUpper(r, p);
  const xtxInverse = Array.from({ length: p }, (_, i) =>
    Array.from({ length: p }, (_, j) => {
      let s = 0;
      for (let k = Math.max(i, j); k < p; k++) s += rInv[i * p + k] * rInv[j * p + k];
      return s;
    }));
  const fitted = X.map((row) => row.reduce((s, v, j) => s + v * coef[j], 0));
  const residuals = y.map((v, i) => v - fitted[i]);
  const rss = residuals.reduce((s, e) => s + e * e, 0);
  const df = n - p;
  const sigma2 = df > 0 ? rss / df : NaN;
  const se = xtxInverse.map((row, j) => Math.sqrt(sigma2 * row[j]));
  const hasConstant = Array.from({ length: p }, (_, j) => j).some((j) =>
    X[0][j] !== 0 && X.every((row) => row[j] === X[0][j])
  );
  const ybar = hasConstant ? y.reduce((s, v) => s + v, 0) / n : 0;
  const tss = y.reduce((s, v) => s + (v - ybar) ** 2, 0);
  const r2 = tss > 0 ? 1 - rss / tss : NaN;
  return { coef, se, residuals, fitted, r2, df, rss, xtxInverse, names: opts.names };
}

/** Simple linear regression of y on x (with intercept): slope, intercept and their SEs. */
export function linearSlope(
  x: readonly number[],
  y: readonly number[],
): { slope: number; intercept: number; slopeSe: number; n: number } {
  const fit = ols(y, x.map((v) => [1, v]), { names: ["intercept", "x"] });
  return { intercept: fit.coef[0], slope: fit.coef[1], slopeSe: fit.se[1], n: y.length };
}

/**
 * Solves the normal equations G·b = c (G = XᵀX, c = Xᵀy) by Cholesky; null when G is not
 * positive definite (e.g. a bootstrap resample lost every row of some level).
 */
export function solveNormalEquations(
  G: ArrayLike<number>,
  c: ArrayLike<number>,
  p: number,
): number[] | null {
  const L = new Float64Array(p * p);
  let maxDiag = 0;
  for (let i = 0; i < p; i++) maxDiag = Math.max(maxDiag, G[i * p + i]);
  for (let i = 0; i < p; i++) {
    for (let j = 0; j <= i; j++) {
      let s = G[i * p + j];
      for (let k = 0; k < j; k++) s -= L[i * p + k] * L[j * p + k];
      if (i === j) {
        if (s <= 1e-12 * Math.max(maxDiag, 1)) return null;
        L[i * p + i] = Math.sqrt(s);
      } else {
        L[i * p + j] = s / L[j * p + j];
      }
    }
  }
  const z = new Float64Array(p);
  for (let i = 0; i < p; i++) {
    let s = c[i];
    for (let k = 0; k < i; k++) s -= L[i * p + k] * z[k];
    z[i] = s / L[i * p + i];
  }
  const b = new Array<number>(p);
  for (let i = p - 1; i >= 0; i--) {
    let s = z[i];
    for (let k = i + 1; k < p; k++) s -= L[k * p + i] * b[k];
    b[i] = s / L[i * p + i];
  }
  return b;
}

/** XᵀX (row-major p×p) and Xᵀy of a block of rows, for bootstraps that resample blocks. */
export function crossProducts(
  y: readonly number[],
  X: readonly (readonly number[])[],
): { G: Float64Array; c: Float64Array; p: number } {
  const p = X.length > 0 ? X[0].length : 0;
  const G = new Float64Array(p * p);
  const c = new Float64Array(p);
  X.forEach((row, r) => {
    for (let i = 0; i < p; i++) {
      c[i] += row[i] * y[r];
      for (let j = 0; j < p; j++) G[i * p + j] += row[i] * row[j];
    }
  });
  return { G, c, p };
}

/**
 * Cluster-robust (CR1) standard errors as statsmodels' cov_type="cluster" with its default
 * small-sample factor G/(G−1)·(N−1)/(N−K).
 */
export function clusterRobustSe(
  fit: OlsResult,
  X: readonly (readonly number[])[],
  groups: readonly string[],
): number[] {
  const p = fit.coef.length;
  const n = X.length;
  if (groups.length !== n) {
    throw new RangeError(`clusterRobustSe: ${groups.length} group labels for ${n} rows`);
  }
  const scores = new Map<string, Float64Array>();
  X.forEach((row, i) => {
    let s = scores.get(groups[i]);
    if (!s) scores.set(groups[i], s = new Float64Array(p));
    for (let j = 0; j < p; j++) s[j] += row[j] * fit.residuals[i];
  });
  const G = scores.size;
  if (G < 2) throw new RangeError("clusterRobustSe: at least 2 clusters are needed");
  const meat = Array.from({ length: p }, () => new Float64Array(p));
  for (const s of scores.values()) {
    for (let i = 0; i < p; i++) for (let j = 0; j < p; j++) meat[i][j] += s[i] * s[j];
  }
  const factor = (G / (G - 1)) * ((n - 1) / (n - p));
  const A = fit.xtxInverse;
  return Array.from({ length: p }, (_, k) => {
    let v = 0;
    for (let i = 0; i < p; i++) for (let j = 0; j < p; j++) v += A[k][i] * meat[i][j] * A[j][k];
    return Math.sqrt(factor * v);
  });
}
