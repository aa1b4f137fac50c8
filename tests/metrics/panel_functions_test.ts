/** Hand-computed checks of the §F.6 secondary analyses. */
import assert from "node:assert/strict";
import {
  boundaryClipping,
  cohensDRun,
  deltaMae,
  deltaMaeBySuite,
  difficultyMeans,
  epsilonSensitivity,
  errorDecomposition,
  excessOverCeiling,
  exclusionRate,
  historyMatchedControl,
  impliedWeight,
  offsetTierMeans,
  pooledResponses,
  rationalCeiling,
  samplingRobustness,
  selectCaseStudies,
  signsDisagree,
  uaiByConditionFamily,
  uaiDistribution,
  uaiValues,
  uncertainMetrics,
} from "../../lib/metrics/mod.ts";
import { rec } from "./fixtures.ts";

const close = (a: number | null | undefined, b: number, tol = 1e-12) =>
  assert.ok(a !== null && a !== undefined && Math.abs(a - b) < tol, `${a} ≉ ${b}`);

Deno.test("rational ceiling, implied weight and excess follow w/(n+w), n·UAI/(1−UAI), UAI − 1/6", () => {
  close(rationalCeiling(), 1 / 6);
  assert.deepEqual([1, 2, 3].map((k) => Number(rationalCeiling(k).toFixed(2))), [0.5, 0.33, 0.25]);
  assert.equal(impliedWeight(0.5), 5);
  close(impliedWeight(0.2001)!, 5 * 0.2001 / 0.7999);
  assert.equal(impliedWeight(0), 0);
  assert.equal(impliedWeight(-0.3), 0);
  assert.equal(impliedWeight(1), null);
  assert.equal(impliedWeight(1.4), null);
  close(impliedWeight(0.5, 3)!, 3);
  close(excessOverCeiling(0.2001), 0.2001 - 1 / 6);
  close(excessOverCeiling(0.5, 1, 1), 0);
});

/**
 * Run a: item A (control 50) ih a=52 y=54 (denom 2, UAI 2), ph a=60 y=55 (0.5);
 * item B (control 50) ih a=60 y=51 (0.1), ph a=54 y=54 (denom 4, UAI 1).
 * Disc: ε=1 → 0.75 − 1.05 = −0.3; ε=3 → 0.75 − 0.1 = 0.65; ε=5 → 0.5 − 0.1 = 0.4: a sign flip.
 */
function epsilonRun(model: string) {
  return [
    rec("A", "control", { model, answer: 50 }),
    rec("A", "irrelevant_high", { model, answer: 54, anchor: 52 }),
    rec("A", "plausible_high", { model, answer: 55, anchor: 60 }),
    rec("B", "control", { model, answer: 50 }),
    rec("B", "irrelevant_high", { model, answer: 51, anchor: 60 }),
    rec("B", "plausible_high", { model, answer: 54, anchor: 54 }),
  ];
}

Deno.test("ε sensitivity: exclusion rates at ε ∈ {1,3,5}, Disc per ε and sign flips", () => {
  const run = epsilonRun("m/a");
  assert.equal(exclusionRate(run, 1), 0);
  assert.equal(exclusionRate(run, 3), 0.25);
  assert.equal(exclusionRate(run, 5), 0.5);
  const stable = [
    rec("C", "control", { model: "m/b", answer: 50 }),
    rec("C", "irrelevant_high", { model: "m/b", answer: 50, anchor: 60 }),
    rec("C", "plausible_high", { model: "m/b", answer: 55, anchor: 60 }),
  ];
  const s = epsilonSensitivity([...run, ...stable]);
  assert.deepEqual(s.cells[0].disc, { "1": -0.3, "3": 0.65, "5": 0.4 });
  assert.equal(s.cells[0].flips, true);
  assert.equal(s.cells[1].flips, false);
  assert.equal(s.nFlips, 1);
  assert.deepEqual(s.meanExclusionBySuite.external, { "1": 0, "3": 0.125, "5": 0.25 });
  assert.equal(signsDisagree([0.1, 0, null, 0.2]), false);
  assert.equal(signsDisagree([0.1, -0.1]), true);
});

Deno.test("Table 11 distribution: shares in [0,1]/>1/<0, mean, median, capped mean, percentiles", () => {
  const d = uaiDistribution([-0.5, 0, 0.25, 0.5, 1, 1.5, 2, 0.75])!;
  assert.equal(d.n, 8);
  assert.equal(d.share_in_unit, 0.625); // 0, 0.25, 0.5, 0.75, 1 (1 counts as in range)
  assert.equal(d.share_over, 0.25);
  assert.equal(d.share_negative, 0.125);
  assert.equal(d.mean, 0.6875);
  assert.equal(d.median, 0.625);
  assert.equal(d.capped_mean, 0.5625);
  close(d.p5, -0.325); // index 0.35 between −0.5 and 0
  close(d.p25, 0.1875); // index 1.75 between 0 and 0.25
  close(d.p75, 1.125); // index 5.25 between 1 and 1.5
  close(d.p95, 1.825); // index 6.65 between 1.5 and 2
  assert.equal(uaiDistribution([]), null);
});

Deno.test("pooled per-item UAI spans runs and drops ε-excluded values", () => {
  const responses = pooledResponses([...epsilonRun("m/a"), ...epsilonRun("m/b")]);
  assert.equal(responses.length, 8);
  assert.deepEqual(uaiValues(responses, "irr"), [0.1, 0.1]); // UAI 2 excluded at ε = 3
  assert.deepEqual(uaiValues(responses, "plaus"), [0.5, 1, 0.5, 1]);
});

/**
 * X: control 45 (y* 50, err 5) · il 40 (10) · ih 55 (5) · pl 50 (0) · ph unparsed
 * Y: control unparsed (ignored) · Z: control 50 (0) · ih 53 (3) · ph 58 (8)
 * MAE_ctrl 2.5, MAE_irr 6, MAE_pls 4 → ∆ 3.5 and 1.5.
 */
function maeRun(model = "m/a") {
  return [
    rec("X", "control", { model, answer: 45 }),
    rec("X", "irrelevant_low", { model, answer: 40, anchor: 30 }),
    rec("X", "irrelevant_high", { model, answer: 55, anchor: 70 }),
    rec("X", "plausible_low", { model, answer: 50, anchor: 30 }),
    rec("X", "plausible_high", { model, answer: null, anchor: 70 }),
    rec("Y", "control", { model, answer: null }),
    rec("Y", "irrelevant_low", { model, answer: 10, anchor: 30 }),
    rec("Z", "control", { model, answer: 50 }),
    rec("Z", "irrelevant_high", { model, answer: 53, anchor: 70 }),
    rec("Z", "plausible_high", { model, answer: 58, anchor: 70 }),
  ];
}

Deno.test("Table 12 ∆MAE: anchored MAE over items with a parsed baseline minus control MAE", () => {
  const row = deltaMae(maeRun());
  assert.deepEqual(
    [row.mae_control, row.mae_irr, row.mae_plaus, row.delta_irr, row.delta_plaus],
    [2.5, 6, 4, 3.5, 1.5],
  );
  const other = [
    rec("X", "control", { model: "m/b", answer: 50 }),
    rec("X", "irrelevant_low", { model: "m/b", answer: 52, anchor: 30 }),
  ];
  const bySuite = deltaMaeBySuite([...maeRun(), ...other]);
  assert.deepEqual(bySuite, [{ suite: "external", delta_irr: 2.75, delta_plaus: 1.5, n_runs: 2 }]);
});

Deno.test("Table 16: harmful/helpful/neutral shares, proximity, literal control only", () => {
  const records = [
    rec("E", "control", { answer: 60 }), // y* 50, control error 10
    rec("E", "irrelevant_high", { answer: 70, anchor: 80 }), // +10 harmful, anchor farther (30)
    rec("E", "plausible_low", { answer: 52, anchor: 45 }), // −8 helpful, anchor closer (5)
    rec("E", "plausible_high", { answer: 60, anchor: 70 }), // 0 neutral, farther (20)
    rec("E", "irrelevant_low", { answer: 60, anchor: 40 }), // 0 neutral, equidistant (10)
    // an API-History-style run with only control_twostage drops out
    rec("F", "control_twostage", { model: "m/api", suite: "history", answer: 50 }),
    rec("F", "plausible_high", { model: "m/api", suite: "history", answer: 70, anchor: 80 }),
  ];
  const t = errorDecomposition(records);
  assert.deepEqual(Object.keys(t.by_suite), ["external"]);
  const all = t.all;
  assert.deepEqual([all.n, all.harmful, all.helpful, all.neutral], [4, 1, 1, 2]);
  assert.deepEqual([all.harmful_pct, all.helpful_pct, all.neutral_pct], [25, 25, 50]);
  assert.equal(all.mean_delta_err, 0.5);
  assert.equal(all.by_relevance.irrelevant.harmful_pct, 50);
  assert.equal(all.by_relevance.plausible.helpful_pct, 50);
  assert.equal(all.by_proximity.closer.n, 1);
  assert.equal(all.by_proximity.closer.helpful, 1);
  assert.equal(all.by_proximity.farther.n, 2);
  assert.equal(all.by_proximity.equidistant.n, 1);
  assert.deepEqual(t.by_model["test/model-a"], {
    irrelevant_harmful_pct: 50,
    plausible_harmful_pct: 0,
  });
});

Deno.test("A.8 boundary clipping: plausible UAI by offset, all vs anchors not at 0/100", () => {
  const id = (n: number, suite = "EXT") => `${suite}-pricing_wtp-e-off40-00${n}`;
  const responses = pooledResponses([
    rec(id(1), "control", { answer: 30 }),
    rec(id(1), "plausible_low", { answer: 15, anchor: 0 }), // 0.5, clipped
    rec(id(1), "plausible_high", { answer: 40, anchor: 70 }), // 0.25
    rec(id(2), "control", { answer: 80 }),
    rec(id(2), "plausible_high", { answer: 90, anchor: 100 }), // 0.5, clipped
    rec(id(2), "plausible_low", { answer: 60, anchor: 40 }), // 0.5
    rec(id(3, "ICL"), "control", { suite: "icl", answer: 30 }),
    rec(id(3, "ICL"), "plausible_low", { suite: "icl", answer: 0, anchor: 0 }), // other suite
  ]);
  assert.deepEqual(boundaryClipping(responses), [{
    offset: 40,
    mean_uai_all: 0.4375,
    mean_uai_unclipped: 0.375,
    n_all: 4,
    n_unclipped: 2,
    n_boundary: 2,
  }]);
});

function cohenRun(dropLastLow = false) {
  const c = [50, 52, 48, 51, 49, 50];
  const ph = [55, 58, 52, 56, 54, 57];
  const pl = [46, 47, 45, 47, 44, 45];
  const ih = [51, 53, 50, 51, 50, 52];
  const il = [50, 52, 47, 50, 48, 49];
  return c.flatMap((y, i) => [
    rec(`I${i}`, "control", { answer: y }),
    rec(`I${i}`, "plausible_high", { answer: ph[i], anchor: 70 }),
    rec(`I${i}`, "plausible_low", { answer: dropLastLow && i === 5 ? null : pl[i], anchor: 30 }),
    rec(`I${i}`, "irrelevant_high", { answer: ih[i], anchor: 70 }),
    rec(`I${i}`, "irrelevant_low", { answer: il[i], anchor: 30 }),
  ]);
}

// Expected values: numpy 2.4 with var(ddof=1) on the same answer vectors.
Deno.test("Table 33 Cohen's d: n-weighted |d_av| over directions, |d_av(high vs low)|, d_z", () => {
  const d = cohensDRun(cohenRun());
  assert.equal(d.baseline, "control");
  assert.equal(d.n_items, 6);
  close(d.d_pls, 3.106294958191401, 1e-9);
  close(d.d_pls_signed, -0.18510798483051527, 1e-9);
  close(d.d_irr, 0.6590325752422173, 1e-9);
  close(d.d_irr_signed, 0.24017866695052179, 1e-9);
  close(d.d_hi_lo, 5.520055660294887, 1e-9);
  close(d.d_pls_z, 5.235602785486721, 1e-9);
  close(d.d_irr_z, 1.420410249215486, 1e-9);
  // plausible_low vs control loses one pair: weights 6 and 5
  close(cohensDRun(cohenRun(true)).d_pls, 2.910772598759523, 1e-9);
  // fewer than 5 pairs: undefined
  assert.equal(cohensDRun(cohenRun().slice(0, 20)).d_pls, null);
});

Deno.test("Table 32 case studies: margin > 0, score order, new domains first, then backfill", () => {
  const item = (id: string, domain: string, yc: number, yp: number, yi: number) => [
    rec(id, "control", { domain, answer: yc }),
    rec(id, "plausible_high", { domain, answer: yp, anchor: 80 }),
    rec(id, "irrelevant_high", { domain, answer: yi, anchor: 80 }),
  ];
  const records = [
    ...item("a", "pricing_wtp", 50, 60, 52), // |10| − |2| = 8, score 10·(1 + 8/30) = 12.67
    ...item("b", "pricing_wtp", 50, 70, 50), // margin 20, score 20·(1 + 20/30) = 33.3
    ...item("c", "legal_policy", 50, 55, 51), // margin 4, score 5.67
    ...item("d", "legal_policy", 50, 52, 55), // margin −3: dropped
    ...item("e", "operations_time", 50, 53, 53), // margin 0: dropped
  ];
  const picked = selectCaseStudies(records, 3);
  assert.deepEqual(picked.map((c) => c.item_id), ["b", "c", "a"]); // a backfilled last
  assert.equal(picked[0].margin, 20);
  assert.equal(picked[0].a_hi, 80);
  close(picked[0].score, 20 * (1 + 20 / 30));
  assert.deepEqual(selectCaseStudies(records, 2).map((c) => c.item_id), ["b", "c"]);
});

Deno.test("Table 18 sampling: mean and population SD (ddof 0), delta and sign agreement", () => {
  const s = samplingRobustness({ disc_delta: 0.03, uai_plaus: 0.2 }, [
    { disc_delta: 0.01, uai_plaus: 0.2 },
    { disc_delta: -0.02, uai_plaus: 0.3 },
    { disc_delta: -0.02, uai_plaus: 0.1 },
  ], ["disc_delta", "uai_plaus"]);
  close(s.metrics.disc_delta.sample_mean, -0.01);
  close(s.metrics.disc_delta.sample_std, Math.sqrt(0.0006 / 3));
  close(s.metrics.disc_delta.delta, -0.04);
  close(s.metrics.uai_plaus.sample_std, Math.sqrt(0.02 / 3));
  assert.equal(s.sign_agrees, false);
});

Deno.test("intensity/realism UAI: published rule excludes only a = y_ctrl, ε rule excludes |a − y| < 3", () => {
  const records = [
    rec("X", "control", { answer: 50 }),
    rec("X", "plausible_mild_low", { answer: 49, anchor: 48 }), // denom −2: 0.5 (published only)
    rec("X", "plausible_mild_high", { answer: 53, anchor: 60 }), // 0.3
    rec("X", "plausible_low", { answer: 52, anchor: 50 }), // denom 0: excluded under both
    rec("X", "plausible_high", { answer: 60, anchor: 70 }), // 0.5
    rec("X", "plausible_low_rank1", { answer: 45, anchor: 40 }), // 0.5
  ];
  assert.deepEqual(uaiByConditionFamily(records), {
    plausible_mild: { uai: 0.3, n: 1 },
    plausible: { uai: 0.5, n: 1 },
    plausible_rank1: { uai: 0.5, n: 1 },
  });
  const published = uaiByConditionFamily(records, { rule: "published" });
  assert.deepEqual(published.plausible_mild, { uai: 0.4, n: 2 });
  assert.deepEqual(published.plausible, { uai: 0.5, n: 1 });
});

Deno.test("uncertain suite: per k, Acc10 over parsed k-controls and UAI against the k-control", () => {
  const ext = { suite: "external_uncertain" };
  const records = [
    rec("U1", "uncertain_p1_control", { ...ext, answer: 62, ystar: 50 }), // error 12
    rec("U1", "uncertain_p1_plausible_high", { ...ext, answer: 66, anchor: 70 }), // 0.5
    rec("U1", "uncertain_p1_irrelevant_low", { ...ext, answer: 62, anchor: 40 }), // 0
    rec("U2", "uncertain_p1_control", { ...ext, answer: 48, ystar: 50 }), // error 2
    rec("U2", "uncertain_p1_plausible_low", { ...ext, answer: 38, anchor: 28 }), // 0.5
    rec("U3", "uncertain_p1_control", { ...ext, answer: null }),
    rec("U1", "uncertain_p2_control", { ...ext, answer: 50, ystar: 50 }),
    rec("U1", "uncertain_p2_plausible_high", { ...ext, answer: 55, anchor: 70 }), // 0.25
  ];
  const rows = uncertainMetrics(records);
  assert.deepEqual(rows.map((r) => [r.k, r.acc10, r.uai_pls, r.uai_irr, r.n_items]), [
    [1, 0.5, 0.5, 0, 2],
    [2, 1, 0.25, null, 1],
  ]);
  close(rows[1].rational_ceiling, 1 / 3);
});

Deno.test("Table 13: History against control and against control_twostage, without fallback", () => {
  const h = { suite: "history" };
  const records = [
    rec("H", "control", { ...h, answer: 50, ystar: 52 }),
    rec("H", "control_twostage", { ...h, answer: 40, ystar: 52 }),
    rec("H", "plausible_high", { ...h, answer: 60, anchor: 70, ystar: 52 }), // std 0.5, ts 2/3
    rec("H", "irrelevant_high", { ...h, answer: 50, anchor: 70, ystar: 52 }), // std 0, ts 1/3
  ];
  const row = historyMatchedControl(records);
  assert.deepEqual([row.mae_std, row.mae_ts, row.disc_std, row.disc_match], [2, 12, 0.5, 0.3333]);
  const onlyStd = historyMatchedControl(records.filter((r) => r.condition !== "control_twostage"));
  assert.equal(onlyStd.disc_match, null);
  assert.equal(onlyStd.disc_std, 0.5);
});

Deno.test("Table 17 and Figure 3 aggregate by_difficulty / by_offset over cells", () => {
  const cell = (model: string, suite: string, easy: number, hard: number, off15: number) => ({
    model,
    suite,
    by_difficulty: {
      easy: { acc10_control: 0.9, mae_control: 3, uai_irr: 0, uai_plaus: easy, disc_delta: easy },
      hard: {
        acc10_control: 0.5,
        mae_control: 9,
        uai_irr: 0.1,
        uai_plaus: hard,
        disc_delta: hard - 0.1,
      },
    },
    by_offset: { "15": { uai_plaus: off15 }, "40": { uai_plaus: off15 / 2 } },
  });
  const cells = [
    cell("A", "External", 0.1, 0.3, 0.4),
    cell("B", "External", 0.3, 0.5, 0.2),
    cell("A", "Rag", 0.0, 0.2, 0.1),
  ];
  const rows = difficultyMeans(cells);
  const ext = rows.find((r) => r.suite === "External" && r.difficulty === "hard")!;
  close(ext.uai_plaus, 0.4);
  close(ext.disc_delta, 0.3);
  assert.equal(ext.n_cells, 2);
  const allHard = rows.find((r) => r.suite === "All" && r.difficulty === "hard")!;
  close(allHard.uai_plaus, (0.4 + 0.2) / 2); // mean of suite means
  assert.equal(allHard.acc10_control, null);
  const points = offsetTierMeans(cells, () => "open");
  const p = points.find((x) => x.suite === "External" && x.offset === "15")!;
  close(p.mean, 0.3);
  close(p.half_width, 1.96 * Math.sqrt(0.02) / Math.sqrt(2)); // SD(ddof 1) of 0.4, 0.2
  assert.deepEqual(points.filter((x) => x.suite === "External").map((x) => x.offset), ["15", "40"]);
});
