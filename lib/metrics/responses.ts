/**
 * Item-level view of a run: parsed records indexed by item and condition, and every anchored
 * response paired with its item's baseline answer (the unit all UAI/TAR metrics aggregate).
 */
import type { ResultRecord } from "../data/records.ts";
import {
  conditionDirection,
  type Direction,
  isCoreAnchored,
  type UaiGroup,
  uaiGroupOf,
} from "./conditions.ts";
import { recordOffset } from "./offset.ts";

/** A record counts as parsed when the parser succeeded and produced a number. */
export function isParsed(r: ResultRecord): boolean {
  return r.parsed_ok === true && typeof r.answer_int === "number" && Number.isFinite(r.answer_int);
}

/** Parsed records by item (first-appearance order) then condition (record order; last one wins). */
export type ParsedIndex = Map<string, Map<string, ResultRecord>>;

export function indexParsed(records: readonly ResultRecord[]): ParsedIndex {
  const index: ParsedIndex = new Map();
  for (const r of records) {
    if (!isParsed(r)) continue;
    let byCondition = index.get(r.item_id);
    if (!byCondition) index.set(r.item_id, byCondition = new Map());
    byCondition.set(r.condition, r);
  }
  return index;
}

export interface AnchoredResponse {
  model_id: string;
  suite: string;
  item_id: string;
  domain: string;
  difficulty: string;
  condition: string;
  group: UaiGroup | null;
  direction: Direction | null;
  offset: number | null;
  /** Anchor value (History: the realised Stage-1 answer). */
  anchor: number;
  y_ctrl: number;
  y_a: number;
  /** Gold of the anchored record. */
  y_star: number;
  /** y_a − y_ctrl */
  shift: number;
  /** a − y_ctrl */
  denom: number;
  /** shift / denom, or null when |denom| < ε (the exclusion rule). */
  uai: number | null;
  /** Strict toward-anchor movement: shift · denom > 0 (TAR ignores ε). */
  toward: boolean;
}

export interface ResponseOptions {
  baseline: string;
  epsilon: number;
  /** "core": the four F.1 conditions; "grouped": every condition with a §F.2 keyword group. */
  scope: "core" | "grouped";
}

/**
 * Every parsed anchored response whose item has a parsed baseline and whose anchor is non-null,
 * in item order then record order (the order the published positional pairing relied on).
 */
export function anchoredResponses(
  index: ParsedIndex,
  { baseline, epsilon, scope }: ResponseOptions,
): AnchoredResponse[] {
  const out: AnchoredResponse[] = [];
  for (const [itemId, byCondition] of index) {
    const control = byCondition.get(baseline);
    if (!control) continue;
    const yCtrl = control.answer_int as number;
    for (const [condition, r] of byCondition) {
      if (condition === baseline) continue;
      const wanted = scope === "core" ? isCoreAnchored(condition) : uaiGroupOf(condition) !== null;
      if (!wanted) continue;
      const anchor = r.anchor_value;
      if (typeof anchor !== "number" || !Number.isFinite(anchor)) continue;
      const yA = r.answer_int as number;
      const shift = yA - yCtrl;
      const denom = anchor - yCtrl;
      out.push({
        model_id: r.model_id,
        suite: r.suite,
        item_id: itemId,
        domain: r.domain,
        difficulty: r.difficulty,
        condition,
        group: uaiGroupOf(condition),
        direction: conditionDirection(condition),
        offset: recordOffset(r),
        anchor,
        y_ctrl: yCtrl,
        y_a: yA,
        y_star: r.y_star_evidence,
        shift,
        denom,
        uai: Math.abs(denom) >= epsilon ? shift / denom : null,
        toward: shift * denom > 0,
      });
    }
  }
  return out;
}

/** Absolute control errors |y_ctrl − y*| of items with a parsed baseline, in item order. */
export function controlErrors(index: ParsedIndex, baseline: string): number[] {
  const errors: number[] = [];
  for (const byCondition of index.values()) {
    const control = byCondition.get(baseline);
    if (control) errors.push(Math.abs((control.answer_int as number) - control.y_star_evidence));
  }
  return errors;
}
