/** The trial design: task × condition × temperature × trial, with seeded attempt and prior values. */
import seedrandom from "seedrandom";
import type { JudgeCondition, JudgeMitigation, JudgeTask, JudgeTrialSpec } from "./types.ts";

export const JUDGE_TEMPERATURES = [0, 0.5, 1, 2] as const;
export const JUDGE_CONDITIONS: JudgeCondition[] = ["C0", "C1", "C2"];
/** Priors are drawn from [0, PRIOR_UPPER): always below the acceptance threshold 4.0. */
export const PRIOR_UPPER = 3.99;

export interface DesignOptions {
  temperatures?: readonly number[];
  /** Calls per model × task × condition × temperature cell (the study used 100). */
  callsPerCell?: number;
  conditions?: JudgeCondition[];
  seed?: string | number;
  mitigation?: JudgeMitigation;
}

/**
 * The prior and attempt of one trial, drawn from a stream keyed by (seed, task, temperature, trial):
 * independent of the condition and of answer quality, and reproducible one trial at a time.
 */
export function trialMetadata(
  seed: string | number,
  taskId: string,
  temperature: number,
  trial: number,
): { prior: number; attempt: number } {
  const rng = seedrandom(`${seed}|${taskId}|${temperature}|${trial}`);
  const prior = Math.floor(rng() * PRIOR_UPPER * 100) / 100;
  const attempt = 1 + Math.floor(rng() * 4);
  return { prior, attempt };
}

export function judgeDesign(tasks: JudgeTask[], opts: DesignOptions = {}): JudgeTrialSpec[] {
  const temperatures = opts.temperatures ?? JUDGE_TEMPERATURES;
  const calls = opts.callsPerCell ?? 100;
  const conditions = opts.conditions ?? JUDGE_CONDITIONS;
  const seed = opts.seed ?? 42;
  const trials: JudgeTrialSpec[] = [];
  for (const task of tasks) {
    for (const temperature of temperatures) {
      for (let trial = 0; trial < calls; trial++) {
        const meta = trialMetadata(seed, task.task_id, temperature, trial);
        for (const condition of conditions) {
          trials.push({
            task_id: task.task_id,
            category: task.category,
            condition,
            temperature,
            trial,
            attempt: condition === "C0" ? null : meta.attempt,
            prior: condition === "C2" ? meta.prior : null,
            mitigation: opts.mitigation ?? "none",
          });
        }
      }
    }
  }
  return trials;
}

/**
 * The token-probe and mitigation designs fix the prior to given values (1.0, 2.0, 3.0, 3.9) and,
 * for mitigation, the attempt to 2.
 */
export function fixedPriorDesign(
  tasks: JudgeTask[],
  priors: number[],
  opts: { calls?: number; temperature?: number; attempt?: number; mitigation?: JudgeMitigation } =
    {},
): JudgeTrialSpec[] {
  const calls = opts.calls ?? 100;
  const temperature = opts.temperature ?? 0;
  const trials: JudgeTrialSpec[] = [];
  for (const task of tasks) {
    for (let trial = 0; trial < calls; trial++) {
      trials.push({
        task_id: task.task_id,
        category: task.category,
        condition: "C0",
        temperature,
        trial,
        attempt: null,
        prior: null,
        mitigation: opts.mitigation ?? "none",
      });
      for (const prior of priors) {
        trials.push({
          task_id: task.task_id,
          category: task.category,
          condition: "C2",
          temperature,
          trial,
          attempt: opts.attempt ?? 2,
          prior,
          mitigation: opts.mitigation ?? "none",
        });
      }
    }
  }
  return trials;
}
