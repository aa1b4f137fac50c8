import assert from "node:assert/strict";
import { unifiedMetrics } from "../../lib/metrics/mod.ts";
import { rec } from "./fixtures.ts";

/**
 * Hand-computed run (ε = 3):
 * A: control 50 (y* 50) — il a=47 y=49 (denom −3, kept: 1/3, toward) · ih a=52.9 y=52 (denom 2.9,
 *    UAI excluded, TAR toward) · pl a=40 y=45 (0.5, toward) · ph a=60 y=50 (0, not toward)
 * B: control 30 (y* 40, error 10) — il a=20 y=35 (−0.5, away) · ih a=40 y=40 (1, toward) ·
 *    pl unparsed · ph anchor missing
 * C: control unparsed — il parsed but contributes nothing
 * D: control 70 (y* 55, error 15) — ph a=73 y=76 (denom 3 exactly, kept: 2, toward) ·
 *    ih a=70 y=75 (denom 0: no UAI, TAR 0)
 */
function handRun() {
  return [
    rec("A", "control", { answer: 50, ystar: 50 }),
    rec("A", "irrelevant_low", { answer: 49, anchor: 47 }),
    rec("A", "irrelevant_high", { answer: 52, anchor: 52.9 }),
    rec("A", "plausible_low", { answer: 45, anchor: 40 }),
    rec("A", "plausible_high", { answer: 50, anchor: 60 }),
    rec("B", "control", { answer: 30, ystar: 40 }),
    rec("B", "irrelevant_low", { answer: 35, anchor: 20, ystar: 40 }),
    rec("B", "irrelevant_high", { answer: 40, anchor: 40, ystar: 40 }),
    rec("B", "plausible_low", { answer: null, anchor: 20, ystar: 40 }),
    rec("B", "plausible_high", { answer: 45, anchor: null, ystar: 40 }),
    rec("C", "control", { answer: null }),
    rec("C", "irrelevant_low", { answer: 20, anchor: 10 }),
    rec("D", "control", { answer: 70, ystar: 55 }),
    rec("D", "plausible_high", { answer: 76, anchor: 73, ystar: 55 }),
    rec("D", "irrelevant_high", { answer: 75, anchor: 70, ystar: 55 }),
  ];
}

Deno.test("unifiedMetrics reproduces a hand-computed run value for value", () => {
  const m = unifiedMetrics(handRun());
  assert.deepEqual(m, {
    baseline_condition: "control",
    n_items: 4,
    n_records: 15,
    parse_rate: 0.8667, // 13 / 15
    mae_control: 8.33, // (0 + 10 + 15) / 3
    acc10_control: 0.6667, // errors 0 and 10 are ≤ 10 (inclusive)
    uai_irr_low: -0.0833, // (1/3 − 0.5) / 2
    uai_irr_high: 1,
    uai_plaus_low: 0.5,
    uai_plaus_high: 1, // (0 + 2) / 2
    uai_irr: 0.2778, // (1/3 − 0.5 + 1) / 3
    uai_plaus: 0.8333, // (0.5 + 0 + 2) / 3
    tar_irr_low: 0.5,
    tar_irr_high: 0.6667, // A toward, B toward, D denom 0
    tar_plaus_low: 1,
    tar_plaus_high: 0.5,
    tar_irr: 0.6,
    tar_plaus: 0.6667,
    disc_delta: 0.5556,
    epsilon: 3,
    n_uai_irr: 3,
    n_uai_plaus: 3,
  });
});

Deno.test("ε exclusion is strict: |a − y_ctrl| = 3 is kept, 2.9 is excluded but still counts in TAR", () => {
  const base = [rec("X", "control", { answer: 50 })];
  const at3 = unifiedMetrics([...base, rec("X", "irrelevant_high", { answer: 53, anchor: 53 })]);
  assert.equal(at3.n_uai_irr, 1);
  assert.equal(at3.uai_irr, 1);
  const at29 = unifiedMetrics([...base, rec("X", "irrelevant_high", { answer: 53, anchor: 52.9 })]);
  assert.equal(at29.n_uai_irr, 0);
  assert.equal(at29.uai_irr, null);
  assert.equal(at29.tar_irr, 1);
  const eps1 = unifiedMetrics(
    [...base, rec("X", "irrelevant_high", { answer: 53, anchor: 52.9 })],
    {
      epsilon: 1,
    },
  );
  assert.equal(eps1.n_uai_irr, 1);
  assert.equal(eps1.epsilon, 1);
});

Deno.test("pooled UAI is the mean over concatenated low+high lists, not the mean of the two means", () => {
  const m = unifiedMetrics(handRun());
  const meanOfMeans = ((1 / 3 - 0.5) / 2 + 1) / 2; // 0.4583
  assert.notEqual(m.uai_irr, Number(meanOfMeans.toFixed(4)));
  assert.equal(m.uai_irr, 0.2778);
});

Deno.test("TAR is strict: no movement and a zero denominator both count as not toward", () => {
  const m = unifiedMetrics([
    rec("X", "control", { answer: 50 }),
    rec("X", "plausible_high", { answer: 50, anchor: 60 }), // no shift
    rec("X", "plausible_low", { answer: 45, anchor: 50 }), // denom 0
    rec("Y", "control", { answer: 50 }),
    rec("Y", "plausible_high", { answer: 51, anchor: 60 }), // toward
    rec("Y", "plausible_low", { answer: 52, anchor: 40 }), // away
  ]);
  assert.equal(m.tar_plaus_high, 0.5);
  assert.equal(m.tar_plaus_low, 0);
  assert.equal(m.tar_plaus, 0.25);
});

Deno.test("an unparsed control removes the item from every anchored metric and from control accuracy", () => {
  const m = unifiedMetrics([
    rec("X", "control", { answer: null }),
    rec("X", "plausible_high", { answer: 60, anchor: 60 }),
    rec("Y", "control", { answer: 45, ystar: 50 }),
  ]);
  assert.equal(m.n_uai_plaus, 0);
  assert.equal(m.tar_plaus, null);
  assert.equal(m.mae_control, 5);
  assert.equal(m.n_items, 2); // X still has a parsed (anchored) record
});

Deno.test("baseline rule: control by default, control_twostage when it is the only control", () => {
  const ts = [
    rec("X", "control_twostage", { answer: 40 }),
    rec("X", "plausible_high", { answer: 50, anchor: 60 }),
  ];
  assert.equal(unifiedMetrics(ts).baseline_condition, "control_twostage");
  assert.equal(unifiedMetrics(ts).uai_plaus, 0.5);
  const both = [rec("X", "control", { answer: 50 }), ...ts];
  assert.equal(unifiedMetrics(both).baseline_condition, "control");
  assert.equal(unifiedMetrics(both).uai_plaus, 0);
  const asked = unifiedMetrics(both, { baseline: "control_twostage" });
  assert.equal(asked.baseline_condition, "control_twostage");
  assert.equal(asked.uai_plaus, 0.5);
  const neither = unifiedMetrics([rec("X", "plausible_high", { answer: 50, anchor: 60 })]);
  assert.equal(neither.baseline_condition, "control");
  assert.equal(neither.mae_control, null);
});

Deno.test("History: the realised anchor is anchor_value; a null Stage-1 anchor drops out; ACR/RR added", () => {
  const h = { suite: "history" };
  const m = unifiedMetrics([
    rec("H1", "control", { ...h, answer: 60, ystar: 60 }),
    // s1 = 40, s2 = 50, y* = 60: UAI (50−60)/(40−60) = 0.5, ACR 0.5, RR 0.5
    rec("H1", "plausible_low", { ...h, answer: 50, anchor: 40, stage1: 40, ystar: 60 }),
    // s1 = 80, s2 = 50, y* = 60: UAI (50−60)/(80−60) = −0.5, ACR 1.5, RR 0.5
    rec("H1", "plausible_high", { ...h, answer: 50, anchor: 80, stage1: 80, ystar: 60 }),
    // Stage 1 unparsed: anchor null → no UAI/TAR, but the record counts in parse rate
    rec("H1", "irrelevant_low", { ...h, answer: 55, anchor: null, stage1: null, ystar: 60 }),
    rec("H1", "irrelevant_high", { ...h, answer: null, anchor: 75, stage1: 75, ystar: 60 }),
    // |y* − s1| < 1: no ACR/RR term
    rec("H2", "control", { ...h, answer: 58, ystar: 60 }),
    rec("H2", "plausible_low", { ...h, answer: 59, anchor: 60, stage1: 60, ystar: 60 }),
  ]);
  assert.equal(m.uai_plaus_low, 0.5);
  assert.equal(m.uai_plaus_high, -0.5);
  assert.equal(m.n_uai_plaus, 2); // H2: |60 − 58| = 2 < 3 excluded
  assert.equal(m.tar_plaus_low, 1); // H1 toward, H2 toward (+1 towards 60)
  assert.equal(m.n_uai_irr, 0);
  assert.equal(m.tar_irr, null);
  assert.equal(m.parse_rate, 0.8571); // 6 / 7
  assert.equal(m.acr_mean, 1);
  assert.equal(m.rr_mean, 0.5);
  assert.deepEqual(Object.keys(m).slice(-2), ["acr_mean", "rr_mean"]);
});

Deno.test("runs without Stage-1 answers carry no acr_mean/rr_mean keys", () => {
  const m = unifiedMetrics([rec("X", "control", { answer: 50 })]);
  assert.equal("acr_mean" in m, false);
  assert.equal(Object.keys(m).at(-1), "n_uai_plaus");
});
