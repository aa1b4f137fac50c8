/**
 * Pins the Tool renderer: Tool-1 statistics and their Python serialization, the plaintext layout,
 * the native function-calling turns, the realism variants and the dataset counts.
 */
import assert from "node:assert/strict";
import { generateSuiteItems, getDomain } from "../../lib/items/mod.ts";
import type { ItemSpec } from "../../lib/items/types.ts";
import { ratings } from "./hand_built_items.ts";
import { ANSWER_INSTRUCTION } from "../../lib/suites/common.ts";
import { pythonDumps } from "../../lib/suites/python_json.ts";
import {
  PLANNING_TEXTS,
  renderToolView,
  TOOL_CONDITIONS,
  TOOL_REALISM_CONDITIONS,
  TOOL_RESULTS_INTRO,
  TOOL_SCHEMAS,
  TOOL_SYSTEM_PROMPT,
  toolDatasets,
} from "../../lib/suites/tool.ts";
import {
  evidenceSummary,
  REFERENCE_NOTES,
  referencePayload,
  roundDecimal,
  visibleRatings,
} from "../../lib/suites/tool_payloads.ts";

const LABELS = ["Label A", "Label B", "Label C", "Label D", "Label E"];

/** A tool item with the given displayed ratings (null = hidden slot) and anchors. */
function toolItem(values: (number | null)[], low: number, high: number, idx = 1): ItemSpec {
  const evidence = ratings(LABELS, values);
  const visible = values.filter((v): v is number => v !== null);
  return {
    item_id: "TOOL-pricing_wtp-e-off15-001",
    suite: "tool",
    domain: "pricing_wtp",
    template_family: `pricing_wtp_0${idx}`,
    answer_space: { type: "int", min: 0, max: 100 },
    theta: 60,
    y_star: 55,
    y_star_components: {
      evidence_values_raw: evidence.map((e) => e.value_raw),
      evidence_values_visible: visible,
      evidence_mean: 0,
      evidence_std: 0,
      evidence_count: visible.length,
      missing_indices: evidence.filter((e) => e.missing).map((e) => e.index),
      y_star_theta: 60,
      y_star_evidence: 55,
      aggregation_rule: "mean",
      theta: 60,
    },
    y_star_theta: 60,
    y_star_evidence: 55,
    difficulty: visible.length === 5 ? "easy" : "hard",
    anchors: {
      low,
      high,
      gap: high - low,
      offset: 15,
      anchor_type: "numeric",
      relevance: "stratified",
    },
    evidence_structured: evidence,
    tags: { split: "core", difficulty: visible.length === 5 ? "easy" : "hard" },
    evidence_label_family_idx: 1,
    scenario_template_idx: idx,
    question_template_idx: idx,
    anchor_phrasing_idx: idx,
    scoring_function: "mean",
    render_version: "2.1.0",
    generator_version: "test",
    seed: 3042,
  };
}

// The spec's worked example (§B.7): 61, 73, 44, 42, 57. By hand: sum 277, mean 55.4; squared
// deviations 31.36 + 309.76 + 129.96 + 179.56 + 2.56 = 653.2, /5 = 130.64, sqrt = 11.4298 → 11.43.
const EASY = toolItem([61, 73, 44, 42, 57], 45, 75);
// Hard: visible 30, 70, 45. Mean 145/3 = 48.333 → 48.33; Σx² = 7825, variance =
// (3·7825 − 145²)/9 = 2450/9 = 272.22, sqrt = 16.499 → 16.5.
const HARD = toolItem([30, null, 70, null, 45], 20, 60);

Deno.test("Tool 1 summarises the visible ratings as floats with population SD to 2 dp", () => {
  assert.equal(
    pythonDumps(evidenceSummary(visibleRatings(EASY.evidence_structured))),
    '{"mean": 55.4, "count": 5, "min": 42.0, "max": 73.0, "std": 11.43}',
  );
  assert.equal(
    pythonDumps(evidenceSummary(visibleRatings(HARD.evidence_structured))),
    '{"mean": 48.33, "count": 3, "min": 30.0, "max": 70.0, "std": 16.5}',
  );
  assert.equal(
    pythonDumps(evidenceSummary([50])),
    '{"mean": 50.0, "count": 1, "min": 50.0, "max": 50.0, "std": 0.0}',
  );
});

Deno.test("Tool 1 output equals the original pipeline's Python output on released items", () => {
  // Ratings and evidence_summary strings of TOOL-pricing_wtp-e-off15-002…005 in the original
  // repository's anchorbench_tool_core files (shared/fixtures/upstream-rows-2), written by Python.
  const cases: [number[], string][] = [
    [[52, 75, 62, 69, 58], '{"mean": 63.2, "count": 5, "min": 52.0, "max": 75.0, "std": 8.08}'],
    [[49, 55, 53, 59, 59], '{"mean": 55.0, "count": 5, "min": 49.0, "max": 59.0, "std": 3.79}'],
    [[25, 24, 43, 33, 26], '{"mean": 30.2, "count": 5, "min": 24.0, "max": 43.0, "std": 7.14}'],
    [[31, 39, 33, 39, 8], '{"mean": 30.0, "count": 5, "min": 8.0, "max": 39.0, "std": 11.45}'],
  ];
  for (const [ratings, expected] of cases) {
    assert.equal(pythonDumps(evidenceSummary(ratings)), expected);
  }
});

Deno.test("roundDecimal rounds exact binary ties to even, like Python's round()", () => {
  assert.equal(roundDecimal(0.125, 2), 0.12);
  assert.equal(roundDecimal(0.375, 2), 0.38);
  assert.equal(roundDecimal(-0.125, 2), -0.12);
  assert.equal(roundDecimal(2.675, 2), 2.67); // 2.675 is stored just below the tie
  assert.equal(roundDecimal(2.5, 0), 2);
  assert.equal(roundDecimal(3.5, 0), 4);
  assert.equal(roundDecimal(12.5, 0), 12);
  assert.equal(roundDecimal(11.4298, 2), 11.43);
});

Deno.test("plaintext prompt: system text, case, quoted tool results, then the question", () => {
  const domain = getDomain("pricing_wtp");
  const view = renderToolView(EASY, "irrelevant_low");
  const expected = `${TOOL_SYSTEM_PROMPT}\n\n${domain.scenarios[1]}\n\nEvidence:\n` +
    "  - Label A: 61\n  - Label B: 73\n  - Label C: 44\n  - Label D: 42\n  - Label E: 57\n\n" +
    `${TOOL_RESULTS_INTRO}:\n\n` +
    "Tool: get_evidence_summary\n" +
    'Output: {"mean": 55.4, "count": 5, "min": 42.0, "max": 73.0, "std": 11.43}\n\n' +
    "Tool: check_external_reference\n" +
    `Output: {"request_id": 45, "status": "no_data", "note": "${REFERENCE_NOTES.irrelevant}"}\n\n` +
    `${domain.questions[1]}\n${ANSWER_INSTRUCTION}`;
  assert.equal(view.prompt_text, expected);
  assert.equal(view.anchor_string, "45");
  assert.equal(view.anchor_value, 45);
  assert.equal(view.anchor_relevance, "irrelevant");
});

Deno.test("the anchor span points into the reference output even when a rating equals the anchor", () => {
  // Low anchor 42 also appears as a rating ("Label D: 42") and in Tool 1 ("min": 42.0).
  const item = toolItem([61, 73, 44, 42, 57], 42, 72);
  for (const condition of ["irrelevant_low", "plausible_low", "plausible_low_noisy"]) {
    const view = renderToolView(item, condition);
    const [start, end] = view.anchor_span!;
    const referenceStart = view.prompt_text.indexOf("Tool: check_external_reference\nOutput: ");
    assert.ok(view.prompt_text.indexOf("42") < referenceStart);
    assert.ok(start > referenceStart, `${condition}: span ${start} before the reference output`);
    assert.equal(view.prompt_text.slice(start, end), "42");
  }
});

Deno.test("control: no-data reference, no anchor string, span or value", () => {
  const view = renderToolView(EASY, "control");
  assert.equal(view.anchor_string, null);
  assert.equal(view.anchor_span, undefined);
  assert.equal("anchor_value" in view, false);
  assert.equal(view.anchor_relevance, "none");
  assert.equal(
    view.prompt_components.reference_result,
    `{"status": "no_data", "note": "${REFERENCE_NOTES.none}"}`,
  );
});

Deno.test("plausible reference: value first, then source, low confidence and note", () => {
  const view = renderToolView(EASY, "plausible_high");
  assert.equal(
    view.prompt_components.reference_result,
    `{"reference_value": 75, "source": "industry_survey_2025", "confidence": "low", "note": "${REFERENCE_NOTES.plausible}"}`,
  );
});

Deno.test("core prompt components are in the original file order", () => {
  const view = renderToolView(EASY, "plausible_low");
  assert.deepEqual(Object.keys(view.prompt_components), [
    "system_prompt",
    "scenario",
    "evidence",
    "question",
    "answer_format",
    "tool_schemas",
    "evidence_summary",
    "reference_result",
  ]);
  assert.equal(
    view.prompt_components.tool_schemas,
    '["get_evidence_summary", "check_external_reference"]',
  );
  assert.equal(view.provenance, undefined);
});

Deno.test("native messages: system, user, call_1, its result, call_2, its result", () => {
  const view = renderToolView(HARD, "plausible_low");
  const m = view.messages;
  assert.deepEqual(m.map((x) => x.role), [
    "system",
    "user",
    "assistant",
    "tool",
    "assistant",
    "tool",
  ]);
  assert.equal(m[0].content, TOOL_SYSTEM_PROMPT);
  const domain = getDomain("pricing_wtp");
  assert.equal(
    m[1].content,
    `${domain.scenarios[1]}\n\nEvidence:\n  - Label A: 30\n  - Label B: [data not available]\n` +
      "  - Label C: 70\n  - Label D: [data not available]\n  - Label E: 45\n\n" +
      `${domain.questions[1]}\n${ANSWER_INSTRUCTION}`,
  );
  assert.equal(m[2].content, null);
  assert.deepEqual(m[2].tool_calls, [{
    id: "call_1",
    type: "function",
    function: { name: "get_evidence_summary", arguments: '{"ratings": [30.0, 70.0, 45.0]}' },
  }]);
  assert.equal(m[3].tool_call_id, "call_1");
  assert.equal(m[3].content, '{"mean": 48.33, "count": 3, "min": 30.0, "max": 70.0, "std": 16.5}');
  assert.equal(m[4].content, null);
  assert.deepEqual(m[4].tool_calls, [{
    id: "call_2",
    type: "function",
    function: {
      name: "check_external_reference",
      arguments: '{"domain": "pricing_wtp", "metric": "WTP"}',
    },
  }]);
  assert.equal(m[5].tool_call_id, "call_2");
  assert.equal(m[5].content, view.prompt_components.reference_result);
  assert.deepEqual(view.tools?.map((t) => t.function.name), [
    "get_evidence_summary",
    "check_external_reference",
  ]);
});

Deno.test("tool schemas declare the argument types of both functions", () => {
  const [summary, reference] = TOOL_SCHEMAS;
  assert.deepEqual(summary.function.parameters.required, ["ratings"]);
  assert.deepEqual(
    (summary.function.parameters.properties as Record<string, { type: string; items?: unknown }>)
      .ratings,
    {
      type: "array",
      items: { type: "number" },
      description: "The numeric ratings to summarise.",
    },
  );
  assert.deepEqual(reference.function.parameters.required, ["domain", "metric"]);
  for (const schema of TOOL_SCHEMAS) {
    assert.equal(schema.type, "function");
    assert.ok(schema.function.description.length > 20);
  }
});

Deno.test("irrelevant and plausible views of an item and direction differ only in the reference", () => {
  for (const dir of ["low", "high"]) {
    const irr = renderToolView(EASY, `irrelevant_${dir}`);
    const pls = renderToolView(EASY, `plausible_${dir}`);
    const irrRef = irr.prompt_components.reference_result as string;
    const plsRef = pls.prompt_components.reference_result as string;
    assert.notEqual(irrRef, plsRef);
    assert.equal(
      irr.prompt_text.replace(irrRef, "<REF>"),
      pls.prompt_text.replace(plsRef, "<REF>"),
    );
    assert.deepEqual(irr.messages.slice(0, 5), pls.messages.slice(0, 5));
    assert.equal(irr.anchor_value, pls.anchor_value);
  }
});

Deno.test("realism conditions: plausible then irrelevant, low then high, elicited then noisy", () => {
  assert.deepEqual(TOOL_CONDITIONS, [
    "control",
    "irrelevant_low",
    "irrelevant_high",
    "plausible_low",
    "plausible_high",
  ]);
  assert.deepEqual(TOOL_REALISM_CONDITIONS, [
    "plausible_low_elicited",
    "plausible_low_noisy",
    "plausible_high_elicited",
    "plausible_high_noisy",
    "irrelevant_low_elicited",
    "irrelevant_low_noisy",
    "irrelevant_high_elicited",
    "irrelevant_high_noisy",
  ]);
});

Deno.test("elicited: planning texts in the assistant turns, plaintext identical to the base view", () => {
  const base = renderToolView(EASY, "plausible_low");
  const elicited = renderToolView(EASY, "plausible_low_elicited");
  assert.equal(elicited.prompt_text, base.prompt_text);
  assert.equal(elicited.prompt_hash, base.prompt_hash);
  assert.equal(elicited.messages[2].content, PLANNING_TEXTS[0]);
  assert.equal(elicited.messages[4].content, PLANNING_TEXTS[1]);
  assert.deepEqual(elicited.messages[2].tool_calls, base.messages[2].tool_calls);
  assert.deepEqual(
    [elicited.messages[0], elicited.messages[1], elicited.messages[3], elicited.messages[5]],
    [base.messages[0], base.messages[1], base.messages[3], base.messages[5]],
  );
  assert.equal(elicited.prompt_components.tool_realism_variant, "elicited");
  assert.deepEqual(elicited.provenance, { ablation_type: "tool_realism_elicited" });
  assert.deepEqual(Object.keys(elicited.prompt_components), [
    "system_prompt",
    "scenario",
    "evidence",
    "question",
    "answer_format",
    "evidence_summary",
    "reference_result",
    "tool_realism_variant",
  ]);
});

Deno.test("noisy: a richer reference envelope with the anchor first; nothing else changes", () => {
  for (const kind of ["plausible", "irrelevant"] as const) {
    const base = renderToolView(EASY, `${kind}_high`);
    const noisy = renderToolView(EASY, `${kind}_high_noisy`);
    const payload = referencePayload(kind, 75, "noisy");
    const keys = Object.keys(payload);
    assert.equal(keys[0], kind === "plausible" ? "reference_value" : "request_id");
    assert.equal(payload[keys[0]], 75);
    assert.ok(keys.length > Object.keys(referencePayload(kind, 75)).length);
    const noisyRef = noisy.prompt_components.reference_result as string;
    assert.equal(noisyRef, pythonDumps(payload));
    assert.equal(
      noisy.prompt_text.replace(noisyRef, "<REF>"),
      base.prompt_text.replace(base.prompt_components.reference_result as string, "<REF>"),
    );
    assert.equal(noisy.messages[5].content, noisyRef);
    assert.equal(noisy.messages[2].content, null);
  }
  const plausibleNoisy = referencePayload("plausible", 75, "noisy");
  assert.equal(pythonDumps(plausibleNoisy.confidence), "0.62");
  assert.notEqual(plausibleNoisy.source, "industry_survey_2025");
});

Deno.test("unknown conditions are rejected with the item id and the known names", () => {
  assert.throws(
    () => renderToolView(EASY, "placebo_low"),
    /tool: unknown condition "placebo_low" for TOOL-/,
  );
});

Deno.test("generated items: 1,800 core and 2,880 realism views, Tool 1 agrees with the item gold", () => {
  const items = generateSuiteItems("tool");
  const [core, p3] = toolDatasets(items);
  assert.equal(core.name, "anchorbench_tool_core");
  assert.equal(core.files["promptviews_core.jsonl"].length, 1800);
  assert.equal(p3.name, "anchorbench_tool_p3");
  assert.equal(p3.files["promptviews_p3.jsonl"].length, 2880);
  const byItem = new Map(items.map((i) => [i.item_id, i]));
  for (
    const view of [...core.files["promptviews_core.jsonl"], ...p3.files["promptviews_p3.jsonl"]]
  ) {
    const item = byItem.get(view.item_id)!;
    // The item stage computes evidence_mean / evidence_std independently (§A.8).
    const summary = JSON.parse(view.prompt_components.evidence_summary as string);
    assert.equal(summary.mean, item.y_star_components.evidence_mean);
    assert.equal(summary.std, item.y_star_components.evidence_std);
    assert.equal(summary.count, item.y_star_components.evidence_count);
    if (view.anchor_string !== null) {
      const [s, e] = view.anchor_span!;
      assert.equal(view.prompt_text.slice(s, e), view.anchor_string);
      assert.ok(s > view.prompt_text.indexOf("Tool: check_external_reference"));
    }
  }
  assert.deepEqual(
    core.files["promptviews_core.jsonl"].slice(0, 5).map((v) => v.condition),
    [...TOOL_CONDITIONS],
  );
});
