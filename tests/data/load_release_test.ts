import assert from "node:assert/strict";
import { join } from "node:path";
import { loadPromptViews } from "../../lib/data/load_views.ts";
import { assertRejects, fixtureRows, ROWS2, withTempDir } from "./helpers.ts";

type Row = Record<string, unknown>;

/** A release row (SPEC §C.2 key order) made from a real upstream view and its itemspec. */
function releaseRow(view: Row, spec: Row): Row {
  const condition = view.condition as string;
  const polarity = condition.endsWith("_low") ? "low" : condition.endsWith("_high") ? "high" : null;
  const anchors = spec.anchors as Record<string, number>;
  const history = view.suite === "history";
  return {
    item_id: view.item_id,
    suite: view.suite,
    condition,
    relevance: view.anchor_relevance,
    anchor_polarity: polarity,
    anchor_value: history || polarity === null ? null : anchors[polarity],
    offset: history ? null : anchors.offset,
    difficulty: spec.difficulty,
    domain: view.domain,
    prompt_text: view.prompt_text,
    y_star_evidence: spec.y_star_evidence,
    split: "test",
  };
}

async function releaseRowsOf(dataset: string): Promise<Row[]> {
  const views = await fixtureRows(join(ROWS2, dataset, "promptviews_core.jsonl"));
  const specs = new Map(
    (await fixtureRows(join(ROWS2, dataset, "itemspecs.jsonl"))).map((s) => [s.item_id, s]),
  );
  return views.map((v) => releaseRow(v, specs.get(v.item_id)!));
}

async function writeRows(dir: string, name: string, rows: Row[]): Promise<string> {
  const file = join(dir, name);
  await Deno.writeTextFile(file, rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
  return file;
}

Deno.test("release History rows are split on the stage separator into two turns", async () => {
  const upstream = await fixtureRows(
    join(ROWS2, "anchorbench_history_core/promptviews_core.jsonl"),
  );
  await withTempDir(async (dir) => {
    await writeRows(dir, "history.jsonl", await releaseRowsOf("anchorbench_history_core"));
    const views = await loadPromptViews(dir);
    assert.equal(views.length, 14);
    views.forEach((view, i) => {
      const c = upstream[i].prompt_components as Record<string, string>;
      assert.equal(view.source, "release");
      if (view.condition === "control") {
        assert.deepEqual(view.messages, [{ role: "user", content: view.prompt_text }]);
      } else {
        assert.deepEqual(view.messages, [
          { role: "user", content: c.stage1_user_message },
          { role: "assistant", content: null, awaits: "stage1" },
          { role: "user", content: c.stage2_user_message },
        ]);
      }
      assert.equal(view.anchor_string, null);
      assert.equal(view.offset, null);
    });
    const hist3 = views.find((v) => v.item_id === "HIST-pricing_wtp-e-003")!;
    assert.equal(hist3.y_star_evidence, 67);
    assert.equal(hist3.difficulty, "easy");
    assert.equal(hist3.prompt_hash, upstream[2].prompt_hash); // same text, same hash
  });
});

Deno.test("release Tool rows stay plaintext and keep their gold, offset and anchor", async () => {
  await withTempDir(async (dir) => {
    await writeRows(dir, "tool.jsonl", await releaseRowsOf("anchorbench_tool_core"));
    const views = await loadPromptViews(join(dir, "tool.jsonl"));
    const v = views.find((x) =>
      x.item_id === "TOOL-pricing_wtp-e-off15-003" && x.condition === "irrelevant_low"
    )!;
    assert.deepEqual(v.messages, [{ role: "user", content: v.prompt_text }]);
    assert.deepEqual(v.prompt_components, {});
    assert.equal(v.anchor_value, 48);
    assert.equal(v.anchor_string, "48");
    assert.equal(v.anchor_polarity, "low");
    assert.equal(v.offset, 15);
    assert.equal(v.y_star_evidence, 55);
    assert.equal(v.y_star_theta, null); // the release has no θ
  });
});

Deno.test("malformed release rows fail with file, line and reason", async () => {
  const rows = await releaseRowsOf("anchorbench_tool_core");
  const cases: [Row, string][] = [
    [{ ...rows[3], anchor_value: 60 }, 'relevance "none" but anchor_string is "60"'],
    [
      { ...rows[1], anchor_polarity: "high" },
      'anchor_polarity "high" does not match the condition name',
    ],
    [{ ...rows[1], anchor_value: 999 }, 'anchor "999" not present in the prompt'],
    [{ ...rows[1], difficulty: "medium" }, 'field "difficulty" must be "easy" or "hard"'],
    [{ ...rows[1], condition: "irrelevant_middle" }, 'unknown condition "irrelevant_middle"'],
  ];
  await withTempDir(async (dir) => {
    for (const [bad, reason] of cases) {
      const file = await writeRows(dir, "tool.jsonl", [rows[0], bad]);
      await assertRejects(() => loadPromptViews(file), `${file}:2: `, reason);
    }
    const history = await releaseRowsOf("anchorbench_history_core");
    const file = await writeRows(dir, "history.jsonl", [
      {
        ...history[0],
        prompt_text: (history[0].prompt_text as string).replace("\n\n---\n\n", "\n\n"),
      },
    ]);
    await assertRejects(() => loadPromptViews(file), `${file}:1: `, "without the");
  });
});
