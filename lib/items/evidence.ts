/** Evidence ratings of one item: the draw (§A.5 step 3), the gold (step 4) and its components. */
import { roundHalfEven } from "./rounding.ts";
import type { RandomStream } from "./rng.ts";
import type { Difficulty, EvidenceRating, YStarComponents } from "./types.ts";

export type Scoring = "mean" | "weighted_mean";

export interface DifficultyParams {
  sigma: number;
  nMissing: number;
}

export const DIFFICULTY_PARAMS: Readonly<Record<Difficulty, DifficultyParams>> = {
  easy: { sigma: 8, nMissing: 0 },
  hard: { sigma: 15, nMissing: 2 },
};

export const N_RATINGS = 5;

/** Positional weights of the weighted-mean gold, applied to the visible values in order. */
export const WEIGHTED_MEAN_WEIGHTS: readonly number[] = [1, 1, 1.5, 1.5, 2];

export function clip(x: number, lo = 0, hi = 100): number {
  return Math.min(hi, Math.max(lo, x));
}

/** Python-style round(x, 2) for reporting values (decimal rounding of the float). */
export function round2(x: number): number {
  return Number(x.toFixed(2));
}

/** One normal rating on the 0–100 scale: clip(round(gauss(θ, σ))). */
export function drawRating(rng: RandomStream, theta: number, sigma: number): number {
  return clip(roundHalfEven(rng.gauss(theta, sigma)));
}

/**
 * Five ratings around θ in label order. Hard items then hide two slots (sorted sample of range(5))
 * and reflect one visible value v to 100 − v (the conflicting rating), chosen among the visible
 * slots in ascending order. Hidden slots keep their unreflected draw in `value_raw`.
 */
export function drawEvidence(
  rng: RandomStream,
  theta: number,
  difficulty: Difficulty,
  labels: readonly string[],
): EvidenceRating[] {
  const { sigma, nMissing } = DIFFICULTY_PARAMS[difficulty];
  const raw = labels.map(() => drawRating(rng, theta, sigma));
  const missing = new Set<number>();
  if (nMissing > 0) {
    for (const j of rng.sample(N_RATINGS, nMissing).sort((a, b) => a - b)) missing.add(j);
    const visible = raw.map((_, j) => j).filter((j) => !missing.has(j));
    const flip = rng.choice(visible);
    raw[flip] = clip(100 - raw[flip]);
  }
  return raw.map((v, j) => ({
    type: "rating",
    value: missing.has(j) ? null : v,
    value_raw: v,
    label: labels[j],
    index: j,
    missing: missing.has(j),
  }));
}

export function visibleValues(evidence: readonly EvidenceRating[]): number[] {
  const out: number[] = [];
  for (const e of evidence) if (!e.missing && e.value !== null) out.push(e.value);
  return out;
}

export function mean(values: readonly number[]): number {
  let s = 0;
  for (const v of values) s += v;
  return s / values.length;
}

/** Population standard deviation; 0 for fewer than two values. */
export function populationStd(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  let ss = 0;
  for (const v of values) ss += (v - m) ** 2;
  return Math.sqrt(ss / values.length);
}

/** Gold from the visible values: half-even round of the mean or of the positional weighted mean. */
export function goldFromVisible(visible: readonly number[], scoring: Scoring = "mean"): number {
  if (visible.length === 0) throw new Error("gold needs at least one visible rating");
  if (scoring === "mean") return roundHalfEven(mean(visible));
  if (visible.length > WEIGHTED_MEAN_WEIGHTS.length) {
    throw new Error(`weighted mean defined for at most ${WEIGHTED_MEAN_WEIGHTS.length} values`);
  }
  let num = 0;
  let den = 0;
  visible.forEach((v, i) => {
    num += WEIGHTED_MEAN_WEIGHTS[i] * v;
    den += WEIGHTED_MEAN_WEIGHTS[i];
  });
  return roundHalfEven(num / den);
}

export function yStarComponents(
  evidence: readonly EvidenceRating[],
  theta: number,
  scoring: Scoring,
): YStarComponents {
  const visible = visibleValues(evidence);
  const gold = goldFromVisible(visible, scoring);
  return {
    evidence_values_raw: evidence.map((e) => e.value_raw),
    evidence_values_visible: visible,
    evidence_mean: round2(mean(visible)),
    evidence_std: round2(populationStd(visible)),
    evidence_count: visible.length,
    missing_indices: evidence.filter((e) => e.missing).map((e) => e.index),
    y_star_theta: theta,
    y_star_evidence: gold,
    aggregation_rule: scoring,
    theta,
  };
}
