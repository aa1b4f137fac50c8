/**
 * The judge runner end to end through the in-process simulator: records with design fields and
 * trial indices, complete triplets, resume by request hash, repair of a half-written line, retry
 * of failed requests.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  countJudgeRequests,
  defaultStudySettings,
  type JudgeRecord,
  loadJudgeTasks,
  loadRubrics,
  planJudgeStudy,
  readJudgeRecords,
  runJudgeStudy,
} from "../../lib/judge/mod.ts";
import { createSimFetch } from "../../lib/sim/mod.ts";

const tasks = (await loadJudgeTasks()).filter((t) =>
  ["sum-01", "code-01", "qa-01"].includes(t.task_id)
);
const rubrics = await loadRubrics();
const models = ["sim/judge/GPT-4.1", "sim/judge/Llama-3.2-3B"];

function settings() {
  return defaultStudySettings({ models, tasks, rubrics, calls: 3, temperatures: [0, 1] });
}

async function run(dir: string, simFetch = createSimFetch()) {
  return await runJudgeStudy(settings(), {
    out: dir,
    endpoint: { simFetch },
    concurrency: 4,
    notice: () => {},
  });
}

Deno.test("a small study writes one record per request with trial indices, priors and usage", async () => {
  const dir = await Deno.makeTempDir();
  const summary = await run(dir);
  // 2 models × 3 tasks × 2 temperatures × 3 trials × 3 conditions.
  assert.equal(countJudgeRequests(settings()), 108);
  assert.equal(summary.sent, 108);
  const records = await readJudgeRecords(dir);
  assert.equal(records.length, 108);
  assert.equal(new Set(records.map((r) => r.request_hash)).size, 108);
  for (const r of records) {
    assert.equal(r.simulated, true);
    assert.equal(r.part, "main");
    assert.ok(r.usage && r.usage.prompt_tokens > 0 && r.usage.completion_tokens > 0);
    assert.ok([0, 1, 2].includes(r.trial));
    if (r.condition === "C2") assert.ok(r.prior! >= 0 && r.prior! < 3.99);
    else assert.equal(r.prior, null);
    if (r.valid) assert.ok(r.score! >= 0 && r.score! <= 5 && r.accepted === (r.score! >= 4));
  }
  // GPT-4.1's twin never fails to parse (Table 1: 0% incomplete), so every trial index is a triplet.
  const gpt = records.filter((r) => r.model === "sim/judge/GPT-4.1");
  const slots = new Map<string, Set<string>>();
  for (const r of gpt) {
    const key = `${r.task_id}|${r.temperature}|${r.trial}`;
    slots.set(key, (slots.get(key) ?? new Set()).add(r.condition));
  }
  assert.equal(slots.size, 3 * 2 * 3);
  for (const conds of slots.values()) assert.deepEqual([...conds].sort(), ["C0", "C1", "C2"]);
  // The prior of a trial index is shown in C2 only, and C1/C2 of one index share the attempt.
  const manifest = JSON.parse(await Deno.readTextFile(join(dir, "judge_run.json")));
  assert.equal(manifest.simulated, true);
  assert.equal(manifest.sessions[0].status, "completed");
});

Deno.test("rerunning skips answered requests; a half-written last line is repaired and resent", async () => {
  const dir = await Deno.makeTempDir();
  await run(dir);
  const path = join(dir, "records.jsonl");
  const text = await Deno.readTextFile(path);
  const lines = text.trimEnd().split("\n");
  // Cut the last record in half, as a kill -9 during a write would.
  const cut = lines.slice(0, -1).join("\n") + "\n" + lines[lines.length - 1].slice(0, 40);
  await Deno.writeTextFile(path, cut);
  const again = await run(dir);
  assert.equal(again.sent, 1);
  assert.equal(again.skipped, 107);
  const third = await run(dir);
  assert.equal(third.sent, 0);
  assert.equal((await readJudgeRecords(dir)).length, 108);
});

Deno.test("failed calls are recorded with an error, retried on the next run and superseded", async () => {
  const dir = await Deno.makeTempDir();
  // Every chat request fails with HTTP 400 (permanent: no retries within the run).
  const failing = createSimFetch({
    faults: { rate: { probability: 1, fault: { kind: "status", status: 400 } } },
  });
  const first = await run(dir, failing);
  assert.equal(first.failed, 108);
  const failed = await readJudgeRecords(dir);
  assert.ok(failed.every((r: JudgeRecord) => r.error !== null && !r.valid && r.score === null));
  const second = await run(dir);
  assert.equal(second.sent, 108);
  const lines = (await Deno.readTextFile(join(dir, "records.jsonl"))).trimEnd().split("\n");
  assert.equal(lines.length, 108, "superseded failures are dropped when the run closes");
  assert.ok((await readJudgeRecords(dir)).every((r) => r.error === null));
});

Deno.test("the plan is lazy and identical across calls (same hashes, same seeds)", () => {
  const a = [...planJudgeStudy(settings())].map((r) => `${r.model}|${r.decoding.seed}|${r.prior}`);
  const b = [...planJudgeStudy(settings())].map((r) => `${r.model}|${r.decoding.seed}|${r.prior}`);
  assert.deepEqual(a, b);
  // Equal trial indices of different conditions never share a request seed.
  assert.equal(new Set([...planJudgeStudy(settings())].map((r) => r.decoding.seed)).size, 108);
});

Deno.test("a rerun with another seed into the same directory is refused (trial indices would collide)", async () => {
  const dir = await Deno.makeTempDir();
  await run(dir);
  await assert.rejects(
    runJudgeStudy({ ...settings(), seed: 7 }, {
      out: dir,
      endpoint: { simFetch: createSimFetch() },
      notice: () => {},
    }),
    /different seed; trial indices would collide/,
  );
  // More calls per cell is a widening, not a clash: only the new trials are sent.
  const wider = await runJudgeStudy({ ...settings(), calls: 4 }, {
    out: dir,
    endpoint: { simFetch: createSimFetch() },
    notice: () => {},
  });
  assert.equal(wider.sent, 36);
});
