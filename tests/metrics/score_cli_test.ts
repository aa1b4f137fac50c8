import assert from "node:assert/strict";
import { join } from "node:path";
import { scoreCommand } from "../../lib/cli/score.ts";
import { UsageError } from "../../lib/cli/command.ts";
import { scoreRecords } from "../../lib/metrics/mod.ts";
import { syntheticRun } from "./fixtures.ts";

const records = [
  ...syntheticRun({ suite: "external", model: "m/one", perCell: 2 }),
  ...syntheticRun({ suite: "history", model: "m/one", perCell: 2, extra: ["control_twostage"] }),
];

async function withRecordsFile(fn: (dir: string, file: string) => Promise<void>) {
  const dir = await Deno.makeTempDir({ prefix: "ab-score-test-" });
  try {
    const file = join(dir, "results.jsonl");
    await Deno.writeTextFile(file, records.map((r) => JSON.stringify(r)).join("\n") + "\n");
    await fn(dir, file);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("ab score writes one entry per (model, suite), equal to scoreRecords with the same options", async () => {
  await withRecordsFile(async (dir, file) => {
    const out = join(dir, "summary.json");
    const code = await scoreCommand.run([
      file,
      "--out",
      out,
      "--boot",
      "150",
      "--pairing",
      "positional",
    ]);
    assert.equal(code, 0);
    const written = JSON.parse(await Deno.readTextFile(out));
    const expected = scoreRecords(records, {
      B: 150,
      pairing: "positional",
      rng: "numpy",
      seed: 42,
    });
    assert.deepEqual(written, JSON.parse(JSON.stringify(expected)));
    assert.deepEqual(written.map((e: { suite: string }) => e.suite), ["External", "History"]);
    const provenance = JSON.parse(await Deno.readTextFile(`${out}.provenance.json`));
    assert.equal(provenance.bootstrap.B, 150);
    assert.equal(provenance.pairing, "positional");
    assert.equal(provenance.n_records, records.length);
  });
});

Deno.test("ab score reads a results directory and honours --epsilon and --baseline", async () => {
  await withRecordsFile(async (dir) => {
    const out = join(dir, "s.json");
    await scoreCommand.run([
      dir,
      "--out",
      out,
      "--boot",
      "50",
      "--epsilon",
      "5",
      "--baseline",
      "control_twostage",
    ]);
    const written = JSON.parse(await Deno.readTextFile(out));
    const expected = scoreRecords(records, { B: 50, epsilon: 5, baseline: "control_twostage" });
    assert.deepEqual(written, JSON.parse(JSON.stringify(expected)));
    assert.equal(written[0].epsilon, 5);
    // External has no control_twostage, so the fallback rule keeps control there
    assert.equal(written[0].baseline_condition, "control");
    assert.equal(written[1].baseline_condition, "control_twostage");
    assert.equal("uai_irr_ts" in written[1], false);
  });
});

Deno.test("ab score rejects bad flags with a usage error naming the flag", async () => {
  await assert.rejects(() => scoreCommand.run(["x.jsonl"]), UsageError);
  await assert.rejects(
    () => scoreCommand.run(["x.jsonl", "--out", "o.json", "--pairing", "nearest"]),
    /--pairing must be one of item, positional/,
  );
  await assert.rejects(
    () => scoreCommand.run(["x.jsonl", "--out", "o.json", "--epsilon", "three"]),
    /--epsilon must be a non-negative number/,
  );
  await assert.rejects(() => scoreCommand.run(["--out", "o.json"]), /at least one records file/);
});

Deno.test("ab score reports a malformed record with its file and line", async () => {
  const dir = await Deno.makeTempDir({ prefix: "ab-score-test-" });
  try {
    const file = join(dir, "results.jsonl");
    const good = JSON.stringify(records[0]);
    await Deno.writeTextFile(file, `${good}\n{"model_id": "m/one"}\n`);
    await assert.rejects(
      () => scoreCommand.run([file, "--out", join(dir, "o.json")]),
      (err: Error) => err.message.includes(`${file}:2`),
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
