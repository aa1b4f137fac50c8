/** Table 11: the distribution of pooled per-item UAI values (and the pools themselves). */
import { percentiles } from "../stats/mod.ts";
import type { ResultRecord } from "../data/records.ts";
import { mean } from "./mean.ts";
import type { AnchoredResponse } from "./responses.ts";
import { groupRuns } from "./runs.ts";
import { runCore, type UnifiedOptions } from "./unified.ts";

/**
 * Every scoreable anchored response of every run (F.1 rule: core conditions, each run's baseline
 * rule, ε exclusion marked by `uai === null`), for pooling across models and suites.
 */
export function pooledResponses(
  records: readonly ResultRecord[],
  opts: UnifiedOptions = {},
): AnchoredResponse[] {
  return groupRuns(records).flatMap((run) => runCore(run, opts).core);
}

/** Per-item UAI values of a relevance ("irr" or "plaus") from pooled responses, ε-excluded dropped. */
export function uaiValues(
  responses: readonly AnchoredResponse[],
  group: "irr" | "plaus",
): number[] {
  const out: number[] = [];
  for (const r of responses) if (r.group === group && r.uai !== null) out.push(r.uai);
  return out;
}

export interface UaiDistribution {
  n: number;
  /** Share in [0, 1] (proportional pull). */
  share_in_unit: number;
  /** Share > 1 (overshoot). */
  share_over: number;
  /** Share < 0 (moved away). */
  share_negative: number;
  mean: number;
  median: number;
  /** Mean after clipping every value into [0, 1]. */
  capped_mean: number;
  p5: number;
  p25: number;
  p75: number;
  p95: number;
}

/** Summary of a pool of UAI values (percentiles linear, as numpy); null for an empty pool. */
export function uaiDistribution(values: readonly number[]): UaiDistribution | null {
  const n = values.length;
  if (n === 0) return null;
  let inUnit = 0, over = 0, negative = 0;
  for (const v of values) {
    if (v > 1) over++;
    else if (v < 0) negative++;
    else inUnit++;
  }
  const [p5, p25, median, p75, p95] = percentiles(values, [5, 25, 50, 75, 95]);
  return {
    n,
    share_in_unit: inUnit / n,
    share_over: over / n,
    share_negative: negative / n,
    mean: mean(values)!,
    median,
    capped_mean: mean(values.map((v) => Math.min(1, Math.max(0, v))))!,
    p5,
    p25,
    p75,
    p95,
  };
}
