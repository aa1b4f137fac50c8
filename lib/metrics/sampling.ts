/**
 * Table 18: greedy vs sampled runs — sampled mean ± population SD (ddof 0) and sign
 * agreement. Summaries are any objects with the metric fields (F.1 summaries or F.2 entries).
 */
import { mean } from "./mean.ts";

export interface SampledMetric {
  greedy: number | null;
  sample_mean: number | null;
  /** Population SD over the sampled runs (numpy's default ddof = 0). */
  sample_std: number | null;
  /** sample_mean − greedy */
  delta: number | null;
}

export const SAMPLING_METRICS = [
  "uai_irr",
  "uai_plaus",
  "disc_delta",
  "mae_control",
  "acc10_control",
  "tar_irr",
  "tar_plaus",
  "parse_rate",
] as const;

export interface SamplingRobustness {
  metrics: Record<string, SampledMetric>;
  /** Greedy Disc∆ and the sampled mean Disc∆ have the same sign (null if either is undefined). */
  sign_agrees: boolean | null;
}

export function samplingRobustness(
  greedy: object,
  sampled: readonly object[],
  metrics: readonly string[] = SAMPLING_METRICS,
): SamplingRobustness {
  const out: Record<string, SampledMetric> = {};
  for (const m of metrics) {
    const g = field(greedy, m);
    const values = sampled.map((s) => field(s, m)).filter((v): v is number => v !== null);
    const center = mean(values);
    // numpy.std with ddof 0: sqrt(mean((x − mean)²))
    const sd = center === null ? null : Math.sqrt(mean(values.map((v) => (v - center) ** 2))!);
    out[m] = {
      greedy: g,
      sample_mean: center,
      sample_std: sd,
      delta: g === null || center === null ? null : center - g,
    };
  }
  const disc = out.disc_delta ??
    samplingRobustness(greedy, sampled, ["disc_delta"]).metrics.disc_delta;
  return {
    metrics: out,
    sign_agrees: disc.greedy === null || disc.sample_mean === null
      ? null
      : Math.sign(disc.greedy) === Math.sign(disc.sample_mean),
  };
}

function field(summary: object, name: string): number | null {
  const v = (summary as Record<string, unknown>)[name];
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}
