/**
 * Golden corpus check of the simulated endpoint: every optimisation of lib/sim or lib/parse must
 * leave every answer byte-identical.
 *
 *   deno run -A bench/sim_golden.ts [--every 3] [--update] [--views-cache FILE]
 *
 * Builds the seed-42 datasets (all suites), takes every `every`-th view, plans it as the runner
 * would (lib/infer planView + requestBody: chat and transcript History protocols with the stage-2
 * request built from the simulator's own stage-1 answer, native and plaintext tool formats) and
 * sends the bodies to a SimService under a rotation of models (sim/rational, sim/anchoring, several
 * paper twins), temperatures 0 and 0.7 with a seed, logprobs on for some; then every 10th view again
 * under two other configurations (same conversation, other model/decoding), plus a few edge requests
 * (n = 2, short max_tokens, multi-part content). Hashes every response body with its `created`
 * timestamp removed (ids are deterministic), every readPrompt reading and every cascade parse of
 * the answers into SHA-256 digests, and compares them with the recorded ones (exit 1 on a
 * mismatch; `--update` prints the new values to record instead). `--views-cache FILE` stores the
 * sampled views on first use and reads them back afterwards, so that concurrent edits of the suite
 * renderers do not move the digests while the simulator is being changed.
 */
import { createHash } from "node:crypto";
import { buildDatasets } from "../lib/suites/build.ts";
import type { PromptView } from "../lib/suites/types.ts";
import {
  type HistoryProtocol,
  planView,
  type RequestPlan,
  stage2Messages,
} from "../lib/infer/protocols.ts";
import { type Decoding, requestBody, type WireMessage } from "../lib/infer/endpoints.ts";
import type { ToolFormat } from "../lib/infer/registry.ts";
import type { ToolSchema } from "../lib/suites/types.ts";
import { readPrompt, SimService } from "../lib/sim/mod.ts";
import type { SimMessage } from "../lib/sim/types.ts";
import { parseResponse } from "../lib/parse/mod.ts";

/** Digests recorded before the simulator optimisation (every = 3). */
const RECORDED: Record<string, string> = {
  responses: "00665e5993eaa0515e1fea62e1e222a3eaa4a95b3d0e7bd16629e4aa960f543b",
  readings: "73ebb0a4ee02066686819f94ed61c01bd32d5204c39c6ca01700fb9c23ef6693",
  parses: "8e86ebc79adcaa219ed37fe617a7e55011eb6ebf88e1e816ee00558c5912c24c",
};

function flagValue(name: string, fallback: number): number {
  const i = Deno.args.indexOf(`--${name}`);
  return i >= 0 ? Number(Deno.args[i + 1]) : fallback;
}

const every = flagValue("every", 3);
const update = Deno.args.includes("--update");
const cacheIndex = Deno.args.indexOf("--views-cache");
const viewsCache = cacheIndex >= 0 ? Deno.args[cacheIndex + 1] : null;

const MODELS = [
  "sim/rational",
  "sim/anchoring",
  "sim/paper/Qwen-7B",
  "sim/paper/GPT-5.4-mini",
  "sim/paper/Llama-1B",
  "sim/paper/Claude-H4.5",
  "sim/paper/OLMo-32B",
];

interface Config {
  model: string;
  decoding: Decoding;
  historyProtocol: HistoryProtocol;
  toolFormat: ToolFormat;
}

/** The k-th configuration of the rotation (models × decodings × protocols). */
function configFor(k: number): Config {
  const model = MODELS[k % MODELS.length];
  const variant = Math.floor(k / MODELS.length) % 4;
  const decoding: Decoding = variant === 0
    ? { temperature: 0, max_tokens: 512 }
    : variant === 1
    ? { temperature: 0.7, max_tokens: 512, seed: 1 }
    : variant === 2
    ? { temperature: 0, max_tokens: 512, top_logprobs: 5 }
    : { temperature: 0.7, max_tokens: 512, seed: 7, top_logprobs: 3 };
  return {
    model,
    decoding,
    historyProtocol: k % 2 === 0 ? "chat" : "transcript",
    toolFormat: k % 3 === 0 ? "plaintext" : "native",
  };
}

const service = new SimService();
const responses = createHash("sha256");
const readings = createHash("sha256");
const parses = createHash("sha256");
let requests = 0;
let failures = 0;

/** Sends one body; hashes the response (without `created`) and returns the first answer text. */
async function send(body: Record<string, unknown>, parsePrompt: string): Promise<string> {
  const text = JSON.stringify(body);
  const r = await service.handle("POST", "http://sim.local/v1/chat/completions", text);
  requests++;
  const reading = readPrompt(body.messages as SimMessage[], {
    tools: body.tools as unknown[] | undefined,
  });
  readings.update(JSON.stringify(reading));
  readings.update("\n");
  responses.update(`${r.status} ${JSON.stringify(r.headers)}\n`);
  if (r.status !== 200) {
    failures++;
    responses.update(r.body);
    responses.update("\n");
    return "";
  }
  const parsed = JSON.parse(r.body);
  delete parsed.created;
  responses.update(JSON.stringify(parsed));
  responses.update("\n");
  const content: string = parsed.choices?.[0]?.message?.content ?? "";
  parses.update(JSON.stringify(parseResponse(content, parsePrompt)));
  parses.update("\n");
  return content;
}

function bodyFor(
  config: Config,
  messages: WireMessage[],
  tools?: ToolSchema[],
): Record<string, unknown> {
  return requestBody({ model: config.model, messages, tools, decoding: config.decoding });
}

async function runPlan(plan: RequestPlan, config: Config): Promise<void> {
  if (plan.kind === "single") {
    await send(bodyFor(config, plan.messages, plan.tools), plan.parse_prompt);
    return;
  }
  const stage1 = await send(bodyFor(config, plan.stage1), plan.stage1_parse_prompt);
  await send(bodyFor(config, stage2Messages(plan, stage1)), plan.parse_prompt);
}

const t0 = performance.now();
async function sampledViews(): Promise<PromptView[]> {
  if (viewsCache) {
    try {
      return JSON.parse(await Deno.readTextFile(viewsCache));
    } catch (err) {
      if (!(err instanceof Deno.errors.NotFound)) throw err;
    }
  }
  const views = buildDatasets({ seed: 42 })
    .flatMap((d) => Object.values(d.files).flat())
    .filter((_, i) => i % every === 0);
  if (viewsCache) await Deno.writeTextFile(viewsCache, JSON.stringify(views));
  return views;
}

const views = await sampledViews();
const built = performance.now();

for (let k = 0; k < views.length; k++) {
  const config = configFor(k);
  const plan = planView(views[k], {
    historyProtocol: config.historyProtocol,
    toolFormat: config.toolFormat,
  });
  await runPlan(plan, config);
}

// Repeats: the same conversations again under other configurations (memoised readings reused).
for (let k = 0; k < views.length; k += 10) {
  for (const shift of [1, 2]) {
    const config = configFor(k + shift);
    const plan = planView(views[k], {
      historyProtocol: configFor(k).historyProtocol,
      toolFormat: configFor(k).toolFormat,
    });
    await runPlan(plan, config);
  }
}

// Edge requests: several choices, cut replies, multi-part content, a later multi-turn conversation.
for (let k = 0; k < 60; k++) {
  const view = views[(k * 97) % views.length];
  const prompt = view.prompt_text;
  const model = MODELS[k % MODELS.length];
  await send(
    { model, messages: [{ role: "user", content: prompt }], n: 2, temperature: 1 },
    prompt,
  );
  await send(
    {
      model,
      messages: [{ role: "user", content: prompt }],
      max_tokens: 3 + (k % 5),
      logprobs: true,
      top_logprobs: 2,
    },
    prompt,
  );
  const half = Math.floor(prompt.length / 2);
  await send(
    {
      model,
      messages: [
        { role: "system", content: "You are a careful assistant." },
        {
          role: "user",
          content: [{ type: "text", text: prompt.slice(0, half) }, {
            type: "text",
            text: prompt.slice(half),
          }],
        },
      ],
      temperature: 0.3,
      seed: k,
    },
    prompt,
  );
}
const done = performance.now();

const digests: Record<string, string> = {
  responses: responses.digest("hex"),
  readings: readings.digest("hex"),
  parses: parses.digest("hex"),
};
console.log(
  `${views.length} views (every ${every}), ${requests} requests (${failures} non-200); build ${
    ((built - t0) / 1000).toFixed(1)
  } s, simulate+hash ${((done - built) / 1000).toFixed(1)} s`,
);
let ok = true;
for (const [name, digest] of Object.entries(digests)) {
  const recorded = every === 3 ? RECORDED[name] : "";
  const status = recorded === "" ? "(not recorded)" : recorded === digest ? "OK" : "MISMATCH";
  if (recorded !== "" && recorded !== digest) ok = false;
  console.log(`  ${name.padEnd(9)} ${digest} ${status}`);
}
if (update) console.log("--update: record these digests in RECORDED");
if (!ok) Deno.exit(1);
