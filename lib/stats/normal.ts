// Standard normal distribution functions accurate to (near) double precision.
// simple-statistics only ships a two-decimal lookup table, which is too coarse for p-values
// that are compared with SciPy to 1e-6 and fed into BH adjustment.

const TWO_OVER_SQRT_PI = 2 / Math.sqrt(Math.PI);
const ONE_OVER_SQRT_PI = 1 / Math.sqrt(Math.PI);
/** Below this argument erf is summed as a series, above it erfc uses a continued fraction. */
const SERIES_LIMIT = 1.5;

/** erf(x) for 0 ≤ x ≤ SERIES_LIMIT: the all-positive series e^{-x²} Σ 2ⁿx^{2n+1}/(2n+1)!!. */
function erfSeries(x: number): number {
  const x2 = x * x;
  let term = x;
  let sum = x;
  for (let k = 1; k < 500; k++) {
    term *= (2 * x2) / (2 * k + 1);
    sum += term;
    if (term <= sum * 1e-17) break;
  }
  return TWO_OVER_SQRT_PI * Math.exp(-x2) * sum;
}

/** erfc(x) for x > SERIES_LIMIT: Laplace's continued fraction, modified Lentz evaluation. */
function erfcContinuedFraction(x: number): number {
  const tiny = 1e-300;
  let f = x;
  let c = x;
  let d = 0;
  for (let k = 1; k < 5000; k++) {
    const a = k / 2;
    d = x + a * d;
    if (Math.abs(d) < tiny) d = tiny;
    d = 1 / d;
    c = x + a / c;
    if (Math.abs(c) < tiny) c = tiny;
    const delta = c * d;
    f *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return (Math.exp(-x * x) * ONE_OVER_SQRT_PI) / f;
}

/** The error function erf(x). */
export function erf(x: number): number {
  if (Number.isNaN(x)) return NaN;
  const ax = Math.abs(x);
  const value = ax <= SERIES_LIMIT ? erfSeries(ax) : 1 - erfcContinuedFraction(ax);
  return x < 0 ? -value : value;
}

/** The complementary error function erfc(x) = 1 − erf(x), relatively accurate in the upper tail. */
export function erfc(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x === Infinity) return 0;
  if (x === -Infinity) return 2;
  const ax = Math.abs(x);
  const upper = ax <= SERIES_LIMIT ? 1 - erfSeries(ax) : erfcContinuedFraction(ax);
  return x < 0 ? 2 - upper : upper;
}

/** Φ(z), the standard normal CDF. */
export function normalCdf(z: number): number {
  return 0.5 * erfc(-z * Math.SQRT1_2);
}

/** 1 − Φ(z), the standard normal survival function (accurate for large z). */
export function normalSf(z: number): number {
  return 0.5 * erfc(z * Math.SQRT1_2);
}

/**
 * Φ⁻¹(p): Acklam's rational approximation refined by two Halley steps on the accurate CDF
 * (absolute error well below 1e-12 on (1e-300, 1 − 1e-16)).
 */
export function normalQuantile(p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`normalQuantile: p must lie in [0, 1], got ${p}`);
  if (p === 0) return -Infinity;
  if (p === 1) return Infinity;
  const a = [
    -39.69683028665376,
    220.9460984245205,
    -275.9285104469687,
    138.357751867269,
    -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406,
    161.5858368580409,
    -155.6989798598866,
    66.80131188771972,
    -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293,
    -0.3223964580411365,
    -2.400758277161838,
    -2.549732539343734,
    4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  let x: number;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  } else if (p <= 1 - low) {
    const q = p - 0.5;
    const r = q * q;
    x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q /
      (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  for (let i = 0; i < 2; i++) {
    // Work in the tail that keeps relative precision.
    const e = p < 0.5 ? normalCdf(x) - p : (1 - p) - normalSf(x);
    const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
    x = x - u / (1 + (x * u) / 2);
  }
  return x;
}
