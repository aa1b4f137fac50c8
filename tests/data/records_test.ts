import assert from "node:assert/strict";
import { join } from "node:path";
import { loadRecords } from "../../lib/data/load_records.ts";
import { assertRejects, withTempDir } from "./helpers.ts";

/** A record in the original results.jsonl shape (SPEC §C.5). */
const original = {
  model_id: "Qwen/Qwen2.5-7B-Instruct",
  item_id: "EXT-pricing_wtp-e-off15-001",
  suite: "external",
  domain: "pricing_wtp",
  difficulty: "easy",
  condition: "plausible_low",
  anchor_relevance: "plausible",
  anchor_value: 55,
  y_star_evidence: 77,
  y_star_theta: 70,
  answer_int: 72,
  parsed_ok: true,
  parse_strategy: "last_number",
  raw_text: "72",
};

const history = {
  ...original,
  item_id: "HIST-pricing_wtp-e-001",
  suite: "history",
  condition: "irrelevant_high",
  anchor_relevance: "irrelevant",
  anchor_value: 64,
  stage1_answer: 64,
  stage1_raw_text: "64",
};

async function write(file: string, rows: unknown[]): Promise<void> {
  await Deno.mkdir(join(file, ".."), { recursive: true });
  await Deno.writeTextFile(
    file,
    rows.map((r) => typeof r === "string" ? r : JSON.stringify(r)).join("\n") + "\n",
  );
}

Deno.test("original-style records load, with the offset filled in from the item id", async () => {
  await withTempDir(async (dir) => {
    const file = join(dir, "results.jsonl");
    await write(file, [original, history, {
      ...original,
      answer_int: null,
      parsed_ok: false,
      parse_strategy: "failed",
      raw_text: "no idea",
    }]);
    const records = await loadRecords(file);
    assert.equal(records.length, 3);
    assert.equal(records[0].offset, 15);
    assert.equal(records[1].offset, null);
    assert.equal(records[1].stage1_answer, 64);
    assert.equal(records[2].answer_int, null);
    assert.equal(records[0].y_star_evidence, 77);
  });
});

Deno.test("a directory loads every results.jsonl below it in path order", async () => {
  await withTempDir(async (dir) => {
    await write(join(dir, "run/history/m_a/results.jsonl"), [history]);
    await write(join(dir, "run/external/m_a/results.jsonl"), [original, {
      ...original,
      condition: "control",
      anchor_relevance: "none",
      anchor_value: null,
    }]);
    await Deno.writeTextFile(join(dir, "run/summary.json"), "{}");
    const records = await loadRecords(dir);
    assert.deepEqual(records.map((r) => r.suite), ["external", "external", "history"]);
  });
});

Deno.test("malformed records fail with file, line and reason", async () => {
  const cases: [unknown, string][] = [
    ["{oops", "invalid JSON"],
    [
      { ...original, condition: "plausible_lo" },
      'unknown condition "plausible_lo" for suite "external"',
    ],
    [
      { ...original, parsed_ok: true, answer_int: null },
      "parsed_ok is true but answer_int is null",
    ],
    [{ ...original, answer_int: 7.5 }, 'field "answer_int" must be an integer or null'],
    [(({ model_id: _m, ...rest }) => rest)(original), 'missing required field "model_id"'],
    [(({ anchor_value: _a, ...rest }) => rest)(original), 'missing required field "anchor_value"'],
    [{ ...original, y_star_evidence: "77" }, 'field "y_star_evidence" must be a number'],
  ];
  await withTempDir(async (dir) => {
    const file = join(dir, "results.jsonl");
    for (const [bad, reason] of cases) {
      await write(file, [original, bad]);
      await assertRejects(() => loadRecords(file), `${file}:2: `, reason);
    }
    await assertRejects(() => loadRecords(join(dir, "nothing")), "no such file or directory");
  });
});
