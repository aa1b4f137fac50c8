// The study's uncertainty model: tasks are the units. A replicate resamples task ids with
// replacement within each category (each category keeps its task count) and keeps every
// row of a sampled task (all its temperatures, all models).
import { percentileInterval, stratifiedBootstrap } from "../../stats/mod.ts";
import type { Interval, JudgeBootstrapSettings } from "./types.ts";

export const DEFAULT_JUDGE_BOOTSTRAP: JudgeBootstrapSettings = { B: 10_000, seed: 42, alpha: 0.05 };

export function resolveSettings(
  opts: Partial<JudgeBootstrapSettings> = {},
): JudgeBootstrapSettings {
  return { ...DEFAULT_JUDGE_BOOTSTRAP, ...opts };
}

/** A task-level value with the category that stratifies the bootstrap. */
export interface TaskValue {
  task_id: string;
  category: string;
  value: number;
}

/** Equal-weight mean over tasks with a category-stratified task-bootstrap percentile interval. */
export function stratifiedTaskMean(
  values: readonly TaskValue[],
  settings: JudgeBootstrapSettings,
): Interval {
  if (values.length === 0) return { estimate: NaN, lo: NaN, hi: NaN };
  const strata = new Map<string, number[]>();
  for (const v of values) {
    const list = strata.get(v.category);
    if (list) list.push(v.value);
    else strata.set(v.category, [v.value]);
  }
  const estimate = values.reduce((s, v) => s + v.value, 0) / values.length;
  const replicates = stratifiedBootstrap(strata, settings.B, settings.seed, (resampled) => {
    let s = 0;
    let n = 0;
    for (const list of resampled.values()) {
      for (const v of list) s += v;
      n += list.length;
    }
    return s / n;
  });
  return { estimate, ...percentileInterval(replicates, settings.alpha) };
}

/** Task ids grouped by category (sorted), the strata of the task bootstrap. */
export function tasksByCategory(
  rows: readonly { task_id: string; category: string }[],
): Map<string, string[]> {
  const sets = new Map<string, Set<string>>();
  for (const r of rows) {
    const set = sets.get(r.category) ?? new Set<string>();
    set.add(r.task_id);
    sets.set(r.category, set);
  }
  return new Map([...sets].map(([c, s]) => [c, [...s].sort()]));
}
