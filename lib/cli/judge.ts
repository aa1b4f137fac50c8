/**
 * `ab judge run` and `ab judge score`: the LLM-as-a-judge anchoring study (SPEC §J) against the
 * simulated judges or any OpenAI-compatible endpoint, and its analysis.
 */
import {
  analyzeJudgeRun,
  type CategoricalSettings,
  checkRubrics,
  DEFAULT_JUDGE_PANEL,
  defaultMitigationSettings,
  defaultProbeSettings,
  defaultStudySettings,
  DEMO_CLASSES,
  demoLabelledItems,
  findJudgeModel,
  JUDGE_PANELS,
  JUDGE_TEMPERATURES,
  type JudgeMitigation,
  judgePanel,
  type JudgeStudySettings,
  loadJudgeTasks,
  loadRubrics,
  MITIGATIONS,
  parseLabelledItems,
  runJudgeStudy,
} from "../judge/mod.ts";
import { terminalProgress } from "../infer/mod.ts";
import { createSimFetch } from "../sim/mod.ts";
import {
  type Command,
  type FlagSpec,
  intFlag,
  parseFlags,
  requiredFlag,
  UsageError,
} from "./command.ts";
import {
  ENDPOINT_FLAGS,
  ENDPOINT_FLAGS_HELP,
  endpointSettings,
  positiveInt,
  withInterrupt,
} from "./endpoint_flags.ts";

/** The flags that define a judge study (shared by `ab judge run` and `ab judge batch export`). */
export const JUDGE_STUDY_FLAGS_HELP =
  `  --tasks FILE              judge task JSONL (task_id, category, task, answer, rubric_id per line;
                            default: the built-in synthetic set of 20 tasks)
  --rubrics FILE            rubric JSON (default: the built-in rubric families)
  --model ID                one judge model id (sim/judge/<short> for a simulated twin)
  --panel NAME              ${
    Object.keys(JUDGE_PANELS).join(" | ")
  } (default ${DEFAULT_JUDGE_PANEL}:
                            the simulated twins of the study's eight judges)
  --calls N                 calls per model × task × condition × temperature cell (default 100)
  --temperatures LIST       default ${JUDGE_TEMPERATURES.join(",")}
  --seed N                  seed of the priors, attempts and request seeds (default 42)
  --no-request-seed         do not send a per-request seed to the endpoint
  --mitigation M            none | cot | warning: appended to every main-grid prompt (default none)
  --probe                   add the token probe (Tables 4–5): T = 0, C0/C1/C2 at priors 1.0, 2.0,
                            3.0, 3.9 with top log-probabilities, on --probe-task for the GPT-4.1
                            and Llama judges of the panel (else the first model)
  --probe-task ID           default: the last creative-writing task
  --mitigation-study        add the mitigation probe (Tables 7–8): baseline, CoT and warning on
                            --mitigation-task for the GPT-4.1 judge (else the first model)
  --mitigation-task ID      default: the first summarization task
  --probe-calls N           calls per condition (and prior) of both probes (default --calls)
  --full                    --probe and --mitigation-study together
  --categorical FILE|demo   add the categorical validation (Tables 9–10) on a labelled JSONL file
                            (item_id, text, label, original_label per line) or the built-in
                            synthetic demo set; needs --classes for a file
  --classes A,B,C           the classes of the categorical file
  --categorical-model ID    default: the GPT-4.1 judge of the panel, else the first model`;

const RUN_HELP = `ab judge run — the LLM-as-a-judge anchoring study (C0/C1/C2 × T × N calls)

usage: deno task ab judge run (--model ID | --panel NAME) --out DIR [flags]

Rerunning the same command resumes: answered requests are skipped, failed ones retried.

  --out DIR                 run directory (records.jsonl + judge_run.json)
${JUDGE_STUDY_FLAGS_HELP}
${ENDPOINT_FLAGS_HELP}

Exit status: 0 all answered, 3 some requests failed after retries, 130 interrupted, 1 error,
2 usage error. Keys come from OPENROUTER_API_KEY / OPENAI_API_KEY / VLLM_API_KEY.`;

const SCORE_HELP = `ab judge score — analyse a judge run (Tables 1–10, Figures 2–4 data)

usage: deno task ab judge score --run DIR --out FILE [--bootstrap B] [--seed N]

  --run DIR        a directory written by ab judge run
  --out FILE       analysis JSON (what the judge notebook and tables read)
  --bootstrap B    bootstrap replicates (default 10000, as in the study)
  --seed N         bootstrap seed (default 42)`;

function mitigationFlag(value: unknown): JudgeMitigation {
  const m = (value as string | undefined) ?? "none";
  if (!(MITIGATIONS as readonly string[]).includes(m)) {
    throw new UsageError(`--mitigation must be one of ${MITIGATIONS.join(", ")}, got "${m}"`);
  }
  return m as JudgeMitigation;
}

function temperaturesFlag(value: unknown): number[] {
  if (value === undefined) return [...JUDGE_TEMPERATURES];
  const list = String(value).split(",").map((s) => Number(s.trim()));
  if (list.length === 0 || list.some((t) => !Number.isFinite(t) || t < 0)) {
    throw new UsageError(
      `--temperatures must be a comma-separated list of numbers ≥ 0, got "${value}"`,
    );
  }
  return list;
}

async function categoricalSettings(
  values: Record<string, unknown>,
  models: string[],
  calls: number,
): Promise<CategoricalSettings | null> {
  const source = values.categorical as string | undefined;
  if (source === undefined) {
    if (values.classes !== undefined) throw new UsageError("--classes needs --categorical");
    return null;
  }
  // The study's categorical judge was GPT-4.1.
  const model = (values["categorical-model"] as string | undefined) ??
    findJudgeModel(models, "GPT-4.1") ?? models[0];
  if (source === "demo") {
    return {
      model,
      items: demoLabelledItems(),
      classes: [...DEMO_CLASSES],
      calls,
      strategies: [...MITIGATIONS],
      source: "built-in synthetic demo set",
    };
  }
  const classesFlag = values.classes as string | undefined;
  if (!classesFlag) throw new UsageError("--categorical FILE needs --classes A,B,C");
  const classes = classesFlag.split(",").map((c) => c.trim()).filter((c) => c !== "");
  if (classes.length < 2) throw new UsageError("--classes needs at least two classes");
  const items = parseLabelledItems(await Deno.readTextFile(source), source, classes);
  if (items.length === 0) throw new Error(`${source}: no labelled items`);
  return { model, items, classes, calls, strategies: [...MITIGATIONS], source };
}

export const JUDGE_STUDY_FLAGS = {
  tasks: { type: "string" },
  rubrics: { type: "string" },
  model: { type: "string" },
  panel: { type: "string" },
  calls: { type: "string" },
  temperatures: { type: "string" },
  seed: { type: "string" },
  "no-request-seed": { type: "boolean" },
  mitigation: { type: "string" },
  probe: { type: "boolean" },
  "probe-task": { type: "string" },
  "mitigation-study": { type: "boolean" },
  "mitigation-task": { type: "string" },
  "probe-calls": { type: "string" },
  full: { type: "boolean" },
  categorical: { type: "string" },
  classes: { type: "string" },
  "categorical-model": { type: "string" },
} as const satisfies FlagSpec;

type StudyFlagValues = { [K in keyof typeof JUDGE_STUDY_FLAGS]?: string | boolean };

/** The study settings the study flags describe, and where its tasks came from. */
export async function judgeStudyFromFlags(
  values: StudyFlagValues,
): Promise<{ settings: JudgeStudySettings; tasksSource: string }> {
  const text = (name: keyof typeof JUDGE_STUDY_FLAGS) => values[name] as string | undefined;
  const model = text("model");
  const panel = text("panel");
  if (model && panel) throw new UsageError("give --model or --panel, not both");
  let models: string[];
  try {
    models = model ? [model] : judgePanel(panel ?? DEFAULT_JUDGE_PANEL);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const calls = positiveInt(values.calls, "calls", 100);
  const probeCalls = positiveInt(values["probe-calls"], "probe-calls", calls);
  const seed = intFlag(values.seed, "seed", 42);

  const tasksFile = text("tasks");
  const tasks = await loadJudgeTasks(tasksFile);
  const rubrics = await loadRubrics(text("rubrics"));
  checkRubrics(tasks, rubrics, tasksFile ?? "built-in tasks");
  const probe = values.probe === true || values.full === true;
  const mitigationStudy = values["mitigation-study"] === true || values.full === true;
  const probeSettings = probe ? defaultProbeSettings(models, tasks, probeCalls) : null;
  const probeTask = text("probe-task");
  if (probeSettings && probeTask) probeSettings.task_id = probeTask;
  const mitigationSettings = mitigationStudy
    ? defaultMitigationSettings(models, tasks, probeCalls)
    : null;
  const mitigationTask = text("mitigation-task");
  if (mitigationSettings && mitigationTask) mitigationSettings.task_id = mitigationTask;
  const settings = defaultStudySettings({
    models,
    tasks,
    rubrics,
    calls,
    temperatures: temperaturesFlag(values.temperatures),
    seed,
    mitigation: mitigationFlag(values.mitigation),
    sendSeed: values["no-request-seed"] !== true,
    probe: probeSettings,
    mitigationStudy: mitigationSettings,
    categorical: await categoricalSettings(values, models, 1),
  });
  return { settings, tasksSource: tasksFile ?? "built-in" };
}

export const judgeRunCommand: Command = {
  name: "judge run",
  summary: "run the LLM-as-a-judge anchoring study (simulated judges or an endpoint; resumable)",
  help: RUN_HELP,
  async run(args) {
    const { values, positionals } = parseFlags(args, {
      ...JUDGE_STUDY_FLAGS,
      out: { type: "string" },
      ...ENDPOINT_FLAGS,
    });
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
    const out = requiredFlag(values.out, "out");
    const target = endpointSettings(values);
    const { settings, tasksSource } = await judgeStudyFromFlags(values);
    const notice = "ab judge run: interrupted — finishing the calls in flight; rerun to resume";
    return await withInterrupt(notice, async (signal) => {
      const summary = await runJudgeStudy(settings, {
        out,
        endpoint: {
          kind: target.kind,
          baseURL: target.baseURL,
          providerOrder: target.providerOrder,
          timeoutMs: target.timeoutMs,
          simFetch: createSimFetch(),
        },
        concurrency: target.concurrency,
        rpm: target.rpm,
        maxAttempts: target.maxAttempts,
        progress: terminalProgress({ quiet: target.quiet, label: "judge" }),
        signal,
        tasksSource,
      });
      console.error(
        `judge: ${summary.status} — ${summary.sent} sent, ${summary.skipped} already answered, ${summary.failed} failed, ${summary.tokens} tokens, ${
          summary.elapsed_s.toFixed(1)
        } s → ${out}/records.jsonl`,
      );
      if (summary.status === "interrupted") return 130;
      if (summary.failed > 0) {
        console.error(
          `  ${summary.failed} request(s) failed after retries; rerun the same command to retry them`,
        );
        return 3;
      }
      return 0;
    });
  },
};

export const judgeScoreCommand: Command = {
  name: "judge score",
  summary: "analyse a judge run into the study's tables and figure data (JSON)",
  help: SCORE_HELP,
  async run(args) {
    const { values, positionals } = parseFlags(args, {
      run: { type: "string" },
      out: { type: "string" },
      bootstrap: { type: "string" },
      seed: { type: "string" },
    });
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
    const run = requiredFlag(values.run, "run");
    const out = requiredFlag(values.out, "out");
    const B = positiveInt(values.bootstrap, "bootstrap", 10_000);
    const seed = intFlag(values.seed, "seed", 42);
    const analysis = await analyzeJudgeRun(run, { B, seed });
    await Deno.writeTextFile(out, JSON.stringify(analysis, null, 1) + "\n");
    console.error(
      `judge score: ${analysis.models.length} model(s), ${analysis.counts.attempted} main-grid calls (${analysis.counts.valid} valid)${
        analysis.simulated ? " [SIMULATED]" : ""
      } → ${out}`,
    );
    return 0;
  },
};
