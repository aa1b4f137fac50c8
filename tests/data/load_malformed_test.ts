import assert from "node:assert/strict";
import { join } from "node:path";
import { loadPromptViews } from "../../lib/data/load_views.ts";
import { assertRejects, fixtureRows, ROWS2, withTempDir } from "./helpers.ts";

type Row = Record<string, unknown>;

/** Writes two good Tool rows and then `bad` as line 3, and expects `file:3:` + the fragments. */
async function expectLine3(bad: (row: Row) => Row | string, ...fragments: string[]) {
  const rows = await fixtureRows(join(ROWS2, "anchorbench_tool_core/promptviews_core.jsonl"));
  await withTempDir(async (dir) => {
    const file = join(dir, "promptviews_core.jsonl");
    const third = bad(structuredClone(rows[2]));
    const lines = [
      JSON.stringify(rows[0]),
      JSON.stringify(rows[1]),
      typeof third === "string" ? third : JSON.stringify(third),
    ];
    await Deno.writeTextFile(file, lines.join("\n") + "\n");
    await assertRejects(() => loadPromptViews(dir), `${file}:3: `, ...fragments);
  });
}

Deno.test("bad JSON names file and line", async () => {
  await expectLine3(() => '{"item_id": "TOOL-x", ', "invalid JSON");
});

Deno.test("a missing required field names the field", async () => {
  await expectLine3((r) => {
    delete r.prompt_text;
    return r;
  }, 'missing required field "prompt_text"');
});

Deno.test("a field of the wrong type is reported with what it holds", async () => {
  await expectLine3(
    (r) => ({ ...r, prompt_components: "nope" }),
    'field "prompt_components" must be an object',
  );
});

Deno.test("an unknown condition for the suite is rejected", async () => {
  await expectLine3(
    (r) => ({ ...r, condition: "plausible_medium" }),
    'unknown condition "plausible_medium" for suite "tool"',
  );
});

Deno.test("an unknown relevance is rejected", async () => {
  await expectLine3(
    (r) => ({ ...r, anchor_relevance: "kinda" }),
    'unknown anchor_relevance "kinda"',
  );
});

Deno.test("an anchor_span that does not hold the anchor is rejected", async () => {
  // Row 3 is TOOL-…-002 plausible_high with anchor 76 at [731, 733).
  await expectLine3(
    (r) => ({ ...r, anchor_span: [10, 12] }),
    'anchor "76" not present in the prompt at anchor_span [10, 12)',
  );
});

Deno.test("an anchor that does not occur in the prompt is rejected", async () => {
  await expectLine3((r) => {
    delete r.anchor_span;
    return { ...r, anchor_string: "999", anchor_value: 999 };
  }, 'anchor "999" not present in the prompt');
});

Deno.test("anchor_string and anchor_value must agree", async () => {
  await expectLine3(
    (r) => ({ ...r, anchor_value: 77 }),
    'anchor_string "76" does not match anchor_value 77',
  );
});

Deno.test("a prompt_hash that does not match the prompt is rejected", async () => {
  await expectLine3(
    (r) => ({ ...r, prompt_hash: "sha256:0000000000000000" }),
    "prompt_hash sha256:0000000000000000 does not match",
  );
});

Deno.test("a row of another format inside a file is rejected", async () => {
  await expectLine3(
    (r) => ({ ...r, messages: [{ role: "user", content: "x" }] }),
    "row is in native format but line 1 is upstream",
  );
});

Deno.test("a row of no known format is rejected", async () => {
  await expectLine3(() => '{"hello": "world"}', "row matches no known prompt-view format");
});

Deno.test("a repeated item/condition inside one file is rejected", async () => {
  const rows = await fixtureRows(join(ROWS2, "anchorbench_tool_core/promptviews_core.jsonl"));
  await expectLine3(
    () => JSON.stringify(rows[0]),
    "duplicate view TOOL-pricing_wtp-e-off15-002/irrelevant_high (first on line 1)",
  );
});

Deno.test("a History stage pair that does not match prompt_text is rejected", async () => {
  const rows = await fixtureRows(join(ROWS2, "anchorbench_history_core/promptviews_core.jsonl"));
  await withTempDir(async (dir) => {
    const row = structuredClone(rows[0]);
    (row.prompt_components as Row).stage2_user_message = "something else";
    const file = join(dir, "promptviews_core.jsonl");
    await Deno.writeTextFile(file, JSON.stringify(rows[2]) + "\n" + JSON.stringify(row) + "\n");
    await assertRejects(
      () => loadPromptViews(dir),
      `${file}:2: prompt_text is not stage1_user_message`,
    );
  });
});

Deno.test("a view whose domain disagrees with its itemspec is rejected", async () => {
  const rows = await fixtureRows(join(ROWS2, "anchorbench_tool_core/promptviews_core.jsonl"));
  await withTempDir(async (dir) => {
    await Deno.copyFile(
      join(ROWS2, "anchorbench_tool_core/itemspecs.jsonl"),
      join(dir, "itemspecs.jsonl"),
    );
    const file = join(dir, "promptviews_core.jsonl");
    await Deno.writeTextFile(file, JSON.stringify({ ...rows[3], domain: "legal_policy" }) + "\n");
    const message = await assertRejects(
      () => loadPromptViews(dir),
      `${file}:1: `,
      'domain "legal_policy" differs',
    );
    assert.match(message, /"pricing_wtp"/);
  });
});
