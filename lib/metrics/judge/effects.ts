// Per-model estimates: average the temperature-specific contrasts within each task, then
// weight the tasks equally; 95% intervals from the category-stratified task bootstrap.
import { cellContrast } from "./cells.ts";
import { compareByKeys, groupBy, keyOf, meanOrNull } from "./group.ts";
import { resolveSettings, stratifiedTaskMean, type TaskValue } from "./task_bootstrap.ts";
import type {
  Interval,
  JudgeBootstrapSettings,
  JudgeCellMeans,
  JudgeContrast,
  JudgeMeasure,
} from "./types.ts";

export interface EffectOptions extends Partial<JudgeBootstrapSettings> {
  contrast?: JudgeContrast;
  measure?: JudgeMeasure;
}

/** Temperature-averaged contrast of one model on one task. */
export interface TaskEffect extends TaskValue {
  model: string;
  /** Temperatures with a defined contrast. */
  nTemperatures: number;
}

/** Per model × task: mean of the defined temperature-specific contrasts. */
export function taskEffects(
  cells: readonly JudgeCellMeans[],
  contrast: JudgeContrast = "C2-C0",
  measure: JudgeMeasure = "score",
): TaskEffect[] {
  const out: TaskEffect[] = [];
  for (const group of groupBy(cells, (c) => keyOf(c.model, c.task_id)).values()) {
    const deltas = group.map((c) => cellContrast(c, contrast, measure));
    const value = meanOrNull(deltas);
    if (value === null) continue;
    out.push({
      model: group[0].model,
      task_id: group[0].task_id,
      category: group[0].category,
      value,
      nTemperatures: deltas.filter((d) => d !== null).length,
    });
  }
  return out;
}

export interface ModelEffect extends Interval {
  model: string;
  contrast: JudgeContrast;
  measure: JudgeMeasure;
  nTasks: number;
  bootstrap: JudgeBootstrapSettings;
}

/** Table 2 / Figure 3 estimates: one row per model (sorted by model id). */
export function modelEffects(
  cells: readonly JudgeCellMeans[],
  opts: EffectOptions = {},
): ModelEffect[] {
  const contrast = opts.contrast ?? "C2-C0";
  const measure = opts.measure ?? "score";
  const settings = resolveSettings(opts);
  const byModel = groupBy(taskEffects(cells, contrast, measure), (t) => t.model);
  return [...byModel.keys()].sort().map((model) => {
    const tasks = byModel.get(model) as TaskEffect[];
    return {
      model,
      contrast,
      measure,
      nTasks: tasks.length,
      bootstrap: settings,
      ...stratifiedTaskMean(tasks, settings),
    };
  });
}

export interface ModelTemperatureEffect extends ModelEffect {
  temperature: number;
}

/** Figure 2/3 points: per model and temperature, the equal-weight task mean with its interval. */
export function modelTemperatureEffects(
  cells: readonly JudgeCellMeans[],
  opts: EffectOptions = {},
): ModelTemperatureEffect[] {
  const contrast = opts.contrast ?? "C2-C0";
  const measure = opts.measure ?? "score";
  const settings = resolveSettings(opts);
  const out: ModelTemperatureEffect[] = [];
  const groups = groupBy(cells, (c) => keyOf(c.model, c.temperature));
  for (const group of groups.values()) {
    const values: TaskValue[] = [];
    for (const c of group) {
      const value = cellContrast(c, contrast, measure);
      if (value !== null) values.push({ task_id: c.task_id, category: c.category, value });
    }
    if (values.length === 0) continue;
    out.push({
      model: group[0].model,
      temperature: group[0].temperature,
      contrast,
      measure,
      nTasks: values.length,
      bootstrap: settings,
      ...stratifiedTaskMean(values, settings),
    });
  }
  return out.sort(compareByKeys("model", "temperature"));
}

export interface CategoryEffect {
  model: string;
  category: string;
  /** Mean over the category's tasks of the temperature-averaged contrast. */
  mean: number;
  nTasks: number;
}

/** Figure 4 heatmap cells: per model × category mean contrast (descriptive, no interval). */
export function categoryEffects(
  cells: readonly JudgeCellMeans[],
  contrast: JudgeContrast = "C2-C0",
  measure: JudgeMeasure = "score",
): CategoryEffect[] {
  const groups = groupBy(taskEffects(cells, contrast, measure), (t) => keyOf(t.model, t.category));
  return [...groups.values()].map((tasks) => ({
    model: tasks[0].model,
    category: tasks[0].category,
    mean: tasks.reduce((s, t) => s + t.value, 0) / tasks.length,
    nTasks: tasks.length,
  })).sort(compareByKeys("model", "category"));
}
