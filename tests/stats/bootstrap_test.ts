import assert from "node:assert/strict";
import {
  bootstrapCI,
  bootstrapProvenance,
  bootstrapReplicates,
  clusterBootstrap,
  percentileInterval,
  seededRng,
  stratifiedBootstrap,
} from "../../lib/stats/mod.ts";

Deno.test("rng 'numpy' replicates the original bootstrap_ci(values) (RandomState(42), B 2000)", () => {
  // Computed with numpy 2.4: rs = RandomState(42); means of v[rs.randint(0, n, n)] × 2000;
  // np.percentile(..., [2.5, 97.5]).
  const a = bootstrapCI(Array.from({ length: 20 }, (_, i) => i + 1), { rng: "numpy" });
  assert.equal(a.mean, 10.5);
  assert.ok(Math.abs(a.lo - 8.05) < 1e-12 && Math.abs(a.hi - 13.1) < 1e-12, JSON.stringify(a));
  const v = [0.12, -0.05, 0.3, 0.08, 0.22, -0.11, 0.4, 0.02, 0.15, 0.19, -0.02, 0.27, 0.05, 0.33];
  const b = bootstrapCI(v, { rng: "numpy" });
  assert.ok(Math.abs(b.mean - 0.1392857142857143) < 1e-15);
  assert.ok(Math.abs(b.lo - 0.06212499999999999) < 1e-12);
  assert.ok(Math.abs(b.hi - 0.21930357142857135) < 1e-12);
});

Deno.test("same seed gives the same CI, another seed a different one", () => {
  const v = Array.from({ length: 40 }, (_, i) => Math.sin(i) * 3);
  assert.deepEqual(bootstrapCI(v), bootstrapCI(v, { seed: 42 }));
  assert.notDeepEqual(bootstrapCI(v, { seed: 1 }), bootstrapCI(v, { seed: 2 }));
});

Deno.test("point estimate is the statistic of the data and the interval brackets it", () => {
  const v = Array.from({ length: 200 }, (_, i) => ((i * 7919) % 101) / 10);
  const mean = v.reduce((s, x) => s + x, 0) / v.length;
  const ci = bootstrapCI(v, { B: 1000 });
  assert.equal(ci.mean, mean);
  assert.ok(ci.lo < mean && mean < ci.hi);
  // Percentile CI of a mean ≈ mean ± 1.96·s/√n for a roughly uniform sample
  const s = Math.sqrt(v.reduce((t, x) => t + (x - mean) ** 2, 0) / (v.length - 1));
  const expectedHalf = (1.96 * s) / Math.sqrt(v.length);
  assert.ok(Math.abs((ci.hi - ci.lo) / 2 - expectedHalf) < 0.12 * expectedHalf);
});

Deno.test("bootstrap coverage of the mean is near nominal on repeated samples", () => {
  // 200 samples of n = 30 from Uniform(0,1); true mean 0.5; 90% intervals, B = 400.
  const gen = seededRng("coverage");
  let covered = 0;
  for (let k = 0; k < 200; k++) {
    const v = Array.from({ length: 30 }, () => gen.random());
    const ci = bootstrapCI(v, { B: 400, alpha: 0.1, seed: k });
    if (ci.lo <= 0.5 && 0.5 <= ci.hi) covered++;
  }
  // percentile bootstrap at n = 30 under-covers slightly; expect roughly 0.83–0.95
  assert.ok(covered >= 166 && covered <= 192, `covered ${covered}/200`);
});

Deno.test("custom statistic and alpha are honoured", () => {
  const v = [1, 2, 3, 4, 100];
  const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[2];
  const ci = bootstrapCI(v, { stat: median, B: 500 });
  assert.equal(ci.mean, 3);
  assert.ok(ci.hi <= 100 && ci.lo >= 1);
  const reps = bootstrapReplicates(v, { stat: median, B: 500 });
  assert.ok(reps.every((r) => v.includes(r)));
  const wide = percentileInterval(Array.from({ length: 101 }, (_, i) => i), 0.1);
  assert.deepEqual(wide, { lo: 5, hi: 95 });
});

Deno.test("empty input gives NaN fields; provenance records the settings", () => {
  const ci = bootstrapCI([]);
  assert.ok(Number.isNaN(ci.mean) && Number.isNaN(ci.lo) && Number.isNaN(ci.hi));
  const p = bootstrapProvenance({ B: 100 });
  assert.equal(p.B, 100);
  assert.equal(p.seed, 42);
  assert.equal(p.rng, "seedrandom");
  assert.match(p.method, /percentile bootstrap/);
});

Deno.test("stratified bootstrap resamples within strata and keeps their sizes", () => {
  const strata = new Map<string, number[]>([["a", [1, 2, 3]], ["b", [10, 20]]]);
  const reps = stratifiedBootstrap(strata, 50, 9, (m) => m);
  for (const m of reps) {
    assert.equal(m.get("a")?.length, 3);
    assert.equal(m.get("b")?.length, 2);
    assert.ok(m.get("a")?.every((v) => v < 10));
    assert.ok(m.get("b")?.every((v) => v >= 10));
  }
  // independent of the map's insertion order
  const swapped = new Map<string, number[]>([["b", [10, 20]], ["a", [1, 2, 3]]]);
  const again = stratifiedBootstrap(swapped, 50, 9, (m) => [m.get("a"), m.get("b")]);
  assert.deepEqual(again, reps.map((m) => [m.get("a"), m.get("b")]));
});

Deno.test("cluster bootstrap draws whole clusters with replacement", () => {
  const clusters = new Map<string, number[]>([["t1", [1, 1]], ["t2", [2]], ["t3", [3, 3, 3]]]);
  const reps = clusterBootstrap(clusters, 30, 5, (drawn, ids) => ({ drawn, ids }));
  for (const { drawn, ids } of reps) {
    assert.equal(drawn.length, 3);
    drawn.forEach((c, k) => assert.deepEqual(c, clusters.get(ids[k])));
  }
});
