/**
 * Tables 2 / 23: the partial-evidence suite. For k visible ratings the baseline is
 * `uncertain_p{k}_control` and the anchored conditions are `uncertain_p{k}_{irrelevant|plausible}_*`.
 */
import type { ResultRecord } from "../data/records.ts";
import { rationalCeiling } from "./ceiling.ts";
import { mean } from "./mean.ts";
import { anchoredResponses, indexParsed } from "./responses.ts";

export interface UncertainRow {
  model_id: string;
  k: number;
  /** Share of parsed k-controls within 10 of y*_evidence. */
  acc10: number | null;
  uai_pls: number | null;
  uai_irr: number | null;
  /** 1/(k + 1): the rational ceiling with one anchor of weight 1 next to k ratings. */
  rational_ceiling: number;
  /** Items with a parsed k-control. */
  n_items: number;
}

const UNCERTAIN = /^uncertain_p(\d+)_(.+)$/;

/** One row per k present in the run (ascending), ε exclusion as in F.1 (default 3). */
export function uncertainMetrics(
  records: readonly ResultRecord[],
  opts: { epsilon?: number } = {},
): UncertainRow[] {
  const epsilon = opts.epsilon ?? 3;
  const byK = new Map<number, ResultRecord[]>();
  for (const r of records) {
    const match = UNCERTAIN.exec(r.condition);
    if (!match) continue;
    const k = Number(match[1]);
    let list = byK.get(k);
    if (!list) byK.set(k, list = []);
    // Strip the k prefix so the k-run reads like a core run.
    list.push({ ...r, condition: match[2] });
  }
  return [...byK.keys()].sort((a, b) => a - b).map((k) => {
    const index = indexParsed(byK.get(k)!);
    const errors: number[] = [];
    for (const byCondition of index.values()) {
      const c = byCondition.get("control");
      if (c) errors.push(Math.abs((c.answer_int as number) - c.y_star_evidence));
    }
    const responses = anchoredResponses(index, { baseline: "control", epsilon, scope: "core" });
    const uai = (group: "irr" | "plaus") =>
      mean(
        responses.filter((r) => r.group === group && r.uai !== null).map((r) => r.uai as number),
      );
    return {
      model_id: records[0].model_id,
      k,
      acc10: errors.length ? errors.filter((e) => e <= 10).length / errors.length : null,
      uai_pls: uai("plaus"),
      uai_irr: uai("irr"),
      rational_ceiling: rationalCeiling(k, 1),
      n_items: errors.length,
    };
  });
}
