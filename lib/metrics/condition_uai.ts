/**
 * Pooled UAI per condition family (low + high directions together), used by the intensity
 * (Table 24) and realism (Tables 29–30) probes. Two exclusion rules:
 * - "epsilon": the benchmark rule, |a − y_ctrl| < ε excluded (ε = 3 by default);
 * - "published": what the probe runners did, excluding only a = y_ctrl (|a − y_ctrl| < 1e-6).
 */
import type { ResultRecord } from "../data/records.ts";
import { type BaselineName, conditionStem, resolveBaseline } from "./conditions.ts";
import { mean } from "./mean.ts";
import { anchoredResponses, indexParsed } from "./responses.ts";

export type ExclusionRule = "epsilon" | "published";

/** |a − y_ctrl| below this counts as a = y_ctrl under the published probe rule. */
export const PUBLISHED_PROBE_EPSILON = 1e-6;

export interface ConditionUaiOptions {
  rule?: ExclusionRule;
  /** ε for rule "epsilon" (default 3). */
  epsilon?: number;
  /** Requested baseline (History intensity asks for "control_twostage", falling back to "control"). */
  baseline?: BaselineName;
}

/**
 * Condition family (the name without its direction: "plausible_mild", "plausible_rank1",
 * "irrelevant") → pooled mean UAI and the number of values, for one run.
 */
export function uaiByConditionFamily(
  records: readonly ResultRecord[],
  opts: ConditionUaiOptions = {},
): Record<string, { uai: number | null; n: number }> {
  const epsilon = opts.rule === "published" ? PUBLISHED_PROBE_EPSILON : opts.epsilon ?? 3;
  const baseline = resolveBaseline(records, opts.baseline ?? "control");
  const families = new Map<string, number[]>();
  const responses = anchoredResponses(indexParsed(records), {
    baseline,
    epsilon,
    scope: "grouped",
  });
  for (const r of responses) {
    const family = conditionStem(r.condition);
    let list = families.get(family);
    if (!list) families.set(family, list = []);
    if (r.uai !== null) list.push(r.uai);
  }
  return Object.fromEntries(
    [...families].map(([family, values]) => [family, { uai: mean(values), n: values.length }]),
  );
}
