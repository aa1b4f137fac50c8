/** Per-run metrics of SPEC §F.1 (`summary.json`). */
import type { ResultRecord } from "../data/records.ts";
import { type BaselineName, type CoreAnchored, resolveBaseline } from "./conditions.ts";
import { mean } from "./mean.ts";
import {
  type AnchoredResponse,
  anchoredResponses,
  controlErrors,
  indexParsed,
  isParsed,
  type ParsedIndex,
} from "./responses.ts";
import { roundOrNull } from "./round.ts";

export interface UnifiedOptions {
  /** Exclusion threshold: per-item UAI needs |a − y_ctrl| ≥ ε (default 3). */
  epsilon?: number;
  /** Requested baseline (default "control"); see `resolveBaseline` for the fallback rule. */
  baseline?: BaselineName;
}

/** The §F.1 summary; key order is the published one. */
export interface UnifiedMetrics {
  baseline_condition: BaselineName;
  n_items: number;
  n_records: number;
  parse_rate: number | null;
  mae_control: number | null;
  acc10_control: number | null;
  uai_irr_low: number | null;
  uai_irr_high: number | null;
  uai_plaus_low: number | null;
  uai_plaus_high: number | null;
  uai_irr: number | null;
  uai_plaus: number | null;
  tar_irr_low: number | null;
  tar_irr_high: number | null;
  tar_plaus_low: number | null;
  tar_plaus_high: number | null;
  tar_irr: number | null;
  tar_plaus: number | null;
  disc_delta: number | null;
  epsilon: number;
  n_uai_irr: number;
  n_uai_plaus: number;
  /** History only (records with a Stage-1 answer). */
  acr_mean?: number | null;
  rr_mean?: number | null;
}

/** Intermediate, unrounded pieces shared by F.1 and F.2. */
export interface RunCore {
  baseline: BaselineName;
  index: ParsedIndex;
  core: AnchoredResponse[];
  controlErrors: number[];
}

export function runCore(records: readonly ResultRecord[], opts: UnifiedOptions = {}): RunCore {
  const epsilon = opts.epsilon ?? 3;
  const baseline = resolveBaseline(records, opts.baseline ?? "control");
  const index = indexParsed(records);
  return {
    baseline,
    index,
    core: anchoredResponses(index, { baseline, epsilon, scope: "core" }),
    controlErrors: controlErrors(index, baseline),
  };
}

export function unifiedMetrics(
  records: readonly ResultRecord[],
  opts: UnifiedOptions = {},
): UnifiedMetrics {
  return unifiedFromCore(records, runCore(records, opts), opts.epsilon ?? 3);
}

export function unifiedFromCore(
  records: readonly ResultRecord[],
  core: RunCore,
  epsilon: number,
): UnifiedMetrics {
  const uai = new Map<CoreAnchored, number[]>();
  const tar = new Map<CoreAnchored, number[]>();
  for (
    const c of ["irrelevant_low", "irrelevant_high", "plausible_low", "plausible_high"] as const
  ) {
    uai.set(c, []);
    tar.set(c, []);
  }
  for (const r of core.core) {
    const c = r.condition as CoreAnchored;
    tar.get(c)!.push(r.toward ? 1 : 0);
    if (r.uai !== null) uai.get(c)!.push(r.uai);
  }
  const uaiIrr = [...uai.get("irrelevant_low")!, ...uai.get("irrelevant_high")!];
  const uaiPlaus = [...uai.get("plausible_low")!, ...uai.get("plausible_high")!];
  const tarIrr = [...tar.get("irrelevant_low")!, ...tar.get("irrelevant_high")!];
  const tarPlaus = [...tar.get("plausible_low")!, ...tar.get("plausible_high")!];
  const meanIrr = mean(uaiIrr);
  const meanPlaus = mean(uaiPlaus);
  const errors = core.controlErrors;
  let parsed = 0;
  for (const r of records) if (isParsed(r)) parsed++;
  const r4 = (values: number[]) => roundOrNull(mean(values), 4);

  const out: UnifiedMetrics = {
    baseline_condition: core.baseline,
    n_items: core.index.size,
    n_records: records.length,
    parse_rate: records.length ? roundOrNull(parsed / records.length, 4) : null,
    mae_control: roundOrNull(mean(errors), 2),
    acc10_control: errors.length
      ? roundOrNull(errors.filter((e) => e <= 10).length / errors.length, 4)
      : null,
    uai_irr_low: r4(uai.get("irrelevant_low")!),
    uai_irr_high: r4(uai.get("irrelevant_high")!),
    uai_plaus_low: r4(uai.get("plausible_low")!),
    uai_plaus_high: r4(uai.get("plausible_high")!),
    uai_irr: roundOrNull(meanIrr, 4),
    uai_plaus: roundOrNull(meanPlaus, 4),
    tar_irr_low: r4(tar.get("irrelevant_low")!),
    tar_irr_high: r4(tar.get("irrelevant_high")!),
    tar_plaus_low: r4(tar.get("plausible_low")!),
    tar_plaus_high: r4(tar.get("plausible_high")!),
    tar_irr: r4(tarIrr),
    tar_plaus: r4(tarPlaus),
    // From the unrounded means, as the published summaries show (e.g. 0.1548 from 0.1711 − 0.0164).
    disc_delta: meanIrr !== null && meanPlaus !== null ? roundOrNull(meanPlaus - meanIrr, 4) : null,
    epsilon,
    n_uai_irr: uaiIrr.length,
    n_uai_plaus: uaiPlaus.length,
  };
  if (records.some((r) => typeof r.stage1_answer === "number")) {
    Object.assign(out, historyRevision(core.index));
  }
  return out;
}

/**
 * History extras over parsed plausible answers with a Stage-1 answer s1:
 * ACR = (s2 − s1)/(y* − s1) and RR = 1 − |s2 − y*|/|s1 − y*|, both only when |y* − s1| ≥ 1.
 */
function historyRevision(index: ParsedIndex): { acr_mean: number | null; rr_mean: number | null } {
  const acr: number[] = [];
  const rr: number[] = [];
  for (const byCondition of index.values()) {
    for (const condition of ["plausible_low", "plausible_high"]) {
      const r = byCondition.get(condition);
      if (!r || typeof r.stage1_answer !== "number") continue;
      const s1 = r.stage1_answer;
      const s2 = r.answer_int as number;
      const gap = r.y_star_evidence - s1;
      if (Math.abs(gap) < 1) continue;
      acr.push((s2 - s1) / gap);
      rr.push(1 - Math.abs(s2 - r.y_star_evidence) / Math.abs(gap));
    }
  }
  return { acr_mean: roundOrNull(mean(acr), 4), rr_mean: roundOrNull(mean(rr), 4) };
}
