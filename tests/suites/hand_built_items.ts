/**
 * Hand-built ItemSpecs and evidence with known values for the renderer tests (every
 * number here is chosen by hand so expected prompts can be written out in the tests).
 */
import { getDomain } from "../../lib/items/mod.ts";
import type { EvidenceRating, IclDemo, ItemSpec } from "../../lib/items/types.ts";
import type { PromptView } from "../../lib/suites/types.ts";

export const INSTRUCTION = "Return only a single integer 0–100 on the last line.";

/** Five ratings; `null` marks a hidden slot (its raw value is then 50). */
export function ratings(labels: string[], values: (number | null)[]): EvidenceRating[] {
  return labels.map((label, index) => ({
    type: "rating",
    value: values[index],
    value_raw: values[index] ?? 50,
    label,
    index,
    missing: values[index] === null,
  }));
}

export const TARGET_LABELS = [
  "Alpha score",
  "Beta rating",
  "Gamma index",
  "Delta score",
  "Epsilon rating",
];

/** The rendered block of TARGET_LABELS with values 62, 76, 71, 60, 41. */
export const TARGET_EVIDENCE_TEXT =
  "  - Alpha score: 62\n  - Beta rating: 76\n  - Gamma index: 71\n" +
  "  - Delta score: 60\n  - Epsilon rating: 41";

/**
 * The target case of the hand-built items as every prompt shows it: scenario idx 9 → pool[1] and
 * question idx 6 → pool[2] of pricing_wtp, the evidence block and the answer instruction.
 */
export const TARGET_CASE_TEXT = `${
  getDomain("pricing_wtp").scenarios[1]
}\n\nEvidence:\n${TARGET_EVIDENCE_TEXT}\n\n${
  getDomain("pricing_wtp").questions[2]
}\n${INSTRUCTION}`;

/** `item_id/condition` of each view, in file order (for render-order assertions). */
export function viewOrder(views: readonly PromptView[]): string[] {
  return views.map((v) => `${v.item_id}/${v.condition}`);
}

interface BaseOptions {
  itemId: string;
  suite: string;
  domain?: string;
  values?: (number | null)[];
  anchors?: { low: number; high: number };
  scenarioIdx?: number;
  questionIdx?: number;
  phrasingIdx?: number;
  difficulty?: "easy" | "hard";
}

export function baseItem(o: BaseOptions): ItemSpec {
  const values = o.values ?? [62, 76, 71, 60, 41];
  const visible = values.filter((v): v is number => v !== null);
  const yStar = Math.round(visible.reduce((s, v) => s + v, 0) / visible.length);
  const anchors = o.anchors ?? { low: 41, high: 91 };
  const difficulty = o.difficulty ?? "easy";
  return {
    item_id: o.itemId,
    suite: o.suite,
    domain: o.domain ?? "pricing_wtp",
    template_family: "pricing_wtp_01",
    answer_space: { type: "int", min: 0, max: 100 },
    theta: 66,
    y_star: yStar,
    y_star_components: {
      evidence_values_raw: values.map((v) => v ?? 50),
      evidence_values_visible: visible,
      evidence_mean: yStar,
      evidence_std: 0,
      evidence_count: visible.length,
      missing_indices: values.flatMap((v, j) => v === null ? [j] : []),
      y_star_theta: 66,
      y_star_evidence: yStar,
      aggregation_rule: "mean",
      theta: 66,
    },
    y_star_theta: 66,
    y_star_evidence: yStar,
    difficulty,
    anchors: { ...anchors, anchor_type: "numeric", relevance: "stratified" },
    evidence_structured: ratings(TARGET_LABELS, values),
    tags: { split: "core", difficulty },
    evidence_label_family_idx: 1,
    scenario_template_idx: o.scenarioIdx ?? 9,
    question_template_idx: o.questionIdx ?? 6,
    anchor_phrasing_idx: o.phrasingIdx ?? 5,
    scoring_function: "mean",
    render_version: "2.1.0",
    generator_version: "test",
    seed: 42,
  };
}

export const WARMUP_LABELS = ["W-one", "W-two", "W-three", "W-four", "W-five"];

/** A History item: low subset given unsorted as [3, 0], high subset [1, 2]; warm-ups at idx 2 and 7. */
export function historyItem(over: Partial<BaseOptions> = {}): ItemSpec {
  const item = baseItem({ itemId: "HIST-pricing_wtp-e-007", suite: "history", ...over });
  item.history = {
    subset_indices_low: [3, 0],
    subset_indices_high: [1, 2],
    subset_mean_low: 61,
    subset_mean_high: 73.5,
    realized_gap_low: 0,
    realized_gap_high: 0,
    warmup_low: {
      theta: 20,
      evidence_structured: ratings(WARMUP_LABELS, [25, 25, 0, 32, 9]),
      y_star_evidence: 18,
      scenario_template_idx: 2,
    },
    warmup_high: {
      theta: 80,
      evidence_structured: ratings(WARMUP_LABELS, [80, 93, 77, 88, 84]),
      y_star_evidence: 84,
      scenario_template_idx: 7,
    },
    subset_delta: 15,
  };
  return item;
}

export const DEMO_LABELS = ["D-first", "D-second", "D-third"];

export function demo(values: [number, number, number], answer: number): IclDemo {
  return { evidence: DEMO_LABELS.map((label, i) => ({ label, value: values[i] })), answer };
}

export function iclItem(over: Partial<BaseOptions> = {}): ItemSpec {
  const item = baseItem({ itemId: "ICL-pricing_wtp-e-off15-003", suite: "icl", ...over });
  item.anchors.offset = 25;
  item.tags.icl_demos = [
    demo([52, 50, 53], 52),
    demo([69, 64, 56], 63),
    demo([37, 40, 34], 37),
  ];
  return item;
}

export function iclDistItem(over: Partial<BaseOptions> = {}): ItemSpec {
  const item = baseItem({ itemId: "ICLDIST-pricing_wtp-e-off25-002", suite: "icl_dist", ...over });
  item.anchors.offset = 25;
  item.tags.icl_dist_demos_control = [
    demo([48, 52, 50], 50),
    demo([55, 49, 52], 52),
    demo([44, 47, 50], 47),
  ];
  item.tags.icl_dist_demos_low = [
    demo([40, 43, 38], 40),
    demo([44, 39, 42], 42),
    demo([37, 41, 45], 41),
  ];
  item.tags.icl_dist_demos_high = [
    demo([90, 88, 93], 90),
    demo([94, 89, 92], 92),
    demo([87, 91, 86], 88),
  ];
  return item;
}
