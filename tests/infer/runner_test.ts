/** The runner against a scripted fetch behind the real OpenAI SDK (fault scenarios, wire shapes). */
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  AuthError,
  createEndpoint,
  type Decoding,
  RecordStore,
  runBenchmark,
  type RunConfig,
  type RunnableView,
} from "../../lib/infer/mod.ts";
import { parseResponse } from "../../lib/parse/mod.ts";
import {
  completion,
  externalView,
  historyView,
  readRecordsFile,
  type Reply,
  scriptedFetch,
  STAGE1_TEXT,
  STAGE2_TEXT,
  tempDir,
  toolView,
} from "./fixtures.ts";

const GREEDY: Decoding = { temperature: 0, max_tokens: 512 };
const FAST_RETRY = { baseDelayMs: 1, maxDelayMs: 4, maxAttempts: 4 };

interface Setup {
  views: RunnableView[];
  reply: Reply;
  dir?: string;
  apiKey?: string;
  decoding?: Decoding;
  toolFormat?: "native" | "plaintext";
  historyProtocol?: "chat" | "transcript";
  timeoutMs?: number;
  concurrency?: number;
  maxAttempts?: number;
}

async function run(setup: Setup) {
  const dir = setup.dir ?? await tempDir();
  const { fetch, exchanges } = scriptedFetch(setup.reply);
  const endpoint = createEndpoint({
    kind: "vllm",
    baseURL: "http://fake.test/v1",
    apiKey: setup.apiKey ?? "test-key-0000",
    fetch,
    timeoutMs: setup.timeoutMs,
  });
  const decoding = setup.decoding ?? GREEDY;
  const config: RunConfig = {
    model: "test/model",
    endpoint: "vllm",
    suite: setup.views[0].suite,
    decoding,
    repeats: 1,
    history_protocol: setup.historyProtocol ?? "chat",
    tool_format: setup.toolFormat ?? "native",
    transform: null,
    dataset: null,
  };
  const store = await RecordStore.open(dir, {
    config,
    simulated: false,
    baseURL: endpoint.baseURL,
    notice: () => {},
  });
  const promise = runBenchmark({
    endpoint,
    model: "test/model",
    views: setup.views,
    store,
    parse: parseResponse,
    decoding,
    protocol: {
      historyProtocol: setup.historyProtocol ?? "chat",
      toolFormat: setup.toolFormat ?? "native",
    },
    concurrency: setup.concurrency ?? 4,
    retry: { ...FAST_RETRY, maxAttempts: setup.maxAttempts ?? FAST_RETRY.maxAttempts },
  });
  return { dir, exchanges, promise };
}

const records = (dir: string) => readRecordsFile(join(dir, "records.jsonl"));

Deno.test("429 with Retry-After is waited out and retried; the record counts the attempts", async () => {
  const seenAt: number[] = [];
  const { dir, promise } = await run({
    views: [externalView(1)],
    reply: (_b, call) => {
      seenAt.push(performance.now());
      return call === 1
        ? new Response(JSON.stringify({ error: { message: "rate limited" } }), {
          status: 429,
          headers: { "retry-after": "0.12", "content-type": "application/json" },
        })
        : completion("50");
    },
  });
  const summary = await promise;
  assert.equal(summary.failed, 0);
  assert.ok(seenAt[1] - seenAt[0] >= 119, `retried after ${seenAt[1] - seenAt[0]} ms`);
  const [rec] = await records(dir);
  assert.equal(rec.answer_int, 50);
  assert.equal((rec.timings as { attempts: number }).attempts, 2);
  assert.equal(rec.error, null);
});

Deno.test("500s and HTTP-200 error bodies are retried until an answer arrives", async () => {
  const { dir, exchanges, promise } = await run({
    views: [externalView(1)],
    reply: (_b, call) =>
      call === 1
        ? new Response("oops", { status: 500 })
        : call === 2
        ? Response.json({ error: { code: 502, message: "provider returned error" } })
        : call === 3
        ? Response.json({ id: "x", choices: [] })
        : completion("Final answer: 47", { provider: "DeepInfra" }),
  });
  await promise;
  assert.equal(exchanges.length, 4);
  const [rec] = await records(dir);
  assert.equal(rec.answer_int, 47);
  assert.equal(rec.parse_strategy, "final_answer");
  assert.equal(rec.provider, "DeepInfra");
  assert.equal((rec.timings as { attempts: number }).attempts, 4);
});

Deno.test("a timed-out attempt is retried", async () => {
  const { dir, promise } = await run({
    views: [externalView(1)],
    timeoutMs: 80,
    reply: async (_b, call) => {
      if (call === 1) await new Promise((r) => setTimeout(r, 300));
      return completion("55");
    },
  });
  await promise;
  const [rec] = await records(dir);
  assert.equal(rec.answer_int, 55);
  assert.equal((rec.timings as { attempts: number }).attempts, 2);
});

Deno.test("failures after the last attempt become error records and are retried by a rerun", async () => {
  let healthy = false;
  const reply: Reply = () => healthy ? completion("61") : new Response("down", { status: 503 });
  const first = await run({ views: [externalView(1), externalView(2)], reply, maxAttempts: 2 });
  const summary = await first.promise;
  assert.equal(summary.failed, 2);
  const failed = await records(first.dir);
  assert.equal(failed.length, 2);
  assert.match(String(failed[0].error), /HTTP 503.*gave up after 2 attempts/);
  assert.equal(failed[0].parsed_ok, false);
  assert.equal(failed[0].answer_int, null);

  healthy = true;
  const second = await run({ views: [externalView(1), externalView(2)], reply, dir: first.dir });
  const again = await second.promise;
  assert.equal(again.sent, 2);
  assert.equal(again.skipped, 0);
  const final = await records(first.dir);
  assert.equal(final.length, 2, "the failed records were replaced, one record per request");
  assert.deepEqual(final.map((r) => r.answer_int), [61, 61]);

  const third = await run({ views: [externalView(1), externalView(2)], reply, dir: first.dir });
  const nothing = await third.promise;
  assert.equal(nothing.sent, 0);
  assert.equal(nothing.skipped, 2);
  assert.equal(third.exchanges.length, 0);
});

Deno.test("401 stops the whole run with a message that does not contain the key", async () => {
  const key = "sk-test-VERYSECRETKEY123456";
  const views = Array.from({ length: 40 }, (_, i) => externalView(i + 1));
  const { dir, exchanges, promise } = await run({
    views,
    apiKey: key,
    concurrency: 2,
    reply: (_b) =>
      Response.json({ error: { message: `Incorrect API key provided: ${key}` } }, { status: 401 }),
  });
  await assert.rejects(promise, (err: unknown) => {
    assert.ok(err instanceof AuthError);
    assert.ok(!err.message.includes(key), err.message);
    assert.match(err.message, /authentication failed.*HTTP 401/);
    return true;
  });
  assert.ok(exchanges.length <= 2, `sent ${exchanges.length} requests after the 401`);
  const manifest = await Deno.readTextFile(join(dir, "manifest.json"));
  assert.ok(!manifest.includes(key));
  assert.match(manifest, /stopped: authentication failed/);
  const recs = await Deno.readTextFile(join(dir, "records.jsonl"));
  assert.equal(recs, "", "no record is written for the refused requests");
});

Deno.test("History on the wire: the second request carries the first answer as an assistant turn", async () => {
  const { dir, exchanges, promise } = await run({
    views: [historyView(1, "plausible_low"), historyView(2, "control_twostage")],
    concurrency: 1,
    reply: (body) => {
      const msgs = body.messages as { role: string; content: string }[];
      return completion(msgs.length === 1 ? "Initial estimate: 33" : "50");
    },
  });
  await promise;
  assert.equal(exchanges.length, 4);
  const stage2 = exchanges[1].body.messages;
  assert.deepEqual(stage2, [
    { role: "user", content: STAGE1_TEXT },
    { role: "assistant", content: "Initial estimate: 33" },
    { role: "user", content: STAGE2_TEXT },
  ]);
  const recs = await records(dir);
  assert.equal(recs[0].stage1_answer, 33);
  assert.equal(recs[0].stage1_raw_text, "Initial estimate: 33");
  assert.equal(recs[0].anchor_value, 33, "the realised anchor is the Stage-1 answer");
  assert.equal(recs[0].answer_int, 50);
  assert.equal(recs[1].condition, "control_twostage");
  assert.equal(recs[1].anchor_value, null);
  assert.equal(recs[1].stage1_answer, 33);
  // Usage of both stages is summed.
  assert.deepEqual(recs[0].api_usage, {
    prompt_tokens: 20,
    completion_tokens: 4,
    total_tokens: 24,
  });
});

Deno.test("transcript protocol sends stage 2 as one quoted message and control_twostage in one call", async () => {
  const { exchanges, promise } = await run({
    views: [historyView(1, "irrelevant_high"), historyView(2, "control_twostage")],
    concurrency: 1,
    historyProtocol: "transcript",
    reply: () => completion("72"),
  });
  await promise;
  assert.equal(exchanges.length, 3);
  const stage2 = exchanges[1].body.messages as { role: string; content: string }[];
  assert.equal(stage2.length, 1);
  assert.ok(
    stage2[0].content.startsWith(
      `Previous conversation:\nUser: ${STAGE1_TEXT}\nAssistant: 72\n\nUser: `,
    ),
  );
  const control = exchanges[2].body.messages as { content: string }[];
  assert.equal(control[0].content, `${STAGE1_TEXT}\n\n---\n\n${STAGE2_TEXT}`);
});

Deno.test("native tool views go out with tools and tool turns; records carry tool_format", async () => {
  const native = await run({ views: [toolView(1)], reply: () => completion("50") });
  await native.promise;
  const body = native.exchanges[0].body;
  assert.equal((body.tools as unknown[]).length, 1);
  const msgs = body.messages as Record<string, unknown>[];
  assert.deepEqual(msgs.map((m) => m.role), ["system", "user", "assistant", "tool"]);
  assert.equal((msgs[2].tool_calls as { id: string }[])[0].id, "call_1");
  assert.equal(msgs[3].tool_call_id, "call_1");
  assert.equal((await records(native.dir))[0].tool_format, "native");

  const plain = await run({
    views: [toolView(1)],
    toolFormat: "plaintext",
    reply: () => completion("50"),
  });
  await plain.promise;
  assert.equal(plain.exchanges[0].body.tools, undefined);
  assert.equal((plain.exchanges[0].body.messages as unknown[]).length, 1);
  assert.equal((await records(plain.dir))[0].tool_format, "plaintext");
});

Deno.test("sampling records temperature and seed_idx; missing logprobs are marked unavailable", async () => {
  const { dir, exchanges, promise } = await run({
    views: [externalView(1)],
    decoding: { temperature: 0.7, max_tokens: 512, top_p: 0.9, seed: 11, top_logprobs: 3 },
    reply: () => completion("52"),
  });
  await promise;
  assert.equal(exchanges[0].body.seed, 11);
  assert.equal(exchanges[0].body.top_p, 0.9);
  assert.equal(exchanges[0].body.logprobs, true);
  const [rec] = await records(dir);
  assert.equal(rec.temperature, 0.7);
  assert.equal(rec.seed_idx, 0);
  assert.deepEqual(rec.logprobs, { status: "unavailable" });
  assert.equal(rec.y_star_evidence, 50);
  assert.equal(rec.offset, 15);
  assert.equal(rec.simulated, false);
});

Deno.test("no more than `concurrency` requests are in flight", async () => {
  let inFlight = 0;
  let peak = 0;
  const { promise } = await run({
    views: Array.from({ length: 24 }, (_, i) => externalView(i + 1)),
    concurrency: 3,
    reply: async () => {
      peak = Math.max(peak, ++inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      return completion("50");
    },
  });
  const summary = await promise;
  assert.equal(summary.sent, 24);
  assert.equal(peak, 3);
});

Deno.test("a request repeated in the input is sent once and recorded once", async () => {
  const { dir, exchanges, promise } = await run({
    views: [externalView(1), externalView(2), externalView(1)],
    concurrency: 3,
    reply: () => completion("50"),
  });
  const summary = await promise;
  assert.equal(exchanges.length, 2);
  assert.deepEqual([summary.sent, summary.skipped], [2, 1]);
  assert.equal((await records(dir)).length, 2);
});
