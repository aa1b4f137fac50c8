import assert from "node:assert/strict";
import { clusterRobustSe, designMatrix, linearSlope, ols } from "../../lib/stats/mod.ts";

function near(a: number, b: number, tol = 1e-10) {
  assert.ok(Math.abs(a - b) <= tol, `${a} vs ${b}`);
}

Deno.test("OLS recovers an exactly solvable system", () => {
  // y = 1 + 2·x1 − 3·x2 exactly
  const X = [[1, 0, 0], [1, 1, 0], [1, 0, 1], [1, 2, 1], [1, 3, 5]];
  const y = X.map((r) => 1 + 2 * r[1] - 3 * r[2]);
  const fit = ols(y, X);
  fit.coef.forEach((c, i) => near(c, [1, 2, -3][i]));
  fit.residuals.forEach((e) => near(e, 0));
  assert.equal(fit.df, 2);
  near(fit.r2, 1);
});

Deno.test("simple regression matches the closed-form slope and its standard error", () => {
  const x = [1, 2, 3, 4, 5];
  const y = [2, 4, 5, 4, 5];
  // Sxy = 6, Sxx = 10 → slope 0.6, intercept 4 − 0.6·3 = 2.2; RSS = 2.4, σ² = 0.8, se = √(0.08)
  const r = linearSlope(x, y);
  near(r.slope, 0.6);
  near(r.intercept, 2.2);
  near(r.slopeSe, Math.sqrt(0.08));
});

Deno.test("sum coding: the intercept is the mean of the group means, even when unbalanced", () => {
  const rows = [
    { g: "a", y: 1 },
    { g: "a", y: 3 },
    { g: "b", y: 10 },
    { g: "c", y: 4 },
    { g: "c", y: 5 },
    { g: "c", y: 6 },
  ];
  const d = designMatrix(rows, { terms: [{ type: "sum", column: "g" }] });
  assert.deepEqual(d.names, ["Intercept", "C(g, Sum)[S.a]", "C(g, Sum)[S.b]"]);
  assert.deepEqual(d.X[5], [1, -1, -1]);
  const fit = ols(rows.map((r) => r.y), d.X);
  // group means 2, 10, 5 → intercept 17/3, effects 2 − 17/3 and 10 − 17/3
  near(fit.coef[0], 17 / 3);
  near(fit.coef[1], 2 - 17 / 3);
  near(fit.coef[2], 10 - 17 / 3);
});

Deno.test("treatment coding with a chosen reference and numeric levels sorted numerically", () => {
  const rows = [
    { t: 0, c: "x", v: 1.5 },
    { t: 2, c: "y", v: 2 },
    { t: 0.5, c: "y", v: 3 },
    { t: 1, c: "x", v: 4 },
  ];
  const d = designMatrix(rows, {
    terms: [
      { type: "treatment", column: "t" },
      { type: "treatment", column: "c", reference: "y" },
      {
        type: "numeric",
        column: "v",
      },
    ],
  });
  assert.deepEqual(d.names, ["Intercept", "t[T.0.5]", "t[T.1]", "t[T.2]", "c[T.x]", "v"]);
  assert.deepEqual(d.X[0], [1, 0, 0, 0, 1, 1.5]);
  assert.deepEqual(d.X[1], [1, 0, 0, 1, 0, 2]);
  assert.deepEqual(d.levels.t, [0, 0.5, 1, 2]);
  assert.throws(
    () => designMatrix([{ t: 1 }, {}], { terms: [{ type: "numeric", column: "t" }] }),
    /row 1 .*"t"/,
  );
});

Deno.test("rank-deficient designs are reported with the offending column", () => {
  const X = [[1, 1, 2], [1, 2, 4], [1, 3, 6], [1, 4, 8]];
  assert.throws(() => ols([1, 2, 3, 4], X, { names: ["Intercept", "x", "twice x"] }), /"twice x"/);
});

Deno.test("cluster-robust SE equals the sandwich computed by hand for a mean model", () => {
  // Intercept-only model: coef = ȳ; CR1 variance = G/(G−1)·(N−1)/(N−1)·Σ_g (Σ_i e_i)² / N²
  const y = [1, 2, 3, 7, 8, 10];
  const groups = ["a", "a", "b", "b", "c", "c"];
  const X = y.map(() => [1]);
  const fit = ols(y, X);
  const ybar = 31 / 6;
  const sums = [1 + 2 - 2 * ybar, 3 + 7 - 2 * ybar, 8 + 10 - 2 * ybar];
  const expected = Math.sqrt((3 / 2) * sums.reduce((s, v) => s + v * v, 0) / 36);
  near(clusterRobustSe(fit, X, groups)[0], expected, 1e-12);
});
