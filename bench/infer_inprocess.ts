/**
 * Client throughput through the OpenAI SDK against in-process endpoints (no socket):
 *
 *   deno run -A --v8-flags=--expose-gc bench/infer_inprocess.ts [--requests 200000] [--concurrency 32]
 *
 * 1. the simulated panel (lib/sim createSimFetch): the whole pipeline, simulator included;
 * 2. a canned endpoint answering every request with the same completion: the client alone
 *    (runner + SDK + parsing + store), i.e. the client overhead the ≥ 5,000 req/s target is about.
 * Prints requests per second and RSS at each tenth of the run (memory must stay flat: views are
 * planned one at a time, records go straight to disk, only request hashes are kept).
 *
 * RSS growth during the run is V8 sizing its heap, not data kept: live data is one request hash per
 * request (the resume index) plus what is in flight; the "after a full GC" line shows that no
 * record is kept, and adding `--max-old-space-size=96` to the V8 flags keeps RSS flat.
 */
import { createEndpoint } from "../lib/infer/mod.ts";
import { createSimFetch } from "../lib/sim/mod.ts";
import { benchRun, flag, report } from "./infer_common.ts";

const requests = flag("requests", 200_000);
const concurrency = flag("concurrency", 32);

const sim = createEndpoint({ kind: "sim", fetch: createSimFetch() });
const simRun = await benchRun(sim, "sim/paper/Qwen-7B", requests, concurrency);
report(`1. in-process simulator through the SDK, concurrency ${concurrency}`, simRun, 5000);
await Deno.remove(simRun.dir, { recursive: true });

const CANNED = JSON.stringify({
  id: "chatcmpl-canned",
  object: "chat.completion",
  created: 0,
  model: "sim/canned",
  choices: [{ index: 0, message: { role: "assistant", content: "54" }, finish_reason: "stop" }],
  usage: { prompt_tokens: 120, completion_tokens: 2, total_tokens: 122 },
});
const cannedFetch = ((_input: RequestInfo | URL, _init?: RequestInit) =>
  Promise.resolve(
    new Response(CANNED, { status: 200, headers: { "content-type": "application/json" } }),
  )) as typeof fetch;
const canned = createEndpoint({ kind: "sim", fetch: cannedFetch });
const cannedRun = await benchRun(canned, "sim/canned", requests, concurrency);
report(
  `2. client alone (canned in-process answers) through the SDK, concurrency ${concurrency}`,
  cannedRun,
  5000,
);
await Deno.remove(cannedRun.dir, { recursive: true });
