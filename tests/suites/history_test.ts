import assert from "node:assert/strict";
import { anchorSentence, generateSuiteItems, getDomain } from "../../lib/items/mod.ts";
import { renderExternalView } from "../../lib/suites/external.ts";
import {
  HISTORY_CONDITIONS,
  HISTORY_INTENSITY_CONDITIONS,
  historyDatasets,
  renderHistoryView,
} from "../../lib/suites/history.ts";
import {
  INITIAL_ESTIMATE_REQUEST,
  NEW_CASE_PREAMBLE,
  NUMERIC_FOLLOW_UP,
  REVISED_ESTIMATE_REQUEST,
  SAME_CASE_PREAMBLE,
  SUMMARY_REQUEST,
} from "../../lib/suites/history_text.ts";
import {
  historyItem,
  INSTRUCTION,
  TARGET_CASE_TEXT,
  TARGET_EVIDENCE_TEXT,
  viewOrder,
} from "./hand_built_items.ts";

const SEP = "\n\n---\n\n";
const dom = getDomain("pricing_wtp");
// historyItem(): scenario idx 9 → pool[1], question idx 6 → pool[2].
const SCENARIO = dom.scenarios[1];
const QUESTION = dom.questions[2];
const CONTROL_PROMPT = TARGET_CASE_TEXT;

function stages(prompt: string): [string, string] {
  const parts = prompt.split(SEP);
  assert.equal(parts.length, 2, "exactly one stage separator");
  return [parts[0], parts[1]];
}

Deno.test("history control is one user message: scenario, Evidence block, question, instruction", () => {
  const view = renderHistoryView(historyItem(), "control");
  assert.equal(view.prompt_text, CONTROL_PROMPT);
  assert.deepEqual(view.messages, [{ role: "user", content: CONTROL_PROMPT }]);
  assert.equal(view.anchor_relevance, "none");
  assert.equal(view.anchor_string, null);
  assert.ok(!("anchor_value" in view) && !("anchor_span" in view));
  assert.deepEqual(Object.keys(view.prompt_components), [
    "scenario",
    "evidence",
    "question",
    "answer_format",
  ]);
});

Deno.test("plausible_low stage 1 shows the low subset's two lines in index order, then the initial request", () => {
  const view = renderHistoryView(historyItem(), "plausible_low");
  const [s1, s2] = stages(view.prompt_text);
  // subset_indices_low is [3, 0]: Alpha (index 0) must come before Delta (index 3).
  assert.equal(
    s1,
    `${SCENARIO}\n\nPreliminary evidence (partial):\n  - Alpha score: 62\n  - Delta score: 60\n\n` +
      `${INITIAL_ESTIMATE_REQUEST}\n${INSTRUCTION}`,
  );
  assert.equal(
    s2,
    `${SAME_CASE_PREAMBLE}\n\nEvidence:\n${TARGET_EVIDENCE_TEXT}\n\n${REVISED_ESTIMATE_REQUEST}\n${INSTRUCTION}`,
  );
  assert.ok(!s2.includes(SCENARIO), "the scenario is not repeated in stage 2");
  assert.equal(view.anchor_relevance, "plausible");
  assert.equal(view.anchor_string, null);
  assert.ok(!("anchor_value" in view));
});

Deno.test("plausible_high uses the high subset", () => {
  const [s1] = stages(renderHistoryView(historyItem(), "plausible_high").prompt_text);
  assert.ok(s1.includes("(partial):\n  - Beta rating: 76\n  - Gamma index: 71\n\n"));
});

Deno.test("stage requests write the range with an ASCII hyphen and the same-case preamble ends with a colon", () => {
  assert.ok(INITIAL_ESTIMATE_REQUEST.includes("(0-100)"));
  assert.ok(REVISED_ESTIMATE_REQUEST.includes("(0-100)"));
  assert.ok(SAME_CASE_PREAMBLE.endsWith(":"));
});

Deno.test("a hidden slot inside the stage-1 subset is shown as not available", () => {
  const item = historyItem({ values: [62, null, 71, null, 41], difficulty: "hard" });
  const [s1] = stages(renderHistoryView(item, "plausible_high").prompt_text);
  assert.ok(s1.includes("  - Beta rating: [data not available]\n  - Gamma index: 71\n\n"));
});

Deno.test("two-stage views: stages joined by ---, chat turns with the awaited stage-1 answer between them", () => {
  for (const condition of HISTORY_CONDITIONS.filter((c) => c !== "control")) {
    const view = renderHistoryView(historyItem(), condition);
    const c = view.prompt_components;
    const [s1, s2] = stages(view.prompt_text);
    assert.equal(c.stage1_user_message, s1, condition);
    assert.equal(c.stage2_user_message, s2, condition);
    assert.deepEqual(view.messages, [
      { role: "user", content: s1 },
      { role: "assistant", content: null, awaits: "stage1" },
      { role: "user", content: s2 },
    ], condition);
    assert.ok(s2.endsWith(`\n${INSTRUCTION}`), `${condition}: stage 2 ends with the instruction`);
    // The target case's own parts are the components, whatever the stage-1 case was.
    assert.equal(c.scenario, SCENARIO);
    assert.equal(c.evidence, TARGET_EVIDENCE_TEXT);
    assert.equal(c.question, QUESTION);
    assert.equal(c.answer_format, INSTRUCTION);
  }
});

Deno.test("irrelevant_low stage 1 is the low warm-up case with its own scenario and question index", () => {
  const view = renderHistoryView(historyItem(), "irrelevant_low");
  const [s1, s2] = stages(view.prompt_text);
  // warm-up low: scenario index 2 → question index 2 mod 4 = 2.
  assert.equal(
    s1,
    `${
      dom.scenarios[2]
    }\n\nEvidence:\n  - W-one: 25\n  - W-two: 25\n  - W-three: 0\n  - W-four: 32\n` +
      `  - W-five: 9\n\n${dom.questions[2]}\n${INSTRUCTION}`,
  );
  assert.equal(s2, `${NEW_CASE_PREAMBLE}\n\n${CONTROL_PROMPT}`);
  assert.equal(view.anchor_relevance, "irrelevant");
  assert.equal(view.anchor_string, null);
});

Deno.test("irrelevant_high stage 1 is the high warm-up (scenario 7, question 7 mod 4 = 3)", () => {
  const [s1, s2] = stages(renderHistoryView(historyItem(), "irrelevant_high").prompt_text);
  assert.equal(
    s1,
    `${
      dom.scenarios[7]
    }\n\nEvidence:\n  - W-one: 80\n  - W-two: 93\n  - W-three: 77\n  - W-four: 88\n` +
      `  - W-five: 84\n\n${dom.questions[3]}\n${INSTRUCTION}`,
  );
  assert.equal(s2, `${NEW_CASE_PREAMBLE}\n\n${CONTROL_PROMPT}`);
});

Deno.test("the new-case preamble is two sentences", () => {
  assert.equal(NEW_CASE_PREAMBLE.split(/(?<=\.) /).length, 2);
  assert.ok(NEW_CASE_PREAMBLE.endsWith("."));
});

Deno.test("control_twostage: stage 1 asks for a summary with no number and no instruction", () => {
  const view = renderHistoryView(historyItem(), "control_twostage");
  const [s1, s2] = stages(view.prompt_text);
  assert.equal(s1, `${SCENARIO}\n\nEvidence:\n${TARGET_EVIDENCE_TEXT}\n\n${SUMMARY_REQUEST}`);
  assert.ok(!s1.includes(INSTRUCTION));
  assert.ok(!/\d/.test(SUMMARY_REQUEST), "the summary request asks for no number");
  assert.equal(
    s2,
    `${NUMERIC_FOLLOW_UP}\n\nEvidence:\n${TARGET_EVIDENCE_TEXT}\n\n${QUESTION}\n${INSTRUCTION}`,
  );
  assert.equal(view.anchor_relevance, "none");
  assert.equal(view.anchor_string, null);
});

Deno.test("intensity views put the mild/strong sentence with θ∓25 right before the revised request", () => {
  const item = historyItem(); // anchors 41 / 91; the Epsilon rating is also 41.
  const plausibleLow = renderHistoryView(item, "plausible_low");
  for (
    const [condition, relevance, anchor] of [
      ["plausible_mild_low", "plausible_mild", 41],
      ["plausible_mild_high", "plausible_mild", 91],
      ["plausible_strong_low", "plausible_strong", 41],
      ["plausible_strong_high", "plausible_strong", 91],
    ] as const
  ) {
    const view = renderHistoryView(item, condition);
    const sentence = anchorSentence("pricing_wtp", relevance, 5, anchor);
    const [s1, s2] = stages(view.prompt_text);
    const direction = condition.endsWith("low") ? "low" : "high";
    const [plain1] = stages(renderHistoryView(item, `plausible_${direction}`).prompt_text);
    assert.equal(s1, plain1, `${condition}: stage 1 equals plausible_${direction}`);
    assert.equal(
      s2,
      `${SAME_CASE_PREAMBLE}\n\nEvidence:\n${TARGET_EVIDENCE_TEXT}\n\n${sentence} ` +
        `${REVISED_ESTIMATE_REQUEST}\n${INSTRUCTION}`,
    );
    assert.equal(view.anchor_relevance, relevance);
    assert.equal(view.anchor_value, anchor);
    assert.equal(view.anchor_string, String(anchor));
    assert.equal(view.prompt_components.intensity_preamble, sentence);
    // The span points into the sentence, not at the earlier "41" of the evidence block.
    const sentenceStart = view.prompt_text.indexOf(sentence);
    assert.deepEqual(view.anchor_span, [
      sentenceStart + sentence.indexOf(String(anchor)),
      sentenceStart + sentence.indexOf(String(anchor)) + String(anchor).length,
    ]);
    assert.ok(view.anchor_span![0] > s1.length + SEP.length);
  }
  assert.equal(plausibleLow.anchor_string, null);
});

Deno.test("unknown conditions and items without a history block fail with the item id", () => {
  assert.throws(
    () => renderHistoryView(historyItem(), "placebo_low"),
    /history: unknown condition "placebo_low" for HIST-pricing_wtp-e-007/,
  );
  const bare = historyItem();
  delete bare.history;
  assert.throws(
    () => renderHistoryView(bare, "irrelevant_high"),
    /HIST-pricing_wtp-e-007 has no history block/,
  );
  // Control and the two-stage control need no subsets or warm-ups.
  assert.equal(renderHistoryView(bare, "control").prompt_text, CONTROL_PROMPT);
  assert.doesNotThrow(() => renderHistoryView(bare, "control_twostage"));
});

Deno.test("historyDatasets splits core, control_twostage ablation and intensity files, item by item", () => {
  const a = historyItem();
  const b = historyItem({ itemId: "HIST-pricing_wtp-e-008" });
  const [core, intensity] = historyDatasets([a, b]);
  assert.equal(core.name, "anchorbench_history_core");
  assert.equal(intensity.name, "anchorbench_history_intensity");
  assert.deepEqual(Object.keys(core.files), [
    "promptviews_core.jsonl",
    "promptviews_ablation.jsonl",
  ]);
  assert.deepEqual(Object.keys(intensity.files), ["promptviews_intensity.jsonl"]);
  const order = ["control", "plausible_low", "plausible_high", "irrelevant_low", "irrelevant_high"];
  assert.deepEqual(
    viewOrder(core.files["promptviews_core.jsonl"]),
    [...order.map((c) => `${a.item_id}/${c}`), ...order.map((c) => `${b.item_id}/${c}`)],
  );
  assert.deepEqual(
    viewOrder(core.files["promptviews_ablation.jsonl"]),
    [`${a.item_id}/control_twostage`, `${b.item_id}/control_twostage`],
  );
  assert.equal(intensity.files["promptviews_intensity.jsonl"].length, 8);
  assert.deepEqual(core.core_conditions, order);
  assert.deepEqual(core.ablation_conditions, ["control_twostage"]);
  assert.deepEqual(intensity.ablation_conditions, [...HISTORY_INTENSITY_CONDITIONS]);
  assert.equal(core.suite, "history");
  assert.equal(core.seed, 42);
  assert.equal(core.size, "core");
  assert.equal(core.scoring_function, "mean");
  assert.throws(() => historyDatasets([]), /historyDatasets: no items/);
  const wrong = historyItem();
  wrong.suite = "external";
  assert.throws(() => historyDatasets([wrong]), /has suite "external", expected "history"/);
});

Deno.test("generated History items: 1,800 core + 360 ablation + 1,440 intensity views with consistent stage 1", () => {
  const items = generateSuiteItems("history", { seed: 42 });
  assert.equal(items.length, 360);
  const [core, intensity] = historyDatasets(items);
  const coreViews = core.files["promptviews_core.jsonl"];
  assert.equal(coreViews.length, 1800);
  assert.equal(core.files["promptviews_ablation.jsonl"].length, 360);
  assert.equal(intensity.files["promptviews_intensity.jsonl"].length, 1440);
  const byId = new Map(items.map((it) => [it.item_id, it]));
  for (const view of coreViews) {
    const item = byId.get(view.item_id)!;
    assert.ok(!view.prompt_text.includes("undefined"), view.item_id);
    if (view.condition.startsWith("plausible_")) {
      const dir = view.condition.endsWith("low") ? "low" : "high";
      const subset = item.history![dir === "low" ? "subset_indices_low" : "subset_indices_high"];
      const s1 = view.messages[0].content!;
      const partial = s1.split("(partial):\n")[1].split("\n\n")[0].split("\n");
      assert.deepEqual(
        partial.map((line) => line.slice(4, line.lastIndexOf(": "))),
        [...subset].sort((x, y) => x - y).map((j) => item.evidence_structured[j].label),
      );
    }
  }
  for (const view of intensity.files["promptviews_intensity.jsonl"]) {
    const item = byId.get(view.item_id)!;
    const dir = view.condition.endsWith("low") ? "low" : "high";
    assert.equal(view.anchor_value, item.anchors[dir]);
    assert.equal(
      item.anchors[dir],
      dir === "low" ? Math.max(0, item.theta - 25) : Math.min(100, item.theta + 25),
    );
    assert.equal(view.prompt_text.slice(...view.anchor_span!), String(view.anchor_value));
  }
});

Deno.test("history control prompt is built exactly like the External control prompt", () => {
  const external = historyItem({ itemId: "EXT-pricing_wtp-e-off25-007", suite: "external" });
  external.anchors.offset = 25;
  delete external.history;
  assert.equal(
    renderHistoryView(historyItem(), "control").prompt_text,
    renderExternalView(external, "control").prompt_text,
  );
});
