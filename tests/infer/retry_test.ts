import assert from "node:assert/strict";
import {
  AuthError,
  backoffDelay,
  CallFailed,
  classifyError,
  completionFromBody,
  createRateLimiter,
  DEFAULT_RETRY,
  formatProgress,
  PermanentError,
  redact,
  retryAfterMs,
  TransientError,
  withRetry,
} from "../../lib/infer/mod.ts";
import OpenAI from "openai";

const headers = (h: Record<string, string>) => new Headers(h);

Deno.test("Retry-After is read as seconds, as an HTTP date, or from retry-after-ms", () => {
  assert.equal(retryAfterMs(headers({ "retry-after": "2" })), 2000);
  assert.equal(retryAfterMs(headers({ "retry-after": "0.25" })), 250);
  const now = Date.parse("2026-01-01T00:00:00Z");
  assert.equal(
    retryAfterMs(headers({ "retry-after": "Thu, 01 Jan 2026 00:00:03 GMT" }), now),
    3000,
  );
  assert.equal(retryAfterMs(headers({ "retry-after": "Wed, 31 Dec 2025 00:00:00 GMT" }), now), 0);
  assert.equal(retryAfterMs(headers({ "retry-after-ms": "40", "retry-after": "9" })), 40);
  assert.equal(retryAfterMs(headers({ "retry-after": "soon" })), null);
  assert.equal(retryAfterMs(headers({})), null);
});

Deno.test("backoff doubles per attempt, is capped, and jitter keeps 50–100 % of it", () => {
  const policy = { ...DEFAULT_RETRY, baseDelayMs: 100, maxDelayMs: 1000 };
  assert.equal(backoffDelay(1, policy, () => 1), 100);
  assert.equal(backoffDelay(3, policy, () => 1), 400);
  assert.equal(backoffDelay(3, policy, () => 0), 200);
  assert.equal(backoffDelay(10, policy, () => 1), 1000);
});

const fast = { ...DEFAULT_RETRY, baseDelayMs: 1, maxDelayMs: 2, maxAttempts: 3 };

Deno.test("withRetry retries transient failures and reports the attempts used", async () => {
  let calls = 0;
  const { value, attempts } = await withRetry(
    () => {
      calls++;
      return calls < 3
        ? Promise.reject(new TransientError("HTTP 503", 503))
        : Promise.resolve("ok");
    },
    fast,
    undefined,
  );
  assert.equal(value, "ok");
  assert.equal(attempts, 3);
});

Deno.test("withRetry waits what Retry-After asks, not the backoff", async () => {
  const waits: number[] = [];
  let calls = 0;
  await withRetry(
    () =>
      ++calls === 1 ? Promise.reject(new TransientError("HTTP 429", 429, 30)) : Promise.resolve(1),
    { ...fast, baseDelayMs: 5000, maxDelayMs: 5000 },
    undefined,
    {
      onRetry: (_e, _a, delay) => waits.push(delay),
    },
  );
  assert.deepEqual(waits, [30]);
});

Deno.test("withRetry gives up after maxAttempts, stops at once on permanent errors, rethrows auth", async () => {
  let calls = 0;
  await assert.rejects(
    () =>
      withRetry(
        () => {
          calls++;
          return Promise.reject(new TransientError("HTTP 500", 500));
        },
        fast,
        undefined,
      ),
    (err: unknown) =>
      err instanceof CallFailed && err.attempts === 3 && /gave up after 3/.test(err.message),
  );
  assert.equal(calls, 3);
  calls = 0;
  await assert.rejects(
    () =>
      withRetry(
        () => {
          calls++;
          return Promise.reject(new PermanentError("HTTP 400", 400));
        },
        fast,
        undefined,
      ),
    CallFailed,
  );
  assert.equal(calls, 1);
  await assert.rejects(
    () => withRetry(() => Promise.reject(new AuthError("HTTP 401", 401)), fast, undefined),
    AuthError,
  );
});

Deno.test("SDK errors are classified by status and redacted", () => {
  const key = "sk-or-v1-SECRETSECRETSECRET";
  const make = (status: number, message: string, h: Record<string, string> = {}) =>
    OpenAI.APIError.generate(status, { error: { message } }, undefined, new Headers(h));
  const auth = classifyError(make(401, `bad key ${key}`), [key]);
  assert.ok(auth instanceof AuthError);
  assert.ok(!auth.message.includes(key));
  assert.equal(auth.message, "HTTP 401: bad key ***");
  assert.ok(classifyError(make(403, "forbidden"), []) instanceof AuthError);
  const limited = classifyError(make(429, "slow down", { "retry-after": "1" }), []);
  assert.ok(limited instanceof TransientError && limited.retryAfterMs === 1000);
  assert.ok(classifyError(make(502, "bad gateway"), []) instanceof TransientError);
  assert.ok(classifyError(make(404, "no such model"), []) instanceof PermanentError);
  assert.ok(
    classifyError(new OpenAI.APIConnectionTimeoutError(), []) instanceof TransientError,
  );
});

Deno.test("a 200 body with an error or without choices is a failure, not an answer", () => {
  assert.throws(
    () => completionFromBody({ error: { code: 502, message: "upstream down" } }, false),
    (e: unknown) => e instanceof TransientError && /502: upstream down/.test(e.message),
  );
  assert.throws(() => completionFromBody({ choices: [] }, false), /no choices/);
  // An upstream refusal carried in `code` is not retried; a 401/403 there stops the run.
  assert.throws(
    () => completionFromBody({ error: { code: 402, message: "insufficient credits" } }, false),
    PermanentError,
  );
  assert.throws(
    () => completionFromBody({ error: { code: 401, message: "no auth" } }, false),
    AuthError,
  );
  assert.throws(
    () => completionFromBody({ error: { code: 429, message: "busy" } }, false),
    TransientError,
  );
  const ok = completionFromBody({
    choices: [{ message: { content: "42" }, finish_reason: "stop" }],
    provider: "Together",
    usage: { prompt_tokens: 3, completion_tokens: 1, total_tokens: 4, cost: 0.001 },
  }, true);
  assert.equal(ok.text, "42");
  assert.equal(ok.provider, "Together");
  assert.deepEqual(ok.usage, {
    prompt_tokens: 3,
    completion_tokens: 1,
    total_tokens: 4,
    cost: 0.001,
  });
  assert.deepEqual(ok.logprobs, { status: "unavailable" });
});

Deno.test("redact masks keys, bearer tokens and URL credentials", () => {
  const text = "key sk-abcdef123456 in https://user:pw@host/v1 with Bearer tok_0123456789";
  const out = redact(text, ["sk-abcdef123456"]);
  assert.equal(out, "key *** in https://***@host/v1 with Bearer ***");
});

Deno.test("the rate limiter spaces acquisitions 60 000 / rpm ms apart and aborts cleanly", async () => {
  const limiter = createRateLimiter(1200); // one every 50 ms
  const t0 = performance.now();
  await Promise.all([limiter.acquire(), limiter.acquire(), limiter.acquire()]);
  // The third slot starts two intervals after the first (sleep never returns early).
  assert.ok(performance.now() - t0 >= 99, `took ${performance.now() - t0} ms`);
  const slow = createRateLimiter(60); // one per second
  await slow.acquire();
  const controller = new AbortController();
  const pending = slow.acquire(controller.signal);
  controller.abort(new Error("stop"));
  await assert.rejects(pending, /stop/);
});

Deno.test("the progress line shows done/total, rate, ETA, failures, tokens, cost and resumed", () => {
  const line = formatProgress({
    done: 300,
    skipped: 100,
    total: 1000,
    failed: 2,
    tokens: 12345,
    cost: 0.5,
    elapsed: 10,
  }, "sim/rational");
  // 300 sent in 10 s = 30 req/s; 600 left → 20 s.
  assert.equal(
    line,
    "sim/rational 400/1000 · 30.0 req/s · ETA 20s · failed 2 · tokens 12345 · cost $0.5000 · resumed 100",
  );
  const idle = formatProgress({
    done: 0,
    skipped: 5,
    total: 5,
    failed: 0,
    tokens: 0,
    cost: 0,
    elapsed: 1,
  });
  assert.equal(idle, "5/5 · 0.0 req/s · ETA 0s · failed 0 · tokens 0 · resumed 5");
});
