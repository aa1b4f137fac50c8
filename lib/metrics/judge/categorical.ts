// Categorical validation (SPEC §J): labelled items judged under C0/C1/C2 with a label anchor.
// Rates use every item of the group as denominator (an unparsed label counts as neither
// correct nor anchored). Paired effects use an item bootstrap: resample items with replacement
// and recompute the C2 − C0 difference on the same items.
import { percentileInterval, resampleIndices, seededRng } from "../../stats/mod.ts";
import { resolveSettings } from "./task_bootstrap.ts";
import type { Interval, JudgeBootstrapSettings } from "./types.ts";

/** Group A item: the original classifier was wrong; C2 shows that wrong label as the anchor. */
export interface CorrectionItem {
  id: string;
  truth: string;
  /** The original (wrong) label, used as the C2 anchor. */
  original: string;
  labels: { C0?: string | null; C1?: string | null; C2?: string | null };
}

export interface CorrectionRates {
  n: number;
  /** Percent of items whose label equals the truth, per condition. */
  correctionPct: { C0: number; C1: number; C2: number };
  /** Percent of items still carrying the original wrong label, per condition. */
  persistencePct: { C0: number; C1: number; C2: number };
  /** Δ(C2−C0) of the correction rate in pp, and relative to C0 in percent. */
  correctionDeltaPp: number;
  correctionRelativePct: number;
  persistenceDeltaPp: number;
}

function pct(count: number, n: number): number {
  return n === 0 ? NaN : (100 * count) / n;
}

/** Group A correction and mislabel-persistence rates. */
export function correctionRates(items: readonly CorrectionItem[]): CorrectionRates {
  const n = items.length;
  const rate = (cond: "C0" | "C1" | "C2", target: (i: CorrectionItem) => string) =>
    pct(items.filter((i) => i.labels[cond] === target(i)).length, n);
  const truth = (i: CorrectionItem) => i.truth;
  const original = (i: CorrectionItem) => i.original;
  const correctionPct = { C0: rate("C0", truth), C1: rate("C1", truth), C2: rate("C2", truth) };
  const persistencePct = {
    C0: rate("C0", original),
    C1: rate("C1", original),
    C2: rate("C2", original),
  };
  return {
    n,
    correctionPct,
    persistencePct,
    correctionDeltaPp: correctionPct.C2 - correctionPct.C0,
    correctionRelativePct: (100 * (correctionPct.C2 - correctionPct.C0)) / correctionPct.C0,
    persistenceDeltaPp: persistencePct.C2 - persistencePct.C0,
  };
}

/** Group B item: originally right; C2 shows a seeded wrong label (`anchor`). */
export interface InductionItem {
  id: string;
  truth: string;
  anchor: string;
  c0: string | null;
  c2: string | null;
}

export interface InductionEffects {
  n: number;
  accuracyPct: { C0: number; C2: number };
  /** Paired accuracy change C2 − C0 in pp with item-bootstrap interval. */
  accuracyDeltaPp: Interval;
  anchorAgreementPct: { C0: number; C2: number };
  anchorAgreementDeltaPp: Interval;
  /** C0-correct items whose C2 label is the assigned wrong label. */
  induced: { count: number; of: number; pct: Interval };
  bootstrap: JudgeBootstrapSettings;
}

interface PairCounts {
  correct0: number;
  correct2: number;
  anchor0: number;
  anchor2: number;
  induced: number;
}

function countPairs(items: readonly InductionItem[], idx?: Int32Array): PairCounts & { n: number } {
  const c: PairCounts = { correct0: 0, correct2: 0, anchor0: 0, anchor2: 0, induced: 0 };
  const n = idx ? idx.length : items.length;
  for (let k = 0; k < n; k++) {
    const it = items[idx ? idx[k] : k];
    const ok0 = it.c0 === it.truth;
    if (ok0) c.correct0++;
    if (it.c2 === it.truth) c.correct2++;
    if (it.c0 === it.anchor) c.anchor0++;
    if (it.c2 === it.anchor) c.anchor2++;
    if (ok0 && it.c2 === it.anchor) c.induced++;
  }
  return { ...c, n };
}

function checkInduction(items: readonly InductionItem[]): void {
  items.forEach((it, i) => {
    if (it.anchor === it.truth) {
      throw new RangeError(
        `inductionEffects: item ${i + 1} ("${it.id}") has its anchor equal to the truth`,
      );
    }
  });
}

/** Group B paired effects with an item bootstrap (default 10,000 replicates, seed 42). */
export function inductionEffects(
  items: readonly InductionItem[],
  opts: Partial<JudgeBootstrapSettings> = {},
): InductionEffects {
  checkInduction(items);
  const settings = resolveSettings(opts);
  const all = countPairs(items);
  const n = all.n;
  const rng = seededRng(settings.seed);
  const acc = new Float64Array(settings.B);
  const agree = new Float64Array(settings.B);
  const induced = new Float64Array(settings.B);
  for (let b = 0; b < settings.B; b++) {
    const c = countPairs(items, resampleIndices(n, rng));
    acc[b] = pct(c.correct2 - c.correct0, n);
    agree[b] = pct(c.anchor2 - c.anchor0, n);
    induced[b] = pct(c.induced, c.correct0);
  }
  return {
    n,
    accuracyPct: { C0: pct(all.correct0, n), C2: pct(all.correct2, n) },
    accuracyDeltaPp: {
      estimate: pct(all.correct2 - all.correct0, n),
      ...percentileInterval(acc, settings.alpha),
    },
    anchorAgreementPct: { C0: pct(all.anchor0, n), C2: pct(all.anchor2, n) },
    anchorAgreementDeltaPp: {
      estimate: pct(all.anchor2 - all.anchor0, n),
      ...percentileInterval(agree, settings.alpha),
    },
    induced: {
      count: all.induced,
      of: all.correct0,
      pct: {
        estimate: pct(all.induced, all.correct0),
        ...percentileInterval(induced, settings.alpha),
      },
    },
    bootstrap: settings,
  };
}

export interface StrategyComparison {
  nShared: number;
  /** (Δacc of `other`) − (Δacc of `base`) in pp. */
  accuracyEffectDiffPp: Interval;
  /** (Δagreement of `other`) − (Δagreement of `base`) in pp. */
  anchorAgreementEffectDiffPp: Interval;
  bootstrap: JudgeBootstrapSettings;
}

/** Difference of paired effects between two strategies on the items they share (by id). */
export function compareStrategies(
  base: readonly InductionItem[],
  other: readonly InductionItem[],
  opts: Partial<JudgeBootstrapSettings> = {},
): StrategyComparison {
  checkInduction(base);
  checkInduction(other);
  const settings = resolveSettings(opts);
  const otherById = new Map(other.map((it) => [it.id, it]));
  const pairs = base.filter((it) => otherById.has(it.id)).map((it) =>
    [it, otherById.get(it.id) as InductionItem] as const
  );
  const a = pairs.map((p) => p[0]);
  const o = pairs.map((p) => p[1]);
  const n = pairs.length;
  const diff = (idx?: Int32Array) => {
    const ca = countPairs(a, idx);
    const co = countPairs(o, idx);
    return {
      acc: pct(co.correct2 - co.correct0 - (ca.correct2 - ca.correct0), n),
      agree: pct(co.anchor2 - co.anchor0 - (ca.anchor2 - ca.anchor0), n),
    };
  };
  const point = diff();
  const rng = seededRng(settings.seed);
  const acc = new Float64Array(settings.B);
  const agree = new Float64Array(settings.B);
  for (let b = 0; b < settings.B; b++) {
    const d = diff(resampleIndices(n, rng));
    acc[b] = d.acc;
    agree[b] = d.agree;
  }
  return {
    nShared: n,
    accuracyEffectDiffPp: { estimate: point.acc, ...percentileInterval(acc, settings.alpha) },
    anchorAgreementEffectDiffPp: {
      estimate: point.agree,
      ...percentileInterval(agree, settings.alpha),
    },
    bootstrap: settings,
  };
}
