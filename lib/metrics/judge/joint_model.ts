// Joint model on the cell contrasts: Δ ~ category + C(temperature) + C(model, Sum).
// Treatment coding for category (reference = code review by default: the first sorted level
// unless `referenceCategory` is given) and temperature (reference = lowest T); sum coding for
// models, so the intercept is the equally weighted model mean for the reference category at the
// reference temperature. Intervals: category-stratified task bootstrap; each replicate refits
// from per-task cross-products (XᵀX and Xᵀy summed over the sampled tasks).
import {
  crossProducts,
  designMatrix,
  ols,
  percentileInterval,
  solveNormalEquations,
  stratifiedBootstrap,
} from "../../stats/mod.ts";
import type { JudgeContrastRow } from "./cells.ts";
import { groupBy } from "./group.ts";
import { resolveSettings, tasksByCategory } from "./task_bootstrap.ts";
import type { Interval, JudgeBootstrapSettings } from "./types.ts";

export interface JointModelOptions extends Partial<JudgeBootstrapSettings> {
  referenceCategory?: string;
}

export interface JointModelTerm extends Interval {
  name: string;
}

export interface JointModelResult {
  terms: JointModelTerm[];
  nRows: number;
  /** Replicates whose normal equations were singular (dropped before the percentiles). */
  singularReplicates: number;
  bootstrap: JudgeBootstrapSettings;
}

/** Fits the joint model to contrast rows (e.g. judgeContrastRows(cells, "C2-C0")). */
export function jointContrastModel(
  rows: readonly JudgeContrastRow[],
  opts: JointModelOptions = {},
): JointModelResult {
  const settings = resolveSettings(opts);
  if (rows.length === 0) throw new RangeError("jointContrastModel: no contrast rows");
  const categories = [...new Set(rows.map((r) => r.category))].sort();
  const reference = opts.referenceCategory ?? categories[0];
  const design = designMatrix(rows as unknown as Record<string, unknown>[], {
    terms: [
      { type: "treatment", column: "category", reference },
      { type: "treatment", column: "temperature" },
      { type: "sum", column: "model" },
    ],
  });
  const names = design.names.map((n) => n.replace(/^temperature\[/, "C(temperature)["));
  const y = rows.map((r) => r.delta);
  const fit = ols(y, design.X, { names });
  const p = names.length;

  const rowIndex = groupBy(rows.map((r, i) => ({ r, i })), ({ r }) => r.task_id);
  const perTask = new Map<string, { G: Float64Array; c: Float64Array }>();
  for (const [task, items] of rowIndex) {
    perTask.set(task, crossProducts(items.map(({ i }) => y[i]), items.map(({ i }) => design.X[i])));
  }
  const G = new Float64Array(p * p);
  const c = new Float64Array(p);
  let singular = 0;
  const replicates = stratifiedBootstrap(
    tasksByCategory(rows),
    settings.B,
    settings.seed,
    (resampled) => {
      G.fill(0);
      c.fill(0);
      for (const tasks of resampled.values()) {
        for (const task of tasks) {
          const block = perTask.get(task) as { G: Float64Array; c: Float64Array };
          for (let k = 0; k < p * p; k++) G[k] += block.G[k];
          for (let k = 0; k < p; k++) c[k] += block.c[k];
        }
      }
      const coef = solveNormalEquations(G, c, p);
      if (coef === null) singular++;
      return coef ?? new Array<number>(p).fill(NaN);
    },
  );
  const terms = names.map((name, j) => ({
    name,
    estimate: fit.coef[j],
    ...percentileInterval(replicates.map((r) => r[j]), settings.alpha),
  }));
  return { terms, nRows: rows.length, singularReplicates: singular, bootstrap: settings };
}
