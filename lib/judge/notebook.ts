/**
 * What the judge notebook needs besides the table and figure calls: the run directory to read
 * ($ANCHORLAB_JUDGE_RUN, set by the main job), or — when it is unset — a small simulated study
 * run on the spot into a temporary directory, so the notebook always executes. (This module
 * wires the in-process simulator, hence its import of lib/sim.)
 */
import { createSimFetch } from "../sim/mod.ts";
import { DEMO_CLASSES, demoLabelledItems } from "./categorical_demo.ts";
import { DEFAULT_JUDGE_PANEL, judgePanel } from "./models.ts";
import { defaultStudySettings, type JudgeStudySettings, MITIGATIONS } from "./plan.ts";
import { defaultMitigationSettings, defaultProbeSettings, runJudgeStudy } from "./study.ts";
import { loadJudgeTasks, loadRubrics } from "./tasks.ts";

export const JUDGE_RUN_ENV = "ANCHORLAB_JUDGE_RUN";
export const JUDGE_BOOTSTRAP_ENV = "ANCHORLAB_JUDGE_BOOTSTRAP";

export interface JudgeRunChoice {
  dir: string;
  /** True when the run was made here because no run directory was given. */
  madeHere: boolean;
  description: string;
}

/**
 * Every part of the study (main grid, token probe, mitigation probe, categorical demo) for these
 * models, with `calls` per cell.
 */
export async function fullStudySettings(
  models: string[],
  calls: number,
): Promise<JudgeStudySettings> {
  const tasks = await loadJudgeTasks();
  const rubrics = await loadRubrics();
  return defaultStudySettings({
    models,
    tasks,
    rubrics,
    calls,
    probe: defaultProbeSettings(models, tasks, calls),
    mitigationStudy: defaultMitigationSettings(models, tasks, calls),
    categorical: {
      model: models.find((m) => m.endsWith("/GPT-4.1")) ?? models[0],
      items: demoLabelledItems(),
      classes: [...DEMO_CLASSES],
      calls: 1,
      strategies: [...MITIGATIONS],
      source: "built-in synthetic demo set",
    },
  });
}

/** A simulated study of the default panel, all parts, `calls` per cell (default 10), in process. */
export async function quickSimulatedStudy(dir: string, calls = 10): Promise<void> {
  const settings = await fullStudySettings(judgePanel(DEFAULT_JUDGE_PANEL), calls);
  await runJudgeStudy(settings, {
    out: dir,
    endpoint: { simFetch: createSimFetch() },
    notice: () => {},
  });
}

/**
 * $ANCHORLAB_JUDGE_RUN; else the `judge/` run of the study (the given study directory, else
 * $ANCHORLAB_STUDY; the main job writes it there); else a quick simulated study in a temporary
 * directory.
 */
export async function judgeRunDir(
  opts: { env?: string; studyDir?: string } = {},
): Promise<JudgeRunChoice> {
  const fromEnv = opts.env ?? Deno.env.get(JUDGE_RUN_ENV);
  if (fromEnv) {
    try {
      await Deno.stat(`${fromEnv}/records.jsonl`);
    } catch {
      throw new Error(
        `${JUDGE_RUN_ENV}=${fromEnv}: no records.jsonl there (run ab judge run --out ${fromEnv})`,
      );
    }
    return {
      dir: fromEnv,
      madeHere: false,
      description: `judge run ${fromEnv} (from ${JUDGE_RUN_ENV})`,
    };
  }
  const ofStudy = await studyJudgeRun(opts.studyDir ?? Deno.env.get("ANCHORLAB_STUDY"));
  if (ofStudy) {
    return {
      dir: ofStudy,
      madeHere: false,
      description: `judge run ${ofStudy} (the study's judge/ run)`,
    };
  }
  const dir = await Deno.makeTempDir({ prefix: "anchorlab-judge-" });
  await quickSimulatedStudy(dir);
  return {
    dir,
    madeHere: true,
    description:
      `${JUDGE_RUN_ENV} is not set: a quick simulated study (8 simulated judges, 10 calls per cell, all parts) was run into ${dir}`,
  };
}

async function studyJudgeRun(studyDir: string | undefined): Promise<string | undefined> {
  if (!studyDir) return undefined;
  try {
    await Deno.stat(`${studyDir}/judge/records.jsonl`);
    return `${studyDir}/judge`;
  } catch {
    return undefined;
  }
}

/** Bootstrap replicates for the notebook ($ANCHORLAB_JUDGE_BOOTSTRAP, default 10,000). */
export function judgeBootstrap(env = Deno.env.get(JUDGE_BOOTSTRAP_ENV)): number {
  const n = env === undefined ? 10_000 : Number(env);
  if (!Number.isInteger(n) || n < 1) {
    throw new Error(`${JUDGE_BOOTSTRAP_ENV} must be a positive integer`);
  }
  return n;
}
