import assert from "node:assert/strict";
import { join } from "node:path";
import { loadItemSpecs, loadPromptViews } from "../../lib/data/load_views.ts";
import { assertRejects, fixtureRows, ROWS2, SAMPLES, withTempDir } from "./helpers.ts";

const HISTORY = join(ROWS2, "anchorbench_history_core");
const TOOL = join(ROWS2, "anchorbench_tool_core");
const RAG = join(ROWS2, "anchorbench_rag_core");

Deno.test("History two-stage views are rebuilt as [stage 1, awaited answer, stage 2]", async () => {
  const views = await loadPromptViews(HISTORY);
  assert.equal(views.length, 14);
  const raw = await fixtureRows(join(HISTORY, "promptviews_core.jsonl"));
  const view = views.find((v) =>
    v.item_id === "HIST-pricing_wtp-e-003" && v.condition === "plausible_low"
  )!;
  const components = raw[3].prompt_components as Record<string, string>;
  assert.equal(raw[3].condition, "plausible_low");
  assert.deepEqual(view.messages, [
    { role: "user", content: components.stage1_user_message },
    { role: "assistant", content: null, awaits: "stage1" },
    { role: "user", content: components.stage2_user_message },
  ]);
  // The itemspec's low subset is slots 0 and 3 (Customer segment A 62, Conjoint 60): exactly the
  // two lines stage 1 shows.
  assert.match(
    view.messages[0].content!,
    /\n {2}- Customer segment A survey score: 62\n {2}- Conjoint analysis index: 60\n/,
  );
  assert.equal(view.source, "upstream");
  assert.equal(view.y_star_evidence, 67);
  assert.equal(view.y_star_theta, 65);
  assert.equal(view.offset, null);
  assert.equal(view.anchor_polarity, "low");
  assert.equal(view.anchor_string, null);
  const control = views.find((v) =>
    v.item_id === "HIST-pricing_wtp-e-003" && v.condition === "control"
  )!;
  assert.deepEqual(control.messages, [{ role: "user", content: control.prompt_text }]);
});

Deno.test("a folder where items have only some conditions loads as it is", async () => {
  const views = await loadPromptViews(HISTORY);
  const conditionsOf = (id: string) =>
    views.filter((v) => v.item_id === id).map((v) => v.condition);
  assert.deepEqual(conditionsOf("HIST-pricing_wtp-e-002"), ["irrelevant_low", "irrelevant_high"]);
  assert.deepEqual(conditionsOf("HIST-pricing_wtp-e-005"), ["control", "plausible_low"]);
  const rag = await loadPromptViews(RAG);
  assert.deepEqual(
    rag.filter((v) => v.item_id === "RAG-pricing_wtp-e-off15-003").map((v) => v.condition),
    ["control", "irrelevant_low", "irrelevant_high"],
  );
  assert.equal(rag[0].y_star_evidence, 35); // RAG-…-002 itemspec
});

Deno.test("Tool views get native messages from prompt_components with call_1 and call_2", async () => {
  const views = await loadPromptViews(TOOL);
  const view = views.find((v) =>
    v.item_id === "TOOL-pricing_wtp-e-off15-003" && v.condition === "irrelevant_low"
  )!;
  const c = view.prompt_components as Record<string, string>;
  assert.deepEqual(view.messages.map((m) => m.role), [
    "system",
    "user",
    "assistant",
    "tool",
    "assistant",
    "tool",
  ]);
  assert.equal(view.messages[0].content, c.system_prompt);
  assert.equal(
    view.messages[1].content,
    `${c.scenario}\n\nEvidence:\n${c.evidence}\n\n${c.question}\n${c.answer_format}`,
  );
  assert.deepEqual(view.messages[2].tool_calls, [{
    id: "call_1",
    type: "function",
    // ratings 49, 55, 53, 59, 59 of the fixture, as Python floats
    function: {
      name: "get_evidence_summary",
      arguments: '{"ratings": [49.0, 55.0, 53.0, 59.0, 59.0]}',
    },
  }]);
  assert.equal(view.messages[3].tool_call_id, "call_1");
  assert.equal(
    view.messages[3].content,
    '{"mean": 55.0, "count": 5, "min": 49.0, "max": 59.0, "std": 3.79}',
  );
  assert.deepEqual(view.messages[4].tool_calls, [{
    id: "call_2",
    type: "function",
    function: {
      name: "check_external_reference",
      arguments: '{"domain": "pricing_wtp", "metric": "WTP"}',
    },
  }]);
  assert.equal(view.messages[5].tool_call_id, "call_2");
  assert.match(view.messages[5].content!, /^\{"request_id": 48, "status": "no_data"/);
  assert.deepEqual(view.tools!.map((t) => t.function.name), [
    "get_evidence_summary",
    "check_external_reference",
  ]);
  // The plaintext prompt is kept unchanged, its anchor where the file says.
  assert.deepEqual(view.anchor_span, [774, 776]);
  assert.equal(view.prompt_text.slice(774, 776), "48");
  assert.equal(view.anchor_value, 48);
  assert.equal(view.y_star_evidence, 55);
  assert.equal(view.offset, 15);
});

Deno.test("Tool views whose components lack the tool fields stay plaintext", async () => {
  await withTempDir(async (dir) => {
    const rows = await fixtureRows(join(TOOL, "promptviews_core.jsonl"));
    const row = rows[3];
    delete (row.prompt_components as Record<string, unknown>).evidence_summary;
    await Deno.writeTextFile(join(dir, "promptviews_core.jsonl"), JSON.stringify(row) + "\n");
    const [view] = await loadPromptViews(dir);
    assert.deepEqual(view.messages, [{ role: "user", content: row.prompt_text }]);
    assert.equal(view.tools, undefined);
    assert.equal(view.y_star_evidence, null); // no itemspecs beside it
    assert.equal(view.difficulty, "easy"); // from the item id
  });
});

Deno.test("external_uncertain joins the sibling External itemspecs", async () => {
  const views = await loadPromptViews(join(SAMPLES, "anchorbench_external_uncertain"));
  assert.equal(views.length, 5);
  const v = views[1];
  assert.equal(v.condition, "uncertain_p1_irrelevant_low");
  assert.equal(v.y_star_evidence, 77);
  assert.equal(v.y_star_theta, 70);
  assert.equal(v.offset, 15);
  assert.deepEqual(v.anchor_span, [284, 286]);
  assert.deepEqual(v.provenance, { k_visible: 1, n_total: 5 });
  assert.equal("anchor_span" in views[0], false); // the file's explicit null is dropped
});

Deno.test("the stale 5-field public export is recognised and rejected", async () => {
  const dir = join(ROWS2, "anchorbench_external_core");
  await assertRejects(
    () => loadPromptViews(dir),
    "promptviews_public.jsonl",
    "stale 5-field public export",
  );
  await assertRejects(
    () => loadPromptViews(join(dir, "promptviews_public.jsonl")),
    "stale 5-field public export",
  );
  await withTempDir(async (tmp) => {
    // Under another name it is still recognised, by its fields.
    const renamed = join(tmp, "promptviews_core.jsonl");
    await Deno.copyFile(join(dir, "promptviews_public.jsonl"), renamed);
    await assertRejects(() => loadPromptViews(renamed), `${renamed}:1: this is the stale`);
  });
});

Deno.test("itemspecs load with their values; visible means give y*", async () => {
  const specs = await loadItemSpecs(join(ROWS2, "anchorbench_external_core"));
  assert.equal(specs.length, 14);
  for (const s of specs) {
    const visible = s.evidence_structured.filter((e) => !e.missing).map((e) => e.value!);
    assert.equal(visible.length, s.difficulty === "easy" ? 5 : 3, s.item_id);
    const mean = visible.reduce((a, b) => a + b, 0) / visible.length;
    assert.equal(s.y_star_evidence, Math.round(mean), s.item_id);
  }
  const hard = specs.find((s) => s.item_id === "EXT-pricing_wtp-h-off15-001")!;
  assert.deepEqual(hard.evidence_structured.map((e) => e.value), [61, 77, 46, null, null]);
  assert.equal(hard.y_star_evidence, 61);
  await assertRejects(
    () => loadItemSpecs(join(SAMPLES, "anchorbench_rag_core")),
    "no itemspecs.jsonl",
  );
});
