/**
 * Python's `round(x, ndigits)` for floats, which the original pipeline applied to every summary number.
 *
 * CPython rounds the exact binary value of `x` to `ndigits` decimals (correctly rounded, via dtoa) and
 * breaks exact ties to even; the result is the double nearest that decimal. `Number#toFixed` also
 * rounds the exact binary value, but breaks exact ties away from zero. Exact ties are rare (at 4 dp
 * only odd multiples of 1/32, e.g. 0.03125; at 2 dp odd multiples of 1/8, e.g. 0.125), so we take
 * `toFixed` and correct the tie case by reading the exact decimal expansion. For finite |x| < 1e21
 * this reproduces CPython's result exactly (2.675 → 2.67, 0.125 → 0.12, 0.375 → 0.38).
 * (Had the original rounded a numpy float64 directly, numpy's scale-and-rint rule would apply
 * instead; the two differ only within a few ulps of a decimal tie.)
 */
export function roundPy(x: number, ndigits: number): number {
  if (!Number.isFinite(x) || Math.abs(x) >= 1e21) return x;
  const magnitude = Math.abs(x);
  let text = magnitude.toFixed(ndigits);
  if (isPossibleTie(magnitude, ndigits) && isExactTie(magnitude, ndigits)) {
    const truncated = truncateDecimal(magnitude, ndigits);
    const lastDigit = Number(truncated[truncated.length - 1]);
    if (lastDigit % 2 === 0) text = truncated;
  }
  const value = Number(text);
  // Like Python, a negative value that rounds to zero stays -0 (JSON.stringify prints it as 0).
  return x < 0 ? -value : value;
}

/** `roundPy` that passes null/undefined/NaN through as null. */
export function roundOrNull(x: number | null | undefined, ndigits: number): number | null {
  if (x === null || x === undefined || Number.isNaN(x)) return null;
  return roundPy(x, ndigits);
}

// Cheap filter: an exact tie scales to k + 0.5 exactly, and that product is computed exactly.
function isPossibleTie(magnitude: number, ndigits: number): boolean {
  const scaled = magnitude * 10 ** ndigits;
  return scaled - Math.floor(scaled) === 0.5;
}

function isExactTie(magnitude: number, ndigits: number): boolean {
  const fraction = exactExpansion(magnitude).split(".")[1];
  const tail = fraction.slice(ndigits).replace(/0+$/, "");
  return tail === "5";
}

function truncateDecimal(magnitude: number, ndigits: number): string {
  const [whole, fraction] = exactExpansion(magnitude).split(".");
  return ndigits === 0 ? whole : `${whole}.${fraction.slice(0, ndigits)}`;
}

// A double that ties at n decimals is m / 2^(n+1), whose expansion has at most n + 1 decimals.
function exactExpansion(magnitude: number): string {
  return magnitude.toFixed(100);
}
