/** History items (§A.6): Stage-1 evidence subsets (no RNG) and the two warm-up cases (RNG). */
import { drawEvidence, goldFromVisible, round2, visibleValues } from "./evidence.ts";
import type { RandomStream } from "./rng.ts";
import type { EvidenceRating, HistoryBlock, WarmupCase } from "./types.ts";

/** Stage-1 subsets aim at y* ∓ SUBSET_DELTA. */
export const SUBSET_DELTA = 15;

/** The ten index pairs of {0..4} in lexicographic order. */
export const INDEX_PAIRS: readonly (readonly [number, number])[] = (() => {
  const pairs: [number, number][] = [];
  for (let a = 0; a < 5; a++) for (let b = a + 1; b < 5; b++) pairs.push([a, b]);
  return pairs;
})();

/** Mean of a pair's visible values; 0 when both are hidden. */
export function pairMean(evidence: readonly EvidenceRating[], pair: readonly number[]): number {
  const values = visibleValues(pair.map((j) => evidence[j]));
  return values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
}

export interface SubsetChoice {
  indices: number[];
  mean: number;
  gap: number;
}

/** The pair whose mean is closest to `target`; ties go to the earlier pair. */
export function closestPair(evidence: readonly EvidenceRating[], target: number): SubsetChoice {
  let best: SubsetChoice | null = null;
  for (const pair of INDEX_PAIRS) {
    const m = pairMean(evidence, pair);
    const gap = Math.abs(m - target);
    if (best === null || gap < best.gap) best = { indices: [...pair], mean: m, gap };
  }
  return best!;
}

const WARMUP_LOW_RANGE: [number, number] = [15, 30];
const WARMUP_HIGH_RANGE: [number, number] = [70, 85];

/** A warm-up case: θ_w in range, five easy ratings with the default labels. */
export function drawWarmup(
  rng: RandomStream,
  range: [number, number],
  defaultLabels: readonly string[],
  scenarioIdx: number,
): WarmupCase {
  const theta = rng.randint(range[0], range[1]);
  const evidence = drawEvidence(rng, theta, "easy", defaultLabels);
  return {
    theta,
    evidence_structured: evidence,
    y_star_evidence: goldFromVisible(visibleValues(evidence)),
    scenario_template_idx: scenarioIdx,
  };
}

/** Builds the `history` block; draws warm-up low then warm-up high from `rng`. */
export function historyBlock(
  rng: RandomStream,
  evidence: readonly EvidenceRating[],
  yStar: number,
  scenarioIdx: number,
  defaultLabels: readonly string[],
): HistoryBlock {
  const low = closestPair(evidence, yStar - SUBSET_DELTA);
  const high = closestPair(evidence, yStar + SUBSET_DELTA);
  const warmupLow = drawWarmup(rng, WARMUP_LOW_RANGE, defaultLabels, (scenarioIdx + 1) % 8);
  const warmupHigh = drawWarmup(rng, WARMUP_HIGH_RANGE, defaultLabels, (scenarioIdx + 2) % 8);
  return {
    subset_indices_low: low.indices,
    subset_indices_high: high.indices,
    subset_mean_low: round2(low.mean),
    subset_mean_high: round2(high.mean),
    realized_gap_low: round2(low.gap),
    realized_gap_high: round2(high.gap),
    warmup_low: warmupLow,
    warmup_high: warmupHigh,
    subset_delta: SUBSET_DELTA,
  };
}
