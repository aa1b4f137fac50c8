/**
 * Appendix A.17.13 / Table 33: standardised effect sizes of anchoring per run, and their panel
 * means. Baseline: `control_twostage` when the run has it, else `control`.
 */
import { cohensDav, cohensDz } from "../stats/mod.ts";
import type { ResultRecord } from "../data/records.ts";
import { definedMean } from "./entry.ts";
import { indexParsed, type ParsedIndex } from "./responses.ts";

export interface CohensDRow {
  model_id: string;
  suite: string;
  baseline: string;
  /** Items with a parsed baseline answer. */
  n_items: number;
  /** n-weighted mean of |d_av| over plausible_high and plausible_low vs the baseline. */
  d_pls: number | null;
  d_pls_signed: number | null;
  d_irr: number | null;
  d_irr_signed: number | null;
  /** |d_av(plausible_high vs plausible_low)|. */
  d_hi_lo: number | null;
  d_hi_lo_signed: number | null;
  /** n-weighted mean of |d_z| (differences standardised by their own SD). */
  d_pls_z: number | null;
  d_irr_z: number | null;
}

/** A condition contrast needs at least this many paired items (and non-zero SDs). */
export const MIN_PAIRS = 5;

interface Contrast {
  n: number;
  dav: number;
  dz: number;
}

/** d for y_A − y_B over items where both conditions parsed; null below MIN_PAIRS or zero SDs. */
export function conditionContrast(index: ParsedIndex, a: string, b: string): Contrast | null {
  const ya: number[] = [];
  const yb: number[] = [];
  for (const byCondition of index.values()) {
    const ra = byCondition.get(a);
    const rb = byCondition.get(b);
    if (ra && rb) {
      ya.push(ra.answer_int as number);
      yb.push(rb.answer_int as number);
    }
  }
  if (ya.length < MIN_PAIRS) return null;
  const dav = cohensDav(ya, yb);
  const dz = cohensDz(ya, yb);
  if (!Number.isFinite(dav)) return null;
  return { n: ya.length, dav, dz };
}

export function cohensDRun(records: readonly ResultRecord[]): CohensDRow {
  const baseline = records.some((r) => r.condition === "control_twostage")
    ? "control_twostage"
    : "control";
  const index = indexParsed(records);
  let nItems = 0;
  for (const byCondition of index.values()) if (byCondition.has(baseline)) nItems++;
  const vsBase = (relevance: string) =>
    [`${relevance}_high`, `${relevance}_low`]
      .map((c) => conditionContrast(index, c, baseline))
      .filter((c): c is Contrast => c !== null);
  const pls = vsBase("plausible");
  const irr = vsBase("irrelevant");
  const hiLo = conditionContrast(index, "plausible_high", "plausible_low");
  return {
    model_id: records[0]?.model_id ?? "",
    suite: records[0]?.suite ?? "",
    baseline,
    n_items: nItems,
    d_pls: weighted(pls, (c) => Math.abs(c.dav)),
    d_pls_signed: weighted(pls, (c) => c.dav),
    d_irr: weighted(irr, (c) => Math.abs(c.dav)),
    d_irr_signed: weighted(irr, (c) => c.dav),
    d_hi_lo: hiLo ? Math.abs(hiLo.dav) : null,
    d_hi_lo_signed: hiLo ? hiLo.dav : null,
    d_pls_z: weighted(pls, (c) => Math.abs(c.dz)),
    d_irr_z: weighted(irr, (c) => Math.abs(c.dz)),
  };
}

function weighted(contrasts: readonly Contrast[], value: (c: Contrast) => number): number | null {
  const usable = contrasts.filter((c) => Number.isFinite(value(c)));
  const total = usable.reduce((s, c) => s + c.n, 0);
  return total ? usable.reduce((s, c) => s + c.n * value(c), 0) / total : null;
}

/** Table 33: per suite, the simple mean over the panel's runs of |d_pls|, |d_irr|, |d_hi-lo|. */
export function cohensDPanel(
  rows: readonly CohensDRow[],
): {
  suite: string;
  d_pls: number | null;
  d_irr: number | null;
  d_hi_lo: number | null;
  n_models: number;
}[] {
  return [...new Set(rows.map((r) => r.suite))].map((suite) => {
    const inSuite = rows.filter((r) => r.suite === suite);
    return {
      suite,
      d_pls: definedMean(inSuite.map((r) => r.d_pls)),
      d_irr: definedMean(inSuite.map((r) => r.d_irr)),
      d_hi_lo: definedMean(inSuite.map((r) => r.d_hi_lo)),
      n_models: inSuite.length,
    };
  });
}
