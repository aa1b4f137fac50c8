/** `ab repro`: the main job, end to end, into one study directory. */
import { join } from "node:path";
import { ENDPOINT_KINDS, type EndpointKind } from "../infer/mod.ts";
import { QUICK_ITEMS_PER_CELL, type ReproOptions, runRepro } from "../repro/mod.ts";
import { studies } from "../study/mod.ts";
import { type Command, intFlag, parseFlags, UsageError } from "./command.ts";

const HELP =
  `ab repro — the main job: generate the benchmark, run every study of the paper's plan, score,
write every table and figure, execute every notebook and render the HTML report

usage: deno task repro [flags]        (same as: deno task ab repro [flags])

Default: the embedded paper-calibrated SIMULATED panel (simulated twins of every panel), seed 42,
into runs/<name>/ (report at runs/<name>/report/index.html). Rerunning the same command resumes.

  --quick                 a subset of items (${QUICK_ITEMS_PER_CELL} per grid cell) and fewer judge calls
  --items-per-cell N      keep the first N items of every grid cell (overrides --quick's value)
  --seed N                benchmark seed (default 42)
  --out DIR               study directory (default runs/repro-<mode>-seed<seed>)
  --study NAME            only this study of the plan (repeatable): ${studies().join(", ")}
  --endpoint K            sim (default) | vllm | openrouter | openai
  --base-url URL          OpenAI-compatible base URL (vLLM server, ab serve-sim) for every model
  --model ID              run every study with this one model instead of the plan's panels
  --data DIR              use existing data (a directory holding anchorbench_* dataset folders, native
                          or upstream) instead of generating it
  --concurrency N         requests in flight per model (default 32)
  --rpm N                 requests per minute per endpoint
  --judge-calls N         calls per judge cell (default 100; 4 with --quick)
  --no-judge              skip the LLM-as-a-judge study (it runs by default unless --study is given)
  --no-notebooks          stop after tables and figures
  --quiet                 no progress lines

Real endpoints: e.g. --endpoint openrouter (OPENROUTER_API_KEY) runs the registry's API models and
needs --base-url for the open-weight ones; --endpoint vllm --base-url http://HOST:8000/v1 --model ID
runs one served model through every study. Keys are read from the environment, never written.`;

export const reproCommand: Command = {
  name: "repro",
  summary: "the main job: generate → run → score → tables/figures → notebooks → report",
  help: HELP,
  async run(args) {
    const { values } = parseFlags(args, {
      quick: { type: "boolean" },
      "items-per-cell": { type: "string" },
      seed: { type: "string" },
      out: { type: "string" },
      study: { type: "string", multiple: true },
      endpoint: { type: "string" },
      "base-url": { type: "string" },
      model: { type: "string" },
      data: { type: "string" },
      concurrency: { type: "string" },
      rpm: { type: "string" },
      "judge-calls": { type: "string" },
      "no-judge": { type: "boolean" },
      "no-notebooks": { type: "boolean" },
      quiet: { type: "boolean" },
    });
    const quick = values.quick === true;
    const seed = intFlag(values.seed, "seed", 42);
    const endpoint = (values.endpoint ?? "sim") as EndpointKind;
    if (!ENDPOINT_KINDS.includes(endpoint)) {
      throw new UsageError(
        `--endpoint must be one of ${ENDPOINT_KINDS.join(", ")}, got "${values.endpoint}"`,
      );
    }
    const known = studies();
    for (const s of values.study ?? []) {
      if (!known.includes(s)) {
        throw new UsageError(`unknown study "${s}"; known: ${known.join(", ")}`);
      }
    }
    const itemsPerCell = values["items-per-cell"] !== undefined
      ? intFlag(values["items-per-cell"], "items-per-cell")
      : quick
      ? QUICK_ITEMS_PER_CELL
      : null;
    if (itemsPerCell !== null && itemsPerCell < 1) {
      throw new UsageError("--items-per-cell must be at least 1");
    }
    const mode = quick ? "quick" : "full";
    const opts: ReproOptions = {
      out: values.out ??
        join("runs", `repro-${endpoint === "sim" ? "sim" : endpoint}-${mode}-seed${seed}`),
      seed,
      quick,
      itemsPerCell,
      endpoint,
      baseURL: values["base-url"],
      model: values.model,
      data: values.data,
      studies: values.study,
      concurrency: intFlag(values.concurrency, "concurrency", 32),
      rpm: values.rpm !== undefined ? intFlag(values.rpm, "rpm") : undefined,
      notebooks: values["no-notebooks"] !== true,
      judge: values["no-judge"] !== true && values.study === undefined,
      judgeCalls: intFlag(values["judge-calls"], "judge-calls", quick ? 4 : 100),
      quiet: values.quiet === true,
    };
    const notebooksDir = new URL("../../notebooks", import.meta.url).pathname;
    const result = await runRepro(opts, notebooksDir);
    console.error(`wall time ${result.wallSeconds.toFixed(1)} s → ${opts.out}`);
    if (result.problems.length) {
      console.error(`${result.problems.length} problem(s):`);
      for (const p of result.problems) console.error(`  ${p}`);
      return 1;
    }
    return 0;
  },
};
