import assert from "node:assert/strict";
import { generateSuiteItems } from "../../lib/items/mod.ts";
import {
  ICL_DIST_CONDITIONS,
  iclDistDatasets,
  renderIclDistView,
} from "../../lib/suites/icl_dist.ts";
import {
  ICL_DIST_CONTROL_INTROS,
  ICL_DIST_IRRELEVANT_INTROS,
  ICL_DIST_PLAUSIBLE_INTROS,
} from "../../lib/suites/icl_text.ts";
import {
  iclDistItem,
  TARGET_CASE_TEXT,
  TARGET_EVIDENCE_TEXT,
  viewOrder,
} from "./hand_built_items.ts";

/** Plain-header demo blocks written out by hand for the packs of iclDistItem(). */
const PACK_TEXT = {
  control: "Example 1:\n  - D-first: 48\n  - D-second: 52\n  - D-third: 50\nAnswer: 50\n\n" +
    "Example 2:\n  - D-first: 55\n  - D-second: 49\n  - D-third: 52\nAnswer: 52\n\n" +
    "Example 3:\n  - D-first: 44\n  - D-second: 47\n  - D-third: 50\nAnswer: 47",
  low: "Example 1:\n  - D-first: 40\n  - D-second: 43\n  - D-third: 38\nAnswer: 40\n\n" +
    "Example 2:\n  - D-first: 44\n  - D-second: 39\n  - D-third: 42\nAnswer: 42\n\n" +
    "Example 3:\n  - D-first: 37\n  - D-second: 41\n  - D-third: 45\nAnswer: 41",
  high: "Example 1:\n  - D-first: 90\n  - D-second: 88\n  - D-third: 93\nAnswer: 90\n\n" +
    "Example 2:\n  - D-first: 94\n  - D-second: 89\n  - D-third: 92\nAnswer: 92\n\n" +
    "Example 3:\n  - D-first: 87\n  - D-second: 91\n  - D-third: 86\nAnswer: 88",
};

function expectedPrompt(intro: string, pack: keyof typeof PACK_TEXT): string {
  return `${intro}\n\n${PACK_TEXT[pack]}\n\nNow estimate for a new case:\n\n${TARGET_CASE_TEXT}`;
}

Deno.test("ICL-dist renders the five core conditions only", () => {
  assert.deepEqual([...ICL_DIST_CONDITIONS], [
    "control",
    "irrelevant_low",
    "irrelevant_high",
    "plausible_low",
    "plausible_high",
  ]);
  assert.throws(
    () => renderIclDistView(iclDistItem(), "neutral_low"),
    /icl_dist: unknown condition "neutral_low" for ICLDIST-pricing_wtp-e-off25-002/,
  );
});

Deno.test("ICL-dist prompts: intro by relevance (a_idx mod pool size), pack by direction, plain headers", () => {
  // anchor_phrasing_idx 5 → control intro 5 mod 2 = 1, plausible/irrelevant intro 5 mod 3 = 2.
  const item = iclDistItem();
  const cases = [
    ["control", ICL_DIST_CONTROL_INTROS[1], "control", "none", null],
    ["irrelevant_low", ICL_DIST_IRRELEVANT_INTROS[2], "low", "irrelevant", 41],
    ["irrelevant_high", ICL_DIST_IRRELEVANT_INTROS[2], "high", "irrelevant", 91],
    ["plausible_low", ICL_DIST_PLAUSIBLE_INTROS[2], "low", "plausible", 41],
    ["plausible_high", ICL_DIST_PLAUSIBLE_INTROS[2], "high", "plausible", 91],
  ] as const;
  for (const [condition, intro, pack, relevance, anchor] of cases) {
    const view = renderIclDistView(item, condition);
    assert.equal(view.prompt_text, expectedPrompt(intro, pack), condition);
    assert.equal(view.anchor_relevance, relevance);
    assert.equal(view.prompt_components.framing_intro, intro);
    assert.deepEqual(view.prompt_components.demo_headers, [
      "Example 1:",
      "Example 2:",
      "Example 3:",
    ]);
    assert.ok(!("anchor_span" in view), `${condition}: the anchor is not a literal in the prompt`);
    if (anchor === null) {
      assert.equal(view.anchor_string, null);
      assert.ok(!("anchor_value" in view));
    } else {
      assert.equal(view.anchor_value, anchor);
      assert.equal(view.anchor_string, String(anchor));
    }
  }
  const other = iclDistItem({ phrasingIdx: 4 });
  assert.ok(renderIclDistView(other, "control").prompt_text.startsWith(ICL_DIST_CONTROL_INTROS[0]));
  assert.ok(
    renderIclDistView(other, "plausible_high").prompt_text.startsWith(ICL_DIST_PLAUSIBLE_INTROS[1]),
  );
});

Deno.test("ICL-dist components: framing intro first, then demos and the target parts", () => {
  const c = renderIclDistView(iclDistItem(), "irrelevant_high").prompt_components;
  assert.deepEqual(Object.keys(c), [
    "framing_intro",
    "demos",
    "demo_headers",
    "demo_answers",
    "demo_evidence",
    "scenario",
    "evidence",
    "question",
    "answer_format",
  ]);
  assert.deepEqual(c.demo_answers, [90, 92, 88]);
  assert.equal(c.demos, PACK_TEXT.high);
  assert.equal(c.evidence, TARGET_EVIDENCE_TEXT);
});

Deno.test("ICL-dist irrelevant and plausible views of a direction differ only in the intro", () => {
  const item = iclDistItem();
  for (const dir of ["low", "high"]) {
    const irr = renderIclDistView(item, `irrelevant_${dir}`);
    const pls = renderIclDistView(item, `plausible_${dir}`);
    assert.equal(
      irr.prompt_text.replace(ICL_DIST_IRRELEVANT_INTROS[2], ICL_DIST_PLAUSIBLE_INTROS[2]),
      pls.prompt_text,
    );
    assert.deepEqual(irr.prompt_components.demos, pls.prompt_components.demos);
    assert.equal(irr.anchor_value, pls.anchor_value);
  }
  // Low and high demos differ: they come from different packs.
  assert.notDeepEqual(
    renderIclDistView(item, "plausible_low").prompt_components.demo_answers,
    renderIclDistView(item, "plausible_high").prompt_components.demo_answers,
  );
});

Deno.test("ICL-dist intro pools: control 2, plausible 3, irrelevant 3, none with digits", () => {
  assert.equal(ICL_DIST_CONTROL_INTROS.length, 2);
  assert.equal(ICL_DIST_PLAUSIBLE_INTROS.length, 3);
  assert.equal(ICL_DIST_IRRELEVANT_INTROS.length, 3);
  const all = [
    ...ICL_DIST_CONTROL_INTROS,
    ...ICL_DIST_PLAUSIBLE_INTROS,
    ...ICL_DIST_IRRELEVANT_INTROS,
  ];
  assert.equal(new Set(all).size, all.length);
  for (const intro of all) assert.ok(!/\d/.test(intro), intro);
});

Deno.test("ICL-dist bad input: a missing pack names the item and the tag", () => {
  const item = iclDistItem();
  delete item.tags.icl_dist_demos_high;
  assert.doesNotThrow(() => renderIclDistView(item, "plausible_low"));
  assert.throws(
    () => renderIclDistView(item, "plausible_high"),
    /ICLDIST-pricing_wtp-e-off25-002: tags.icl_dist_demos_high must hold 3 demos/,
  );
});

Deno.test("iclDistDatasets: one core file, five views per item in render order", () => {
  const a = iclDistItem();
  const b = iclDistItem({ itemId: "ICLDIST-pricing_wtp-e-off25-003" });
  const [ds] = iclDistDatasets([a, b]);
  assert.equal(ds.name, "anchorbench_icl_dist_core");
  assert.equal(ds.suite, "icl_dist");
  assert.deepEqual(Object.keys(ds.files), ["promptviews_core.jsonl"]);
  assert.deepEqual(
    viewOrder(ds.files["promptviews_core.jsonl"]),
    [a.item_id, b.item_id].flatMap((id) => ICL_DIST_CONDITIONS.map((c) => `${id}/${c}`)),
  );
  assert.deepEqual(ds.ablation_conditions, []);
  assert.throws(
    () => iclDistDatasets([iclDistItem(), { ...a, suite: "icl" }]),
    /expected "icl_dist"/,
  );
});

Deno.test("generated ICL-dist items: 1,800 views; each view shows its direction's pack answers", () => {
  const items = generateSuiteItems("icl_dist", { seed: 42 });
  const [ds] = iclDistDatasets(items);
  const views = ds.files["promptviews_core.jsonl"];
  assert.equal(views.length, 1800);
  const byId = new Map(items.map((it) => [it.item_id, it]));
  for (const view of views) {
    const item = byId.get(view.item_id)!;
    const pack = view.condition === "control"
      ? "control"
      : view.condition.endsWith("low")
      ? "low"
      : "high";
    const demos = item.tags[`icl_dist_demos_${pack}`] as { answer: number }[];
    assert.deepEqual(view.prompt_components.demo_answers, demos.map((d) => d.answer));
    if (pack !== "control") assert.equal(view.anchor_value, item.anchors[pack]);
  }
});
