import assert from "node:assert/strict";
import { join } from "node:path";
import {
  exportBatch,
  type ExportOptions,
  importBatch,
  type RunnableView,
} from "../../lib/infer/mod.ts";
import { parseResponse } from "../../lib/parse/mod.ts";
import {
  externalView,
  historyView,
  readRecordsFile,
  STAGE1_TEXT,
  STAGE2_TEXT,
  tempDir,
} from "./fixtures.ts";

type Line = Record<string, unknown> & { custom_id: string; body: Record<string, unknown> };

function options(views: RunnableView[], out: string, runDir?: string): ExportOptions {
  return {
    views,
    model: "openai/gpt-5.4-mini",
    endpoint: "openai",
    decoding: { temperature: 0, max_tokens: 512 },
    protocol: { historyProtocol: "chat", toolFormat: "plaintext" },
    suite: views[0].suite,
    dataset: null,
    simulated: false,
    out,
    runDir,
  };
}

/** A results file answering each request with `answer(line)` (null → an error result). */
async function writeResults(
  batchFile: string,
  resultsFile: string,
  answer: (line: Line) => string | null,
): Promise<Line[]> {
  const lines = (await readRecordsFile(batchFile)) as Line[];
  const results = lines.map((line, i) => {
    const content = answer(line);
    return content === null
      ? {
        id: `r${i}`,
        custom_id: line.custom_id,
        response: { status_code: 500, body: { error: { message: "server error" } } },
        error: null,
      }
      : {
        id: `r${i}`,
        custom_id: line.custom_id,
        response: {
          status_code: 200,
          body: {
            id: "c",
            choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
            usage: { prompt_tokens: 5, completion_tokens: 1, total_tokens: 6 },
          },
        },
        error: null,
      };
  });
  await Deno.writeTextFile(resultsFile, results.map((r) => JSON.stringify(r)).join("\n") + "\n");
  return lines;
}

Deno.test("batch export writes OpenAI Batch lines keyed by request hash, with an index beside", async () => {
  const dir = await tempDir();
  const out = join(dir, "batch.jsonl");
  const summary = await exportBatch(
    options([externalView(1), externalView(2, "plausible_high", 65)], out),
  );
  assert.equal(summary.lines, 2);
  const lines = (await readRecordsFile(out)) as Line[];
  assert.deepEqual(Object.keys(lines[0]), ["custom_id", "method", "url", "body"]);
  assert.equal(lines[0].method, "POST");
  assert.equal(lines[0].url, "/v1/chat/completions");
  assert.match(lines[0].custom_id, /^[0-9a-f]{32}$/);
  assert.deepEqual(lines[0].body, {
    model: "openai/gpt-5.4-mini",
    messages: [{ role: "user", content: externalView(1).prompt_text }],
    // OpenAI's own API (and so its Batch API) takes max_completion_tokens.
    max_completion_tokens: 512,
    temperature: 0,
  });
  const index = await readRecordsFile(summary.indexPath);
  assert.equal(index[0].anchorlab_batch_index, 1);
  assert.equal(index.length, 3);
});

Deno.test("batch import merges results into a run directory, dedups, and failed lines are re-exported", async () => {
  const dir = await tempDir();
  const out = join(dir, "batch.jsonl");
  const run = join(dir, "run");
  const views = [externalView(1), externalView(2), externalView(3)];
  await exportBatch(options(views, out));
  const results = join(dir, "results.jsonl");
  const lines = await writeResults(out, results, () => "50");
  // Make the second request fail.
  const text = (await Deno.readTextFile(results)).split("\n");
  const failed = JSON.parse(text[1]);
  failed.response = { status_code: 500, body: { error: { message: "server error" } } };
  text[1] = JSON.stringify(failed);
  await Deno.writeTextFile(results, text.join("\n"));

  const first = await importBatch({ results, runDir: run, parse: parseResponse, notice: () => {} });
  assert.deepEqual([first.records, first.failed], [3, 1]);
  const again = await importBatch({ results, runDir: run, parse: parseResponse, notice: () => {} });
  assert.equal(again.duplicates, 2, "answered requests are not imported twice");

  const recs = await readRecordsFile(join(run, "records.jsonl"));
  assert.equal(recs.length, 3, "close() keeps one record per request");
  const byHash = new Map(recs.map((r) => [r.request_hash, r]));
  assert.equal(byHash.get(lines[0].custom_id)?.answer_int, 50);
  assert.equal(byHash.get(lines[0].custom_id)?.y_star_evidence, 50);
  assert.match(String(byHash.get(lines[1].custom_id)?.error), /HTTP 500: server error/);

  // Re-export against the run: only the failed request is left.
  const retry = join(dir, "retry.jsonl");
  const summary = await exportBatch(options(views, retry, run));
  assert.equal(summary.lines, 1);
  assert.equal(summary.skipped, 2);
  const [only] = (await readRecordsFile(retry)) as Line[];
  assert.equal(only.custom_id, lines[1].custom_id);
});

Deno.test("History goes through the batch path stage-wise: stage 1, import, stage 2, import", async () => {
  const dir = await tempDir();
  const run = join(dir, "run");
  const views = [historyView(1, "plausible_low"), historyView(2, "control")];
  // historyView(2, "control") still has two stages in this fixture; make it single-turn.
  views[1] = { ...views[1], messages: [{ role: "user", content: "Control prompt\nanswer" }] };

  const round1 = join(dir, "round1.jsonl");
  const s1 = await exportBatch(options(views, round1, run));
  assert.deepEqual([s1.stage1, s1.single, s1.stage2], [1, 1, 0]);
  const lines1 = (await readRecordsFile(round1)) as Line[];
  assert.ok(lines1[0].custom_id.endsWith(":stage1"));
  assert.deepEqual(lines1[0].body.messages, [{ role: "user", content: STAGE1_TEXT }]);
  const results1 = join(dir, "results1.jsonl");
  await writeResults(
    round1,
    results1,
    (l) => (l.custom_id.endsWith(":stage1") ? "My estimate is 31" : "48"),
  );
  const imp1 = await importBatch({
    results: results1,
    runDir: run,
    parse: parseResponse,
    notice: () => {},
  });
  assert.deepEqual([imp1.stage1_stored, imp1.records, imp1.awaiting_stage2], [1, 1, 1]);

  const round2 = join(dir, "round2.jsonl");
  const s2 = await exportBatch(options(views, round2, run));
  assert.deepEqual([s2.stage1, s2.single, s2.stage2, s2.skipped], [0, 0, 1, 1]);
  const [line2] = (await readRecordsFile(round2)) as Line[];
  assert.ok(line2.custom_id.endsWith(":stage2"));
  assert.deepEqual(line2.body.messages, [
    { role: "user", content: STAGE1_TEXT },
    { role: "assistant", content: "My estimate is 31" },
    { role: "user", content: STAGE2_TEXT },
  ]);
  const results2 = join(dir, "results2.jsonl");
  await writeResults(round2, results2, () => "49");
  const imp2 = await importBatch({
    results: results2,
    runDir: run,
    parse: parseResponse,
    notice: () => {},
  });
  assert.deepEqual([imp2.records, imp2.awaiting_stage2], [1, 0]);

  const recs = await readRecordsFile(join(run, "records.jsonl"));
  const hist = recs.find((r) => r.condition === "plausible_low")!;
  assert.equal(hist.stage1_answer, 31);
  assert.equal(hist.anchor_value, 31);
  assert.equal(hist.answer_int, 49);
  assert.deepEqual(hist.api_usage, { prompt_tokens: 10, completion_tokens: 2, total_tokens: 12 });
  const manifest = JSON.parse(await Deno.readTextFile(join(run, "manifest.json")));
  assert.equal(manifest.config.model, "openai/gpt-5.4-mini");
  assert.equal(manifest.sessions.length, 2);
});

Deno.test("batch import names the file and line of an unknown custom_id", async () => {
  const dir = await tempDir();
  const out = join(dir, "batch.jsonl");
  await exportBatch(options([externalView(1)], out));
  const results = join(dir, "results.jsonl");
  await Deno.writeTextFile(
    results,
    JSON.stringify({ id: "r", custom_id: "nope", response: null, error: { message: "x" } }) + "\n",
  );
  await assert.rejects(
    () =>
      importBatch({ results, runDir: join(dir, "run"), parse: parseResponse, notice: () => {} }),
    /results\.jsonl:1: custom_id nope is not in the batch index/,
  );
});
