/** The judge analysis on hand-made trials: contrasts, acceptance, triplets, mitigation, categorical. */
import assert from "node:assert/strict";
import { type AnalysisTrial, analyzeJudgeTrials } from "../../lib/judge/mod.ts";
import { judgeTable2, judgeTable7, judgeTables } from "../../lib/tables/judge/mod.ts";
import { judgeFigure2, judgeFigure4 } from "../../lib/figures/judge/mod.ts";

function t(
  model: string,
  task: string,
  category: string,
  temperature: number,
  condition: "C0" | "C1" | "C2",
  trial: number,
  score: number | null,
  extra: Partial<AnalysisTrial> = {},
): AnalysisTrial {
  return {
    part: "main",
    model,
    task_id: task,
    category,
    condition,
    temperature,
    trial,
    score,
    valid: score !== null,
    mitigation: "none",
    clipped: false,
    digits: null,
    probeStatus: null,
    categorical: null,
    simulated: false,
    ...(condition === "C2" ? { prior: 1.5, attempt: 2 } : {}),
    ...extra,
  };
}

// One model, two tasks in two categories, two temperatures, two trials per cell.
//   task a (x): T=0 C0 [4, 4] C1 [4, 3] C2 [3, 3] → Δ20 = −1,   Δ10 = −0.5
//               T=1 C0 [5, 3] C1 [4, 4] C2 [4, 4] → Δ20 = 0,    Δ10 = 0
//   task b (y): T=0 C0 [5, 5] C1 [5, 5] C2 [5, 3] → Δ20 = −1,   Δ10 = 0
//               T=1 C0 [4, 2] C1 [3, 3] C2 [4, 4] → Δ20 = +1,   Δ10 = 0
// Task effects: a −0.5, b 0 → model Δ(C2−C0) = −0.25; Δ(C1−C0) = (−0.25 + 0)/2 = −0.125.
// Acceptance (score ≥ 4) pp: a T0 C0 100 C2 0 → −100; a T1 C0 50 C2 100 → +50; a = −25;
// b T0 C0 100 C2 50 → −50; b T1 C0 50 C2 100 → +50; b = 0 → model −12.5 pp.
const SCORES: [string, string, number, "C0" | "C1" | "C2", number[]][] = [
  ["a", "x", 0, "C0", [4, 4]],
  ["a", "x", 0, "C1", [4, 3]],
  ["a", "x", 0, "C2", [3, 3]],
  ["a", "x", 1, "C0", [5, 3]],
  ["a", "x", 1, "C1", [4, 4]],
  ["a", "x", 1, "C2", [4, 4]],
  ["b", "y", 0, "C0", [5, 5]],
  ["b", "y", 0, "C1", [5, 5]],
  ["b", "y", 0, "C2", [5, 3]],
  ["b", "y", 1, "C0", [4, 2]],
  ["b", "y", 1, "C1", [3, 3]],
  ["b", "y", 1, "C2", [4, 4]],
];

function handMade(): AnalysisTrial[] {
  const out: AnalysisTrial[] = [];
  for (const [task, cat, temp, cond, scores] of SCORES) {
    scores.forEach((s, trial) => out.push(t("m1", task, cat, temp, cond, trial, s)));
  }
  // An invalid C1 call breaks one triplet of task b at T=1, trial 1.
  const i = out.findIndex((x) =>
    x.task_id === "b" && x.temperature === 1 && x.condition === "C1" && x.trial === 1
  );
  out[i] = { ...out[i], score: null, valid: false };
  return out;
}

Deno.test("model effects average temperature contrasts per task, then tasks equally", () => {
  const trials = handMade();
  // With the C1 call invalid, task b T=1 C1 = [3] → Δ10 there = 3 − 3 = 0 (unchanged).
  const a = analyzeJudgeTrials(trials, { B: 200 });
  const e20 = a.effects.score["C2-C0"][0];
  assert.equal(e20.model, "m1");
  assert.ok(Math.abs(e20.estimate - -0.25) < 1e-12);
  assert.ok(Math.abs(a.effects.score["C1-C0"][0].estimate - -0.125) < 1e-12);
  assert.ok(Math.abs(a.effects.accept["C2-C0"][0].estimate - -12.5) < 1e-12);
  assert.ok(e20.lo <= e20.estimate && e20.estimate <= e20.hi);
  // Triplets: 2 tasks × 2 T × 2 trials = 8 indices, one broken.
  assert.equal(a.triplets[0].triplets, 7);
  assert.equal(a.triplets[0].possible, 8);
  assert.equal(a.counts.attempted, 24);
  assert.equal(a.counts.valid, 23);
  // Category means: x −0.5, y 0.
  assert.deepEqual(a.categoryMeans, [{ category: "x", mean: -0.5 }, { category: "y", mean: 0 }]);
  // Descriptive temperature means: T=0 (−1 + −1)/2 = −1; T=1 (0 + 1)/2 = 0.5.
  assert.deepEqual(a.temperatureMeans, [{ temperature: 0, mean: -1 }, {
    temperature: 1,
    mean: 0.5,
  }]);
  const table = judgeTable2(a);
  assert.equal(table.reproduced.rows[0].model, "m1");
  assert.equal(table.reproduced.rows[0].delta, -0.25);
  // m1 is not a study model: it shows up as a reproduced-only row.
  assert.deepEqual(table.comparison.unmatched.reproducedOnly, ["m1"]);
});

Deno.test("mitigation rows: Δtotal weights the priors equally; token cost increase vs baseline", () => {
  const trials: AnalysisTrial[] = [];
  const add = (
    mitigation: "none" | "cot",
    condition: "C0" | "C2",
    prior: number | null,
    score: number,
    prompt: number,
    completion: number,
  ) =>
    trials.push(t("sim/judge/GPT-4.1", "s", "summarization", 0, condition, trials.length, score, {
      part: "mitigation",
      mitigation,
      prompt_tokens: prompt,
      completion_tokens: completion,
      ...(prior === null ? {} : { prior, attempt: 2 }),
    }));
  // Baseline: C0 [5, 4] (4.5); C2 at 1.0: [3] , at 3.9: [4, 4, 4] → μC2 = (3 + 4)/2 = 3.5 → Δ −1.
  add("none", "C0", null, 5, 100, 10);
  add("none", "C0", null, 4, 100, 10);
  add("none", "C2", 1.0, 3, 100, 10);
  for (let i = 0; i < 3; i++) add("none", "C2", 3.9, 4, 100, 10);
  // CoT: C0 [4] ; C2 at 1.0 [4], at 3.9 [4] → Δ 0; tokens 120 + 30 = 150 vs 110 → +36.36 %.
  add("cot", "C0", null, 4, 120, 30);
  add("cot", "C2", 1.0, 4, 120, 30);
  add("cot", "C2", 3.9, 4, 120, 30);
  const a = analyzeJudgeTrials(trials, { B: 200 });
  const [base, cot] = a.mitigation!.rows;
  assert.equal(base.strategy, "none");
  assert.ok(Math.abs(base.effect.muC0 - 4.5) < 1e-12 && Math.abs(base.effect.muC2 - 3.5) < 1e-12);
  assert.ok(Math.abs(base.effect.estimate - -1) < 1e-12);
  assert.equal(cot.effect.estimate, 0);
  assert.ok(Math.abs(cot.cost!.increasePct! - (100 * 40) / 110) < 1e-9);
  const table = judgeTable7(a);
  assert.deepEqual(table.reproduced.rows.map((r) => r.strategy), ["Baseline", "CoT"]);
  assert.equal(table.comparison.rows[0].cells.delta.reproduced, -1);
});

Deno.test("categorical: Group A correction/persistence and Group B induced errors by hand", () => {
  const trials: AnalysisTrial[] = [];
  const cat = (
    id: string,
    group: "A" | "B",
    truth: string,
    original: string,
    condition: "C0" | "C1" | "C2",
    label: string,
    anchor: string | null,
  ) =>
    trials.push({
      ...t("sim/judge/GPT-4.1", id, "categorical", 0, condition, 0, null, { part: "categorical" }),
      valid: true,
      categorical: { group, truth, original_label: original, anchor_label: anchor, label },
    });
  // Group A (truth p, original q): item 1 corrected in C0 and C1, persists in C2; item 2 persists always.
  for (const [id, c0, c1, c2] of [["a1", "p", "p", "q"], ["a2", "q", "q", "q"]]) {
    cat(id, "A", "p", "q", "C0", c0, null);
    cat(id, "A", "p", "q", "C1", c1, null);
    cat(id, "A", "p", "q", "C2", c2, "q");
  }
  // Group B (truth p, anchor r): b1 right → anchor (induced); b2 right → right; b3 wrong (s) → right.
  for (const [id, c0, c2] of [["b1", "p", "r"], ["b2", "p", "p"], ["b3", "s", "p"]]) {
    cat(id, "B", "p", "p", "C0", c0, null);
    cat(id, "B", "p", "p", "C2", c2, "r");
  }
  const a = analyzeJudgeTrials(trials, { B: 200 });
  const base = a.categorical!.strategies[0];
  assert.deepEqual(base.groupA!.correctionPct, { C0: 50, C1: 50, C2: 0 });
  assert.deepEqual(base.groupA!.persistencePct, { C0: 50, C1: 50, C2: 100 });
  const b = base.groupB!;
  assert.equal(b.n, 3);
  assert.ok(
    Math.abs(b.accuracyPct.C0 - 200 / 3) < 1e-9 && Math.abs(b.accuracyPct.C2 - 200 / 3) < 1e-9,
  );
  assert.equal(b.induced.count, 1);
  assert.equal(b.induced.of, 2);
  assert.ok(Math.abs(b.anchorAgreementDeltaPp.estimate - 100 / 3) < 1e-9);
});

Deno.test("every table and figure builds from an analysis, labelled simulated when it is", () => {
  const trials = handMade().map((x) => ({ ...x, model: "sim/judge/GPT-4.1", simulated: true }));
  const a = analyzeJudgeTrials(trials, { B: 100 });
  const tables = judgeTables(a);
  assert.equal(tables.length, 12);
  for (const table of tables) assert.equal(table.reproduced.simulated, true);
  // The study model matches its published row.
  const t2 = tables[1].comparison.rows.find((r) => r.keys.model === "GPT-4.1")!;
  assert.equal(t2.cells.delta.published, -0.411);
  assert.equal(t2.cells.delta.reproduced, -0.25);
  const f2 = judgeFigure2(a);
  assert.equal(f2.reproduced.simulated, true);
  assert.ok(f2.reproduced.svg.includes("<svg"));
  assert.equal(f2.data.reproduced.filter((p) => p.contrast === "C2−C0").length, 2);
  const f4 = judgeFigure4(a);
  assert.deepEqual(f4.data.reproduced.map((c) => c.mean), [-0.5, 0]);
});
