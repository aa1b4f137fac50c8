/**
 * The simulator's fast paths give the same numbers as the straightforward computations they
 * replace: the Alea streams match seedrandom's, the hash's hex form matches `toString(16)`, the
 * memoised request reading matches a fresh readPrompt, the calibration inverses match their
 * formulas, and in-process responses carry the simulated labels.
 */
import assert from "node:assert/strict";
import seedrandom from "seedrandom";
import {
  aleaStream,
  createSimFetch,
  hashString,
  maeForSigma,
  moveProbability,
  normalCdf,
  readPrompt,
  roughTokens,
} from "../../lib/sim/mod.ts";
import { PreparedRequestCache, prepareRequest } from "../../lib/sim/prepared.ts";
import { promptTokens } from "../../lib/sim/tokens.ts";
import type { SimChatRequest } from "../../lib/sim/types.ts";
import { FILES, fixtureRow } from "./fixture_rows.ts";

const PROMPT =
  fixtureRow(FILES.external, "EXT-pricing_wtp-e-off15-001", "plausible_low").prompt_text;

Deno.test("aleaStream draws exactly seedrandom's alea stream for the same seed", () => {
  const seeds = ["", " ", "1a2b3c4d5e6f7", "sim/paper/Qwen-7B\u241ecase\u241eA=54|B=?", "é✓\u0000"];
  for (let k = 0; k < 200; k++) seeds.push(hashString(`seed ${k}`), "x".repeat(k));
  for (const seed of seeds) {
    const reference = seedrandom.alea(seed);
    const fast = aleaStream(seed);
    for (let i = 0; i < 30; i++) assert.equal(fast(), reference(), `seed ${JSON.stringify(seed)}`);
  }
});

/** cyrb53 as published, with the plain `toString(16)` of its 53-bit result. */
function referenceHash(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

Deno.test("hashString's hex form equals toString(16) of the 53-bit cyrb53 value", () => {
  for (let k = 0; k < 5000; k++) {
    const text = `text ${k} ${"é".repeat(k % 4)}`;
    assert.equal(hashString(text, k % 3), referenceHash(text, k % 3));
  }
});

Deno.test("a memoised request reading equals a fresh readPrompt and is shared by repeats", () => {
  const cache = new PreparedRequestCache(2);
  const request = (content: string, tools?: unknown[]): SimChatRequest => ({
    model: "sim/rational",
    messages: [{ role: "user", content }],
    tools,
  });
  const first = cache.get(request(PROMPT));
  assert.deepEqual(first.reading, readPrompt([{ role: "user", content: PROMPT }]));
  assert.equal(first.messagesKey, hashString(JSON.stringify([{ role: "user", content: PROMPT }])));
  assert.equal(first.messageTokens, promptTokens([{ role: "user", content: PROMPT }], undefined));
  // An equal conversation in a new request object reuses the entry.
  assert.equal(cache.get(request(`${PROMPT}`)), first);
  // A tool context is part of the reading: the same messages with tools are read again.
  const withTools = cache.get(request(PROMPT, [{ type: "function" }]));
  assert.notEqual(withTools, first);
  assert.equal(withTools.reading.toolContext, true);
  assert.equal(first.reading.toolContext, false);
  // Capacity 2: two newer conversations push the first one out, and it is read afresh.
  cache.get(request(`${PROMPT}\nA`));
  cache.get(request(`${PROMPT}\nB`));
  const again = cache.get(request(PROMPT));
  assert.notEqual(again, first);
  assert.deepEqual(again, prepareRequest(request(PROMPT)));
});

Deno.test("prompt tokens count 4 per message plus 4/3 per word, tool-call arguments included", () => {
  assert.equal(roughTokens("one two  three\nfour"), 6); // 4 words → ceil(16/3)
  const messages = [
    { role: "system", content: "Be brief." }, // 4 + ceil(8/3) = 7
    { role: "user", content: [{ type: "text", text: "rate " }, { type: "text", text: "this" }] }, // 4 + 3
    {
      role: "assistant",
      content: null,
      tool_calls: [{ function: { name: "f", arguments: '{"a": 1}' } }], // 4 + 0, call: 3 + 4
    },
  ];
  assert.equal(promptTokens(messages, undefined), 7 + 7 + 4 + 7);
});

Deno.test("maeForSigma and moveProbability equal their two-CDF-per-bin formulas exactly", () => {
  const centres: number[] = [];
  for (let k = 30; k <= 70; k += 4) for (const f of [0, 0.2, 0.4, 0.6, 0.8]) centres.push(k + f);
  const mae = (sigma: number) => {
    let total = 0;
    for (const m of centres) {
      let e = 0;
      for (let t = 0; t <= 100; t++) {
        const hi = t === 100 ? 1 : normalCdf((t + 0.5 - m) / sigma);
        const lo = t === 0 ? 0 : normalCdf((t - 0.5 - m) / sigma);
        e += (hi - lo) * Math.abs(t - Math.round(m));
      }
      total += e;
    }
    return total / centres.length;
  };
  const move = (sigma: number) => {
    const K = Math.ceil(6 * sigma) + 2;
    let same = 0;
    for (let j = 0; j < 20; j++) {
      const u = (j + 0.5) / 20;
      for (let k = -K; k <= K + 1; k++) {
        const p = normalCdf((k + 0.5 - u) / sigma) - normalCdf((k - 0.5 - u) / sigma);
        same += p * p;
      }
    }
    return 1 - same / 20;
  };
  for (const sigma of [0.05, 0.37, 1, 2.5, 7.3, 19, 44]) {
    assert.equal(maeForSigma(sigma), mae(sigma), `mae σ=${sigma}`);
    assert.equal(moveProbability(sigma), move(sigma), `move σ=${sigma}`);
  }
});

Deno.test("in-process responses carry JSON, simulated and request-id headers", async () => {
  const simFetch = createSimFetch();
  const res = await simFetch("http://sim.local/v1/chat/completions", {
    method: "POST",
    body: JSON.stringify({ model: "sim/rational", messages: [{ role: "user", content: PROMPT }] }),
  });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "application/json");
  assert.equal(res.headers.get("x-anchorlab-simulated"), "true");
  const body = await res.json();
  assert.equal(res.headers.get("x-request-id"), body.id);
  assert.equal(body.simulated, true);
  const missing = await simFetch("http://sim.local/v1/models/sim/none");
  assert.equal(missing.status, 404);
  assert.equal(missing.headers.get("content-type"), "application/json");
});
