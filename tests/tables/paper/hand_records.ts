/** Hand-made records with hand-computed metrics, shared by the reproduced-table tests. */
import type { ResultRecord } from "../../../lib/data/records.ts";

const RELEVANCE: Record<string, string> = {
  control: "none",
  irrelevant_low: "irrelevant",
  irrelevant_high: "irrelevant",
  plausible_low: "plausible",
  plausible_high: "plausible",
  placebo_high: "placebo",
  authority_high: "authority",
};

export function record(
  model: string,
  suite: string,
  item: string,
  condition: string,
  yStar: number,
  anchor: number | null,
  answer: number | null,
  extra: Partial<ResultRecord> = {},
): ResultRecord {
  return {
    model_id: model,
    item_id: item,
    suite,
    domain: "pricing_wtp",
    difficulty: "easy",
    condition,
    anchor_relevance: RELEVANCE[condition] ?? "none",
    anchor_value: anchor,
    y_star_evidence: yStar,
    answer_int: answer,
    parsed_ok: answer !== null,
    parse_strategy: answer === null ? "failed" : "last_number",
    raw_text: answer === null ? "" : String(answer),
    offset: 15,
    simulated: model.startsWith("sim/"),
    ...extra,
  };
}

/**
 * Two External items of one model. Per-item UAI (shift / (a − y_ctrl)):
 *   A (y* 50, control 50): irr_low 0/−15 = 0, irr_high 3/15 = 0.2, pls_low −9/−15 = 0.6, pls_high 12/15 = 0.8
 *   B (y* 40, control 44): irr_low 0, irr_high 0, pls_low −4/−15 = 0.2667, pls_high 6/15 = 0.4
 */
export function twoItems(model = "sim/paper/Qwen-7B", suite = "external"): ResultRecord[] {
  const p = suite.slice(0, 3).toUpperCase();
  const a = `${p}-pricing_wtp-e-off15-001`;
  const b = `${p}-pricing_wtp-e-off15-002`;
  return [
    record(model, suite, a, "control", 50, null, 50),
    record(model, suite, a, "irrelevant_low", 50, 35, 50),
    record(model, suite, a, "irrelevant_high", 50, 65, 53),
    record(model, suite, a, "plausible_low", 50, 35, 41),
    record(model, suite, a, "plausible_high", 50, 65, 62),
    record(model, suite, b, "control", 40, null, 44),
    record(model, suite, b, "irrelevant_low", 40, 29, 44),
    record(model, suite, b, "irrelevant_high", 40, 59, 44),
    record(model, suite, b, "plausible_low", 40, 29, 40),
    record(model, suite, b, "plausible_high", 40, 59, 50),
  ];
}
