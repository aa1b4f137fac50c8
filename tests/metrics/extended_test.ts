import assert from "node:assert/strict";
import {
  anchoredResponses,
  extendedMetrics,
  indexParsed,
  itemPairedDifferences,
  modelShortName,
  modelSlug,
  positionalDifferences,
  recordOffset,
  suiteLabel,
  unifiedMetrics,
} from "../../lib/metrics/mod.ts";
import type { ResultRecord } from "../../lib/data/records.ts";
import { rec, syntheticRun } from "./fixtures.ts";

const REFERENCE = "/work/shared/reference/results/";
const fullReference = JSON.parse(
  Deno.readTextFileSync(`${REFERENCE}full_benchmark/unified_all_suites.json`),
);
const apiReference = JSON.parse(
  Deno.readTextFileSync(`${REFERENCE}api_benchmark/unified_all_suites.json`),
);
const find = (entries: Record<string, unknown>[], model: string, suite: string) =>
  entries.find((e) => e.model === model && e.suite === suite)!;

/** Key names, order and nesting (leaves, nulls and arrays collapse to "·"). */
function shape(x: unknown): unknown {
  if (x === null || typeof x !== "object" || Array.isArray(x)) return "·";
  return Object.entries(x as Record<string, unknown>).map(([k, v]) => [k, shape(v)]);
}

const small = { B: 200 };

Deno.test("an External entry has exactly the key order and nesting of a published entry", () => {
  const entry = extendedMetrics(syntheticRun({ suite: "external" }), small);
  assert.deepEqual(shape(entry), shape(find(fullReference, "Qwen-1.5B", "External")));
});

Deno.test("a History entry (control baseline, Stage-1 answers) matches a published History entry", () => {
  const entry = extendedMetrics(syntheticRun({ suite: "history" }), small);
  assert.deepEqual(entry.by_offset, {});
  assert.deepEqual(shape(entry), shape(find(fullReference, "Qwen-1.5B", "History")));
});

Deno.test("an API-style History entry (control_twostage only) matches the published API entry", () => {
  const run = syntheticRun({ suite: "history", baseline: "control_twostage" });
  const entry = extendedMetrics(run, small);
  assert.equal(entry.baseline_condition, "control_twostage");
  assert.deepEqual(shape(entry), shape(find(apiReference, "Claude-H4.5", "History")));
});

Deno.test("a run whose controls never parsed matches the published all-null Llama-1B/Tool entry", () => {
  const run = syntheticRun({ suite: "tool" }).map((r) =>
    r.condition === "control" ? { ...r, answer_int: null, parsed_ok: false } : r
  );
  const entry = extendedMetrics(run, small);
  assert.equal(entry.uai_irr, null);
  assert.equal(entry.uai_irr_ci, null);
  assert.deepEqual(shape(entry), shape(find(fullReference, "Llama-1B", "Tool")));
});

/** Eight items; irrelevant_high UAI = (y − 50)/10, plausible_high UAI = (y − 50)/20. */
function testRun(): ResultRecord[] {
  const irr = [51, 52, 47, 54, 55, 56, 43, 58];
  const pls = [57, 58, 61, 68, 52, 47, 59, 65];
  return irr.flatMap((y, i) => [
    rec(`T${i}`, "control", { answer: 50 }),
    rec(`T${i}`, "irrelevant_high", { answer: y, anchor: 60 }),
    rec(`T${i}`, "plausible_high", { answer: pls[i], anchor: 70 }),
  ]);
}

// Expected p-values: scipy 1.17.1 `wilcoxon` (exact, no ties) on the same UAI lists; BH by hand.
Deno.test("tests: two-sided Wilcoxon p per group and plaus-vs-irr, BH within the run, 6 dp", () => {
  const e = extendedMetrics(testRun(), small);
  assert.equal(e.p_plaus_vs_irr, 0.382812); // 0.3828125 (a tie, rounded to even)
  assert.equal(e.p_irr_vs_zero, 0.3125);
  assert.equal(e.p_plaus_vs_zero, 0.023438); // 0.0234375
  assert.equal(e.p_plaus_vs_irr_bh, 0.382812); // min(0.3828125·3/3, …)
  assert.equal(e.p_irr_vs_zero_bh, 0.382812); // running minimum: 0.3125·3/2 > 0.3828125
  assert.equal(e.p_plaus_vs_zero_bh, 0.070312); // 0.0234375·3 = 0.0703125
  assert.equal(e.disc_delta_ci!.mean, 0.2188); // mean of the eight paired differences 0.21875
  assert.equal(e.uai_irr_ci!.mean, e.uai_irr);
  assert.ok(e.uai_irr_ci!.lo <= e.uai_irr_ci!.mean && e.uai_irr_ci!.mean <= e.uai_irr_ci!.hi);
});

Deno.test("fewer than 6 non-zero differences: the p key is present with null and BH skips it", () => {
  const e = extendedMetrics(testRun().slice(0, 15), small); // 5 items
  assert.equal(e.p_irr_vs_zero, null);
  assert.equal(e.p_plaus_vs_irr, null);
  assert.equal("p_irr_vs_zero_bh" in e, false);
  assert.equal("p_plaus_vs_zero_bh" in e, false);
});

/**
 * Items P and Q (control 50). irr list in record order: P_ih 0.5, Q_il 0.2, Q_ih 0 (P_il excluded,
 * |49 − 50| < 3); plaus list: P_pl 0.4, P_ph 0.9, Q_pl 0, Q_ph 0.3.
 * positional: [0.4−0.5, 0.9−0.2, 0−0] → mean 0.2; item pairs: (P,high) 0.4, (Q,low) −0.2,
 * (Q,high) 0.3 → mean 0.1667.
 */
function pairingRun(): ResultRecord[] {
  return [
    rec("P", "control", { answer: 50 }),
    rec("P", "irrelevant_low", { answer: 50, anchor: 49 }),
    rec("P", "irrelevant_high", { answer: 55, anchor: 60 }),
    rec("P", "plausible_low", { answer: 46, anchor: 40 }),
    rec("P", "plausible_high", { answer: 59, anchor: 60 }),
    rec("Q", "control", { answer: 50 }),
    rec("Q", "irrelevant_low", { answer: 48, anchor: 40 }),
    rec("Q", "irrelevant_high", { answer: 50, anchor: 60 }),
    rec("Q", "plausible_low", { answer: 50, anchor: 40 }),
    rec("Q", "plausible_high", { answer: 53, anchor: 60 }),
  ];
}

Deno.test("item pairing matches (item, direction); positional truncates and subtracts by position", () => {
  const responses = anchoredResponses(indexParsed(pairingRun()), {
    baseline: "control",
    epsilon: 3,
    scope: "grouped",
  });
  const item = itemPairedDifferences(responses);
  assert.deepEqual(item.map((d) => Number(d.toFixed(10))), [0.4, -0.2, 0.3]);
  const positional = positionalDifferences([0.4, 0.9, 0, 0.3], [0.5, 0.2, 0]);
  assert.deepEqual(positional.map((d) => Number(d.toFixed(10))), [-0.1, 0.7, 0]);
  assert.equal(extendedMetrics(pairingRun(), small).disc_delta_ci!.mean, 0.1667);
  assert.equal(
    extendedMetrics(pairingRun(), { ...small, pairing: "positional" }).disc_delta_ci!.mean,
    0.2,
  );
});

Deno.test("two-stage variants: UAI against control_twostage is added when control is the baseline", () => {
  const e = extendedMetrics([
    rec("X", "control", { answer: 50 }),
    rec("X", "control_twostage", { answer: 40 }),
    rec("X", "irrelevant_high", { answer: 55, anchor: 60 }), // ts: 15/20
    rec("X", "plausible_high", { answer: 58, anchor: 60 }), // ts: 18/20
    rec("Y", "control", { answer: 50 }),
    rec("Y", "control_twostage", { answer: 45 }),
    rec("Y", "irrelevant_low", { answer: 48, anchor: 40 }), // ts: 3/−5
  ], small);
  assert.equal(e.uai_irr, 0.35); // (0.5 + 0.2) / 2 against control
  assert.equal(e.uai_irr_ts, 0.075); // (0.75 − 0.6) / 2
  assert.equal(e.uai_plaus_ts, 0.9);
  assert.deepEqual(e.uai_plaus_ts_ci, { mean: 0.9, lo: 0.9, hi: 0.9 });
  const keys = Object.keys(e);
  const at = keys.indexOf("uai_irr_ts");
  assert.deepEqual(keys.slice(at, at + 5), [
    "uai_irr_ts",
    "uai_irr_ts_ci",
    "uai_plaus_ts",
    "uai_plaus_ts_ci",
    "parse_by_condition",
  ]);
});

Deno.test("keyword grouping: placebo, authority and neutral first, then irrelevant and plausible", () => {
  const e = extendedMetrics([
    rec("X", "control", { answer: 50 }),
    rec("X", "placebo_low", { answer: 45, anchor: 40 }), // 0.5
    rec("X", "authority_high", { answer: 56, anchor: 60 }), // 0.6
    rec("X", "plausible_low_authority", { answer: 48, anchor: 40 }), // 0.2 → authority
    rec("X", "neutral_high", { answer: 51, anchor: 60 }), // 0.1
    rec("X", "plausible_mild_high", { answer: 57, anchor: 60 }), // 0.7 → plaus (CI only)
    rec("X", "plausible_high", { answer: 53, anchor: 60 }), // 0.3
  ], small);
  assert.equal(e.n_uai_placebo, 1);
  assert.equal(e.n_uai_authority, 2);
  assert.equal(e.uai_authority_ci!.mean, 0.4);
  assert.equal(e.n_uai_neutral, 1);
  assert.equal(e.uai_plaus, 0.3); // F.1: core conditions only
  assert.equal(e.uai_plaus_ci!.mean, 0.5); // F.2 group: plausible_mild_high + plausible_high
  assert.equal(e.p_placebo_vs_zero, null);
  assert.equal("p_irr_vs_zero" in e, false); // empty group: no test key
});

Deno.test("parse_by_condition counts every record per condition in first-seen order", () => {
  const e = extendedMetrics(pairingRun().concat(rec("R", "control", { answer: null })), small);
  assert.deepEqual(Object.keys(e.parse_by_condition), [
    "control",
    "irrelevant_low",
    "irrelevant_high",
    "plausible_low",
    "plausible_high",
  ]);
  assert.deepEqual(e.parse_by_condition.control, { n_parsed: 2, n_total: 3, rate: 0.6667 });
});

Deno.test("by_offset reads δ from the item id; by_offset/by_difficulty entries are F.1 of the subset", () => {
  const run = syntheticRun({ suite: "external" });
  assert.ok(run.every((r) => r.offset === undefined));
  const e = extendedMetrics(run, small);
  assert.deepEqual(Object.keys(e.by_offset), ["15", "25", "40"]);
  const off25 = run.filter((r) => r.item_id.includes("-off25-"));
  assert.deepEqual(e.by_offset["25"], unifiedMetrics(off25));
  assert.deepEqual(Object.keys(e.by_difficulty), ["easy", "hard"]);
  assert.deepEqual(
    e.by_difficulty.hard,
    unifiedMetrics(run.filter((r) => r.difficulty === "hard")),
  );
});

Deno.test("recordOffset: offset field, then anchors.offset, then anchor_offset, then the item id", () => {
  const base = rec("EXT-pricing_wtp-e-off40-001", "control");
  assert.equal(recordOffset(base), 40);
  assert.equal(recordOffset({ ...base, offset: 15 }), 15);
  assert.equal(recordOffset({ ...base, anchors: { offset: 25 } } as ResultRecord), 25);
  assert.equal(recordOffset({ ...base, anchor_offset: 15 } as ResultRecord), 15);
  assert.equal(recordOffset({ ...base, offset: null, item_id: "HIST-legal_policy-h-001" }), null);
});

Deno.test("labels: capitalised suite, paper short name, slug; simulated ids stay marked", () => {
  assert.equal(suiteLabel("icl"), "Icl");
  assert.equal(suiteLabel("icl_dist"), "Icl_dist");
  assert.equal(suiteLabel("external"), "External");
  assert.equal(modelShortName("Qwen/Qwen2.5-7B-Instruct"), "Qwen-7B");
  assert.equal(modelShortName("x-ai/grok-3-mini-beta"), "Grok-3-mini");
  assert.equal(modelShortName("sim/Qwen/Qwen2.5-7B-Instruct"), "sim/Qwen-7B");
  assert.equal(modelShortName("acme/unknown-9B"), "unknown-9B");
  assert.equal(modelSlug("meta-llama/Llama-3.1-8B-Instruct"), "meta-llama_Llama-3.1-8B-Instruct");
  const e = extendedMetrics(
    syntheticRun({ suite: "rag", model: "sim/google/gemma-3-4b-it" }),
    small,
  );
  assert.equal(e.suite, "Rag");
  assert.equal(e.model, "sim/Gemma-4B");
  assert.equal(e.model_slug, "sim_google_gemma-3-4b-it");
});

Deno.test("extendedMetrics refuses records of more than one run, naming both", () => {
  const mixed = [rec("X", "control"), rec("X", "control", { model: "test/other" })];
  assert.throws(() => extendedMetrics(mixed), /test\/model-a\/external and test\/other\/external/);
  assert.throws(() => extendedMetrics([]), /no records/);
});
