/** Items needed to detect a Disc∆ with the paired Wilcoxon test, by simulation. */
import assert from "node:assert/strict";
import {
  approxItemsForDiscDelta,
  itemsForDiscDelta,
  simulatedPower,
} from "../../lib/metrics/mod.ts";

// z quantiles by table: z_0.975 = 1.959964, z_0.80 = 0.841621; Wilcoxon ARE under normality 3/π.
const Z = 1.959964 + 0.841621;
const handApprox = (delta: number, sd: number, pairs: number) =>
  (Z * sd / delta) ** 2 / (3 / Math.PI) / pairs;

Deno.test("power rises with n and the search stops at the first n reaching the target", () => {
  const r = itemsForDiscDelta({ discDelta: 0.1, sdItem: 0.3, B: 600, seed: 7 });
  assert.ok(r.achievedPower >= 0.8, `power ${r.achievedPower}`);
  const ns = r.curve.map((p) => p.n);
  assert.deepEqual(ns, [...ns].sort((a, b) => a - b));
  // Monotone up to Monte Carlo noise (2 SE of a proportion near 0.5 with B = 600 ≈ 0.04).
  for (let i = 1; i < r.curve.length; i++) {
    assert.ok(r.curve[i].power >= r.curve[i - 1].power - 0.04, JSON.stringify(r.curve));
  }
  assert.ok(r.curve[r.curve.length - 1].power - r.curve[0].power > 0.5);
  // Bisection: the n just below the answer was evaluated and falls short of the target.
  const below = r.curve.find((p) => p.n === r.n - 1);
  assert.ok(below && below.power < 0.8, JSON.stringify(r.curve));
  assert.ok(r.curve.filter((p) => p.n > r.n).every((p) => p.power >= 0.8 - 0.04));
});

Deno.test("halving Disc∆ roughly quadruples the items needed", () => {
  const n = (discDelta: number) => itemsForDiscDelta({ discDelta, sdItem: 0.3, B: 500, seed: 3 }).n;
  const big = n(0.2);
  const mid = n(0.1);
  const small = n(0.05);
  assert.ok(big < mid && mid < small, `${big} ${mid} ${small}`);
  assert.ok(small / mid > 3 && small / mid < 5, `${small} / ${mid}`);
});

Deno.test("the simulated answer agrees with the normal approximation n ≈ ((z+z)·sd/Δ)² / (3/π)", () => {
  // Δ/sd = 0.3, one difference per item: (2.801585 / 0.3)² / 0.95493 = 91.3 differences.
  assert.ok(Math.abs(handApprox(0.3, 1, 1) - 91.33) < 0.01);
  assert.equal(approxItemsForDiscDelta({ discDelta: 0.3, sdItem: 1, pairs: 1 }), 92);
  const sim = itemsForDiscDelta({ discDelta: 0.3, sdItem: 1, pairs: 1, B: 1000, seed: 11 });
  assert.ok(Math.abs(sim.n / handApprox(0.3, 1, 1) - 1) < 0.15, `simulated ${sim.n}`);
  // Two differences per item (low and high anchor) need about half the items.
  const two = itemsForDiscDelta({ discDelta: 0.3, sdItem: 1, pairs: 2, B: 1000, seed: 11 });
  assert.ok(Math.abs(two.n / handApprox(0.3, 1, 2) - 1) < 0.15, `simulated ${two.n}`);
  // A negative Disc∆ is detected the same way (two-sided test).
  const neg = itemsForDiscDelta({ discDelta: -0.3, sdItem: 1, pairs: 1, B: 1000, seed: 11 });
  assert.ok(Math.abs(neg.n - sim.n) <= 0.1 * sim.n, `${neg.n} vs ${sim.n}`);
});

Deno.test("with a negligible Disc∆ the rejection rate is the test's level alpha", () => {
  const p = simulatedPower(100, { discDelta: 1e-9, sdItem: 1, B: 2000, seed: 5 });
  // 2 SE of 0.05 at B = 2000 ≈ 0.01.
  assert.ok(Math.abs(p - 0.05) < 0.015, `rejection rate ${p}`);
  assert.equal(simulatedPower(2, { discDelta: 1, sdItem: 1, B: 50 }), 0); // 4 < 6 differences
});

Deno.test("bad settings and an unreachable target fail with a clear message", () => {
  assert.throws(() => itemsForDiscDelta({ discDelta: 0, sdItem: 1 }), /discDelta/);
  assert.throws(() => itemsForDiscDelta({ discDelta: 0.1, sdItem: 0 }), /sdItem/);
  assert.throws(() => itemsForDiscDelta({ discDelta: 0.1, sdItem: 1, power: 1.2 }), /power/);
  assert.throws(
    () => itemsForDiscDelta({ discDelta: 0.01, sdItem: 1, B: 50, maxItems: 40 }),
    /not reached with 40 items/,
  );
});
