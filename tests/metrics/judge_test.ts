import assert from "node:assert/strict";
import {
  categoryEffects,
  ceilingRegression,
  ceilingUnits,
  compareStrategies,
  correctionRates,
  inductionEffects,
  type InductionItem,
  jointContrastModel,
  judgeCellMeans,
  judgeContrastRows,
  type JudgeTrial,
  mitigationEffect,
  modelEffects,
  modelTemperatureEffects,
  nonCeilingMean,
  taskEffects,
  tripletCohensD,
  withinC2Slope,
} from "../../lib/metrics/judge/mod.ts";

const near = (a: number, b: number, tol = 1e-9) =>
  assert.ok(Math.abs(a - b) <= tol, `${a} vs ${b}`);

// Hand-made study: 2 models × 4 tasks (2 categories) × 2 temperatures × 3 conditions × 2 trials.
// Each cell's two scores are μ − 0.5 and μ + 0.5, so cell means are μ. μC0 = 4.5, μC1 = 4.4,
// μC2 = 4.5 − e with e below for sim/m1 and e = 0 for sim/m2. C2 trial 0 shows prior 1.0,
// trial 1 prior 3.0.
const TASKS = [
  { task_id: "cr1", category: "code_review" },
  { task_id: "cr2", category: "code_review" },
  { task_id: "s1", category: "summarization" },
  { task_id: "s2", category: "summarization" },
];
const E_M1: Record<string, [number, number]> = {
  cr1: [0.2, 0.4],
  cr2: [0.1, 0.1],
  s1: [0.5, 0.7],
  s2: [0.8, 0.8],
};
const TEMPS = [0, 1];

function buildTrials(): JudgeTrial[] {
  const out: JudgeTrial[] = [];
  for (const model of ["sim/m1", "sim/m2"]) {
    for (const { task_id, category } of TASKS) {
      TEMPS.forEach((temperature, ti) => {
        const e = model === "sim/m1" ? E_M1[task_id][ti] : 0;
        const mu = { C0: 4.5, C1: 4.4, C2: 4.5 - e };
        for (const condition of ["C0", "C1", "C2"] as const) {
          for (const trial of [0, 1]) {
            const score = mu[condition] + (trial === 0 ? -0.5 : 0.5);
            out.push({
              model,
              task_id,
              category,
              condition,
              temperature,
              trial,
              score,
              valid: true,
              ...(condition === "C2" ? { prior: trial === 0 ? 1.0 : 3.0, attempt: 2 } : {}),
            });
          }
        }
      });
    }
  }
  // One failed C1 call for sim/m2 (cr1, T = 0, trial 1): breaks one triplet.
  const broken = out.find((t) =>
    t.model === "sim/m2" && t.task_id === "cr1" && t.temperature === 0 && t.condition === "C1" &&
    t.trial === 1
  ) as JudgeTrial;
  broken.valid = false;
  broken.score = null;
  return out;
}

const trials = buildTrials();
const cells = judgeCellMeans(trials);

Deno.test("cell means come from valid responses and acceptance uses score ≥ 4.0", () => {
  assert.equal(cells.length, 16);
  const c = cells.find((x) => x.model === "sim/m1" && x.task_id === "s1" && x.temperature === 1);
  assert.ok(c);
  near(c.mean.C0 as number, 4.5);
  near(c.mean.C2 as number, 3.8);
  // C0 scores 4.0 and 5.0 both accepted; C2 scores 3.3 and 4.3 → one of two
  assert.equal(c.acceptPct.C0, 100);
  assert.equal(c.acceptPct.C2, 50);
  const broken = cells.find((x) =>
    x.model === "sim/m2" && x.task_id === "cr1" && x.temperature === 0
  );
  assert.equal(broken?.n.C1, 1);
  near(broken?.mean.C1 as number, 3.9);
});

Deno.test("task effects average temperatures, model effects weight tasks equally", () => {
  const m1 = taskEffects(cells).filter((t) => t.model === "sim/m1");
  assert.deepEqual(m1.map((t) => t.task_id), ["cr1", "cr2", "s1", "s2"]);
  [-0.3, -0.1, -0.6, -0.8].forEach((v, i) => near(m1[i].value, v));
  const effects = modelEffects(cells, { B: 2000 });
  assert.deepEqual(effects.map((e) => e.model), ["sim/m1", "sim/m2"]);
  near(effects[0].estimate, -0.45);
  near(effects[1].estimate, 0);
  assert.equal(effects[0].nTasks, 4);
});

Deno.test("the task bootstrap resamples within category: bounds are the stratified extremes", () => {
  // Each category contributes 2 draws: extremes (−0.3−0.3−0.8−0.8)/4 = −0.55 and
  // (−0.1−0.1−0.6−0.6)/4 = −0.35, each with probability 1/16 > 2.5%. An unstratified
  // bootstrap could reach −0.8.
  const [m1, m2] = modelEffects(cells, { B: 2000, seed: 3 });
  near(m1.lo, -0.55);
  near(m1.hi, -0.35);
  assert.deepEqual([m2.lo, m2.hi], [0, 0]);
  assert.deepEqual(m1.bootstrap, { B: 2000, seed: 3, alpha: 0.05 });
});

Deno.test("acceptance deltas are in percentage points and other contrasts are available", () => {
  const acc = modelEffects(cells, { measure: "accept", B: 500 });
  near(acc[0].estimate, -50);
  near(acc[1].estimate, 0);
  const framing = modelEffects(cells, { contrast: "C1-C0", B: 500 });
  near(framing[0].estimate, -0.1);
  // sim/m2 cr1 T0 has a single valid C1 score 3.9 → that task's mean is (−0.6 − 0.1)/2
  near(framing[1].estimate, (-0.35 - 0.1 * 3) / 4);
  const incremental = modelEffects(cells, { contrast: "C2-C1", B: 500 });
  near(incremental[0].estimate, -0.35);
});

Deno.test("per-temperature and per-category summaries", () => {
  const byT = modelTemperatureEffects(cells, { B: 300 }).filter((e) => e.model === "sim/m1");
  near(byT[0].estimate, -(0.2 + 0.1 + 0.5 + 0.8) / 4);
  near(byT[1].estimate, -(0.4 + 0.1 + 0.7 + 0.8) / 4);
  const byCat = categoryEffects(cells).filter((e) => e.model === "sim/m1");
  assert.deepEqual(byCat.map((e) => e.category), ["code_review", "summarization"]);
  near(byCat[0].mean, -0.2);
  near(byCat[1].mean, -0.7);
});

Deno.test("complete triplets and Cohen's d on them", () => {
  const [m1, m2] = tripletCohensD(trials);
  assert.equal(m1.triplets, 16);
  assert.equal(m2.triplets, 15);
  assert.equal(m2.possible, 16);
  near(m2.incompleteShare, 1 / 16);
  assert.deepEqual(m2.pairs, { "C0/C2": 16, "C0/C1": 15, "C1/C2": 15 });
  // sim/m1: C0 scores are 4.0/5.0 in every cell; C2 scores are 4 − e / 5 − e.
  const c0 = trials.filter((t) => t.model === "sim/m1" && t.condition === "C0").map((t) =>
    t.score as number
  );
  const c2 = trials.filter((t) => t.model === "sim/m1" && t.condition === "C2").map((t) =>
    t.score as number
  );
  const m = (xs: number[]) => xs.reduce((s, v) => s + v, 0) / xs.length;
  const v = (xs: number[]) => xs.reduce((s, x) => s + (x - m(xs)) ** 2, 0) / (xs.length - 1);
  near(m1.dC2C0, (m(c2) - m(c0)) / Math.sqrt((v(c2) + v(c0)) / 2), 1e-12);
  assert.ok(m1.dC2C0 < 0);
});

Deno.test("joint model on a balanced design equals the additive marginal contrasts", () => {
  const rows = judgeContrastRows(cells, "C2-C0");
  assert.equal(rows.length, 16);
  const fit = jointContrastModel(rows, { B: 400 });
  const terms = Object.fromEntries(fit.terms.map((t) => [t.name, t]));
  assert.deepEqual(Object.keys(terms), [
    "Intercept",
    "category[T.summarization]",
    "C(temperature)[T.1]",
    "C(model, Sum)[S.sim/m1]",
  ]);
  // grand mean −0.225; code review mean −0.1, summarization −0.35; T0 −0.2, T1 −0.25;
  // sim/m1 mean −0.45. Intercept = fitted code review at T0 averaged over models
  // = −0.1 + (−0.2) − (−0.225) = −0.075.
  near(terms["Intercept"].estimate, -0.075);
  near(terms["category[T.summarization]"].estimate, -0.25);
  near(terms["C(temperature)[T.1]"].estimate, -0.05);
  near(terms["C(model, Sum)[S.sim/m1]"].estimate, -0.225);
  for (const t of fit.terms) {
    assert.ok(t.lo <= t.estimate + 1e-12 && t.estimate <= t.hi + 1e-12, t.name);
  }
  assert.equal(fit.singularReplicates, 0);
});

Deno.test("within-C2 slope of score on the prior value", () => {
  // Trial 0 (prior 1) scores 4 − e, trial 1 (prior 3) scores 5 − e → slope 1/2 in every cell.
  near(withinC2Slope(trials.filter((t) => t.model === "sim/m1")).slope, 0.5);
  const probability = withinC2Slope(trials, {
    outcome: (t) => (t.score !== null && t.score >= 4 ? 1 : 0),
  });
  assert.equal(probability.n, 32);
  assert.throws(
    () => withinC2Slope(trials.filter((t) => t.condition === "C0")),
    /at least two distinct priors/,
  );
});

Deno.test("ceiling units average temperatures; the non-ceiling window is half-open", () => {
  const units = ceilingUnits(cells);
  assert.equal(units.length, 8);
  for (const u of units) near(u.distance, 0.5);
  near(units.find((u) => u.model === "sim/m1" && u.task_id === "s2")?.delta as number, -0.8);
  assert.equal(nonCeilingMean(units, { B: 200 }).nUnits, 0); // μC0 = 4.5 is outside [3.0, 4.5)
  const wide = nonCeilingMean(units, { upper: 4.6, B: 500 });
  assert.equal(wide.nUnits, 8);
  assert.equal(wide.nTasks, 4);
  assert.equal(wide.nNegative, 4);
  near(wide.estimate, -0.225);
  assert.ok(wide.lo <= -0.225 && -0.225 <= wide.hi);
});

Deno.test("ceiling regression recovers an exact slope with degenerate task-cluster intervals", () => {
  const units = ["t1", "t2", "t3", "t4", "t5"].flatMap((task_id, k) =>
    ["a", "b"].map((model, j) => {
      const distance = 0.2 + 0.3 * k + 0.1 * j;
      return {
        model,
        task_id,
        category: k < 3 ? "x" : "y",
        muC0: 5 - distance,
        distance,
        delta: -0.5 + 0.2 * distance,
      };
    })
  );
  const plain = ceilingRegression(units, { B: 300 });
  near(plain.estimate, 0.2);
  near(plain.lo, 0.2);
  near(plain.hi, 0.2);
  near(plain.clusterSe, 0, 1e-9);
  assert.equal(plain.nTasks, 5);
  const adjusted = ceilingRegression(units, { adjusted: true, B: 300 });
  near(adjusted.estimate, 0.2);
  const absolute = ceilingRegression(units, { absolute: true, B: 100 });
  near(absolute.estimate, -0.2); // |Δ| = 0.5 − 0.2·distance here
});

Deno.test("mitigation Δtotal weights prior values equally", () => {
  const base = {
    model: "sim/m1",
    task_id: "s1",
    category: "summarization",
    temperature: 0,
    valid: true,
  };
  const mk = (
    condition: "C0" | "C2",
    score: number,
    trial: number,
    prior?: number,
  ): JudgeTrial => ({
    ...base,
    condition,
    score,
    trial,
    ...(prior === undefined ? {} : { prior }),
  });
  const run = [
    ...[4, 4, 5, 5].map((s, i) => mk("C0", s, i)),
    ...[4, 4].map((s, i) => mk("C2", s, i, 1)),
    ...[3, 4, 4, 4, 4, 4].map((s, i) => mk("C2", s, 10 + i, 3)),
  ];
  const r = mitigationEffect(run, { B: 500 });
  near(r.muC0, 4.5);
  near(r.muC2, (4 + 23 / 6) / 2); // not the pooled 31/8
  near(r.estimate, (4 + 23 / 6) / 2 - 4.5);
  assert.deepEqual(r.nC2ByPrior, { "1": 2, "3": 6 });
  assert.ok(r.lo <= r.estimate && r.estimate <= r.hi);
});

Deno.test("Group A correction and persistence rates", () => {
  const r = correctionRates([
    { id: "1", truth: "a", original: "b", labels: { C0: "a", C1: "a", C2: "b" } },
    { id: "2", truth: "a", original: "c", labels: { C0: "a", C1: "c", C2: "a" } },
    { id: "3", truth: "b", original: "a", labels: { C0: "a", C1: "a", C2: "a" } },
    { id: "4", truth: "c", original: "a", labels: { C0: null, C1: "c", C2: "a" } },
  ]);
  assert.deepEqual(r.correctionPct, { C0: 50, C1: 50, C2: 25 });
  assert.deepEqual(r.persistencePct, { C0: 25, C1: 50, C2: 75 });
  assert.equal(r.correctionDeltaPp, -25);
  assert.equal(r.correctionRelativePct, -50);
});

const groupB: InductionItem[] = [
  { id: "1", truth: "a", anchor: "b", c0: "a", c2: "a" },
  { id: "2", truth: "a", anchor: "c", c0: "a", c2: "c" },
  { id: "3", truth: "b", anchor: "a", c0: "b", c2: "b" },
  { id: "4", truth: "b", anchor: "c", c0: "c", c2: "c" },
  { id: "5", truth: "c", anchor: "a", c0: "a", c2: "b" },
];

Deno.test("Group B paired accuracy change, anchor agreement and induced errors", () => {
  const r = inductionEffects(groupB, { B: 10_000 });
  assert.deepEqual(r.accuracyPct, { C0: 60, C2: 40 });
  near(r.accuracyDeltaPp.estimate, -20);
  // Only item 2 changes correctness: a replicate's change is −20·(draws of item 2), draws ~
  // Binomial(5, 1/5): P(≥ 3) = 5.8% > 2.5% > P(≥ 4) = 0.67%, P(0) = 33% → [−60, 0].
  near(r.accuracyDeltaPp.lo, -60);
  near(r.accuracyDeltaPp.hi, 0);
  assert.deepEqual(r.anchorAgreementPct, { C0: 40, C2: 40 });
  assert.deepEqual([r.induced.count, r.induced.of], [1, 3]);
  near(r.induced.pct.estimate, 100 / 3);
});

Deno.test("strategy comparison differences the paired effects on shared items", () => {
  const noEffect = groupB.map((it) => ({ ...it, c2: it.c0 }));
  const r = compareStrategies(groupB, noEffect, { B: 500 });
  assert.equal(r.nShared, 5);
  near(r.accuracyEffectDiffPp.estimate, 20);
  near(r.anchorAgreementEffectDiffPp.estimate, 0);
});

Deno.test("malformed trials are rejected with the record number", () => {
  const bad = [{ ...trials[0], condition: "C3" }] as unknown as JudgeTrial[];
  assert.throws(() => judgeCellMeans(bad), /record 1: condition "C3"/);
  const noScore = [{ ...trials[0], score: null }];
  assert.throws(() => judgeCellMeans(noScore), /valid trial needs a score/);
});
