/** Every paper figure renders a non-empty SVG with the expected number of marks. */
import assert from "node:assert/strict";
import * as F from "../../../lib/figures/paper/mod.ts";
import { loadPublished } from "../../../lib/tables/paper/mod.ts";
import { twoItems } from "../../tables/paper/hand_records.ts";

const data = await loadPublished();

/** Marks drawn inside the first `<g aria-label="dot">` group of an SVG. */
function dotMarks(svg: string): number {
  const start = svg.indexOf('aria-label="dot"');
  assert.ok(start >= 0, "no dot mark in the figure");
  const end = svg.indexOf("</g>", start);
  return (svg.slice(start, end).match(/<(circle|path)\b/g) ?? []).length;
}

Deno.test("Figure 3 from the published summaries: 3 suites × 2 tiers × 3 offsets, paper's tier means", () => {
  const f = F.figure3({ entries: data.unified }, data);
  assert.equal(f.data.reproduced.length, 18);
  // Faceted: one dot group per suite; circles come only from the dot mark.
  assert.equal((f.reproduced.svg.match(/<circle\b/g) ?? []).length, 18);
  assert.ok(f.published && f.published.svg.includes("<svg"));
  const ow = (suite: string, offset: string) =>
    f.data.published!.find((p) =>
      p.suite === suite && p.tier === "Open-weight" && p.offset === offset
    )!;
  // Paper §4.3: open-weight External 0.32 → 0.26 → 0.18, RAG 0.23 → 0.15 → 0.06.
  assert.equal(ow("External", "15").mean!.toFixed(2), "0.32");
  assert.equal(ow("External", "25").mean!.toFixed(2), "0.26");
  assert.equal(ow("RAG", "15").mean!.toFixed(2), "0.23");
  assert.equal(ow("RAG", "25").mean!.toFixed(2), "0.15");
  assert.equal(f.reproduced.simulated, false);
});

Deno.test("Figure 8: one mark per computable cell (69) and the paper's r annotation", () => {
  const f = F.figure8({ entries: data.unified }, null);
  assert.equal(f.data.reproduced.points.length, 69);
  assert.equal(dotMarks(f.reproduced.svg), 69);
  assert.equal(f.data.reproduced.points.filter((p) => p.tier === "API").length, 20);
  assert.equal(
    F.correlationLabel(f.data.reproduced.correlation),
    "r = −0.24, 95% CI [−0.43, −0.00] (n = 69)",
  );
  assert.ok(f.reproduced.svg.includes("r = −0.24"));
  assert.equal(f.published, null);
});

Deno.test("Figure 9: harmful share per model and relevance from records; published per suite", () => {
  const records = [...twoItems("sim/paper/Qwen-7B"), ...twoItems("sim/paper/Llama-8B")];
  const f = F.figure9({ records }, data);
  assert.deepEqual(
    f.data.reproduced.map((p) => `${p.row} ${p.relevance} ${p.harmful_pct}`),
    [
      "Qwen-7B Irrelevant 25",
      "Qwen-7B Plausible 75",
      "Llama-8B Irrelevant 25",
      "Llama-8B Plausible 75",
    ],
  );
  assert.equal(dotMarks(f.reproduced.svg), 4);
  assert.equal(f.reproduced.simulated, true);
  assert.equal(f.data.published!.length, 12); // 5 suites + All, two relevances
  assert.equal(dotMarks(f.published!.svg), 12);
});

Deno.test("Worked examples (Figs 2, 4–7) render all five conditions of a real item with the anchor marked", () => {
  for (const id of ["figure2", "figure4", "figure5", "figure6", "figure7"]) {
    const w = F.workedExample(id);
    assert.equal(w.conditions.length, 5, id);
    assert.ok(w.figure.svg.startsWith("<?xml"), id);
    assert.equal((w.figure.svg.match(/<text\b/g) ?? []).length, 10, id);
    if (id !== "figure4") {
      const pls = w.conditions.find((c) => c.condition === "plausible_high")!;
      assert.ok(pls.span, id);
      const anchor = pls.text.slice(pls.span![0], pls.span![1]);
      assert.match(anchor, /^\d+$/);
      assert.ok(pls.excerpt.includes(anchor), id);
      assert.ok(w.figure.html.includes(`<mark>${anchor}</mark>`), id);
    }
  }
  const h = F.workedExample("figure4");
  assert.match(h.conditions[3].text, /Stage-1 answer/);
  assert.equal(h.conditions[0].span, null);
});

Deno.test("ALL_FIGURES lists Figures 2–9 with the studies they read", () => {
  assert.deepEqual(F.ALL_FIGURES.map((f) => f.id), [
    "figure2",
    "figure3",
    "figure4",
    "figure5",
    "figure6",
    "figure7",
    "figure8",
    "figure9",
  ]);
  assert.deepEqual(F.figureDef("figure3").studies, ["main"]);
  assert.equal(F.figureDef("figure9").needsRecords, true);
});
