import assert from "node:assert/strict";
import { join } from "node:path";
import type { ResultRecord } from "../../lib/data/records.ts";
import {
  configDifferences,
  MixedConfigError,
  readRunRecords,
  RecordStore,
  repairTail,
  type RunConfig,
} from "../../lib/infer/mod.ts";
import { readRecordsFile, tempDir } from "./fixtures.ts";

const CONFIG: RunConfig = {
  model: "sim/rational",
  endpoint: "sim",
  suite: "external",
  decoding: { temperature: 0, max_tokens: 512 },
  repeats: 1,
  history_protocol: "chat",
  tool_format: "native",
  transform: null,
  dataset: "abc",
};

function record(hash: string, error: string | null = null, extra: Partial<ResultRecord> = {}) {
  return {
    model_id: "sim/rational",
    item_id: `item-${hash}`,
    suite: "external",
    domain: "d",
    difficulty: "easy",
    condition: "control",
    anchor_relevance: "none",
    anchor_value: null,
    y_star_evidence: 50,
    answer_int: error ? null : 50,
    parsed_ok: !error,
    parse_strategy: error ? "failed" : "regex",
    raw_text: error ? "" : "50",
    request_hash: hash,
    error,
    ...extra,
  } as ResultRecord;
}

const open = (dir: string, config = CONFIG, allowMixed = false, notices: string[] = []) =>
  RecordStore.open(dir, {
    config,
    simulated: true,
    baseURL: "http://sim.in-process/v1",
    allowMixed,
    notice: (m) => notices.push(m),
  });

Deno.test("repairTail cuts a half-written last line back to the last newline", async () => {
  const dir = await tempDir();
  const path = join(dir, "r.jsonl");
  await Deno.writeTextFile(path, '{"a":1}\n{"b":2}\n{"c":');
  assert.equal(await repairTail(path), 5);
  assert.equal(await Deno.readTextFile(path), '{"a":1}\n{"b":2}\n');
  assert.equal(await repairTail(path), 0, "an intact file is left alone");
  await Deno.writeTextFile(path, '{"no newline at all"');
  assert.equal(await repairTail(path), 20);
  assert.equal(await Deno.readTextFile(path), "");
  assert.equal(await repairTail(join(dir, "missing.jsonl")), 0);
});

Deno.test("repairTail finds the last newline beyond one 64 KiB read chunk", async () => {
  const dir = await tempDir();
  const path = join(dir, "r.jsonl");
  const tail = "x".repeat(150_000);
  await Deno.writeTextFile(path, `{"a":1}\n${tail}`);
  assert.equal(await repairTail(path), 150_000);
  assert.equal(await Deno.readTextFile(path), '{"a":1}\n');
});

Deno.test("reopening a run repairs the torn line with a notice and knows what is done", async () => {
  const dir = await tempDir();
  let store = await open(dir);
  store.append(record("h1"));
  store.append(record("h2", "HTTP 500 (gave up after 5 attempts)"));
  await store.close();
  await Deno.writeTextFile(join(dir, "records.jsonl"), '{"request_hash":"h3","mod', {
    append: true,
  });
  const notices: string[] = [];
  store = await open(dir, CONFIG, false, notices);
  assert.equal(notices.length, 1);
  assert.match(notices[0], /removed an incomplete last line \(25 bytes\)/);
  assert.equal(store.isDone("h1"), true);
  assert.equal(store.isDone("h2"), false, "a failed record is retried, not done");
  assert.equal(store.isDone("h3"), false);
  assert.deepEqual(store.counts(), { done: 1, failed: 1 });
  await store.close();
});

Deno.test("a retried failure supersedes the failed record: one record per request after close", async () => {
  const dir = await tempDir();
  let store = await open(dir);
  store.append(record("h1"));
  store.append(record("h2", "HTTP 503", { stage1_raw_text: "I guess 31", stage1_answer: 31 }));
  await store.close();
  store = await open(dir);
  assert.deepEqual(store.priorFailure("h2"), { stage1_raw_text: "I guess 31", stage1_answer: 31 });
  store.append(record("h2"));
  await store.close();
  const lines = await readRecordsFile(join(dir, "records.jsonl"));
  assert.deepEqual(lines.map((r) => [r.request_hash, r.error]), [["h1", null], ["h2", null]]);
  const manifest = JSON.parse(await Deno.readTextFile(join(dir, "manifest.json")));
  assert.equal(manifest.sessions.length, 2);
  assert.equal(manifest.sessions[1].records_written, 1);
  assert.equal(manifest.sessions[1].status, "completed");
});

Deno.test("readRunRecords keeps the successful record of a hash over an earlier failure", async () => {
  const dir = await tempDir();
  const lines = [record("a", "HTTP 500"), record("b"), record("a")].map((r) => JSON.stringify(r));
  await Deno.writeTextFile(join(dir, "records.jsonl"), lines.join("\n") + "\n");
  const kept = await readRunRecords(dir);
  assert.deepEqual(kept.map((r) => [r.request_hash, r.error]), [["b", null], ["a", null]]);
});

Deno.test("a run directory refuses another configuration, naming the differing keys", async () => {
  const dir = await tempDir();
  const store = await open(dir);
  store.append(record("h1"));
  await store.close();
  const other: RunConfig = {
    ...CONFIG,
    model: "sim/anchoring",
    decoding: { temperature: 0.7, max_tokens: 512 },
  };
  await assert.rejects(
    () => open(dir, other),
    (err: unknown) => {
      assert.ok(err instanceof MixedConfigError);
      assert.deepEqual(err.keys, ["decoding.temperature", "model"]);
      assert.match(err.message, /differing keys: decoding\.temperature, model/);
      assert.match(err.message, /--allow-mixed/);
      return true;
    },
  );
  const notices: string[] = [];
  const mixed = await open(dir, other, true, notices);
  await mixed.close();
  assert.match(notices[0], /--allow-mixed/);
  const manifest = JSON.parse(await Deno.readTextFile(join(dir, "manifest.json")));
  assert.equal(manifest.mixed_configs[0].model, "sim/anchoring");
  // Once admitted, the mixed configuration reopens without the flag.
  await (await open(dir, other)).close();
});

Deno.test("records without a manifest are refused (unknown configuration)", async () => {
  const dir = await tempDir();
  await Deno.writeTextFile(join(dir, "records.jsonl"), JSON.stringify(record("x")) + "\n");
  await assert.rejects(() => open(dir), /manifest\.json is missing/);
});

Deno.test("configDifferences lists nested keys that differ or exist on one side only", () => {
  const b: RunConfig = { ...CONFIG, decoding: { temperature: 0, max_tokens: 2048, seed: 1 } };
  assert.deepEqual(configDifferences(CONFIG, b), ["decoding.max_tokens", "decoding.seed"]);
  assert.deepEqual(configDifferences(CONFIG, { ...CONFIG }), []);
});

Deno.test("the manifest records config, runtime and a session but never an API key", async () => {
  const dir = await tempDir();
  const store = await open(dir);
  await store.close();
  const text = await Deno.readTextFile(join(dir, "manifest.json"));
  const manifest = JSON.parse(text);
  assert.deepEqual(manifest.config, CONFIG);
  assert.equal(manifest.runtime.deno, Deno.version.deno);
  assert.equal(manifest.simulated, true);
  assert.equal(manifest.sessions[0].base_url, "http://sim.in-process/v1");
  assert.ok(typeof manifest.sessions[0].ended === "string");
});
