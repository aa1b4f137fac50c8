// Mitigation probe on one model–task pair: Δtotal = μC2 − μC0 where μC2 weights the prior
// values equally; interval from a call bootstrap that resamples calls within C0 and within
// each C2 prior value.
import { percentileInterval, stratifiedBootstrap } from "../../stats/mod.ts";
import { resolveSettings } from "./task_bootstrap.ts";
import type { Interval, JudgeBootstrapSettings, JudgeTrial } from "./types.ts";
import { usableScore } from "./validate.ts";

export interface MitigationEffect extends Interval {
  muC0: number;
  muC2: number;
  nC0: number;
  /** Valid C2 calls per prior value. */
  nC2ByPrior: Record<string, number>;
  bootstrap: JudgeBootstrapSettings;
}

const C0_STRATUM = "C0";

function c2Stratum(prior: number): string {
  return `C2@${prior}`;
}

function mean(xs: readonly number[]): number {
  return xs.reduce((s, v) => s + v, 0) / xs.length;
}

function totalEffect(strata: Map<string, readonly number[]>): { muC0: number; muC2: number } {
  const c2Means: number[] = [];
  for (const [key, scores] of strata) if (key !== C0_STRATUM) c2Means.push(mean(scores));
  return { muC0: mean(strata.get(C0_STRATUM) as number[]), muC2: mean(c2Means) };
}

/** Δtotal of one strategy run (C0 trials and C2 trials carrying `prior`); C1 trials are ignored. */
export function mitigationEffect(
  trials: readonly JudgeTrial[],
  opts: Partial<JudgeBootstrapSettings> = {},
): MitigationEffect {
  const settings = resolveSettings(opts);
  const strata = new Map<string, number[]>();
  for (const t of trials) {
    const s = usableScore(t);
    if (s === null || t.condition === "C1") continue;
    if (t.condition === "C2" && typeof t.prior !== "number") {
      throw new RangeError(`mitigationEffect: C2 trial ${t.trial} of "${t.task_id}" has no prior`);
    }
    const key = t.condition === "C0" ? C0_STRATUM : c2Stratum(t.prior as number);
    const list = strata.get(key);
    if (list) list.push(s);
    else strata.set(key, [s]);
  }
  if (!strata.has(C0_STRATUM) || strata.size < 2) {
    throw new RangeError("mitigationEffect: needs valid C0 trials and C2 trials with priors");
  }
  const { muC0, muC2 } = totalEffect(strata);
  const replicates = stratifiedBootstrap(strata, settings.B, settings.seed, (resampled) => {
    const r = totalEffect(resampled);
    return r.muC2 - r.muC0;
  });
  const nC2ByPrior: Record<string, number> = {};
  for (const [key, scores] of strata) {
    if (key !== C0_STRATUM) nC2ByPrior[key.slice(3)] = scores.length;
  }
  return {
    estimate: muC2 - muC0,
    ...percentileInterval(replicates, settings.alpha),
    muC0,
    muC2,
    nC0: (strata.get(C0_STRATUM) as number[]).length,
    nC2ByPrior,
    bootstrap: settings,
  };
}

export interface TokenCost {
  prompt: number;
  completion: number;
  total: number;
  /** Percent increase of mean total tokens over the baseline (when one is given). */
  increasePct: number | null;
}

/** Mean prompt, completion and total tokens per call (trials lacking counts are skipped). */
export function tokenCost(trials: readonly JudgeTrial[], baselineTotal?: number): TokenCost {
  const counted = trials.filter((t) =>
    typeof t.prompt_tokens === "number" && typeof t.completion_tokens === "number"
  );
  if (counted.length === 0) throw new RangeError("tokenCost: no trial carries token counts");
  const prompt = mean(counted.map((t) => t.prompt_tokens as number));
  const completion = mean(counted.map((t) => t.completion_tokens as number));
  const total = prompt + completion;
  const increasePct = baselineTotal === undefined
    ? null
    : (100 * (total - baselineTotal)) / baselineTotal;
  return { prompt, completion, total, increasePct };
}
