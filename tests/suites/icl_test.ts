import assert from "node:assert/strict";
import { generateSuiteItems } from "../../lib/items/mod.ts";
import { ICL_CONDITIONS, iclDatasets, renderIclView } from "../../lib/suites/icl.ts";
import {
  ICL_INTRO,
  IRRELEVANT_HEADERS,
  NEUTRAL_HEADERS,
  PLAUSIBLE_HEADERS,
} from "../../lib/suites/icl_text.ts";
import { iclItem, TARGET_CASE_TEXT, viewOrder } from "./hand_built_items.ts";

const DEMO_EVIDENCE = [
  "  - D-first: 52\n  - D-second: 50\n  - D-third: 53",
  "  - D-first: 69\n  - D-second: 64\n  - D-third: 56",
  "  - D-first: 37\n  - D-second: 40\n  - D-third: 34",
];
const DEMO_ANSWERS = [52, 63, 37];

/** The full ICL prompt with the given bracket content (null: plain headers), written out by hand. */
function expectedPrompt(bracket: string | null): string {
  const blocks = DEMO_EVIDENCE.map((ev, i) => {
    const header = bracket === null ? `Example ${i + 1}:` : `Example ${i + 1} [${bracket}]:`;
    return `${header}\n${ev}\nAnswer: ${DEMO_ANSWERS[i]}`;
  });
  return `${ICL_INTRO}\n\n${
    blocks.join("\n\n")
  }\n\nNow estimate for a new case:\n\n${TARGET_CASE_TEXT}`;
}

Deno.test("ICL conditions: five core then the neutral ablation", () => {
  assert.deepEqual([...ICL_CONDITIONS], [
    "control",
    "irrelevant_low",
    "irrelevant_high",
    "plausible_low",
    "plausible_high",
    "neutral_low",
    "neutral_high",
  ]);
});

Deno.test("ICL control: intro, three plain demo blocks, new-case marker, target, instruction last", () => {
  const view = renderIclView(iclItem(), "control");
  assert.equal(view.prompt_text, expectedPrompt(null));
  assert.equal(view.anchor_relevance, "none");
  assert.equal(view.anchor_string, null);
  assert.ok(!("anchor_value" in view) && !("anchor_span" in view));
  assert.deepEqual(view.messages, [{ role: "user", content: view.prompt_text }]);
  const c = view.prompt_components;
  assert.deepEqual(Object.keys(c), [
    "demos",
    "demo_headers",
    "demo_answers",
    "demo_evidence",
    "scenario",
    "evidence",
    "question",
    "answer_format",
  ]);
  assert.deepEqual(c.demo_headers, ["Example 1:", "Example 2:", "Example 3:"]);
  assert.deepEqual(c.demo_answers, DEMO_ANSWERS);
  assert.deepEqual(c.demo_evidence, DEMO_EVIDENCE);
  assert.equal(
    c.demos,
    expectedPrompt(null).slice(ICL_INTRO.length + 2, expectedPrompt(null).indexOf("\n\nNow")),
  );
});

Deno.test("ICL anchored headers: pool entry a_idx mod size, same header on all three demos", () => {
  // anchor_phrasing_idx 5 → irrelevant pool[1], plausible pool[2], neutral pool[0]; anchors 41 / 91.
  const item = iclItem();
  const cases = [
    ["irrelevant_low", "irrelevant", 41, IRRELEVANT_HEADERS[1](41)],
    ["irrelevant_high", "irrelevant", 91, IRRELEVANT_HEADERS[1](91)],
    ["plausible_low", "plausible", 41, PLAUSIBLE_HEADERS[2](41)],
    ["plausible_high", "plausible", 91, PLAUSIBLE_HEADERS[2](91)],
    ["neutral_low", "neutral", 41, NEUTRAL_HEADERS[0](41)],
    ["neutral_high", "neutral", 91, NEUTRAL_HEADERS[0](91)],
  ] as const;
  for (const [condition, relevance, anchor, bracket] of cases) {
    const view = renderIclView(item, condition);
    assert.equal(view.prompt_text, expectedPrompt(bracket), condition);
    assert.deepEqual(
      view.prompt_components.demo_headers,
      [1, 2, 3].map((n) => `Example ${n} [${bracket}]:`),
    );
    assert.equal(view.anchor_relevance, relevance);
    assert.equal(view.anchor_value, anchor);
    assert.equal(view.anchor_string, String(anchor));
    // The span is the anchor inside the first header (the target evidence also contains a 41).
    const start = ICL_INTRO.length + 2 + "Example 1 [".length + bracket.indexOf(String(anchor));
    assert.deepEqual(view.anchor_span, [start, start + String(anchor).length], condition);
  }
  const other = iclItem({ phrasingIdx: 3 });
  assert.ok(
    renderIclView(other, "irrelevant_low").prompt_text.includes(`[${IRRELEVANT_HEADERS[3](41)}]`),
  );
  assert.ok(
    renderIclView(other, "plausible_low").prompt_text.includes(`[${PLAUSIBLE_HEADERS[0](41)}]`),
  );
});

Deno.test("ICL header pools: irrelevant 4 with the anchor twice, plausible 3, neutral 1, no other digits", () => {
  assert.equal(IRRELEVANT_HEADERS.length, 4);
  assert.equal(PLAUSIBLE_HEADERS.length, 3);
  assert.equal(NEUTRAL_HEADERS.length, 1);
  for (const h of IRRELEVANT_HEADERS) {
    assert.equal(h(58).split("58").length - 1, 2, h(58));
    assert.ok(!/\d/.test(h(58).replaceAll("58", "")), h(58));
  }
  for (const h of [...PLAUSIBLE_HEADERS, ...NEUTRAL_HEADERS]) {
    assert.equal(h(58).split("58").length - 1, 1, h(58));
    assert.ok(!/\d/.test(h(58).replaceAll("58", "")), h(58));
  }
  assert.ok(!/\d/.test(ICL_INTRO));
});

Deno.test("ICL irrelevant and plausible views of a direction differ only in the header text", () => {
  const item = iclItem();
  for (const dir of ["low", "high"] as const) {
    const anchor = dir === "low" ? 41 : 91;
    const irr = renderIclView(item, `irrelevant_${dir}`);
    const pls = renderIclView(item, `plausible_${dir}`);
    assert.equal(
      irr.prompt_text.replaceAll(
        `[${IRRELEVANT_HEADERS[1](anchor)}]`,
        `[${PLAUSIBLE_HEADERS[2](anchor)}]`,
      ),
      pls.prompt_text,
    );
    assert.equal(irr.anchor_value, pls.anchor_value);
  }
  // Demo evidence and answers do not change with the condition.
  const control = renderIclView(item, "control").prompt_components;
  for (const condition of ICL_CONDITIONS) {
    const c = renderIclView(item, condition).prompt_components;
    assert.deepEqual(c.demo_evidence, control.demo_evidence);
    assert.deepEqual(c.demo_answers, control.demo_answers);
  }
});

Deno.test("ICL anchors at the clamp bounds 0 and 100 are found in the header", () => {
  const item = iclItem({ anchors: { low: 0, high: 100 } });
  for (const condition of ICL_CONDITIONS.slice(1)) {
    const view = renderIclView(item, condition);
    const headerStart = ICL_INTRO.length + 2;
    const firstHeader = view.prompt_text.slice(
      headerStart,
      view.prompt_text.indexOf("\n", headerStart),
    );
    assert.ok(view.anchor_span![0] > headerStart + "Example 1 ".length);
    assert.ok(view.anchor_span![1] <= headerStart + firstHeader.length);
    assert.equal(view.prompt_text.slice(...view.anchor_span!), String(view.anchor_value));
  }
});

Deno.test("ICL bad input: unknown condition, missing demos", () => {
  assert.throws(
    () => renderIclView(iclItem(), "placebo_low"),
    /icl: unknown condition "placebo_low" for ICL-/,
  );
  const noDemos = iclItem();
  delete noDemos.tags.icl_demos;
  assert.throws(
    () => renderIclView(noDemos, "control"),
    /ICL-pricing_wtp-e-off15-003: tags.icl_demos must hold 3 demos/,
  );
});

Deno.test("iclDatasets: core five and neutral ablation per item, item by item", () => {
  const a = iclItem();
  const b = iclItem({ itemId: "ICL-pricing_wtp-e-off15-004" });
  const [ds] = iclDatasets([a, b]);
  assert.equal(ds.name, "anchorbench_icl_core");
  assert.equal(ds.suite, "icl");
  assert.deepEqual(Object.keys(ds.files), ["promptviews_core.jsonl", "promptviews_ablation.jsonl"]);
  const core = ["control", "irrelevant_low", "irrelevant_high", "plausible_low", "plausible_high"];
  assert.deepEqual(
    viewOrder(ds.files["promptviews_core.jsonl"]),
    [...core.map((c) => `${a.item_id}/${c}`), ...core.map((c) => `${b.item_id}/${c}`)],
  );
  assert.deepEqual(
    viewOrder(ds.files["promptviews_ablation.jsonl"]),
    [
      `${a.item_id}/neutral_low`,
      `${a.item_id}/neutral_high`,
      `${b.item_id}/neutral_low`,
      `${b.item_id}/neutral_high`,
    ],
  );
  assert.deepEqual(ds.core_conditions, core);
  assert.deepEqual(ds.ablation_conditions, ["neutral_low", "neutral_high"]);
  assert.throws(() => iclDatasets([]), /iclDatasets: no items/);
});

Deno.test("generated ICL items: 1,800 core + 720 ablation views, anchors in the first header", () => {
  const items = generateSuiteItems("icl", { seed: 42 });
  const [ds] = iclDatasets(items);
  assert.equal(ds.files["promptviews_core.jsonl"].length, 1800);
  assert.equal(ds.files["promptviews_ablation.jsonl"].length, 720);
  const byId = new Map(items.map((it) => [it.item_id, it]));
  for (
    const view of [...ds.files["promptviews_core.jsonl"], ...ds.files["promptviews_ablation.jsonl"]]
  ) {
    if (view.condition === "control") continue;
    const item = byId.get(view.item_id)!;
    const dir = view.condition.endsWith("low") ? "low" : "high";
    assert.equal(view.anchor_value, item.anchors[dir]);
    assert.equal(view.prompt_text.slice(...view.anchor_span!), String(item.anchors[dir]));
    const headers = view.prompt_components.demo_headers as string[];
    assert.equal(new Set(headers.map((h) => h.replace(/^Example \d/, ""))).size, 1);
  }
});
