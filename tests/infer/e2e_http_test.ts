/**
 * End to end over real HTTP: the runner → the OpenAI SDK → lib/sim's server on 127.0.0.1 (port 0),
 * with injected faults, History and Tool requests checked on the wire, and real upstream rows
 * (../shared/fixtures) loaded by lib/data.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { loadPromptViews } from "../../lib/data/mod.ts";
import {
  AuthError,
  createEndpoint,
  type EndpointKind,
  RecordStore,
  resolveModel,
  runBenchmark,
  type RunnableView,
} from "../../lib/infer/mod.ts";
import { parseResponse } from "../../lib/parse/mod.ts";
import {
  type FaultOptions,
  type Respondent,
  type SimChatRequest,
  startSimServer,
} from "../../lib/sim/mod.ts";
import { externalView, readRecordsFile, tempDir } from "./fixtures.ts";

const FIXTURES = new URL("../../../shared/fixtures/upstream-rows-2/datasets/", import.meta.url);
const fixtureDir = (suite: string) => new URL(`anchorbench_${suite}_core`, FIXTURES).pathname;

/** A respondent that only records what arrives (declines, so the simulator answers). */
function recorder(): { respondent: Respondent; requests: SimChatRequest[] } {
  const requests: SimChatRequest[] = [];
  return {
    requests,
    respondent: {
      name: "wire-recorder",
      accepts(request) {
        requests.push(structuredClone(request));
        return false;
      },
      respond() {
        throw new Error("unreachable");
      },
    },
  };
}

interface E2E {
  views: RunnableView[];
  model: string;
  faults?: FaultOptions;
  apiKey?: string;
  kind?: EndpointKind;
  timeoutMs?: number;
  concurrency?: number;
  retry?: { baseDelayMs: number; maxDelayMs: number; maxAttempts: number };
}

async function e2e(setup: E2E) {
  const wire = recorder();
  const server = startSimServer({ faults: setup.faults, respondents: [wire.respondent] });
  const dir = await tempDir();
  const delays: number[] = [];
  try {
    const endpoint = createEndpoint({
      kind: setup.kind ?? "sim",
      baseURL: server.url,
      apiKey: setup.apiKey,
      timeoutMs: setup.timeoutMs,
    });
    const decoding = { temperature: 0, max_tokens: 512 };
    const protocol = {
      historyProtocol: "chat" as const,
      toolFormat: resolveModel(setup.model).tool_format,
    };
    const store = await RecordStore.open(dir, {
      config: {
        model: setup.model,
        endpoint: endpoint.kind,
        suite: setup.views[0].suite,
        decoding,
        repeats: 1,
        history_protocol: "chat",
        tool_format: protocol.toolFormat,
        transform: null,
        dataset: null,
      },
      simulated: true,
      baseURL: endpoint.baseURL,
      notice: () => {},
    });
    const run = runBenchmark({
      endpoint,
      model: setup.model,
      views: setup.views,
      store,
      parse: parseResponse,
      decoding,
      protocol,
      concurrency: setup.concurrency ?? 1,
      retry: setup.retry ?? { baseDelayMs: 2, maxDelayMs: 5, maxAttempts: 5 },
      onRetry: (_m, _a, delay) => delays.push(delay),
    });
    const outcome = await run.then(
      (summary) => ({ summary, error: null }),
      (error) => ({ summary: null, error }),
    );
    return { ...outcome, dir, wire: wire.requests, stats: structuredClone(server.stats), delays };
  } finally {
    await server.close();
  }
}

Deno.test("over HTTP: 429 (Retry-After honoured), 500, a 200 error body and a timeout are retried", async () => {
  const { summary, dir, stats, delays, error } = await e2e({
    views: [externalView(1), externalView(2), externalView(3)],
    model: "sim/rational",
    timeoutMs: 300,
    faults: {
      schedule: [
        { at: 0, fault: { kind: "status", status: 429, retryAfterSeconds: 0.15 } },
        { at: 1, fault: { kind: "status", status: 500 } },
        { at: 2, fault: { kind: "error_body", message: "upstream provider failed" } },
        { at: 3, fault: { kind: "delay", ms: 1500 } },
      ],
    },
  });
  assert.equal(error, null);
  assert.equal(summary!.failed, 0);
  assert.equal(stats.faultsInjected, 4);
  // The first wait is the server's Retry-After (150 ms), the others the small backoff.
  assert.equal(delays[0], 150);
  assert.equal(delays.length, 4);
  assert.ok(delays.slice(1).every((d) => d <= 5));
  const recs = await readRecordsFile(join(dir, "records.jsonl"));
  assert.equal(recs.length, 3);
  const first = recs.find((r) => r.item_id === "EXT-test-e-off15-001")!;
  assert.equal((first.timings as { attempts: number }).attempts, 5);
  // sim/rational answers the mean of the ratings 40, 50, 60.
  assert.deepEqual(recs.map((r) => r.answer_int), [50, 50, 50]);
  assert.ok(recs.every((r) => r.simulated === true && r.error === null));
});

Deno.test("over HTTP: History is a real chat — stage 2 carries the model's own stage-1 answer", async () => {
  const views = (await loadPromptViews(fixtureDir("history"))).filter((v) =>
    v.item_id === "HIST-pricing_wtp-e-003"
  );
  assert.equal(views.length, 5);
  const { dir, wire, error } = await e2e({ views, model: "sim/paper/Llama-8B" });
  assert.equal(error, null);
  // control: 1 request; each of the 4 two-stage conditions: 2 requests.
  assert.equal(wire.length, 9);
  const recs = await readRecordsFile(join(dir, "records.jsonl"));
  for (const rec of recs.filter((r) => r.condition !== "control")) {
    const view = views.find((v) => v.condition === rec.condition)!;
    const stage1 = view.messages[0].content;
    const stage2 = view.messages[2].content;
    const second = wire.find((w) => w.messages.length === 3 && w.messages[0].content === stage1)!;
    assert.ok(second, `no stage-2 request for ${rec.condition}`);
    assert.deepEqual(second.messages.map((m) => m.role), ["user", "assistant", "user"]);
    assert.equal(second.messages[1].content, rec.stage1_raw_text);
    assert.equal(second.messages[2].content, stage2);
    assert.equal(rec.stage1_answer, parseResponse(String(rec.stage1_raw_text), stage1!).answer_int);
    assert.equal(rec.anchor_value, rec.stage1_answer);
  }
  const control = recs.find((r) => r.condition === "control")!;
  assert.equal(control.stage1_answer, undefined);
  assert.equal(control.anchor_value, null);
});

Deno.test("over HTTP: native tool views send tools and tool turns; plaintext models get one prompt", async () => {
  const views = (await loadPromptViews(fixtureDir("tool"))).filter((v) =>
    v.item_id === "TOOL-pricing_wtp-e-off15-003"
  );
  const native = await e2e({ views, model: "sim/paper/Qwen-7B" });
  assert.equal(native.error, null);
  for (const request of native.wire) {
    assert.equal(request.tools?.length, 2);
    const roles = request.messages.map((m) => m.role);
    assert.deepEqual(roles, ["system", "user", "assistant", "tool", "assistant", "tool"]);
    const call = (request.messages[2] as { tool_calls?: { id: string }[] }).tool_calls;
    assert.equal(call?.[0].id, "call_1");
    assert.equal((request.messages[3] as { tool_call_id?: string }).tool_call_id, "call_1");
  }
  const nativeRecs = await readRecordsFile(join(native.dir, "records.jsonl"));
  assert.ok(nativeRecs.every((r) => r.tool_format === "native"));

  const plain = await e2e({ views, model: "sim/paper/Gemma-4B" });
  for (const request of plain.wire) {
    assert.equal(request.tools, undefined);
    assert.deepEqual(request.messages.map((m) => m.role), ["user"]);
  }
  assert.deepEqual(
    new Set(plain.wire.map((w) => w.messages[0].content)),
    new Set(views.map((v) => v.prompt_text)),
  );
  const plainRecs = await readRecordsFile(join(plain.dir, "records.jsonl"));
  assert.ok(plainRecs.every((r) => r.tool_format === "plaintext"));
});

Deno.test("over HTTP: 401 stops the run; neither the message nor the files contain the key", async () => {
  const key = "sk-live-DO-NOT-LEAK-0123456789abcdef";
  const { error, dir, stats } = await e2e({
    views: Array.from({ length: 20 }, (_, i) => externalView(i + 1)),
    model: "sim/rational",
    kind: "vllm",
    apiKey: key,
    concurrency: 2,
    faults: {
      rate: {
        probability: 1,
        fault: { kind: "status", status: 401, message: `Incorrect API key provided: ${key}` },
      },
    },
  });
  assert.ok(error instanceof AuthError, String(error));
  assert.ok(!error.message.includes(key), error.message);
  assert.match(error.message, /HTTP 401/);
  assert.ok(stats.chatRequests <= 2, `${stats.chatRequests} requests reached the server`);
  for (const file of ["manifest.json", "records.jsonl"]) {
    assert.ok(!(await Deno.readTextFile(join(dir, file))).includes(key), file);
  }
});
