// Ceiling robustness (SPEC §J): per model–task unit (temperatures weighted equally),
// regress Δ(C2−C0) (or |Δ|) on the distance to the ceiling 5 − μC0, unadjusted or adjusted for
// model and category, with task-clustered uncertainty: a cluster bootstrap over tasks
// (percentile interval) and, for reference, CR1 cluster-robust standard errors with a normal
// interval (statsmodels cov_type="cluster"). The non-ceiling sensitivity mean uses the same
// task bootstrap over the tasks represented among the selected units.
import {
  clusterBootstrap,
  clusterRobustSe,
  designMatrix,
  type DesignTerm,
  normalQuantile,
  ols,
  percentileInterval,
} from "../../stats/mod.ts";
import { cellContrast } from "./cells.ts";
import { groupBy, keyOf, meanOrNull } from "./group.ts";
import { resolveSettings } from "./task_bootstrap.ts";
import type { Interval, JudgeBootstrapSettings, JudgeCellMeans } from "./types.ts";

export const SCORE_CEILING = 5;

export interface CeilingUnit {
  model: string;
  task_id: string;
  category: string;
  /** Mean over temperatures of the C0 cell means. */
  muC0: number;
  /** SCORE_CEILING − muC0. */
  distance: number;
  /** Mean over temperatures of Δ(C2−C0). */
  delta: number;
}

/** Model–task units with a defined C0 mean and Δ(C2−C0). */
export function ceilingUnits(cells: readonly JudgeCellMeans[]): CeilingUnit[] {
  const out: CeilingUnit[] = [];
  for (const group of groupBy(cells, (c) => keyOf(c.model, c.task_id)).values()) {
    const muC0 = meanOrNull(group.map((c) => c.mean.C0));
    const delta = meanOrNull(group.map((c) => cellContrast(c, "C2-C0")));
    if (muC0 === null || delta === null) continue;
    const { model, task_id, category } = group[0];
    out.push({ model, task_id, category, muC0, distance: SCORE_CEILING - muC0, delta });
  }
  return out;
}

export interface CeilingRegressionOptions extends Partial<JudgeBootstrapSettings> {
  /** Add model and category fixed effects. */
  adjusted?: boolean;
  /** Regress |Δ| instead of Δ. */
  absolute?: boolean;
}

export interface CeilingRegression {
  /** Coefficient of the distance to the ceiling. */
  estimate: number;
  /** Task-cluster bootstrap percentile interval. */
  lo: number;
  hi: number;
  /** CR1 cluster-robust SE and normal interval. */
  clusterSe: number;
  clusterLo: number;
  clusterHi: number;
  nUnits: number;
  nTasks: number;
  /** Replicates that could not be fitted (dropped before the percentiles). */
  failedReplicates: number;
  bootstrap: JudgeBootstrapSettings;
}

function distanceCoefficient(units: readonly CeilingUnit[], adjusted: boolean, absolute: boolean) {
  const terms: DesignTerm[] = [{ type: "numeric", column: "distance" }];
  if (adjusted) {
    // Levels come from the rows present, so a resample without some category still fits.
    if (new Set(units.map((u) => u.model)).size > 1) {
      terms.push({ type: "treatment", column: "model" });
    }
    if (new Set(units.map((u) => u.category)).size > 1) {
      terms.push({ type: "treatment", column: "category" });
    }
  }
  const design = designMatrix(units as unknown as Record<string, unknown>[], { terms });
  const y = units.map((u) => (absolute ? Math.abs(u.delta) : u.delta));
  const fit = ols(y, design.X, { names: design.names });
  return { fit, X: design.X };
}

/** Distance-to-ceiling regression with task-clustered intervals. */
export function ceilingRegression(
  units: readonly CeilingUnit[],
  opts: CeilingRegressionOptions = {},
): CeilingRegression {
  const settings = resolveSettings(opts);
  const adjusted = opts.adjusted ?? false;
  const absolute = opts.absolute ?? false;
  const { fit, X } = distanceCoefficient(units, adjusted, absolute);
  const clusterSe = clusterRobustSe(fit, X, units.map((u) => u.task_id))[1];
  const z = normalQuantile(1 - settings.alpha / 2);
  const clusters = groupBy(units, (u) => u.task_id);
  let failed = 0;
  const replicates = clusterBootstrap(clusters, settings.B, settings.seed, (drawn) => {
    try {
      return distanceCoefficient(drawn.flat(), adjusted, absolute).fit.coef[1];
    } catch {
      failed++;
      return NaN;
    }
  });
  return {
    estimate: fit.coef[1],
    ...percentileInterval(replicates, settings.alpha),
    clusterSe,
    clusterLo: fit.coef[1] - z * clusterSe,
    clusterHi: fit.coef[1] + z * clusterSe,
    nUnits: units.length,
    nTasks: clusters.size,
    failedReplicates: failed,
    bootstrap: settings,
  };
}

export interface NonCeilingSummary extends Interval {
  nUnits: number;
  nTasks: number;
  nNegative: number;
  bootstrap: JudgeBootstrapSettings;
}

/** Mean Δ over units with lower ≤ μC0 < upper (default 3.0 and 4.5), task-bootstrap interval. */
export function nonCeilingMean(
  units: readonly CeilingUnit[],
  opts: Partial<JudgeBootstrapSettings> & { lower?: number; upper?: number } = {},
): NonCeilingSummary {
  const settings = resolveSettings(opts);
  const lower = opts.lower ?? 3.0;
  const upper = opts.upper ?? 4.5;
  const selected = units.filter((u) => u.muC0 >= lower && u.muC0 < upper);
  const clusters = groupBy(selected, (u) => u.task_id);
  const summary = {
    nUnits: selected.length,
    nTasks: clusters.size,
    nNegative: selected.filter((u) => u.delta < 0).length,
    bootstrap: settings,
  };
  if (selected.length === 0) return { estimate: NaN, lo: NaN, hi: NaN, ...summary };
  const replicates = clusterBootstrap(clusters, settings.B, settings.seed, (drawn) => {
    let s = 0;
    let n = 0;
    for (const cluster of drawn) {
      for (const u of cluster) s += u.delta;
      n += cluster.length;
    }
    return s / n;
  });
  const estimate = selected.reduce((s, u) => s + u.delta, 0) / selected.length;
  return { estimate, ...percentileInterval(replicates, settings.alpha), ...summary };
}
