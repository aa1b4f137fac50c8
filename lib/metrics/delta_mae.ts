/** Table 12: how much anchors worsen accuracy, ∆MAE = MAE_anchored − MAE_control, per run. */
import type { ResultRecord } from "../data/records.ts";
import { resolveBaseline } from "./conditions.ts";
import { definedMean } from "./entry.ts";
import { mean } from "./mean.ts";
import { indexParsed } from "./responses.ts";
import { groupRuns } from "./runs.ts";
import type { UnifiedOptions } from "./unified.ts";

export interface DeltaMaeRow {
  model_id: string;
  suite: string;
  mae_control: number | null;
  mae_irr: number | null;
  mae_plaus: number | null;
  delta_irr: number | null;
  delta_plaus: number | null;
}

/**
 * One run: MAE_ctrl over items with a parsed baseline; MAE_irr (MAE_pls) over both irrelevant
 * (plausible) directions of those items with a parsed answer, |y_a − y*| (anchor not needed).
 */
export function deltaMae(
  records: readonly ResultRecord[],
  opts: Pick<UnifiedOptions, "baseline"> = {},
): DeltaMaeRow {
  const baseline = resolveBaseline(records, opts.baseline ?? "control");
  const control: number[] = [];
  const irr: number[] = [];
  const plaus: number[] = [];
  for (const byCondition of indexParsed(records).values()) {
    const c = byCondition.get(baseline);
    if (!c) continue;
    control.push(Math.abs((c.answer_int as number) - c.y_star_evidence));
    for (const [condition, r] of byCondition) {
      const error = Math.abs((r.answer_int as number) - r.y_star_evidence);
      if (condition === "irrelevant_low" || condition === "irrelevant_high") irr.push(error);
      if (condition === "plausible_low" || condition === "plausible_high") plaus.push(error);
    }
  }
  const maeControl = mean(control);
  const maeIrr = mean(irr);
  const maePlaus = mean(plaus);
  const minus = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b);
  return {
    model_id: records[0]?.model_id ?? "",
    suite: records[0]?.suite ?? "",
    mae_control: maeControl,
    mae_irr: maeIrr,
    mae_plaus: maePlaus,
    delta_irr: minus(maeIrr, maeControl),
    delta_plaus: minus(maePlaus, maeControl),
  };
}

/** Table 12 rows: per suite, the mean over runs (models) of ∆MAE_irr and ∆MAE_pls. */
export function deltaMaeBySuite(
  records: readonly ResultRecord[],
  opts: Pick<UnifiedOptions, "baseline"> = {},
): { suite: string; delta_irr: number | null; delta_plaus: number | null; n_runs: number }[] {
  const rows = groupRuns(records).map((run) => deltaMae(run, opts));
  return [...new Set(rows.map((r) => r.suite))].map((suite) => {
    const inSuite = rows.filter((r) => r.suite === suite);
    return {
      suite,
      delta_irr: definedMean(inSuite.map((r) => r.delta_irr)),
      delta_plaus: definedMean(inSuite.map((r) => r.delta_plaus)),
      n_runs: inSuite.length,
    };
  });
}
