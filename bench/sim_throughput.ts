/**
 * Throughput of the in-process simulated endpoint through the openai SDK (target ≥ 5,000
 * requests/s on a 2-core machine), plus the HTTP server for reference.
 *
 *   deno run -A bench/sim_throughput.ts [requests=20000] [concurrency=64]
 */
import OpenAI from "openai";
import { buildDatasets } from "../lib/suites/build.ts";
import { createSimFetch, readPrompt, startSimServer } from "../lib/sim/mod.ts";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";

const total = Number(Deno.args[0] ?? 20000);
const concurrency = Number(Deno.args[1] ?? 64);
const views = buildDatasets({ seed: 42, suites: ["external", "rag", "tool", "icl"] })
  .flatMap((d) => Object.values(d.files).flat())
  .filter((v) => !v.messages.some((m) => m.awaits));
const models = ["sim/paper/Qwen-7B", "sim/paper/GPT-5.4-mini", "sim/anchoring", "sim/rational"];
console.log(`${views.length} views`);

{
  const t = performance.now();
  for (let i = 0; i < total; i++) readPrompt(views[i % views.length].messages);
  const s = (performance.now() - t) / 1000;
  console.log(
    `readPrompt alone: ${Math.round(total / s)}/s (${(1e6 * s / total).toFixed(1)} µs each)`,
  );
}

async function drive(client: OpenAI, n: number, label: string, rounds = 3) {
  const rates: number[] = [];
  let failed = 0;
  // Warm-up (calibration tables, JIT).
  await run(client, Math.min(n, 3000));
  for (let r = 0; r < rounds; r++) {
    const t = performance.now();
    failed += await run(client, n);
    rates.push(n / ((performance.now() - t) / 1000));
  }
  rates.sort((a, b) => a - b);
  console.log(
    `${label}: ${rounds} rounds of ${n} requests → median ${Math.round(rates[rounds >> 1])}/s, ` +
      `best ${Math.round(rates[rounds - 1])}/s (failed ${failed})`,
  );
}

async function run(client: OpenAI, n: number): Promise<number> {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      const v = views[i % views.length];
      try {
        await client.chat.completions.create({
          model: models[i % models.length],
          messages: [{ role: "user", content: v.prompt_text }] as ChatCompletionMessageParam[],
          temperature: 0,
          max_tokens: 512,
        });
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return failed;
}

const inProcess = new OpenAI({
  baseURL: "http://sim.local/v1",
  apiKey: "sim",
  fetch: createSimFetch(),
  maxRetries: 0,
});
await drive(inProcess, total, "in-process fetch via openai SDK");

const server = startSimServer({ port: 0 });
const overHttp = new OpenAI({ baseURL: server.url, apiKey: "sim", maxRetries: 0 });
await drive(overHttp, Math.min(total, 5000), "HTTP server via openai SDK", 1);
await server.close();
