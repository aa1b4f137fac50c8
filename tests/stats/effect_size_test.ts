import assert from "node:assert/strict";
import {
  cohensDav,
  cohensDAverageVariance,
  cohensDz,
  mean,
  pearson,
  sampleSd,
} from "../../lib/stats/mod.ts";

Deno.test("pearson on exact linear and hand-computed cases", () => {
  assert.equal(pearson([1, 2, 3, 4], [2, 4, 6, 8]), 1);
  assert.equal(pearson([1, 2, 3, 4], [8, 6, 4, 2]), -1);
  // x̄ = 3, ȳ = 4: Sxy = 6, Sxx = 10, Syy = 6 → r = 6/√60 = 0.7745966692414834
  assert.ok(Math.abs(pearson([1, 2, 3, 4, 5], [2, 4, 5, 4, 5]) - 6 / Math.sqrt(60)) < 1e-15);
  assert.ok(Number.isNaN(pearson([1, 1, 1], [1, 2, 3])));
  assert.throws(() => pearson([1, 2], [1]), /differ in length/);
});

Deno.test("Cohen's d_av and d_z by hand", () => {
  const a = [5, 7, 9, 11];
  const b = [4, 5, 6, 9];
  // a − b = [1, 2, 3, 2]: mean 2, sd √(2/3); s_a² = 20/3, s_b² = 14/3
  assert.ok(Math.abs(cohensDav(a, b) - 2 / Math.sqrt((20 / 3 + 14 / 3) / 2)) < 1e-14);
  assert.ok(Math.abs(cohensDz(a, b) - 2 / Math.sqrt(2 / 3)) < 1e-14);
  assert.ok(Number.isNaN(cohensDz([1, 2, 3], [0, 1, 2])));
  assert.ok(Math.abs(cohensDav(b, a) + cohensDav(a, b)) < 1e-15);
});

Deno.test("average-variance d for unpaired samples and the summaries", () => {
  // means 3 and 1, variances 1 and 1 → d = 2
  assert.equal(
    cohensDAverageVariance([2, 3, 4], [0, 1, 2, 1, 1].map((v) => v)),
    (3 - 1) / Math.sqrt((1 + 0.5) / 2),
  );
  assert.equal(mean([1, 2, 3, 6]), 3);
  assert.ok(Number.isNaN(mean([])));
  assert.equal(sampleSd([2, 4, 4, 4, 5, 5, 7, 9]), Math.sqrt(32 / 7));
});
