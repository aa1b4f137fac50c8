// Within-C2 dose response: OLS slope of an outcome (score by default, or e.g. a digit
// probability) on the prior score shown, over valid C2 trials that carry a prior.
import { linearSlope } from "../../stats/mod.ts";
import type { JudgeTrial } from "./types.ts";
import { usableScore } from "./validate.ts";

export interface SlopeResult {
  slope: number;
  intercept: number;
  slopeSe: number;
  n: number;
}

export interface SlopeOptions<T extends JudgeTrial> {
  /** Outcome per trial; null skips the trial. Default: the valid score. */
  outcome?: (t: T) => number | null;
}

/** Slope of the outcome on `prior` among C2 trials (throws with fewer than 3 usable trials or one prior value). */
export function withinC2Slope<T extends JudgeTrial>(
  trials: readonly T[],
  opts: SlopeOptions<T> = {},
): SlopeResult {
  const outcome = opts.outcome ?? ((t: T) => usableScore(t));
  const x: number[] = [];
  const y: number[] = [];
  for (const t of trials) {
    if (t.condition !== "C2" || typeof t.prior !== "number") continue;
    const v = outcome(t);
    if (v === null || !Number.isFinite(v)) continue;
    x.push(t.prior);
    y.push(v);
  }
  if (x.length < 3 || new Set(x).size < 2) {
    throw new RangeError(
      `withinC2Slope: need ≥ 3 C2 trials with at least two distinct priors (got ${x.length})`,
    );
  }
  return linearSlope(x, y);
}
