/**
 * Table 16 / Figure 9: does an anchored answer move further from or closer to the gold than the
 * same item's `control` answer? Only the literal `control` condition is a baseline here, so runs
 * without it (the API History runs) drop out. Shares are pooled over responses.
 */
import type { ResultRecord } from "../data/records.ts";
import { type AnchoredResponse, anchoredResponses, indexParsed } from "./responses.ts";
import { groupRuns } from "./runs.ts";

export type ErrorEffect = "harmful" | "helpful" | "neutral";
export type Proximity = "closer" | "farther" | "equidistant";

export interface ErrorShift {
  response: AnchoredResponse;
  /** |y_a − y*| − |y_ctrl − y*| */
  delta_err: number;
  effect: ErrorEffect;
  /** Anchor vs control answer: which is nearer the gold. */
  proximity: Proximity;
}

/** Every parsed core anchored response with a parsed literal `control` and a non-null anchor. */
export function errorShifts(records: readonly ResultRecord[]): ErrorShift[] {
  return groupRuns(records).flatMap((run) =>
    anchoredResponses(indexParsed(run), { baseline: "control", epsilon: 0, scope: "core" })
      .map(errorShift)
  );
}

export function errorShift(r: AnchoredResponse): ErrorShift {
  const controlError = Math.abs(r.y_ctrl - r.y_star);
  const delta = Math.abs(r.y_a - r.y_star) - controlError;
  const anchorDistance = Math.abs(r.anchor - r.y_star);
  return {
    response: r,
    delta_err: delta,
    effect: delta > 0 ? "harmful" : delta < 0 ? "helpful" : "neutral",
    proximity: anchorDistance < controlError
      ? "closer"
      : anchorDistance > controlError
      ? "farther"
      : "equidistant",
  };
}

export interface ErrorSummary {
  n: number;
  harmful: number;
  helpful: number;
  neutral: number;
  /** Percentages of n (0–100). */
  harmful_pct: number | null;
  helpful_pct: number | null;
  neutral_pct: number | null;
  mean_delta_err: number | null;
}

export function summarizeErrors(shifts: readonly ErrorShift[]): ErrorSummary {
  const n = shifts.length;
  let harmful = 0, helpful = 0, neutral = 0, sum = 0;
  for (const s of shifts) {
    if (s.effect === "harmful") harmful++;
    else if (s.effect === "helpful") helpful++;
    else neutral++;
    sum += s.delta_err;
  }
  const pct = (k: number) => (n ? (100 * k) / n : null);
  return {
    n,
    harmful,
    helpful,
    neutral,
    harmful_pct: pct(harmful),
    helpful_pct: pct(helpful),
    neutral_pct: pct(neutral),
    mean_delta_err: n ? sum / n : null,
  };
}

export interface ErrorBreakdown extends ErrorSummary {
  by_relevance: Record<string, ErrorSummary>;
  by_proximity: Record<string, ErrorSummary>;
  by_difficulty: Record<string, ErrorSummary>;
  by_offset: Record<string, ErrorSummary>;
}

/** Pooled summary with relevance, proximity, difficulty and offset breakdowns. */
export function errorBreakdown(shifts: readonly ErrorShift[]): ErrorBreakdown {
  const by = (key: (s: ErrorShift) => string | null) => {
    const groups = new Map<string, ErrorShift[]>();
    for (const s of shifts) {
      const k = key(s);
      if (k === null) continue;
      let g = groups.get(k);
      if (!g) groups.set(k, g = []);
      g.push(s);
    }
    return Object.fromEntries([...groups].map(([k, g]) => [k, summarizeErrors(g)]));
  };
  return {
    ...summarizeErrors(shifts),
    by_relevance: by((s) =>
      s.response.group === "irr" ? "irrelevant" : s.response.group === "plaus" ? "plausible" : null
    ),
    by_proximity: by((s) => s.proximity),
    by_difficulty: by((s) => s.response.difficulty ?? null),
    by_offset: by((s) => (s.response.offset === null ? null : String(s.response.offset))),
  };
}

export interface ErrorDecomposition {
  /** Record suite → breakdown (Table 16 rows). */
  by_suite: Record<string, ErrorBreakdown>;
  /** All suites pooled (Table 16 "All"). */
  all: ErrorBreakdown;
  /** Model → harmful % for irrelevant and plausible anchors, pooled across suites (Figure 9). */
  by_model: Record<
    string,
    { irrelevant_harmful_pct: number | null; plausible_harmful_pct: number | null }
  >;
}

export function errorDecomposition(records: readonly ResultRecord[]): ErrorDecomposition {
  const shifts = errorShifts(records);
  const bySuite: Record<string, ErrorBreakdown> = {};
  for (const suite of new Set(shifts.map((s) => s.response.suite))) {
    bySuite[suite] = errorBreakdown(shifts.filter((s) => s.response.suite === suite));
  }
  const byModel: ErrorDecomposition["by_model"] = {};
  for (const model of new Set(shifts.map((s) => s.response.model_id))) {
    const own = shifts.filter((s) => s.response.model_id === model);
    byModel[model] = {
      irrelevant_harmful_pct: summarizeErrors(own.filter((s) => s.response.group === "irr"))
        .harmful_pct,
      plausible_harmful_pct: summarizeErrors(own.filter((s) => s.response.group === "plaus"))
        .harmful_pct,
    };
  }
  return { by_suite: bySuite, all: errorBreakdown(shifts), by_model: byModel };
}
