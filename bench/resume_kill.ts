/**
 * Resume after `kill -9` at a random point of a ~20,000-request `ab run` (in-process simulator):
 *
 *   deno run -A bench/resume_kill.ts [--seed N]
 *
 * Generates the External datasets, starts `ab run` (2,860 views × 7 sampled repeats = 20,020
 * requests), kills it with SIGKILL once a random number of records is on disk, reruns the same
 * command to completion and prints: records, unique request hashes, duplicates (must be 0), and
 * how many requests each session sent.
 */
import { join } from "node:path";
import { flag } from "./infer_common.ts";

const root = new URL("../", import.meta.url).pathname;
const seed = flag("seed", Date.now() % 100_000);
const tmp = await Deno.makeTempDir({ prefix: "anchorlab-bench-resume-" });
const data = join(tmp, "data");
const out = join(tmp, "run");
const records = join(out, "records.jsonl");
const VIEWS = 2860;
const REPEATS = 7;
const TOTAL = VIEWS * REPEATS;

function ab(args: string[], stderr: "piped" | "null" = "piped"): Deno.ChildProcess {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", join(root, "lib/cli/main.ts"), ...args],
    stdout: "null",
    stderr,
  }).spawn();
}

async function lines(path: string): Promise<string[]> {
  try {
    return (await Deno.readTextFile(path)).split("\n");
  } catch {
    return [""];
  }
}

const gen = await ab(["generate", "--seed", "42", "--suite", "external", "--out", data], "null")
  .status;
if (!gen.success) throw new Error("ab generate failed");

const runArgs = [
  "run",
  "--data",
  join(data, "anchorbench_external_core"),
  "--suite",
  "external",
  "--model",
  "sim/paper/Llama-8B",
  "--out",
  out,
  "--limit",
  String(VIEWS),
  "--repeats",
  String(REPEATS),
  "--temperature",
  "0.7",
  "--seed",
  "1",
  "--quiet",
];

// A random kill point between 5 % and 95 % of the run (deterministic for a given --seed).
const killAt = Math.floor(TOTAL * (0.05 + 0.9 * (((seed * 9301 + 49297) % 233280) / 233280)));
const first = ab(runArgs, "null");
let onDisk = 0;
const t0 = performance.now();
while (onDisk < killAt) {
  await new Promise((r) => setTimeout(r, 5));
  onDisk = (await lines(records)).length - 1;
  if (performance.now() - t0 > 600_000) throw new Error("the first run made no progress");
}
first.kill("SIGKILL");
await first.status;
const afterKill = await lines(records);
const torn = afterKill[afterKill.length - 1] !== "";
console.log(
  `killed the first run with SIGKILL after ${
    afterKill.length - 1
  } complete records (target ${killAt}); torn last line: ${torn}`,
);

const t1 = performance.now();
const second = await ab(runArgs).output();
const stderr = new TextDecoder().decode(second.stderr);
console.log(`rerun exited ${second.code} in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
for (const line of stderr.split("\n").filter((l) => l.trim())) console.log(`  | ${line}`);

const final = (await lines(records)).filter((l) => l !== "");
const hashes = final.map((l) => JSON.parse(l).request_hash as string);
const unique = new Set(hashes).size;
const manifest = JSON.parse(await Deno.readTextFile(join(out, "manifest.json")));
console.log(`requests expected ${TOTAL}`);
console.log(
  `records ${final.length}, unique hashes ${unique}, duplicates ${final.length - unique}`,
);
for (const [i, s] of manifest.sessions.entries()) {
  console.log(
    `  session ${
      i + 1
    }: status ${s.status}, requests sent ${s.requests}, records written ${s.records_written}`,
  );
}
await Deno.remove(tmp, { recursive: true });
