/**
 * The judge study through the OpenAI Batch path: export, results answered by the in-process
 * simulator, import into a judge run directory whose records match those `runJudge` writes for
 * the same plan; idempotent re-import; failures retried by a later run; malformed result lines.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { SIM_INPROCESS_BASE_URL } from "../../lib/infer/mod.ts";
import {
  defaultStudySettings,
  DEMO_CLASSES,
  demoLabelledItems,
  exportJudgeBatch,
  importJudgeBatch,
  type JudgeRecord,
  type JudgeStudySettings,
  loadJudgeTasks,
  loadRubrics,
  readJudgeRecords,
  runJudgeStudy,
} from "../../lib/judge/mod.ts";
import { createSimFetch } from "../../lib/sim/mod.ts";
import { ab } from "../cli/capture.ts";

const tasks = (await loadJudgeTasks()).filter((t) => ["sum-01", "cre-01"].includes(t.task_id));
assert.equal(tasks.length, 2);
const rubrics = await loadRubrics();
const GPT = "sim/judge/GPT-4.1";
const LLAMA = "sim/judge/Llama-3.2-3B";

/** Main grid (2 models), the logprob probe on one model, and a small categorical part. */
function settings(): JudgeStudySettings {
  const items = demoLabelledItems().slice(0, 4);
  return defaultStudySettings({
    models: [GPT, LLAMA],
    tasks,
    rubrics,
    calls: 2,
    temperatures: [0, 1],
    probe: { models: [LLAMA], task_id: tasks[0].task_id, calls: 1 },
    categorical: {
      model: GPT,
      items,
      classes: [...DEMO_CLASSES],
      calls: 1,
      strategies: ["none"],
      source: "demo subset",
    },
  });
}

type RequestLine = {
  custom_id: string;
  method: string;
  url: string;
  body: Record<string, unknown>;
};

async function readJsonl(path: string): Promise<Record<string, unknown>[]> {
  const text = await Deno.readTextFile(path);
  return text.split("\n").filter((l) => l.trim() !== "").map((l) => JSON.parse(l));
}

/** Answers every line of a batch file with the in-process simulator, as the Batch API would. */
async function simulateResults(batchFile: string, resultsFile: string): Promise<RequestLine[]> {
  const simFetch = createSimFetch();
  const lines = (await readJsonl(batchFile)) as RequestLine[];
  const results = [];
  for (const [i, line] of lines.entries()) {
    const response = await simFetch(`${SIM_INPROCESS_BASE_URL}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(line.body),
    });
    results.push({
      id: `batch_req_${i}`,
      custom_id: line.custom_id,
      response: { status_code: response.status, body: await response.json() },
      error: null,
    });
  }
  await Deno.writeTextFile(resultsFile, results.map((r) => JSON.stringify(r)).join("\n") + "\n");
  return lines;
}

/** A record without its timings (the only fields that depend on when and how it was sent). */
function answerFields(record: JudgeRecord): Omit<JudgeRecord, "timings"> {
  const { timings: _timings, ...rest } = record;
  return rest;
}

async function directRun(dir: string) {
  return await runJudgeStudy(settings(), {
    out: dir,
    endpoint: { simFetch: createSimFetch() },
    concurrency: 4,
    notice: () => {},
  });
}

Deno.test("export → simulated batch results → import gives the records ab judge run writes, hash by hash", async () => {
  const tmp = await Deno.makeTempDir();
  const batch = join(tmp, "judge.jsonl");
  const results = join(tmp, "results.jsonl");
  // A benchmark index beside the results must not be mistaken for the judge's.
  await Deno.writeTextFile(
    join(tmp, "bench.jsonl.index.jsonl"),
    JSON.stringify({ anchorlab_batch_index: 1, config: { model: "x" }, created: "" }) + "\n",
  );

  const exported = await exportJudgeBatch({
    settings: settings(),
    out: batch,
    endpointFor: () => "sim",
  });
  // 2 models × 2 tasks × 2 T × 2 calls × 3 conditions + probe 1 × (2 + 4 priors) + categorical.
  const items = settings().categorical!.items;
  const categorical = items.reduce((n, i) => n + (i.label === i.original_label ? 2 : 3), 0);
  assert.equal(exported.lines, 48 + 6 + categorical);
  const lines = await simulateResults(batch, results);
  assert.deepEqual(Object.keys(lines[0]), ["custom_id", "method", "url", "body"]);
  assert.ok(lines.every((l) => l.method === "POST" && l.url === "/v1/chat/completions"));
  const probeLines = lines.filter((l) => l.body.logprobs === true);
  assert.equal(probeLines.length, 6, "only the probe asks for log-probabilities");
  assert.ok(probeLines.every((l) => l.body.top_logprobs === 10 && l.body.model === LLAMA));

  const viaBatch = join(tmp, "batch-run");
  const imported = await importJudgeBatch({ results, runDir: viaBatch, notice: () => {} });
  assert.deepEqual(imported, { records: lines.length, failed: 0, duplicates: 0 });

  const viaRunner = join(tmp, "direct-run");
  await directRun(viaRunner);
  const direct = new Map((await readJudgeRecords(viaRunner)).map((r) => [r.request_hash, r]));
  const batched = await readJudgeRecords(viaBatch);
  assert.equal(batched.length, direct.size);
  assert.deepEqual(
    new Set(lines.map((l) => l.custom_id)),
    new Set(direct.keys()),
    "custom_ids are the request hashes ab judge run uses",
  );
  for (const record of batched) {
    const twin = direct.get(record.request_hash);
    assert.ok(twin, `no direct record for ${record.request_hash}`);
    assert.deepEqual(answerFields(record), answerFields(twin));
  }
  // The fields the comparison covers are really populated.
  const probed = batched.filter((r) => r.part === "probe");
  assert.equal(probed.length, 6);
  assert.ok(probed.some((r) => r.probe?.status === "ok"));
  assert.ok(batched.filter((r) => r.part === "categorical").every((r) => r.categorical !== null));
  assert.ok(batched.every((r) => r.usage !== null && r.usage.completion_tokens > 0));
  assert.ok(batched.some((r) => r.valid && r.score !== null && r.accepted === r.score >= 4));

  // The imported run is a judge run: ab judge run on it has nothing left to send.
  const rerun = await directRun(viaBatch);
  assert.equal(rerun.sent, 0);
  assert.equal(rerun.skipped, lines.length);
  const manifest = JSON.parse(await Deno.readTextFile(join(viaBatch, "judge_run.json")));
  assert.equal(manifest.simulated, true);
  assert.equal(manifest.sessions[0].base_url, "batch:results.jsonl");
});

Deno.test("importing the same results twice adds nothing, failures included", async () => {
  const tmp = await Deno.makeTempDir();
  const batch = join(tmp, "judge.jsonl");
  const results = join(tmp, "results.jsonl");
  await exportJudgeBatch({ settings: settings(), out: batch, endpointFor: () => "sim" });
  const lines = await simulateResults(batch, results);
  const rows = await readJsonl(results);
  rows[3] = { ...rows[3], response: null, error: { code: "server_error", message: "boom" } };
  await Deno.writeTextFile(results, rows.map((r) => JSON.stringify(r)).join("\n") + "\n");

  const run = join(tmp, "run");
  const first = await importJudgeBatch({ results, runDir: run, notice: () => {} });
  assert.deepEqual(first, { records: lines.length, failed: 1, duplicates: 0 });
  const before = await Deno.readTextFile(join(run, "records.jsonl"));
  const second = await importJudgeBatch({ results, runDir: run, notice: () => {} });
  assert.deepEqual(second, { records: 0, failed: 0, duplicates: lines.length });
  assert.equal(await Deno.readTextFile(join(run, "records.jsonl")), before);
});

Deno.test("an error result is recorded as failed; ab judge run on the directory retries only it", async () => {
  const tmp = await Deno.makeTempDir();
  const batch = join(tmp, "judge.jsonl");
  const results = join(tmp, "results.jsonl");
  await exportJudgeBatch({ settings: settings(), out: batch, endpointFor: () => "sim" });
  const lines = await simulateResults(batch, results);
  const rows = await readJsonl(results);
  // One request expired in the batch, another came back with HTTP 500.
  rows[0] = { ...rows[0], response: null, error: { code: "batch_expired", message: "expired" } };
  rows[1] = {
    ...rows[1],
    response: { status_code: 500, body: { error: { message: "upstream down" } } },
  };
  await Deno.writeTextFile(results, rows.map((r) => JSON.stringify(r)).join("\n") + "\n");

  const run = join(tmp, "run");
  const summary = await importJudgeBatch({ results, runDir: run, notice: () => {} });
  assert.equal(summary.failed, 2);
  const byHash = new Map((await readJudgeRecords(run)).map((r) => [r.request_hash, r]));
  const expired = byHash.get(lines[0].custom_id)!;
  assert.equal(expired.error, "batch error: batch_expired: expired");
  assert.deepEqual(
    [expired.valid, expired.score, expired.accepted, expired.parse_reason, expired.raw_text],
    [false, null, null, "call error", ""],
  );
  assert.equal(byHash.get(lines[1].custom_id)!.error, "HTTP 500: upstream down");

  // A re-export against the run holds exactly the two failed requests.
  const retryBatch = join(tmp, "retry.jsonl");
  const retry = await exportJudgeBatch({
    settings: settings(),
    out: retryBatch,
    endpointFor: () => "sim",
    runDir: run,
  });
  assert.deepEqual([retry.lines, retry.skipped], [2, lines.length - 2]);
  const retryIds = (await readJsonl(retryBatch)).map((l) => l.custom_id);
  assert.deepEqual(retryIds, [lines[0].custom_id, lines[1].custom_id]);

  const rerun = await directRun(run);
  assert.equal(rerun.sent, 2);
  assert.equal(rerun.skipped, lines.length - 2);
  const after = await readJudgeRecords(run);
  assert.equal(after.length, lines.length);
  assert.ok(after.every((r) => r.error === null));
});

Deno.test("malformed result lines fail naming file and line, before anything is written", async () => {
  const tmp = await Deno.makeTempDir();
  const batch = join(tmp, "judge.jsonl");
  const results = join(tmp, "results.jsonl");
  await exportJudgeBatch({ settings: settings(), out: batch, endpointFor: () => "sim" });
  await simulateResults(batch, results);
  const good = (await Deno.readTextFile(results)).trimEnd().split("\n");
  const run = join(tmp, "run");
  const cases: [string, RegExp][] = [
    ["{not json", /results\.jsonl:2: invalid JSON/],
    [JSON.stringify({ id: "x", response: null, error: null }), /results\.jsonl:2: .*no custom_id/],
    [
      JSON.stringify({ id: "x", custom_id: "feed", response: { body: {} }, error: null }),
      /results\.jsonl:2: "response" has no numeric status_code/,
    ],
    [
      JSON.stringify({ id: "x", custom_id: "feed", response: null, error: null }),
      /results\.jsonl:2: result line has neither a response nor an error/,
    ],
    [
      JSON.stringify({ id: "x", custom_id: "feed", response: { status_code: 200, body: {} } }),
      /results\.jsonl:2: custom_id feed is not in the judge batch index/,
    ],
  ];
  for (const [bad, expected] of cases) {
    await Deno.writeTextFile(results, [good[0], bad, ...good.slice(1)].join("\n") + "\n");
    await assert.rejects(importJudgeBatch({ results, runDir: run, notice: () => {} }), expected);
    await assert.rejects(Deno.stat(join(run, "records.jsonl")), Deno.errors.NotFound);
  }
});

Deno.test("ab judge batch export / import from the command line round-trip into a judge run", async () => {
  const tmp = await Deno.makeTempDir();
  const batch = join(tmp, "b", "judge.jsonl");
  const results = join(tmp, "b", "results.jsonl");
  const run = join(tmp, "run");
  const study = ["--model", GPT, "--calls", "1", "--temperatures", "0", "--seed", "7"];
  const exported = await ab("judge", "batch", "export", ...study, "--out", batch);
  assert.equal(exported.code, 0, exported.err);
  // 20 built-in tasks × 3 conditions × 1 call at one temperature.
  assert.match(exported.err, /wrote 60 judge request\(s\)/);
  await simulateResults(batch, results);
  const imported = await ab("judge", "batch", "import", "--results", results, "--out", run);
  assert.equal(imported.code, 0, imported.err);
  assert.match(imported.err, /60 record\(s\) \(0 failed\), 0 already present/);
  // The same study flags on ab judge run find everything answered.
  const rerun = await ab("judge", "run", ...study, "--out", run, "--quiet");
  assert.equal(rerun.code, 0, rerun.err);
  assert.match(rerun.err, /0 sent, 60 already answered/);
  const bad = await ab("judge", "batch", "export", ...study, "--out", batch, "--endpoint", "x");
  assert.equal(bad.code, 2);
});
