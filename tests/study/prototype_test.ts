/** Prototyping a condition: joining item fields, running on the simulator, scoring in the plausible slot. */
import assert from "node:assert/strict";
import { generateSuiteItems } from "../../lib/items/mod.ts";
import {
  asPlausibleSlot,
  customConditionMetrics,
  customPairedDifferences,
  promptChangeMarkdown,
  prototypeTable,
  runnableViews,
  runViewsOnSim,
} from "../../lib/study/mod.ts";
import { customConditionViews, renderExternalViews } from "../../lib/suites/mod.ts";
import { rec } from "../metrics/fixtures.ts";

const NAME = "colleague_guess";

/**
 * Two items, hand-computed UAI = (y_a − y_ctrl)/(a − y_ctrl):
 *   A (control 50; anchors 30/70): custom 45 → 0.25, 60 → 0.5; irrelevant 48 → 0.1, 50 → 0;
 *     plausible 40 → 0.5, 58 → 0.4
 *   B (control 60; anchors 40/80): custom 55 → 0.25, 60 → 0; irrelevant 60 → 0, 62 → 0.1;
 *     plausible 50 → 0.5, 70 → 0.5
 */
function handRun() {
  const item = (id: string, ctrl: number, lo: number, hi: number, answers: number[]) => {
    const [cl, ch, il, ih, pl, ph] = answers;
    return [
      rec(id, "control", { answer: ctrl }),
      rec(id, "irrelevant_low", { answer: il, anchor: lo }),
      rec(id, "irrelevant_high", { answer: ih, anchor: hi }),
      rec(id, "plausible_low", { answer: pl, anchor: lo }),
      rec(id, "plausible_high", { answer: ph, anchor: hi }),
      rec(id, `${NAME}_low`, { answer: cl, anchor: lo }),
      rec(id, `${NAME}_high`, { answer: ch, anchor: hi }),
    ];
  };
  return [
    ...item("A", 50, 30, 70, [45, 60, 48, 50, 40, 58]),
    ...item("B", 60, 40, 80, [55, 60, 60, 62, 50, 70]),
  ];
}

Deno.test("the custom condition takes the plausible slot; the run's own plausible records are set aside", () => {
  const records = asPlausibleSlot(handRun(), NAME);
  assert.equal(records.length, 10);
  assert.deepEqual(
    records.filter((r) => r.item_id === "A").map((r) => [r.condition, r.answer_int]),
    [
      ["control", 50],
      ["irrelevant_low", 48],
      ["irrelevant_high", 50],
      ["plausible_low", 45],
      ["plausible_high", 60],
    ],
  );
  assert.throws(() => asPlausibleSlot(handRun(), "other"), /no records of condition other_low/);
});

Deno.test("metrics of the custom condition and of the core conditions match the hand values", () => {
  const [m] = customConditionMetrics([{ model: "test/model-a", records: handRun() }], NAME, {
    B: 200,
  });
  // irrelevant: (0.1 + 0 + 0 + 0.1)/4; plausible: (0.5 + 0.4 + 0.5 + 0.5)/4; custom: (0.25+0.5+0.25+0)/4
  assert.equal(m.core.uai_irr, 0.05);
  assert.equal(m.core.uai_plaus, 0.475);
  assert.equal(m.core.disc_delta, 0.425);
  assert.equal(m.custom.uai_irr, 0.05);
  assert.equal(m.custom.uai_plaus, 0.25);
  assert.equal(m.custom.disc_delta, 0.2);
  assert.equal(m.custom.n_uai_plaus, 4);
  // TAR: every custom answer but B-high (60 = y_ctrl) moves toward its anchor.
  assert.equal(m.custom.tar_plaus, 0.75);
  assert.deepEqual(customPairedDifferences([{ records: handRun() }], NAME), [
    0.25 - 0.1,
    0.5 - 0,
    0.25 - 0,
    0 - 0.1,
  ]);
  const table = prototypeTable([m], NAME);
  assert.deepEqual(table.rows.map((r) => [r.condition, r.uai, r.disc]), [
    ["irrelevant (core)", 0.05, null],
    ["plausible (core)", 0.475, 0.425],
    [`${NAME} (new)`, 0.25, 0.2],
  ]);
  assert.equal(table.simulated, true);
});

const items = generateSuiteItems("external", { nPerCell: 1 }).slice(0, 3);
const colleague = { name: NAME, relevance: "colleague", sentence: (a: number) => `Guess: ${a}.` };

Deno.test("runnableViews adds the item's difficulty, golds and offset, and names unknown items", () => {
  const [v] = runnableViews(customConditionViews(items, colleague), items);
  assert.equal(v.difficulty, items[0].difficulty);
  assert.equal(v.y_star_evidence, items[0].y_star_evidence);
  assert.equal(v.y_star_theta, items[0].y_star_theta);
  assert.equal(v.offset, items[0].anchors.offset);
  assert.throws(
    () => runnableViews(customConditionViews(items, colleague), items.slice(1)),
    new RegExp(`view ${items[0].item_id}/${NAME}_low: no item`),
  );
});

Deno.test("runViewsOnSim answers every view on the simulator, resumes, and refuses real models", async () => {
  const dir = await Deno.makeTempDir({ prefix: "anchorlab-proto-" });
  try {
    const views = runnableViews([
      ...renderExternalViews(items, ["control"]),
      ...customConditionViews(items, colleague),
    ], items);
    const [run] = await runViewsOnSim(views, ["sim/anchoring"], dir);
    assert.equal(run.records.length, 9);
    assert.equal(run.summary.sent, 9);
    assert.ok(run.records.every((r) => r.model_id === "sim/anchoring" && r.simulated === true));
    assert.deepEqual(
      new Set(run.records.map((r) => r.condition)),
      new Set(["control", `${NAME}_low`, `${NAME}_high`]),
    );
    const again = await runViewsOnSim(views, ["sim/anchoring"], dir);
    assert.equal(again[0].summary.sent, 0);
    assert.equal(again[0].summary.skipped, 9);
    assert.equal(again[0].records.length, 9);
    await assert.rejects(
      () => runViewsOnSim(views, ["openai/gpt-4.1"], dir),
      /simulated panel only/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("promptChangeMarkdown names the inserted sentence", () => {
  const [control] = renderExternalViews(items, ["control"]);
  const [custom] = customConditionViews(items, colleague);
  const md = promptChangeMarkdown(control, custom);
  assert.ok(md.includes(`Added: \`Guess: ${items[0].anchors.low}. \``), md);
  assert.ok(md.includes("Removed: nothing"));
  assert.ok(md.includes(custom.prompt_text));
});
