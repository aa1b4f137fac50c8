/** The LLM-as-a-judge study of the main job: every part of it, into <study>/judge. */
import { join } from "node:path";
import { DEFAULT_JUDGE_PANEL, fullStudySettings, judgePanel, runJudgeStudy } from "../judge/mod.ts";
import { createSimFetch } from "../sim/mod.ts";
import type { ReproOptions } from "./options.ts";

export interface JudgeStepResult {
  dir: string;
  models: string[];
  calls: number;
  sent: number;
  failed: number;
  seconds: number;
}

export function judgeDir(studyDir: string): string {
  return join(studyDir, "judge");
}

/**
 * The simulated judge twins by default; with --model, that one model as the judge (its endpoint from
 * --endpoint/--base-url).
 */
export async function judgeStep(studyDir: string, opts: ReproOptions): Promise<JudgeStepResult> {
  const started = performance.now();
  const models = opts.model ? [opts.model] : judgePanel(DEFAULT_JUDGE_PANEL);
  const settings = await fullStudySettings(models, opts.judgeCalls);
  const dir = judgeDir(studyDir);
  const summary = await runJudgeStudy(settings, {
    out: dir,
    endpoint: {
      kind: opts.model ? opts.endpoint : undefined,
      baseURL: opts.baseURL,
      simFetch: createSimFetch(),
    },
    concurrency: opts.concurrency,
    rpm: opts.rpm,
    notice: () => {},
  });
  return {
    dir,
    models,
    calls: opts.judgeCalls,
    sent: summary.sent,
    failed: summary.failed,
    seconds: (performance.now() - started) / 1000,
  };
}
