import assert from "node:assert/strict";
import { anchorSentence, generateSuiteItems, getDomain } from "../../lib/items/mod.ts";
import { ANSWER_INSTRUCTION, promptHash } from "../../lib/suites/common.ts";
import { externalDatasets, renderExternalView } from "../../lib/suites/external.ts";
import type { PromptView } from "../../lib/suites/types.ts";

const items = generateSuiteItems("external");
const [core, d1] = externalDatasets(items);
const coreViews = core.files["promptviews_core.jsonl"];
const ablationViews = core.files["promptviews_ablation.jsonl"];
const d1Views = d1.files["promptviews_d1.jsonl"];

function byItem(views: PromptView[]): Map<string, Map<string, PromptView>> {
  const m = new Map<string, Map<string, PromptView>>();
  for (const v of views) {
    if (!m.has(v.item_id)) m.set(v.item_id, new Map());
    m.get(v.item_id)!.set(v.condition, v);
  }
  return m;
}
const all = byItem([...coreViews, ...ablationViews, ...d1Views]);

Deno.test("External core: 1,800 core + 1,440 ablation views, d1: 1,440, item by item in render order", () => {
  assert.equal(core.name, "anchorbench_external_core");
  assert.equal(coreViews.length, 1800);
  assert.equal(ablationViews.length, 1440);
  assert.equal(d1.name, "anchorbench_external_d1");
  assert.equal(d1Views.length, 1440);
  assert.equal(core.itemspecs.length, 360);
  assert.deepEqual(coreViews.slice(0, 5).map((v) => v.condition), [
    "control",
    "irrelevant_low",
    "irrelevant_high",
    "plausible_low",
    "plausible_high",
  ]);
  assert.deepEqual(ablationViews.slice(0, 4).map((v) => v.condition), [
    "placebo_low",
    "placebo_high",
    "authority_low",
    "authority_high",
  ]);
  assert.deepEqual(
    coreViews.filter((_, i) => i % 5 === 0).map((v) => v.item_id),
    items.map((x) => x.item_id),
  );
  assert.deepEqual(core.ablation_conditions, [
    "placebo_low",
    "placebo_high",
    "authority_low",
    "authority_high",
  ]);
});

Deno.test("control prompt = scenario, Evidence block, question, instruction (hand-assembled)", () => {
  const item = items[0];
  const d = getDomain(item.domain);
  const lines = item.evidence_structured.map((e) => `  - ${e.label}: ${e.value}`).join("\n");
  const expected = `${d.scenarios[item.scenario_template_idx]}\n\nEvidence:\n${lines}\n\n${
    d.questions[item.question_template_idx]
  }\nReturn only a single integer 0\u2013100 on the last line.`;
  const v = all.get(item.item_id)!.get("control")!;
  assert.equal(v.prompt_text, expected);
  assert.equal(v.anchor_string, null);
  assert.equal(v.anchor_relevance, "none");
  assert.ok(!("anchor_span" in v) && !("anchor_value" in v));
  assert.deepEqual(v.messages, [{ role: "user", content: expected }]);
  assert.equal(v.prompt_hash, promptHash(expected));
});

Deno.test("hard items render hidden ratings as [data not available]", () => {
  const hard = items.find((x) => x.difficulty === "hard")!;
  const text = all.get(hard.item_id)!.get("control")!.prompt_text;
  assert.equal(text.split("[data not available]").length - 1, 2);
});

Deno.test("irrelevant and plausible views of an item/direction share the anchor and differ only in the sentence", () => {
  for (const item of items) {
    const views = all.get(item.item_id)!;
    const control = views.get("control")!.prompt_text;
    for (const dir of ["low", "high"] as const) {
      const expectedAnchor = item.anchors[dir];
      for (
        const rel of [
          "irrelevant",
          "plausible",
          "placebo",
          "authority",
          "plausible_mild",
          "plausible_strong",
        ]
      ) {
        const v = views.get(`${rel}_${dir}`)!;
        assert.equal(v.anchor_value, expectedAnchor, `${item.item_id} ${rel}_${dir}`);
        assert.equal(v.anchor_relevance, rel);
        const sentence = anchorSentence(item.domain, rel, item.anchor_phrasing_idx, expectedAnchor);
        assert.equal(v.prompt_components.anchor_sentence, sentence);
        // Removing "<sentence> " gives back the control prompt exactly.
        assert.equal(v.prompt_text.replace(`${sentence} `, ""), control);
        // The sentence sits on the question's line, right before the question.
        const question = v.prompt_components.question as string;
        assert.ok(v.prompt_text.includes(`\n\n${sentence} ${question}\n${ANSWER_INSTRUCTION}`));
      }
    }
  }
});

Deno.test("the anchor value appears in the prompt at anchor_span, inside the anchor sentence", () => {
  for (const views of all.values()) {
    for (const v of views.values()) {
      if (v.condition === "control") continue;
      const [s, e] = v.anchor_span!;
      assert.equal(v.prompt_text.slice(s, e), String(v.anchor_value));
      assert.equal(v.anchor_string, String(v.anchor_value));
      const sentence = v.prompt_components.anchor_sentence as string;
      const sentenceStart = v.prompt_text.lastIndexOf(sentence);
      assert.ok(
        s >= sentenceStart && e <= sentenceStart + sentence.length,
        `${v.item_id} ${v.condition}`,
      );
    }
  }
});

Deno.test("views carry the PromptView key order and d1 views record their probe in provenance", () => {
  const v = all.get(items[3].item_id)!.get("plausible_high")!;
  assert.deepEqual(Object.keys(v), [
    "item_id",
    "suite",
    "domain",
    "condition",
    "prompt_text",
    "prompt_components",
    "anchor_string",
    "anchor_span",
    "anchor_relevance",
    "anchor_value",
    "prompt_hash",
    "messages",
  ]);
  assert.deepEqual(Object.keys(v.prompt_components), [
    "scenario",
    "evidence",
    "question",
    "answer_format",
    "anchor_sentence",
  ]);
  assert.deepEqual(d1Views[0].provenance, { ablation_type: "intensity" });
  assert.equal(d1Views[0].condition, "plausible_mild_low");
});

Deno.test("unknown External conditions and non-offset items are rejected with the item id", () => {
  assert.throws(
    () => renderExternalView(items[0], "sideways_low"),
    /EXT-pricing_wtp-e-off15-001.*sideways_low/,
  );
  const hist = generateSuiteItems("history", { nPerCell: 1, domains: ["pricing_wtp"] });
  assert.throws(() => renderExternalView(hist[0], "control"), /HIST-pricing_wtp-e-001/);
});

Deno.test("other-domain pilots keep their ASCII 0-100 range in the External prompt", () => {
  const other = generateSuiteItems("external", {
    domains: ["consumer_purchase_decision"],
    nPerCell: 1,
  });
  const v = renderExternalView(other[0], "control");
  assert.ok(v.prompt_components.question!.toString().includes("0-100"));
  // The answer instruction is shared and keeps its EN DASH.
  assert.ok(v.prompt_text.endsWith(ANSWER_INSTRUCTION));
});
