import assert from "node:assert/strict";
import { anchorSentence, generateSuiteItems } from "../../lib/items/mod.ts";
import { renderExternalView } from "../../lib/suites/external.ts";
import { renderUncertainView, uncertainDatasets } from "../../lib/suites/uncertain.ts";

const items = generateSuiteItems("external");
const [ds] = uncertainDatasets(items);
const views = ds.files["promptviews_uncertain.jsonl"];

Deno.test("external_uncertain: 15 views per External item = 5,400, k=1 block first", () => {
  assert.equal(ds.name, "anchorbench_external_uncertain");
  assert.equal(ds.suite, "external_uncertain");
  assert.equal(views.length, 5400);
  const first = views.slice(0, 15).map((v) => v.condition);
  assert.deepEqual(first.slice(0, 5), [
    "uncertain_p1_control",
    "uncertain_p1_irrelevant_low",
    "uncertain_p1_irrelevant_high",
    "uncertain_p1_plausible_low",
    "uncertain_p1_plausible_high",
  ]);
  assert.equal(first[5], "uncertain_p2_control");
  assert.equal(first[14], "uncertain_p3_plausible_high");
  assert.ok(views.slice(0, 15).every((v) => v.item_id === items[0].item_id));
});

Deno.test("k visible slots are [0], [0,2], [0,2,4]; hidden slots show [data not available]", () => {
  const slots: Record<number, number[]> = { 1: [0], 2: [0, 2], 3: [0, 2, 4] };
  for (const item of items) {
    for (const k of [1, 2, 3]) {
      const v = renderUncertainView(item, `uncertain_p${k}_control`);
      const expected = slots[k].map((j) => {
        const e = item.evidence_structured[j];
        return `  - ${e.label}: ${e.missing ? "[data not available]" : e.value}`;
      }).join("\n");
      assert.equal(v.prompt_components.evidence, expected);
      assert.ok(v.prompt_text.includes(`\n\nPartial evidence:\n${expected}\n\n(`));
      assert.ok(v.prompt_text.includes(`Only ${k} of the 5 ratings`));
      assert.equal(v.prompt_components.k_visible, k);
      assert.equal(v.prompt_components.n_total, 5);
      assert.equal(v.prompt_components.visible_indices, slots[k].join(","));
      assert.deepEqual(v.provenance, { k_visible: k, n_total: 5 });
    }
  }
});

Deno.test("uncertain anchors and sentences are the External item's; anchor at anchor_span", () => {
  for (const item of items.slice(0, 60)) {
    for (const k of [1, 2, 3]) {
      for (const c of ["irrelevant_low", "plausible_high"]) {
        const v = renderUncertainView(item, `uncertain_p${k}_${c}`);
        const ext = renderExternalView(item, c);
        assert.equal(v.anchor_value, ext.anchor_value);
        assert.equal(v.anchor_relevance, ext.anchor_relevance);
        const [rel, dir] = c.split("_") as [string, "low" | "high"];
        const sentence = anchorSentence(
          item.domain,
          rel,
          item.anchor_phrasing_idx,
          item.anchors[dir],
        );
        assert.equal(v.prompt_components.anchor_sentence, sentence);
        const [s, e] = v.anchor_span!;
        assert.equal(v.prompt_text.slice(s, e), String(item.anchors[dir]));
        assert.ok(s > v.prompt_text.indexOf(sentence));
      }
    }
  }
});

Deno.test("bad uncertain condition names are rejected", () => {
  assert.throws(
    () => renderUncertainView(items[0], "uncertain_p4_control"),
    /uncertain_p4_control/,
  );
  assert.throws(() => renderUncertainView(items[0], "uncertain_p1_placebo_low"), /placebo_low/);
});
