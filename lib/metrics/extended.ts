/**
 * Extended per-run metrics of SPEC §F.2: one entry of `unified_all_suites.json` (CIs, tests, BH,
 * two-stage-control variants, parse rates, labels, offset and difficulty breakdowns).
 */
import { bhAdjust, bootstrapCI, wilcoxon } from "../stats/mod.ts";
import type { ResultRecord } from "../data/records.ts";
import { conditionDirection, UAI_GROUPS, type UaiGroup } from "./conditions.ts";
import { mean } from "./mean.ts";
import { modelShortName, modelSlug, suiteLabel } from "./models.ts";
import { recordOffset } from "./offset.ts";
import { type AnchoredResponse, anchoredResponses, isParsed } from "./responses.ts";
import { roundOrNull, roundPy } from "./round.ts";
import { runCore, unifiedFromCore, type UnifiedMetrics, type UnifiedOptions } from "./unified.ts";

/** How `disc_delta_ci` and `p_plaus_vs_irr` pair plausible with irrelevant per-item UAI. */
export type Pairing = "item" | "positional";

export interface BootstrapSettings {
  /** Bootstrap replicates (default 2000). */
  B?: number;
  /** Seed of the fresh generator every CI starts from (default 42). */
  seed?: string | number;
  /** Two-sided level (default 0.05 → 2.5th/97.5th percentiles). */
  alpha?: number;
  /**
   * Index stream (default "numpy"): the NumPy RandomState replica of lib/stats, so CIs computed
   * from the published inputs come out digit for digit as published (needs an integer seed);
   * "seedrandom" is lib/stats' general-purpose stream.
   */
  rng?: "seedrandom" | "numpy";
}

/** The settings every CI of a call uses, with defaults filled in. */
export function bootstrapSettings(opts: BootstrapSettings = {}): Required<BootstrapSettings> {
  return {
    B: opts.B ?? 2000,
    seed: opts.seed ?? 42,
    alpha: opts.alpha ?? 0.05,
    rng: opts.rng ?? "numpy",
  };
}

export interface ExtendedOptions extends UnifiedOptions, BootstrapSettings {
  /**
   * "item" (default, SPEC Part 1 §2): true pairs on (item_id, direction) of the core conditions,
   * both surviving ε. "positional": the published behaviour — both lists truncated to the shorter
   * length and subtracted position by position.
   */
  pairing?: Pairing;
  /** Short name for `model` (default: the paper's names, `modelShortName`). */
  modelName?: (modelId: string) => string;
}

export interface Ci {
  mean: number;
  lo: number;
  hi: number;
}

export interface ParseCount {
  n_parsed: number;
  n_total: number;
  rate: number;
}

type TestName =
  | "p_plaus_vs_irr"
  | "p_irr_vs_zero"
  | "p_plaus_vs_zero"
  | "p_placebo_vs_zero"
  | "p_authority_vs_zero"
  | "p_neutral_vs_zero";

/** One model × suite entry; optional keys are absent (not null) when their inputs are empty. */
export interface RunEntry extends UnifiedMetrics {
  uai_irr_ci: Ci | null;
  uai_plaus_ci: Ci | null;
  uai_placebo_ci: Ci | null;
  n_uai_placebo: number;
  uai_authority_ci: Ci | null;
  n_uai_authority: number;
  uai_neutral_ci: Ci | null;
  n_uai_neutral: number;
  mae_control_ci?: Ci;
  disc_delta_ci?: Ci;
  p_plaus_vs_irr?: number | null;
  p_irr_vs_zero?: number | null;
  p_plaus_vs_zero?: number | null;
  p_placebo_vs_zero?: number | null;
  p_authority_vs_zero?: number | null;
  p_neutral_vs_zero?: number | null;
  p_plaus_vs_irr_bh?: number;
  p_irr_vs_zero_bh?: number;
  p_plaus_vs_zero_bh?: number;
  p_placebo_vs_zero_bh?: number;
  p_authority_vs_zero_bh?: number;
  p_neutral_vs_zero_bh?: number;
  uai_irr_ts?: number | null;
  uai_irr_ts_ci?: Ci | null;
  uai_plaus_ts?: number | null;
  uai_plaus_ts_ci?: Ci | null;
  parse_by_condition: Record<string, ParseCount>;
  suite: string;
  model: string;
  model_slug: string;
  by_offset: Record<string, UnifiedMetrics>;
  by_difficulty: Record<string, UnifiedMetrics>;
}

const DIFFICULTY_ORDER = ["easy", "medium", "hard"];

/** The full §F.2 entry of one run; every record must share one `model_id` and one `suite`. */
export function extendedMetrics(
  records: readonly ResultRecord[],
  opts: ExtendedOptions = {},
): RunEntry {
  const { modelId, suite } = singleRun(records);
  const epsilon = opts.epsilon ?? 3;
  const core = runCore(records, opts);
  const base = unifiedFromCore(records, core, epsilon);
  const boot = bootstrapSettings(opts);
  const ci = (values: number[], digits: number): Ci | null =>
    values.length ? roundCi({ ...bootstrapCI(values, boot), mean: mean(values)! }, digits) : null;

  const grouped = anchoredResponses(core.index, {
    baseline: core.baseline,
    epsilon,
    scope: "grouped",
  });
  const groups = groupUai(grouped);

  const entry: Record<string, unknown> = { ...base };
  for (const g of UAI_GROUPS) {
    entry[`uai_${g}_ci`] = ci(groups[g], 4);
    if (g !== "irr" && g !== "plaus") entry[`n_uai_${g}`] = groups[g].length;
  }
  if (core.controlErrors.length) entry.mae_control_ci = ci(core.controlErrors, 2);

  const tests: [TestName, number | null][] = [];
  if (groups.irr.length && groups.plaus.length) {
    const diffs = opts.pairing === "positional"
      ? positionalDifferences(groups.plaus, groups.irr)
      : itemPairedDifferences(grouped);
    if (diffs.length) entry.disc_delta_ci = ci(diffs, 4);
    tests.push(["p_plaus_vs_irr", pValue(diffs)]);
  }
  for (const g of UAI_GROUPS) {
    if (groups[g].length) tests.push([`p_${g}_vs_zero` as TestName, pValue(groups[g])]);
  }
  for (const [name, p] of tests) entry[name] = p === null ? null : roundPy(p, 6);
  const available = tests.filter((t): t is [TestName, number] => t[1] !== null);
  const adjusted = available.length ? bhAdjust(available.map((t) => t[1])) : [];
  available.forEach(([name], i) => entry[`${name}_bh`] = roundPy(adjusted[i], 6));

  if (
    core.baseline !== "control_twostage" && records.some((r) => r.condition === "control_twostage")
  ) {
    const ts = groupUai(
      anchoredResponses(core.index, { baseline: "control_twostage", epsilon, scope: "grouped" }),
    );
    entry.uai_irr_ts = roundOrNull(mean(ts.irr), 4);
    entry.uai_irr_ts_ci = ci(ts.irr, 4);
    entry.uai_plaus_ts = roundOrNull(mean(ts.plaus), 4);
    entry.uai_plaus_ts_ci = ci(ts.plaus, 4);
  }

  entry.parse_by_condition = parseByCondition(records);
  entry.suite = suiteLabel(suite);
  entry.model = (opts.modelName ?? modelShortName)(modelId);
  entry.model_slug = modelSlug(modelId);
  entry.by_offset = breakdown(records, opts, offsetKey, (a, b) => Number(a) - Number(b));
  entry.by_difficulty = breakdown(records, opts, (r) => r.difficulty ?? null, difficultyOrder);
  return entry as unknown as RunEntry;
}

function singleRun(records: readonly ResultRecord[]): { modelId: string; suite: string } {
  if (records.length === 0) throw new Error("extendedMetrics: no records to score");
  const { model_id: modelId, suite } = records[0];
  for (const r of records) {
    if (r.model_id !== modelId || r.suite !== suite) {
      throw new Error(
        `extendedMetrics: records of one run expected, found ${modelId}/${suite} and ` +
          `${r.model_id}/${r.suite} (use scoreRecords or scoreTable to score several runs)`,
      );
    }
  }
  return { modelId, suite };
}

function groupUai(responses: readonly AnchoredResponse[]): Record<UaiGroup, number[]> {
  const groups: Record<UaiGroup, number[]> = {
    irr: [],
    plaus: [],
    placebo: [],
    authority: [],
    neutral: [],
  };
  for (const r of responses) if (r.group && r.uai !== null) groups[r.group].push(r.uai);
  return groups;
}

/** Published pairing: truncate both lists to the shorter one and subtract position by position. */
export function positionalDifferences(plaus: readonly number[], irr: readonly number[]): number[] {
  const n = Math.min(plaus.length, irr.length);
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = plaus[i] - irr[i];
  return out;
}

/**
 * True pairing: plausible_{dir} − irrelevant_{dir} UAI of the same item, for the core conditions,
 * where both survive ε exclusion. Order: item order, then the plausible record order.
 */
export function itemPairedDifferences(responses: readonly AnchoredResponse[]): number[] {
  const irr = new Map<string, number>();
  for (const r of responses) {
    if (r.uai !== null && (r.condition === "irrelevant_low" || r.condition === "irrelevant_high")) {
      irr.set(`${r.item_id}\u0000${conditionDirection(r.condition)}`, r.uai);
    }
  }
  const out: number[] = [];
  for (const r of responses) {
    if (r.uai === null || (r.condition !== "plausible_low" && r.condition !== "plausible_high")) {
      continue;
    }
    const partner = irr.get(`${r.item_id}\u0000${conditionDirection(r.condition)}`);
    if (partner !== undefined) out.push(r.uai - partner);
  }
  return out;
}

function pValue(differences: readonly number[]): number | null {
  return wilcoxon([...differences])?.pValue ?? null;
}

function roundCi(ci: { mean: number; lo: number; hi: number }, digits: number): Ci {
  return { mean: roundPy(ci.mean, digits), lo: roundPy(ci.lo, digits), hi: roundPy(ci.hi, digits) };
}

/** `{condition: {n_parsed, n_total, rate}}` over all records, conditions in first-seen order. */
export function parseByCondition(records: readonly ResultRecord[]): Record<string, ParseCount> {
  const counts = new Map<string, { parsed: number; total: number }>();
  for (const r of records) {
    let c = counts.get(r.condition);
    if (!c) counts.set(r.condition, c = { parsed: 0, total: 0 });
    c.total++;
    if (isParsed(r)) c.parsed++;
  }
  const out: Record<string, ParseCount> = {};
  for (const [condition, c] of counts) {
    out[condition] = { n_parsed: c.parsed, n_total: c.total, rate: roundPy(c.parsed / c.total, 4) };
  }
  return out;
}

function offsetKey(r: ResultRecord): string | null {
  const offset = recordOffset(r);
  return offset === null ? null : String(offset);
}

function difficultyOrder(a: string, b: string): number {
  const rank = (d: string) => {
    const i = DIFFICULTY_ORDER.indexOf(d);
    return i < 0 ? DIFFICULTY_ORDER.length : i;
  };
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** F.1 per subgroup of records; records whose key is null are left out. */
function breakdown(
  records: readonly ResultRecord[],
  opts: UnifiedOptions,
  keyOf: (r: ResultRecord) => string | null,
  order: (a: string, b: string) => number,
): Record<string, UnifiedMetrics> {
  const subsets = new Map<string, ResultRecord[]>();
  for (const r of records) {
    const key = keyOf(r);
    if (key === null) continue;
    let list = subsets.get(key);
    if (!list) subsets.set(key, list = []);
    list.push(r);
  }
  const out: Record<string, UnifiedMetrics> = {};
  for (const key of [...subsets.keys()].sort(order)) {
    const subset = subsets.get(key)!;
    out[key] = unifiedFromCore(subset, runCore(subset, opts), opts.epsilon ?? 3);
  }
  return out;
}
