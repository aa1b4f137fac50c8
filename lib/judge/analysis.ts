/**
 * The analysis of a judge run (what `ab judge score` writes and the judge tables read): every
 * estimate of the study's Tables 1–10 and Figures 2–4, computed by lib/metrics/judge from the
 * stored records alone.
 */
import { join } from "node:path";
import { readJsonObjects } from "../infer/mod.ts";
import {
  type CategoryEffect,
  categoryEffects,
  type CeilingRegression,
  ceilingRegression,
  type CeilingUnit,
  ceilingUnits,
  compareStrategies,
  type CorrectionItem,
  type CorrectionRates,
  correctionRates,
  type InductionEffects,
  inductionEffects,
  type InductionItem,
  jointContrastModel,
  type JointModelResult,
  judgeCellMeans,
  type JudgeContrast,
  judgeContrastRows,
  type JudgeMeasure,
  type JudgeTrial,
  type MitigationEffect,
  mitigationEffect,
  type ModelEffect,
  modelEffects,
  type ModelTemperatureEffect,
  modelTemperatureEffects,
  nonCeilingMean,
  type NonCeilingSummary,
  type SlopeResult,
  type StrategyComparison,
  type TokenCost,
  tokenCost,
  type TripletAudit,
  tripletCohensD,
  withinC2Slope,
} from "../metrics/mod.ts";
import { judgeDisplayName, sortJudgeModels } from "./models.ts";
import type { JudgePart, JudgeRecord } from "./record.ts";
import { JUDGE_RECORDS_FILE, readJudgeManifest } from "./store.ts";
import type { JudgeMitigation } from "./types.ts";

export interface JudgeAnalysisOptions {
  /** Bootstrap replicates (default 10,000, as in the study). */
  B?: number;
  seed?: number;
}

/** A judge call as the analysis keeps it (raw text dropped). */
export interface AnalysisTrial extends JudgeTrial {
  part: JudgePart;
  mitigation: JudgeMitigation;
  clipped: boolean;
  /** Score-digit probabilities P_0…P_5 (probe calls with logprobs), else null. */
  digits: number[] | null;
  probeStatus: "ok" | "unavailable" | null;
  categorical: JudgeRecord["categorical"];
  simulated: boolean;
}

export interface ProbeRow {
  model: string;
  task_id: string;
  calls: number;
  mean: { C0: number | null; C1: number | null; C2: number | null };
  scoreDelta: number | null;
  /** Mean P_d (d = 0…5) over calls with logprobs, per condition. */
  digits: { C0: number[] | null; C1: number[] | null; C2: number[] | null };
  /** Within-C2 OLS slope of P_d on the prior, d = 0…5 (null where undefined). */
  slopes: (number | null)[];
  /** Within-C2 slope of the score on the prior. */
  scoreSlope: number | null;
  logprobCalls: number;
  unavailable: number;
}

export interface MitigationRow {
  strategy: JudgeMitigation;
  effect: MitigationEffect;
  slope: SlopeResult | null;
  cost: TokenCost | null;
}

export interface CategoricalStrategy {
  strategy: JudgeMitigation;
  groupA: CorrectionRates | null;
  groupB: InductionEffects | null;
  /** Paired-effect difference against the baseline strategy (Group B). */
  vsBaseline: StrategyComparison | null;
}

export interface JudgeAnalysis {
  anchorlab_judge_analysis: 1;
  run: string | null;
  simulated: boolean;
  models: string[];
  names: Record<string, string>;
  bootstrap: { B: number; seed: number; alpha: number };
  counts: {
    attempted: number;
    valid: number;
    clipped: number;
    cells: number;
    cellsWithValid: number;
    byPart: Record<string, number>;
  };
  triplets: TripletAudit[];
  effects: Record<JudgeMeasure, Record<JudgeContrast, ModelEffect[]>>;
  byTemperature: Record<JudgeMeasure, Record<"C2-C0" | "C1-C0", ModelTemperatureEffect[]>>;
  categories: CategoryEffect[];
  /** Mean over models of the category effects (Section 4.3). */
  categoryMeans: { category: string; mean: number }[];
  joint: JointModelResult | null;
  jointError: string | null;
  /** Descriptive mean Δ(C2−C0) per temperature over model × task cells. */
  temperatureMeans: { temperature: number; mean: number }[];
  probe: ProbeRow[];
  ceiling: {
    signedUnadjusted: CeilingRegression | null;
    signedAdjusted: CeilingRegression | null;
    absoluteUnadjusted: CeilingRegression | null;
    absoluteAdjusted: CeilingRegression | null;
    nonCeiling: NonCeilingSummary | null;
    units: CeilingUnit[];
  };
  mitigation: { model: string; task_id: string; rows: MitigationRow[] } | null;
  categorical: { model: string; strategies: CategoricalStrategy[] } | null;
}

function toTrial(r: JudgeRecord): AnalysisTrial {
  const t: AnalysisTrial = {
    part: r.part,
    model: r.model,
    task_id: r.task_id,
    category: r.category,
    condition: r.condition,
    temperature: r.temperature,
    trial: r.trial,
    score: r.valid ? r.score : null,
    valid: r.error === null && r.valid,
    mitigation: r.mitigation,
    clipped: r.clipped,
    digits: r.probe?.status === "ok" ? r.probe.digits : null,
    probeStatus: r.probe ? r.probe.status : null,
    categorical: r.categorical,
    simulated: r.simulated,
  };
  if (r.prior !== null) t.prior = r.prior;
  if (r.attempt !== null) t.attempt = r.attempt;
  if (r.usage) {
    t.prompt_tokens = r.usage.prompt_tokens;
    t.completion_tokens = r.usage.completion_tokens;
  }
  return t;
}

/**
 * Streams a run's records into analysis trials, one per request (the last successful record of a
 * hash, else its last failure), without holding raw texts.
 */
export async function loadJudgeTrials(dir: string): Promise<AnalysisTrial[]> {
  const path = join(dir, JUDGE_RECORDS_FILE);
  try {
    await Deno.stat(path);
  } catch {
    throw new Error(`${dir}: not a judge run directory (no ${JUDGE_RECORDS_FILE})`);
  }
  const winner = new Map<string, { line: number; ok: boolean }>();
  for await (const { value, lineNo } of readJsonObjects(path)) {
    if (typeof value.request_hash !== "string" || typeof value.part !== "string") {
      throw new Error(`${path}:${lineNo}: not a judge record (needs request_hash and part)`);
    }
    const ok = value.error === null || value.error === undefined;
    const current = winner.get(value.request_hash);
    if (!current || ok || !current.ok) winner.set(value.request_hash, { line: lineNo, ok });
  }
  const trials: AnalysisTrial[] = [];
  for await (const { value, lineNo } of readJsonObjects(path)) {
    if (winner.get(value.request_hash as string)?.line !== lineNo) continue;
    trials.push(toTrial(value as unknown as JudgeRecord));
  }
  return trials;
}

function mean(xs: readonly number[]): number | null {
  return xs.length === 0 ? null : xs.reduce((s, v) => s + v, 0) / xs.length;
}

function meanDigits(trials: readonly AnalysisTrial[]): number[] | null {
  const withDigits = trials.filter((t) => t.digits !== null);
  if (withDigits.length === 0) return null;
  return [0, 1, 2, 3, 4, 5].map((d) => mean(withDigits.map((t) => (t.digits as number[])[d])) ?? 0);
}

function trySlope(
  trials: readonly AnalysisTrial[],
  outcome?: (t: AnalysisTrial) => number | null,
): SlopeResult | null {
  try {
    return withinC2Slope(trials, outcome ? { outcome } : {});
  } catch {
    return null;
  }
}

function attempt<T>(f: () => T): T | null {
  try {
    return f();
  } catch {
    return null;
  }
}

function probeRows(trials: readonly AnalysisTrial[]): ProbeRow[] {
  const byModel = new Map<string, AnalysisTrial[]>();
  for (const t of trials) {
    if (t.part !== "probe") continue;
    const list = byModel.get(t.model) ?? [];
    list.push(t);
    byModel.set(t.model, list);
  }
  return sortJudgeModels([...byModel.keys()]).map((model) => {
    const list = byModel.get(model) as AnalysisTrial[];
    const valid = list.filter((t) => t.valid);
    const cond = (c: "C0" | "C1" | "C2") => valid.filter((t) => t.condition === c);
    const meanOf = (c: "C0" | "C1" | "C2") => mean(cond(c).map((t) => t.score as number));
    const m0 = meanOf("C0");
    const m2 = meanOf("C2");
    const withProbe = list.filter((t) => t.digits !== null);
    return {
      model,
      task_id: list[0].task_id,
      calls: list.length,
      mean: { C0: m0, C1: meanOf("C1"), C2: m2 },
      scoreDelta: m0 === null || m2 === null ? null : m2 - m0,
      digits: {
        C0: meanDigits(list.filter((t) => t.condition === "C0")),
        C1: meanDigits(list.filter((t) => t.condition === "C1")),
        C2: meanDigits(list.filter((t) => t.condition === "C2")),
      },
      slopes: [0, 1, 2, 3, 4, 5].map((d) =>
        trySlope(withProbe, (t) => (t.digits ? t.digits[d] : null))?.slope ?? null
      ),
      scoreSlope: trySlope(valid)?.slope ?? null,
      logprobCalls: withProbe.length,
      unavailable: list.filter((t) => t.probeStatus === "unavailable").length,
    };
  });
}

function mitigationAnalysis(
  trials: readonly AnalysisTrial[],
  settings: { B: number; seed: number },
): JudgeAnalysis["mitigation"] {
  const part = trials.filter((t) => t.part === "mitigation");
  if (part.length === 0) return null;
  const order: JudgeMitigation[] = ["none", "cot", "warning"];
  const baseline = part.filter((t) => t.mitigation === "none");
  const baseCost = attempt(() => tokenCost(baseline));
  const rows: MitigationRow[] = [];
  for (const strategy of order) {
    const list = part.filter((t) => t.mitigation === strategy);
    if (list.length === 0) continue;
    const effect = attempt(() => mitigationEffect(list, settings));
    if (!effect) continue;
    rows.push({
      strategy,
      effect,
      slope: trySlope(list),
      cost: attempt(() => tokenCost(list, strategy === "none" ? undefined : baseCost?.total)),
    });
  }
  return { model: part[0].model, task_id: part[0].task_id, rows };
}

function categoricalAnalysis(
  trials: readonly AnalysisTrial[],
  settings: { B: number; seed: number },
): JudgeAnalysis["categorical"] {
  const part = trials.filter((t) => t.part === "categorical" && t.categorical !== null);
  if (part.length === 0) return null;
  const order: JudgeMitigation[] = ["none", "cot", "warning"];
  const groupB = new Map<JudgeMitigation, InductionItem[]>();
  const strategies: CategoricalStrategy[] = [];
  for (const strategy of order) {
    const list = part.filter((t) => t.mitigation === strategy);
    if (list.length === 0) continue;
    const items = new Map<string, AnalysisTrial[]>();
    for (const t of list) {
      const key = `${t.task_id}#${t.trial}`;
      const group = items.get(key) ?? [];
      group.push(t);
      items.set(key, group);
    }
    const a: CorrectionItem[] = [];
    const b: InductionItem[] = [];
    for (const [id, group] of items) {
      const c = group[0].categorical as NonNullable<AnalysisTrial["categorical"]>;
      const label = (cond: string) => {
        const t = group.find((g) => g.condition === cond);
        return t && t.valid ? t.categorical?.label ?? null : null;
      };
      if (c.group === "A") {
        a.push({
          id,
          truth: c.truth,
          original: c.original_label,
          labels: { C0: label("C0"), C1: label("C1"), C2: label("C2") },
        });
      } else {
        const anchor = group.find((g) => g.condition === "C2")?.categorical?.anchor_label;
        if (!anchor) continue;
        b.push({ id, truth: c.truth, anchor, c0: label("C0"), c2: label("C2") });
      }
    }
    groupB.set(strategy, b);
    strategies.push({
      strategy,
      groupA: a.length ? correctionRates(a) : null,
      groupB: b.length ? inductionEffects(b, settings) : null,
      vsBaseline: null,
    });
  }
  const base = groupB.get("none");
  for (const s of strategies) {
    const other = groupB.get(s.strategy);
    if (s.strategy !== "none" && base?.length && other?.length) {
      s.vsBaseline = compareStrategies(base, other, settings);
    }
  }
  return { model: part[0].model, strategies };
}

/** The full analysis of a run's trials. */
export function analyzeJudgeTrials(
  trials: readonly AnalysisTrial[],
  opts: JudgeAnalysisOptions & { run?: string | null } = {},
): JudgeAnalysis {
  const settings = { B: opts.B ?? 10_000, seed: opts.seed ?? 42 };
  const main = trials.filter((t) => t.part === "main");
  const models = sortJudgeModels([...new Set(trials.map((t) => t.model))]);
  const cells = main.length ? judgeCellMeans(main) : [];
  const effects = {} as JudgeAnalysis["effects"];
  const byTemperature = {} as JudgeAnalysis["byTemperature"];
  for (const measure of ["score", "accept"] as const) {
    effects[measure] = {} as Record<JudgeContrast, ModelEffect[]>;
    for (const contrast of ["C2-C0", "C1-C0", "C2-C1"] as const) {
      effects[measure][contrast] = modelEffects(cells, { ...settings, contrast, measure });
    }
    byTemperature[measure] = {
      "C2-C0": modelTemperatureEffects(cells, { ...settings, contrast: "C2-C0", measure }),
      "C1-C0": modelTemperatureEffects(cells, { ...settings, contrast: "C1-C0", measure }),
    };
  }
  const categories = categoryEffects(cells);
  const categoryMeans = [...new Set(categories.map((c) => c.category))].sort().map((category) => ({
    category,
    mean: mean(categories.filter((c) => c.category === category).map((c) => c.mean)) as number,
  }));
  const rows = judgeContrastRows(cells, "C2-C0");
  let joint: JointModelResult | null = null;
  let jointError: string | null = null;
  if (rows.length > 0) {
    try {
      const hasCode = rows.some((r) => r.category === "code review");
      joint = jointContrastModel(rows, {
        ...settings,
        referenceCategory: hasCode ? "code review" : undefined,
      });
    } catch (err) {
      jointError = (err as Error).message;
    }
  } else jointError = "no main-part contrasts";
  const temperatureMeans = [...new Set(rows.map((r) => r.temperature))].sort((a, b) => a - b)
    .map((temperature) => ({
      temperature,
      mean: mean(rows.filter((r) => r.temperature === temperature).map((r) => r.delta)) as number,
    }));
  const units = ceilingUnits(cells);
  const reg = (adjusted: boolean, absolute: boolean) =>
    units.length > 2
      ? attempt(() => ceilingRegression(units, { ...settings, adjusted, absolute }))
      : null;
  const validMain = main.filter((t) => t.valid);
  const byPart: Record<string, number> = {};
  for (const t of trials) byPart[t.part] = (byPart[t.part] ?? 0) + 1;
  return {
    anchorlab_judge_analysis: 1,
    run: opts.run ?? null,
    simulated: trials.some((t) => t.simulated),
    models,
    names: Object.fromEntries(models.map((m) => [m, judgeDisplayName(m)])),
    bootstrap: { ...settings, alpha: 0.05 },
    counts: {
      attempted: main.length,
      valid: validMain.length,
      clipped: validMain.filter((t) => t.clipped).length,
      cells: cells.length * 3,
      cellsWithValid: cells.reduce(
        (s, c) => s + (c.n.C0 > 0 ? 1 : 0) + (c.n.C1 > 0 ? 1 : 0) + (c.n.C2 > 0 ? 1 : 0),
        0,
      ),
      byPart,
    },
    triplets: main.length ? tripletCohensD(main) : [],
    effects,
    byTemperature,
    categories,
    categoryMeans,
    joint,
    jointError,
    temperatureMeans,
    probe: probeRows(trials),
    ceiling: {
      signedUnadjusted: reg(false, false),
      signedAdjusted: reg(true, false),
      absoluteUnadjusted: reg(false, true),
      absoluteAdjusted: reg(true, true),
      nonCeiling: units.length ? attempt(() => nonCeilingMean(units, settings)) : null,
      units,
    },
    mitigation: mitigationAnalysis(trials, settings),
    categorical: categoricalAnalysis(trials, settings),
  };
}

/** Loads a run directory and analyses it. */
export async function analyzeJudgeRun(
  dir: string,
  opts: JudgeAnalysisOptions = {},
): Promise<JudgeAnalysis> {
  const manifest = await readJudgeManifest(dir);
  const trials = await loadJudgeTrials(dir);
  const analysis = analyzeJudgeTrials(trials, { ...opts, run: dir });
  if (manifest?.simulated) analysis.simulated = true;
  return analysis;
}
