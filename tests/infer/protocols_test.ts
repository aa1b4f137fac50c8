import assert from "node:assert/strict";
import {
  canonicalJson,
  expandRequests,
  maxTokensFieldFor,
  type PlannedRequest,
  planView,
  requestBody,
  stage2Messages,
  type TwoStagePlan,
} from "../../lib/infer/mod.ts";
import {
  externalView,
  historyView,
  STAGE1_TEXT,
  STAGE2_TEXT,
  TOOLS,
  toolView,
} from "./fixtures.ts";

const chat = { historyProtocol: "chat" as const, toolFormat: "native" as const };

Deno.test("a single-turn view is sent as its messages and parsed against its prompt", () => {
  const view = externalView(1);
  const plan = planView(view, chat);
  assert.equal(plan.kind, "single");
  assert.deepEqual(plan.kind === "single" && plan.messages, [
    { role: "user", content: view.prompt_text },
  ]);
  assert.equal(plan.parse_prompt, view.prompt_text);
  assert.equal(plan.tool_format, null);
});

Deno.test("History chat: stage 1 alone, then stage 1 + the model's raw answer + stage 2", () => {
  const plan = planView(historyView(1), chat) as TwoStagePlan;
  assert.equal(plan.kind, "two_stage");
  assert.deepEqual(plan.stage1, [{ role: "user", content: STAGE1_TEXT }]);
  assert.equal(plan.stage1_parse_prompt, STAGE1_TEXT);
  assert.equal(plan.parse_prompt, STAGE2_TEXT);
  assert.deepEqual(stage2Messages(plan, "I would say 32"), [
    { role: "user", content: STAGE1_TEXT },
    { role: "assistant", content: "I would say 32" },
    { role: "user", content: STAGE2_TEXT },
  ]);
});

Deno.test("History transcript: stage 2 is one user message quoting the first exchange", () => {
  const view = historyView(1);
  const plan = planView(view, { ...chat, historyProtocol: "transcript" }) as TwoStagePlan;
  const [only, ...rest] = stage2Messages(plan, "32");
  assert.equal(rest.length, 0);
  assert.equal(only.role, "user");
  assert.equal(
    only.content,
    `Previous conversation:\nUser: ${STAGE1_TEXT}\nAssistant: 32\n\nUser: ${STAGE2_TEXT}`,
  );
  // Published API cells were parsed against the concatenated prompt text.
  assert.equal(plan.parse_prompt, view.prompt_text);
});

Deno.test("transcript sends control_twostage as one concatenated prompt; chat keeps two turns", () => {
  const view = historyView(2, "control_twostage");
  const transcript = planView(view, { ...chat, historyProtocol: "transcript" });
  assert.equal(transcript.kind, "single");
  assert.deepEqual(transcript.kind === "single" && transcript.messages, [
    { role: "user", content: `${STAGE1_TEXT}\n\n---\n\n${STAGE2_TEXT}` },
  ]);
  assert.equal(planView(view, chat).kind, "two_stage");
});

Deno.test("Tool views: native sends the tool turns with tools, plaintext sends prompt_text", () => {
  const view = toolView(1);
  const native = planView(view, chat);
  assert.equal(native.kind === "single" && native.messages.length, 4);
  assert.equal(native.tool_format, "native");
  assert.deepEqual(native.kind === "single" && native.tools, TOOLS);
  const body = requestBody({
    model: "m",
    messages: native.kind === "single" ? native.messages : [],
    tools: native.kind === "single" ? native.tools : undefined,
    decoding: { temperature: 0, max_tokens: 512 },
  });
  assert.deepEqual(body.tools, TOOLS);
  assert.equal((body.messages as { role: string }[])[3].role, "tool");

  const plain = planView(view, { ...chat, toolFormat: "plaintext" });
  assert.equal(plain.tool_format, "plaintext");
  assert.deepEqual(plain.kind === "single" && plain.messages, [
    { role: "user", content: view.prompt_text },
  ]);
  assert.equal(plain.kind === "single" && plain.tools, undefined);
  // Either way the answer is parsed against the plaintext prompt (SPEC §D.2).
  assert.equal(native.parse_prompt, view.prompt_text);
});

Deno.test("request body: greedy by default; top_p, seed, logprobs and provider only when set", () => {
  const base = { model: "m", messages: [], decoding: { temperature: 0, max_tokens: 512 } };
  assert.deepEqual(Object.keys(requestBody(base)).sort(), [
    "max_tokens",
    "messages",
    "model",
    "temperature",
  ]);
  const full = requestBody(
    {
      ...base,
      decoding: { temperature: 0.7, max_tokens: 512, top_p: 0.9, seed: 7, top_logprobs: 5 },
    },
    { providerOrder: ["deepinfra"] },
  );
  assert.equal(full.top_p, 0.9);
  assert.equal(full.seed, 7);
  assert.equal(full.logprobs, true);
  assert.equal(full.top_logprobs, 5);
  assert.equal(
    requestBody(base, { maxTokensField: maxTokensFieldFor("openai") }).max_completion_tokens,
    512,
  );
  assert.equal(maxTokensFieldFor("openrouter"), "max_tokens");
  assert.deepEqual(full.provider, {
    order: ["deepinfra"],
    allow_fallbacks: false,
    require_parameters: true,
  });
});

async function collect(gen: AsyncGenerator<PlannedRequest>): Promise<PlannedRequest[]> {
  const out: PlannedRequest[] = [];
  for await (const x of gen) out.push(x);
  return out;
}

Deno.test("repeats get seed + repeat index and distinct hashes; the same input hashes the same", async () => {
  const options = {
    model: "sim/rational",
    endpoint: "sim" as const,
    decoding: { temperature: 0.7, max_tokens: 512, seed: 100 },
    repeats: 3,
    protocol: chat,
  };
  const a = await collect(expandRequests([externalView(1)], options));
  assert.deepEqual(a.map((r) => r.decoding.seed), [100, 101, 102]);
  assert.equal(new Set(a.map((r) => r.hash)).size, 3);
  const b = await collect(expandRequests([externalView(1)], options));
  assert.deepEqual(b.map((r) => r.hash), a.map((r) => r.hash));
  // Changing the model, the endpoint kind or the decoding changes the key.
  const other = await collect(
    expandRequests([externalView(1)], { ...options, model: "sim/anchoring" }),
  );
  assert.notEqual(other[0].hash, a[0].hash);
  const vllm = await collect(expandRequests([externalView(1)], { ...options, endpoint: "vllm" }));
  assert.notEqual(vllm[0].hash, a[0].hash);
  assert.match(a[0].hash, /^[0-9a-f]{32}$/);
});

Deno.test("two views with identical prompts but different ids get different keys", async () => {
  const v1 = externalView(1);
  const v2 = { ...externalView(1), item_id: "EXT-other-e-off15-001" };
  const reqs = await collect(expandRequests([v1, v2], {
    model: "m",
    endpoint: "sim",
    decoding: { temperature: 0, max_tokens: 512 },
    protocol: chat,
  }));
  assert.notEqual(reqs[0].hash, reqs[1].hash);
});

Deno.test("canonical JSON sorts keys at every level and drops undefined members", () => {
  assert.equal(
    canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: undefined } }),
    '{"a":{"d":[1,{"y":2,"z":1}]},"b":1}',
  );
});
