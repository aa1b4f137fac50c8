// Benjamini–Hochberg adjusted p-values, as statsmodels multipletests(method="fdr_bh"):
// sort ascending, p_(i)·m/i, running minimum from the largest rank down, cap at 1, original order.
//
// Missing values: statsmodels has no rule for NaN, so here NaN (bhAdjust) or null
// (bhAdjustNullable) entries are skipped, keep their position in the output, and do not count
// towards m. Values outside [0, 1] are an error.

/** BH adjustment of finite p-values; NaN entries pass through as NaN and are not counted. */
export function bhAdjust(p: readonly number[]): number[] {
  return bhAdjustNullable(p.map((v) => (Number.isNaN(v) ? null : v))).map((v) => v ?? NaN);
}

/** BH adjustment where null marks a missing test (kept in place, not counted in m). */
export function bhAdjustNullable(p: readonly (number | null | undefined)[]): (number | null)[] {
  const present: number[] = [];
  p.forEach((v, i) => {
    if (v === null || v === undefined) return;
    if (!(v >= 0 && v <= 1)) throw new RangeError(`bhAdjust: p[${i}] = ${v} is not in [0, 1]`);
    present.push(i);
  });
  const m = present.length;
  const order = present.slice().sort((i, j) => (p[i] as number) - (p[j] as number));
  const out: (number | null)[] = p.map(() => null);
  let running = Infinity;
  for (let k = m - 1; k >= 0; k--) {
    const i = order[k];
    running = Math.min(running, ((p[i] as number) * m) / (k + 1));
    out[i] = Math.min(1, running);
  }
  return out;
}
