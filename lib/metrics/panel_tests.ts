/**
 * Table 10 and the panel statistics of §F.5: plausible-vs-irrelevant tests per suite, the range of
 * suite-mean Disc∆ with a model-resampling CI, and r(Acc10, Disc∆) with a cell-resampling CI.
 * Each model–suite cell is one observation.
 */
import {
  bhAdjustNullable,
  bootstrapCI,
  bootstrapRng,
  pearson,
  percentileInterval,
  wilcoxon,
} from "../stats/mod.ts";
import { type CellSummary, definedMean, distinct } from "./entry.ts";
import { mean } from "./mean.ts";
import { type BootstrapSettings, bootstrapSettings } from "./extended.ts";

export interface PlausVsIrrRow {
  suite: string;
  /** Cells with both uai_plaus and uai_irr defined. */
  n: number;
  /** Mean of the per-cell differences uai_plaus − uai_irr. */
  estimate: number | null;
  ci: { lo: number; hi: number } | null;
  /** Two-sided Wilcoxon signed-rank p (null below 6 non-zero differences). */
  p: number | null;
  /** BH-adjusted across the suites. */
  p_bh: number | null;
}

/**
 * Per suite: cells paired within each entry, d = uai_plaus − uai_irr; estimate = mean(d),
 * percentile bootstrap CI of the mean, Wilcoxon p, BH across suites.
 */
export function plausVsIrrTests(
  entries: readonly CellSummary[],
  opts: BootstrapSettings & { suites?: readonly string[] } = {},
): PlausVsIrrRow[] {
  const boot = bootstrapSettings(opts);
  const suites = opts.suites ?? distinct(entries, (e) => e.suite);
  const rows = suites.map((suite): PlausVsIrrRow => {
    const d = entries
      .filter((e) => e.suite === suite && isNum(e.uai_plaus) && isNum(e.uai_irr))
      .map((e) => (e.uai_plaus as number) - (e.uai_irr as number));
    if (d.length === 0) return { suite, n: 0, estimate: null, ci: null, p: null, p_bh: null };
    const ci = bootstrapCI(d, boot);
    return {
      suite,
      n: d.length,
      estimate: mean(d),
      ci: { lo: ci.lo, hi: ci.hi },
      p: wilcoxon(d)?.pValue ?? null,
      p_bh: null,
    };
  });
  const adjusted = bhAdjustNullable(rows.map((r) => r.p));
  rows.forEach((r, i) => r.p_bh = adjusted[i]);
  return rows;
}

export interface DiscRange {
  /** Suite → mean Disc∆ over the models' defined cells. */
  suiteMeans: Record<string, number | null>;
  range: number | null;
  ci: { lo: number; hi: number };
  /** Models in resampling order (sorted by short name, as the published CI was computed). */
  models: string[];
}

/**
 * Range (max − min) of suite-mean Disc∆ across suites, with a CI from resampling models: each
 * replicate draws as many models as there are, with replacement, and recomputes every suite mean
 * over the drawn multiset (missing cells skipped). Pass the open-weight cells for Table 10.
 * Models are ordered by short name; with `rng: "numpy"` this gives the published [0.20, 0.60].
 */
export function discRange(
  entries: readonly CellSummary[],
  opts: BootstrapSettings = {},
): DiscRange {
  const boot = bootstrapSettings(opts);
  const suites = distinct(entries, (e) => e.suite);
  const models = distinct(entries, (e) => e.model).sort(codeUnitOrder);
  // disc[model][suite], null where undefined
  const disc = models.map((m) =>
    suites.map((s) => {
      const cell = entries.find((e) => e.model === m && e.suite === s);
      return cell && isNum(cell.disc_delta) ? cell.disc_delta : null;
    })
  );
  const rangeOf = (rows: (number | null)[][]): number | null => {
    const means = suites.map((_, j) => definedMean(rows.map((r) => r[j])));
    const defined = means.filter((m): m is number => m !== null);
    return defined.length ? Math.max(...defined) - Math.min(...defined) : null;
  };
  const rng = bootstrapRng(boot.seed, boot.rng);
  const idx = new Int32Array(models.length);
  const replicates = new Float64Array(boot.B);
  for (let b = 0; b < boot.B; b++) {
    if (models.length) rng.fillIndices(idx, models.length);
    replicates[b] = rangeOf(Array.from(idx, (i) => disc[i])) ?? NaN;
  }
  const full = rangeOf(disc);
  return {
    suiteMeans: Object.fromEntries(suites.map((s, j) => [s, definedMean(disc.map((r) => r[j]))])),
    range: full,
    ci: percentileInterval(replicates, boot.alpha),
    models,
  };
}

export interface Correlation {
  r: number | null;
  ci: { lo: number; hi: number };
  n: number;
}

/**
 * Pearson r between cell acc10_control and disc_delta over cells with both defined, in entry
 * order; CI from resampling cells with replacement (replicates with undefined r are dropped).
 */
export function accDiscCorrelation(
  entries: readonly CellSummary[],
  opts: BootstrapSettings = {},
): Correlation {
  const boot = bootstrapSettings(opts);
  const cells = entries.filter((e) => isNum(e.acc10_control) && isNum(e.disc_delta));
  const x = cells.map((e) => e.acc10_control as number);
  const y = cells.map((e) => e.disc_delta as number);
  const n = cells.length;
  const rng = bootstrapRng(boot.seed, boot.rng);
  const idx = new Int32Array(n);
  const xs = new Array<number>(n);
  const ys = new Array<number>(n);
  const replicates = new Float64Array(boot.B);
  for (let b = 0; b < boot.B; b++) {
    if (n) rng.fillIndices(idx, n);
    for (let i = 0; i < n; i++) {
      xs[i] = x[idx[i]];
      ys[i] = y[idx[i]];
    }
    replicates[b] = pearson(xs, ys);
  }
  const r = pearson(x, y);
  return { r: Number.isFinite(r) ? r : null, ci: percentileInterval(replicates, boot.alpha), n };
}

function isNum(v: unknown): v is number {
  return typeof v === "number" && Number.isFinite(v);
}

function codeUnitOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
