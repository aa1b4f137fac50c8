import assert from "node:assert/strict";
import { join } from "node:path";
import type { ResultRecord } from "../../lib/data/records.ts";
import { promptKey, RecordStore, reparseRun, type RunConfig } from "../../lib/infer/mod.ts";
import { readRecordsFile, tempDir } from "./fixtures.ts";

const CONFIG: RunConfig = {
  model: "sim/rational",
  endpoint: "sim",
  suite: "history",
  decoding: { temperature: 0, max_tokens: 512 },
  repeats: 1,
  history_protocol: "chat",
  tool_format: "native",
  transform: null,
  dataset: null,
};

function rec(hash: string, fields: Partial<ResultRecord>): ResultRecord {
  return {
    model_id: "sim/rational",
    item_id: `HIST-x-e-${hash}`,
    suite: "history",
    domain: "d",
    difficulty: "easy",
    condition: "plausible_low",
    anchor_relevance: "plausible",
    anchor_value: null,
    y_star_evidence: 50,
    answer_int: null,
    parsed_ok: false,
    parse_strategy: "failed",
    raw_text: "",
    request_hash: hash,
    error: null,
    ...fields,
  };
}

async function runWith(records: ResultRecord[]): Promise<string> {
  const dir = await tempDir();
  const store = await RecordStore.open(dir, {
    config: CONFIG,
    simulated: true,
    baseURL: "x",
    notice: () => {},
  });
  for (const r of records) store.append(r);
  await store.close();
  return dir;
}

Deno.test("reparse recomputes answers under a policy into a new file, leaving records.jsonl alone", async () => {
  // "30 then 70": two distinct integers, no declared answer. The production cascade falls through
  // to last_number (70); the regex tier alone cannot choose (fails).
  const dir = await runWith([
    rec("a", {
      condition: "control",
      raw_text: "30 then 70",
      answer_int: 70,
      parsed_ok: true,
      parse_strategy: "last_number",
    }),
    rec("b", {
      condition: "control",
      raw_text: "42",
      answer_int: 42,
      parsed_ok: true,
      parse_strategy: "regex",
    }),
  ]);
  const before = await Deno.readTextFile(join(dir, "records.jsonl"));
  const summary = await reparseRun({ runDir: dir, policy: "strict_regex" });
  assert.equal(summary.out, join(dir, "records.strict_regex.jsonl"));
  assert.deepEqual(
    [summary.records, summary.parsed_before, summary.parsed_after, summary.changed],
    [2, 2, 1, 1],
  );
  const out = await readRecordsFile(summary.out);
  assert.deepEqual(out.map((r) => [r.answer_int, r.parse_strategy, r.reparse_policy]), [
    [null, "failed", "strict_regex"],
    [42, "regex", "strict_regex"],
  ]);
  assert.equal(await Deno.readTextFile(join(dir, "records.jsonl")), before);
});

Deno.test("reparse re-parses Stage-1 answers and moves the realised anchor with them", async () => {
  // "maybe 20 or 25": two candidates; the echo filter removes 25 when the prompt shows it.
  const dir = await runWith([
    rec("h", {
      raw_text: "48",
      answer_int: 48,
      parsed_ok: true,
      parse_strategy: "regex",
      stage1_raw_text: "maybe 20 or 25",
      stage1_answer: 25,
      anchor_value: 25,
    }),
    rec("c", {
      condition: "control_twostage",
      raw_text: "50",
      answer_int: 50,
      parsed_ok: true,
      parse_strategy: "regex",
      stage1_raw_text: "maybe 20 or 25",
      stage1_answer: null,
      anchor_value: null,
    }),
  ]);
  const blind = await reparseRun({
    runDir: dir,
    policy: "strict_regex",
    out: join(dir, "blind.jsonl"),
  });
  const [h1, c1] = await readRecordsFile(blind.out);
  assert.equal(h1.stage1_answer, null);
  assert.equal(h1.anchor_value, null);
  assert.equal(c1.anchor_value, null, "control_twostage keeps a null anchor");
  assert.equal(blind.stage1_changed, 1);

  const prompts = new Map([
    [promptKey("HIST-x-e-h", "plausible_low"), { final: "", stage1: "Ratings shown: 25 and 35." }],
  ]);
  const seeing = await reparseRun({
    runDir: dir,
    policy: "strict_regex",
    out: join(dir, "p.jsonl"),
    prompts,
  });
  const [h2] = await readRecordsFile(seeing.out);
  assert.equal(h2.stage1_answer, 20);
  assert.equal(h2.anchor_value, 20);
  assert.equal(seeing.with_prompt, 1);
});
