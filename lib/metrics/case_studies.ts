/**
 * Table 32: per-item case studies where the plausible anchor moved the answer more than the
 * irrelevant anchor of the same value (high direction).
 */
import type { ResultRecord } from "../data/records.ts";
import { indexParsed } from "./responses.ts";

export interface CaseStudy {
  model_id: string;
  item_id: string;
  domain: string;
  difficulty: string;
  a_hi: number | null;
  y_star: number;
  y_c: number;
  y_p_hi: number;
  y_i_hi: number;
  /** y_p_hi − y_c */
  shift_p: number;
  /** y_i_hi − y_c */
  shift_i: number;
  /** |shift_p| − |shift_i| */
  margin: number;
  /** |shift_p| · (1 + margin/30) */
  score: number;
}

/** Candidates of one run: items with parsed control, plausible_high and irrelevant_high, margin > 0. */
export function caseStudyCandidates(records: readonly ResultRecord[]): CaseStudy[] {
  const out: CaseStudy[] = [];
  for (const [itemId, byCondition] of indexParsed(records)) {
    const c = byCondition.get("control");
    const p = byCondition.get("plausible_high");
    const i = byCondition.get("irrelevant_high");
    if (!c || !p || !i) continue;
    const shiftP = (p.answer_int as number) - (c.answer_int as number);
    const shiftI = (i.answer_int as number) - (c.answer_int as number);
    const margin = Math.abs(shiftP) - Math.abs(shiftI);
    if (margin <= 0) continue;
    out.push({
      model_id: c.model_id,
      item_id: itemId,
      domain: c.domain,
      difficulty: c.difficulty,
      a_hi: p.anchor_value,
      y_star: c.y_star_evidence,
      y_c: c.answer_int as number,
      y_p_hi: p.answer_int as number,
      y_i_hi: i.answer_int as number,
      shift_p: shiftP,
      shift_i: shiftI,
      margin,
      score: Math.abs(shiftP) * (1 + margin / 30),
    });
  }
  return out;
}

/**
 * Picks up to `perModel` cases by descending score (stable for ties), first skipping candidates
 * whose domain is already chosen, then backfilling from the remaining candidates in score order.
 */
export function selectCaseStudies(records: readonly ResultRecord[], perModel = 3): CaseStudy[] {
  const ranked = caseStudyCandidates(records)
    .map((c, order) => ({ c, order }))
    .sort((x, y) => y.c.score - x.c.score || x.order - y.order)
    .map((x) => x.c);
  const chosen: CaseStudy[] = [];
  const domains = new Set<string>();
  for (const c of ranked) {
    if (chosen.length >= perModel) break;
    if (domains.has(c.domain)) continue;
    chosen.push(c);
    domains.add(c.domain);
  }
  for (const c of ranked) {
    if (chosen.length >= perModel) break;
    if (!chosen.includes(c)) chosen.push(c);
  }
  return chosen;
}
