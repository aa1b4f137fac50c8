/**
 * Client throughput over loopback HTTP against `ab serve-sim` (a separate process):
 *
 *   deno run -A --v8-flags=--expose-gc bench/infer_http.ts [--requests 200000] [--concurrency 32]
 *
 * Prints requests per second (target ≥ 2,000) and the client's RSS at each tenth of the run
 * (memory must stay flat).
 *
 * RSS growth during the run is V8 sizing its heap, not data kept: live data is one request hash per
 * request (the resume index) plus what is in flight; the "after a full GC" line shows that no
 * record is kept, and adding `--max-old-space-size=96` to the V8 flags keeps RSS flat.
 */
import { createEndpoint } from "../lib/infer/mod.ts";
import { benchRun, flag, report } from "./infer_common.ts";

const requests = flag("requests", 200_000);
const concurrency = flag("concurrency", 32);
const root = new URL("../", import.meta.url).pathname;

const server = new Deno.Command(Deno.execPath(), {
  args: ["run", "-A", `${root}lib/cli/main.ts`, "serve-sim", "--port", "0"],
  stdout: "piped",
  stderr: "inherit",
}).spawn();
const reader = server.stdout.pipeThrough(new TextDecoderStream()).getReader();
let banner = "";
while (!/http:\/\/\S+\/v1/.test(banner)) {
  const { value, done } = await reader.read();
  if (done) throw new Error(`ab serve-sim exited before printing its URL: ${banner}`);
  banner += value;
}
const url = /http:\/\/\S+\/v1/.exec(banner)![0];
// Keep draining the server's stdout so it never blocks on a full pipe.
(async () => {
  while (!(await reader.read()).done) { /* discard */ }
})();

try {
  const endpoint = createEndpoint({ kind: "sim", baseURL: url });
  const run = await benchRun(endpoint, "sim/paper/Qwen-7B", requests, concurrency);
  report(`ab serve-sim at ${url} over loopback HTTP, concurrency ${concurrency}`, run, 2000);
  await Deno.remove(run.dir, { recursive: true });
} finally {
  server.kill("SIGTERM");
  await server.status;
}
