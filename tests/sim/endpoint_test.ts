/**
 * The OpenAI-compatible endpoint: the openai SDK works unchanged against the in-process fetch and
 * against the HTTP server (127.0.0.1, port 0), with logprobs, tools, model listing, OpenAI-style
 * errors and scheduled faults.
 */
import assert from "node:assert/strict";
import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { createSimFetch, type Respondent, startSimServer } from "../../lib/sim/mod.ts";
import { FILES, fixtureRow, nativeToolMessages, TOOL_SCHEMAS } from "./fixture_rows.ts";

const PLAUSIBLE_LOW =
  fixtureRow(FILES.external, "EXT-pricing_wtp-e-off15-001", "plausible_low").prompt_text;
const messages = (content: string): ChatCompletionMessageParam[] => [{ role: "user", content }];

function sdk(fetchImpl: typeof fetch, opts: Partial<ConstructorParameters<typeof OpenAI>[0]> = {}) {
  return new OpenAI({
    baseURL: "http://sim.local/v1",
    apiKey: "sim",
    fetch: fetchImpl,
    maxRetries: 0,
    ...opts,
  });
}

Deno.test("SDK + in-process fetch: an OpenAI-shaped completion labelled simulated", async () => {
  const client = sdk(createSimFetch());
  const r = await client.chat.completions.create({
    model: "sim/rational",
    messages: messages(PLAUSIBLE_LOW),
    temperature: 0,
  });
  assert.equal(r.object, "chat.completion");
  assert.equal(r.model, "sim/rational");
  assert.equal(r.system_fingerprint, "anchorlab-sim");
  assert.equal(r.choices[0].message.role, "assistant");
  assert.equal(r.choices[0].message.content, "73"); // (383 + 55) / 6
  assert.equal(r.choices[0].finish_reason, "stop");
  assert.ok(r.usage!.prompt_tokens > 50);
  assert.equal(r.usage!.total_tokens, r.usage!.prompt_tokens + r.usage!.completion_tokens);
});

Deno.test("SDK + in-process fetch: logprobs put the chosen integer on top", async () => {
  const client = sdk(createSimFetch());
  const r = await client.chat.completions.create({
    model: "sim/paper/Qwen-7B",
    messages: messages(PLAUSIBLE_LOW),
    temperature: 0,
    logprobs: true,
    top_logprobs: 4,
  });
  const text = r.choices[0].message.content!;
  const tokens = r.choices[0].logprobs!.content!;
  assert.equal(tokens.map((t) => t.token).join(""), text);
  const answer = tokens.find((t) =>
    /^\s*\d+$/.test(t.token) && t.token.trim() === text.replace(/\D+/g, "")
  )!;
  assert.equal(answer.top_logprobs.length, 4);
  assert.equal(answer.top_logprobs[0].token, answer.token);
  assert.equal(answer.top_logprobs[0].logprob, answer.logprob);
  for (let i = 1; i < 4; i++) {
    assert.ok(answer.top_logprobs[i].logprob <= answer.top_logprobs[i - 1].logprob);
  }
  const mass = answer.top_logprobs.reduce((s, t) => s + Math.exp(t.logprob), 0);
  assert.ok(mass <= 1 + 1e-9 && mass > 0.5);
});

Deno.test("SDK + in-process fetch: a tool-bearing request with native tool messages", async () => {
  const row = fixtureRow(FILES.tool, "TOOL-pricing_wtp-e-off15-003", "plausible_high");
  const client = sdk(createSimFetch());
  const r = await client.chat.completions.create({
    model: "sim/rational",
    messages: nativeToolMessages(row) as ChatCompletionMessageParam[],
    tools: TOOL_SCHEMAS as OpenAI.Chat.Completions.ChatCompletionTool[],
    temperature: 0,
  });
  assert.equal(r.choices[0].message.content, "59"); // (275 + 78) / 6 = 58.83
});

Deno.test("SDK + in-process fetch: model list and unknown model error", async () => {
  const client = sdk(createSimFetch());
  const ids = (await client.models.list()).data.map((m) => m.id);
  assert.ok(ids.includes("sim/rational") && ids.includes("sim/anchoring"));
  assert.equal(ids.filter((id) => id.startsWith("sim/paper/")).length, 19);
  await assert.rejects(
    client.chat.completions.create({ model: "gpt-4o", messages: messages("hi") }),
    (err: unknown) => {
      assert.ok(err instanceof OpenAI.NotFoundError);
      assert.equal(err.status, 404);
      assert.equal(err.code, "model_not_found");
      return true;
    },
  );
});

Deno.test("fault schedule: 429 with Retry-After, 500, error body, delay past the timeout", async () => {
  const simFetch = createSimFetch({
    faults: {
      schedule: [
        { at: 0, fault: { kind: "status", status: 429, retryAfterSeconds: 7 } },
        { at: 1, fault: { kind: "status", status: 500 } },
        {
          at: 2,
          fault: { kind: "error_body", message: "upstream overloaded", code: "overloaded" },
        },
        { at: 3, fault: { kind: "delay", ms: 200 } },
      ],
    },
  });
  const client = sdk(simFetch, { timeout: 30 });
  const create = () =>
    client.chat.completions.create({
      model: "sim/rational",
      messages: messages(PLAUSIBLE_LOW),
      temperature: 0,
    });
  await assert.rejects(create(), (err: unknown) => {
    assert.ok(err instanceof OpenAI.RateLimitError);
    assert.equal(err.headers?.get("retry-after"), "7");
    return true;
  });
  await assert.rejects(create(), (err: unknown) => err instanceof OpenAI.InternalServerError);
  const withError = await create() as unknown as { error?: { message: string }; choices?: unknown };
  assert.equal(withError.error?.message, "upstream overloaded");
  assert.equal(withError.choices, undefined);
  await assert.rejects(create(), (err: unknown) => err instanceof OpenAI.APIConnectionTimeoutError);
  assert.equal((await create()).choices[0].message.content, "73");
  assert.equal(simFetch.stats.chatRequests, 5);
  assert.equal(simFetch.stats.faultsInjected, 4);
  assert.deepEqual({ ...simFetch.stats.byStatus }, { 200: 2, 429: 1, 500: 1 });
});

Deno.test("the SDK's own retry honours Retry-After and then succeeds", async () => {
  const simFetch = createSimFetch({
    faults: { schedule: { 0: { kind: "status", status: 429, retryAfterSeconds: 0 } } },
  });
  const client = sdk(simFetch, { maxRetries: 1 });
  const r = await client.chat.completions.create({
    model: "sim/rational",
    messages: messages(PLAUSIBLE_LOW),
  });
  assert.equal(r.choices[0].message.content, "73");
  assert.equal(simFetch.stats.chatRequests, 2);
});

Deno.test("a network fault makes the in-process fetch reject like a dropped connection", async () => {
  const client = sdk(createSimFetch({ faults: { schedule: { 0: { kind: "network" } } } }));
  await assert.rejects(
    client.chat.completions.create({ model: "sim/rational", messages: messages(PLAUSIBLE_LOW) }),
    (err: unknown) => err instanceof OpenAI.APIConnectionError,
  );
});

Deno.test("a fault rate is deterministic and close to its probability", async () => {
  const opts = {
    faults: {
      rate: { probability: 0.25, seed: "t", fault: { kind: "status" as const, status: 503 } },
    },
  };
  const statuses = async () => {
    const f = createSimFetch(opts);
    const out: number[] = [];
    for (let i = 0; i < 200; i++) {
      const r = await f("http://sim.local/v1/chat/completions", {
        method: "POST",
        body: JSON.stringify({ model: "sim/rational", messages: messages(PLAUSIBLE_LOW) }),
      });
      await r.body?.cancel();
      out.push(r.status);
    }
    return out;
  };
  const a = await statuses();
  assert.deepEqual(await statuses(), a);
  const faulted = a.filter((s) => s === 503).length;
  // Binomial(200, 0.25): SD ≈ 6.1.
  assert.ok(faulted >= 25 && faulted <= 75, `${faulted} faults of 200`);
});

Deno.test("HTTP server on 127.0.0.1 port 0: completions, logprobs, tools, errors, faults", async () => {
  const server = startSimServer({
    hostname: "127.0.0.1",
    port: 0,
    faults: { schedule: { 3: { kind: "status", status: 429, retryAfterSeconds: 2 } } },
  });
  try {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const client = new OpenAI({ baseURL: server.url, apiKey: "sim", maxRetries: 0 });
    const r = await client.chat.completions.create({
      model: "sim/rational",
      messages: messages(PLAUSIBLE_LOW),
      temperature: 0,
      seed: 3,
      logprobs: true,
      top_logprobs: 2,
    });
    assert.equal(r.choices[0].message.content, "73");
    assert.equal(r.choices[0].logprobs!.content![0].top_logprobs[0].token, "73");

    const row = fixtureRow(FILES.tool, "TOOL-pricing_wtp-e-off15-003", "plausible_high");
    const tool = await client.chat.completions.create({
      model: "sim/rational",
      messages: nativeToolMessages(row) as ChatCompletionMessageParam[],
      tools: TOOL_SCHEMAS as OpenAI.Chat.Completions.ChatCompletionTool[],
    });
    assert.equal(tool.choices[0].message.content, "59");

    await assert.rejects(
      client.chat.completions.create({ model: "sim/paper/NoSuchModel", messages: messages("hi") }),
      (err: unknown) => err instanceof OpenAI.NotFoundError && err.code === "model_not_found",
    );
    await assert.rejects(
      client.chat.completions.create({ model: "sim/rational", messages: messages(PLAUSIBLE_LOW) }),
      (err: unknown) =>
        err instanceof OpenAI.RateLimitError && err.headers?.get("retry-after") === "2",
    );
    const models = await fetch(`${server.url}/models`).then((res) => res.json());
    assert.equal(models.object, "list");
    assert.equal(server.stats.byStatus[429], 1);
  } finally {
    await server.close();
  }
});

const JUDGE_MESSAGES: ChatCompletionMessageParam[] = [
  {
    role: "system",
    content:
      'You grade answers. Reply with JSON {"score": <0-5>, "accept": <bool>, "rationale": "..."}.',
  },
  {
    role: "user",
    content: "Task: summarise the memo.\nSubmission: The memo asks for a budget review.",
  },
];

Deno.test("judge requests are the extension point: 501 without a judge respondent", async () => {
  const client = sdk(createSimFetch());
  await assert.rejects(
    client.chat.completions.create({ model: "sim/anchoring", messages: JUDGE_MESSAGES }),
    (err: unknown) => {
      assert.ok(err instanceof OpenAI.APIError);
      assert.equal(err.status, 501);
      assert.equal(err.code, "unsupported_by_simulator");
      return true;
    },
  );
});

Deno.test("a custom respondent plugged in through `respondents` answers judge requests", async () => {
  const judge: Respondent = {
    name: "fixed-judge",
    accepts: (_request, reading) => reading.judgeRequest,
    respond: () => ({
      content: '{"score": 3.5, "accept": false, "rationale": "adequate", "flags": []}',
      finishReason: "stop",
      logprobs: null,
      decision: null,
    }),
  };
  const client = sdk(createSimFetch({ respondents: [judge] }));
  const r = await client.chat.completions.create({
    model: "sim/anchoring",
    messages: JUDGE_MESSAGES,
  });
  assert.equal(JSON.parse(r.choices[0].message.content!).score, 3.5);
  // Ordinary benchmark prompts still go to the model.
  const plain = await client.chat.completions.create({
    model: "sim/rational",
    messages: messages(PLAUSIBLE_LOW),
  });
  assert.equal(plain.choices[0].message.content, "73");
});

Deno.test("malformed requests get OpenAI-style 400 errors", async () => {
  const f = createSimFetch();
  const post = (body: string) =>
    f("http://sim.local/v1/chat/completions", { method: "POST", body });
  const bad = await post("{not json");
  assert.equal(bad.status, 400);
  assert.match((await bad.json()).error.message, /could not parse the JSON body/);
  const noMessages = await post(JSON.stringify({ model: "sim/rational", messages: [] }));
  assert.equal(noMessages.status, 400);
  assert.match((await noMessages.json()).error.message, /messages/);
  const stream = await post(
    JSON.stringify({ model: "sim/rational", messages: messages("x"), stream: true }),
  );
  assert.equal(stream.status, 400);
  await stream.body?.cancel();
});
