import assert from "node:assert/strict";
import { oneSampleWilcoxon, pairedWilcoxon, wilcoxon } from "../../lib/stats/mod.ts";

/** Independent oracle: average ranks by counting, then all 2^n sign patterns enumerated. */
function enumeratedPValue(d: number[]): number {
  const a = d.map(Math.abs);
  const ranks = a.map((v) => {
    const below = a.filter((w) => w < v).length;
    const equal = a.filter((w) => w === v).length;
    return below + (equal + 1) / 2;
  });
  const observed = ranks.reduce((s, r, i) => s + (d[i] > 0 ? r : 0), 0);
  let le = 0;
  let ge = 0;
  const n = d.length;
  for (let mask = 0; mask < 1 << n; mask++) {
    let w = 0;
    for (let i = 0; i < n; i++) if (mask & (1 << i)) w += ranks[i];
    if (w <= observed + 1e-9) le++;
    if (w >= observed - 1e-9) ge++;
  }
  return Math.min(1, (2 * Math.min(le, ge)) / 2 ** n);
}

/** Deterministic test data without any library RNG (Park–Miller). */
function lcg(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

Deno.test("six positive differences give the smallest exact p = 2/64", () => {
  const r = wilcoxon([1, 2, 3, 4, 5, 6]);
  assert.ok(r);
  assert.equal(r.statistic, 0);
  assert.equal(r.pValue, 0.03125);
  assert.equal(r.method, "exact");
});

Deno.test("n = 7 exact p: W− = 3 has 5 of 128 patterns at or below it, p = 10/128", () => {
  const r = wilcoxon([-1, -2, 3, 4, 5, 6, 7]);
  assert.ok(r);
  assert.equal(r.statistic, 3);
  assert.equal(r.pValue, 10 / 128);
});

Deno.test("exact p-values equal full enumeration of sign patterns for n = 6..12", () => {
  const rand = lcg(12345);
  for (let n = 6; n <= 12; n++) {
    for (let rep = 0; rep < 6; rep++) {
      const d = Array.from({ length: n }, () => (rand() - 0.35) * 10);
      const r = wilcoxon(d);
      assert.ok(r);
      assert.equal(r.method, "exact");
      assert.ok(Math.abs(r.pValue - enumeratedPValue(d)) < 1e-12, `n=${n}`);
    }
  }
});

Deno.test("tied differences with n ≤ 13 use the sign-flip permutation distribution (SciPy ≥ 1.13)", () => {
  const d = [1, 1, 2, -2, 3, 4, 5, 5, -6, 7];
  const r = wilcoxon(d);
  assert.ok(r);
  assert.equal(r.method, "permutation");
  assert.equal(r.statistic, 12.5);
  assert.ok(Math.abs(r.pValue - enumeratedPValue(d)) < 1e-12);
  // SciPy 1.17.1: wilcoxon([1,1,2,-2,3,4,5,5,-6,7]) → (12.5, 0.146484375)
  assert.equal(r.pValue, 0.146484375);
});

Deno.test("exact distribution at n = 16 without ties matches SciPy", () => {
  const d = [0.5, -1.25, 2, 3.5, -0.75, 4, 5.5, 6, -7, 8, 9.25, 10, 11, -12, 13, 14];
  const r = wilcoxon(d);
  assert.ok(r);
  // W− = ranks of −0.75, −1.25, −7, −12 = 2 + 3 + 9 + 14 = 28; SciPy 1.17.1 p = 0.03863525390625
  assert.equal(r.statistic, 28);
  assert.ok(Math.abs(r.pValue - 0.03863525390625) < 1e-12);
});

Deno.test("normal approximation with zeros and ties follows the tie-corrected variance", () => {
  const d = Array.from({ length: 60 }, (_, i) => (((i + 1) * 37) % 23) - 9);
  const r = wilcoxon(d);
  assert.ok(r);
  assert.equal(r.method, "approx");
  assert.equal(r.n, 58);
  // Hand computation: zeros dropped, average ranks, σ² = n(n+1)(2n+1)/24 − Σ(t³ − t)/48.
  const nz = d.filter((v) => v !== 0);
  const a = nz.map(Math.abs);
  const rank = (v: number) =>
    a.filter((w) => w < v).length + (a.filter((w) => w === v).length + 1) / 2;
  const rPlus = nz.reduce((s, v) => s + (v > 0 ? rank(Math.abs(v)) : 0), 0);
  const n = nz.length;
  const tieCounts = [...new Set(a)].map((v) => a.filter((w) => w === v).length);
  const variance = (n * (n + 1) * (2 * n + 1)) / 24 -
    tieCounts.reduce((s, t) => s + t ** 3 - t, 0) / 48;
  const z = (rPlus - (n * (n + 1)) / 4) / Math.sqrt(variance);
  assert.ok(Math.abs((r.z as number) - z) < 1e-12);
  assert.equal(r.statistic, Math.min(rPlus, (n * (n + 1)) / 2 - rPlus));
  // SciPy 1.17.1: statistic 565.5, p 0.024627165142471676
  assert.equal(r.statistic, 565.5);
  assert.ok(Math.abs(r.pValue - 0.024627165142471676) < 1e-12);
});

Deno.test("fewer than six non-zero differences give null", () => {
  assert.equal(wilcoxon([1, 2, 0, 0, 3, -4, 5]), null);
  assert.equal(pairedWilcoxon([1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6]), null);
});

Deno.test("paired and one-sample forms drop zeros before testing, as the original pipeline", () => {
  const x = [3, 5, 2, 8, 7, 9, 4, 6];
  const y = [3, 1, 1, 2, 2, 1, 1, 1];
  const paired = pairedWilcoxon(x, y);
  assert.ok(paired);
  // 7 non-zero differences with a tie at 5 → permutation distribution on the 7 values
  assert.equal(paired.n, 7);
  assert.equal(paired.pValue, oneSampleWilcoxon([0, 4, 1, 6, 5, 8, 3, 5])?.pValue);
  assert.ok(Math.abs(paired.pValue - enumeratedPValue([4, 1, 6, 5, 8, 3, 5])) < 1e-12);
});

Deno.test("zeros kept in wilcoxon() switch SciPy's auto rule away from the exact table", () => {
  const r = wilcoxon([0, 1.5, 2.5, -3.5, 4.5, 5.5, 6.5]);
  assert.ok(r);
  assert.equal(r.method, "permutation");
  assert.ok(Math.abs(r.pValue - enumeratedPValue([1.5, 2.5, -3.5, 4.5, 5.5, 6.5])) < 1e-12);
});

Deno.test("non-finite differences are rejected with a message", () => {
  assert.throws(() => wilcoxon([1, 2, NaN, 4, 5, 6]), /wilcoxon: d\[2\] is NaN/);
});
