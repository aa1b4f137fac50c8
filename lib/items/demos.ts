/** Few-shot demonstrations of the ICL (neutral demos) and ICL-dist (three packs) suites. */
import { roundHalfEven } from "./rounding.ts";
import { clip, drawRating, mean } from "./evidence.ts";
import type { RandomStream } from "./rng.ts";
import type { IclDemo } from "./types.ts";

const DEMO_SIGMA = 6;
const DEMOS_PER_SET = 3;
const DEMO_RATINGS = 3;

/** One demo: three ratings around θ_d labelled with the first three default labels. */
export function drawDemo(
  rng: RandomStream,
  theta: number,
  defaultLabels: readonly string[],
): IclDemo {
  const evidence = defaultLabels.slice(0, DEMO_RATINGS).map((label) => ({
    label,
    value: drawRating(rng, theta, DEMO_SIGMA),
  }));
  return { evidence, answer: roundHalfEven(mean(evidence.map((e) => e.value))) };
}

/** ICL: three neutral demos, θ_d = randint(35, 65) each. */
export function drawIclDemos(rng: RandomStream, defaultLabels: readonly string[]): IclDemo[] {
  return Array.from(
    { length: DEMOS_PER_SET },
    () => drawDemo(rng, rng.randint(35, 65), defaultLabels),
  );
}

/** A pack of three demos whose θ_d = clip(center + randint(−spread, spread)). */
export function drawDemoPack(
  rng: RandomStream,
  center: number,
  spread: number,
  defaultLabels: readonly string[],
): IclDemo[] {
  return Array.from(
    { length: DEMOS_PER_SET },
    () => drawDemo(rng, clip(center + rng.randint(-spread, spread)), defaultLabels),
  );
}

export interface IclDistPacks {
  neutralCenter: number;
  control: IclDemo[];
  low: IclDemo[];
  high: IclDemo[];
}

export const ICL_DIST_NEUTRAL_SPREAD = 8;
export const ICL_DIST_ANCHOR_SPREAD = 4;

/** ICL-dist: neutral centre randint(44, 56), then the control, low and high packs, in that order. */
export function drawIclDistPacks(
  rng: RandomStream,
  anchors: { low: number; high: number },
  defaultLabels: readonly string[],
): IclDistPacks {
  const neutralCenter = rng.randint(44, 56);
  const control = drawDemoPack(rng, neutralCenter, ICL_DIST_NEUTRAL_SPREAD, defaultLabels);
  const low = drawDemoPack(rng, anchors.low, ICL_DIST_ANCHOR_SPREAD, defaultLabels);
  const high = drawDemoPack(rng, anchors.high, ICL_DIST_ANCHOR_SPREAD, defaultLabels);
  return { neutralCenter, control, low, high };
}
