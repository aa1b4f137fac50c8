/**
 * `ab run`, `ab batch export/import` and `ab reparse` as subprocesses: resume after SIGKILL (one
 * record per request), refusal to mix configurations, and the batch round trip.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { promptHash } from "../../lib/suites/mod.ts";
import { startSimServer } from "../../lib/sim/mod.ts";
import { externalView, readRecordsFile, tempDir } from "./fixtures.ts";

const ROOT = new URL("../../", import.meta.url).pathname;

function ab(args: string[]): Deno.ChildProcess {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", join(ROOT, "lib/cli/main.ts"), ...args],
    cwd: ROOT,
    stdout: "piped",
    stderr: "piped",
    env: { NO_COLOR: "1" },
  }).spawn();
}

async function finish(child: Deno.ChildProcess): Promise<{ code: number; stderr: string }> {
  const out = await child.output();
  return { code: out.code, stderr: new TextDecoder().decode(out.stderr) };
}

/** A native promptviews.jsonl with `n` External views (what lib/data loads as `native`). */
async function writeDataset(n: number): Promise<string> {
  const dir = await tempDir();
  const rows = Array.from({ length: n }, (_, i) => {
    const { difficulty: _d, y_star_evidence: _y, y_star_theta: _t, offset: _o, ...view } =
      externalView(
        i + 1,
      );
    return {
      ...view,
      item_id: `EXT-pricing_wtp-e-off15-${String(i + 1).padStart(3, "0")}`,
      prompt_hash: promptHash(view.prompt_text),
    };
  });
  await Deno.writeTextFile(
    join(dir, "promptviews.jsonl"),
    rows.map((r) => JSON.stringify(r)).join("\n") + "\n",
  );
  return dir;
}

async function lineCount(path: string): Promise<number> {
  try {
    return (await Deno.readTextFile(path)).split("\n").length - 1;
  } catch {
    return 0;
  }
}

Deno.test("ab run resumes after SIGKILL: exactly one record per request, the torn line repaired", async () => {
  const N = 300;
  const data = await writeDataset(N);
  const out = join(await tempDir(), "run");
  // Every answer takes 15 ms, so the run lasts long enough to be killed half way.
  const server = startSimServer({
    faults: { rate: { probability: 1, fault: { kind: "delay", ms: 15 } } },
  });
  try {
    const args = [
      "run",
      "--data",
      data,
      "--suite",
      "external",
      "--model",
      "sim/rational",
      "--base-url",
      server.url,
      "--out",
      out,
      "--concurrency",
      "4",
      "--quiet",
    ];
    const records = join(out, "records.jsonl");
    const first = ab(args);
    const deadline = Date.now() + 20_000;
    while ((await lineCount(records)) < 40 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    first.kill("SIGKILL");
    const killed = await finish(first);
    assert.notEqual(killed.code, 0, "the first run was killed before finishing");
    const before = await lineCount(records);
    assert.ok(before >= 40 && before < N, `killed with ${before} records`);
    // Whatever the kill left, add a torn line as a write cut short would.
    await Deno.writeTextFile(records, '{"model_id":"sim/rational","item_', { append: true });

    const second = await finish(ab(args));
    assert.equal(second.code, 0, second.stderr);
    assert.match(second.stderr, /removed an incomplete last line/);
    assert.match(second.stderr, new RegExp(`resumed ${before}`));

    const recs = await readRecordsFile(records);
    assert.equal(recs.length, N);
    assert.equal(new Set(recs.map((r) => r.request_hash)).size, N);
    assert.equal(new Set(recs.map((r) => r.item_id)).size, N);
    assert.ok(recs.every((r) => r.answer_int === 50 && r.simulated === true));
    // The server answered each request once, plus those lost with the kill (answered, not yet written).
    assert.ok(server.stats.completions >= N);

    const third = await finish(ab(args));
    assert.equal(third.code, 0);
    assert.equal(await lineCount(records), N, "a finished run is not sent again");
  } finally {
    await server.close();
  }
});

Deno.test("ab run refuses to add another configuration to a run directory, naming the keys", async () => {
  const data = await writeDataset(3);
  const out = join(await tempDir(), "run");
  const base = ["run", "--data", data, "--suite", "external", "--out", out, "--quiet"];
  const ok = await finish(ab([...base, "--model", "sim/rational"]));
  assert.equal(ok.code, 0, ok.stderr);
  const refused = await finish(ab([...base, "--model", "sim/anchoring", "--max-tokens", "100"]));
  assert.equal(refused.code, 1);
  assert.match(refused.stderr, /differing keys: decoding\.max_tokens, model/);
  const mixed = await finish(
    ab([...base, "--model", "sim/anchoring", "--max-tokens", "100", "--allow-mixed"]),
  );
  assert.equal(mixed.code, 0, mixed.stderr);
  assert.equal(await lineCount(join(out, "records.jsonl")), 6);
});

Deno.test("ab batch export → results → ab batch import → ab reparse", async () => {
  const data = await writeDataset(4);
  const tmp = await tempDir();
  const batch = join(tmp, "batch.jsonl");
  const exp = await finish(ab([
    "batch",
    "export",
    "--data",
    data,
    "--suite",
    "external",
    "--model",
    "openai/gpt-5.4-mini",
    "--out",
    batch,
  ]));
  assert.equal(exp.code, 0, exp.stderr);
  const lines = await readRecordsFile(batch);
  assert.equal(lines.length, 4);
  const results = lines.map((l, i) => ({
    id: `batch_req_${i}`,
    custom_id: l.custom_id,
    response: {
      status_code: 200,
      body: {
        id: `c${i}`,
        choices: [{
          index: 0,
          message: { role: "assistant", content: `Estimates 45 and ${51 + i}` },
        }],
        usage: { prompt_tokens: 9, completion_tokens: 3, total_tokens: 12 },
      },
    },
    error: null,
  }));
  const resultsFile = join(tmp, "results.jsonl");
  await Deno.writeTextFile(resultsFile, results.map((r) => JSON.stringify(r)).join("\n") + "\n");
  const run = join(tmp, "run");
  const imp = await finish(ab(["batch", "import", "--results", resultsFile, "--out", run]));
  assert.equal(imp.code, 0, imp.stderr);
  const recs = await readRecordsFile(join(run, "records.jsonl"));
  assert.equal(recs.length, 4);
  // Two distinct integers and no declared answer: the cascade's last_number tier takes the last.
  assert.deepEqual(recs.map((r) => r.answer_int).sort(), [51, 52, 53, 54]);
  assert.ok(recs.every((r) => r.parse_strategy === "last_number" && r.simulated === false));

  const rep = await finish(ab(["reparse", "--run", run, "--policy", "strict_regex"]));
  assert.equal(rep.code, 0, rep.stderr);
  const reparsed = await readRecordsFile(join(run, "records.strict_regex.jsonl"));
  assert.ok(reparsed.every((r) => r.answer_int === null && r.parsed_ok === false));
  assert.match(rep.stderr, /parsed 4 → 0/);
});

Deno.test("ab run rejects bad flags with a usage error (exit 2) naming the flag", async () => {
  const data = await writeDataset(1);
  const out = join(await tempDir(), "run");
  const base = [
    "run",
    "--data",
    data,
    "--suite",
    "external",
    "--model",
    "sim/rational",
    "--out",
    out,
  ];
  const protocol = await finish(ab([...base, "--history-protocol", "letters"]));
  assert.equal(protocol.code, 2);
  assert.match(protocol.stderr, /--history-protocol must be chat or transcript, got "letters"/);
  const suite = await finish(ab([...base.slice(0, 4), "rag", ...base.slice(5)]));
  assert.equal(suite.code, 1);
  assert.match(suite.stderr, /no views of suite "rag" \(suites present: external\)/);
  const vllm = await finish(ab([...base.slice(0, 6), "Qwen/Qwen2.5-7B-Instruct", "--out", out]));
  assert.equal(vllm.code, 1);
  assert.match(vllm.stderr, /needs --base-url|pass --base-url/);
});
