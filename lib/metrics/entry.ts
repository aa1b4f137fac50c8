/**
 * The subset of a summary entry that panel-level functions read. Entries produced by
 * `extendedMetrics` and entries read from a published `unified_all_suites.json` both fit it.
 */
import { mean } from "./mean.ts";

export interface CellSummary {
  suite: string;
  model: string;
  model_slug?: string;
  acc10_control: number | null;
  mae_control: number | null;
  uai_irr: number | null;
  uai_plaus: number | null;
  disc_delta: number | null;
  uai_plaus_ci?: { mean: number; lo: number; hi: number } | null;
}

/** Mean (NumPy summation) of the finite values; null when there are none. */
export function definedMean(values: readonly (number | null | undefined)[]): number | null {
  return mean(values.filter((v): v is number => typeof v === "number" && Number.isFinite(v)));
}

/** Distinct values of `key(x)` in first-seen order. */
export function distinct<T>(xs: readonly T[], key: (x: T) => string): string[] {
  const seen = new Set<string>();
  for (const x of xs) seen.add(key(x));
  return [...seen];
}
