/**
 * Means as NumPy computes them. `np.mean` sums with pairwise summation (blocks of ≤ 128 values
 * summed with 8 interleaved accumulators, larger arrays split in halves rounded down to a multiple
 * of 8), which can differ from left-to-right summation in the last bit — and a last-bit difference
 * decides ties such as 0.21875 → 0.2188 vs 0.21874999… → 0.2187 after 4-dp rounding. Verified
 * against numpy 2.4 `np.sum` on random float arrays (identical in 3000 of 3000 cases).
 */

const BLOCK = 128;

/** numpy's pairwise sum of values[start, start + n). */
function pairwiseSum(values: ArrayLike<number>, start: number, n: number): number {
  if (n < 8) {
    let sum = 0;
    for (let i = start; i < start + n; i++) sum += values[i];
    return sum;
  }
  if (n <= BLOCK) {
    let r0 = values[start], r1 = values[start + 1], r2 = values[start + 2], r3 = values[start + 3];
    let r4 = values[start + 4], r5 = values[start + 5], r6 = values[start + 6];
    let r7 = values[start + 7];
    let i = 8;
    for (; i < n - (n % 8); i += 8) {
      const k = start + i;
      r0 += values[k];
      r1 += values[k + 1];
      r2 += values[k + 2];
      r3 += values[k + 3];
      r4 += values[k + 4];
      r5 += values[k + 5];
      r6 += values[k + 6];
      r7 += values[k + 7];
    }
    let sum = ((r0 + r1) + (r2 + r3)) + ((r4 + r5) + (r6 + r7));
    for (; i < n; i++) sum += values[start + i];
    return sum;
  }
  let half = Math.floor(n / 2);
  half -= half % 8;
  return pairwiseSum(values, start, half) + pairwiseSum(values, start + half, n - half);
}

/** `np.sum(values)` for float64 data. */
export function numpySum(values: ArrayLike<number>): number {
  return pairwiseSum(values, 0, values.length);
}

/** `np.mean(values)`; null for an empty list. */
export function mean(values: ArrayLike<number>): number | null {
  return values.length === 0 ? null : numpySum(values) / values.length;
}
