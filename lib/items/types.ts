/** Types of the item stage: one ItemSpec per benchmark item (field names of the original itemspecs.jsonl). */

export type Difficulty = "easy" | "hard";

/** Suites whose items are generated (external_uncertain and probes reuse External items). */
export type ItemSuite = "external" | "history" | "icl" | "icl_dist" | "rag" | "tool";

export type ScoringFunction = "mean" | "weighted_mean";

export interface EvidenceRating {
  type: "rating";
  /** Displayed value; null when the slot is hidden ("[data not available]"). */
  value: number | null;
  value_raw: number;
  label: string;
  index: number;
  missing: boolean;
}

export interface Anchors {
  low: number;
  high: number;
  gap?: number;
  offset?: number;
  anchor_type: string;
  relevance: string;
}

export interface YStarComponents {
  evidence_values_raw: number[];
  evidence_values_visible: number[];
  evidence_mean: number;
  evidence_std: number;
  evidence_count: number;
  missing_indices: number[];
  y_star_theta: number;
  y_star_evidence: number;
  aggregation_rule: string;
  theta: number;
}

export interface DemoEvidence {
  label: string;
  value: number;
}

export interface IclDemo {
  evidence: DemoEvidence[];
  answer: number;
}

export interface WarmupCase {
  theta: number;
  evidence_structured: EvidenceRating[];
  y_star_evidence: number;
  scenario_template_idx: number;
}

export interface HistoryBlock {
  subset_indices_low: number[];
  subset_indices_high: number[];
  subset_mean_low: number;
  subset_mean_high: number;
  realized_gap_low: number;
  realized_gap_high: number;
  warmup_low: WarmupCase;
  warmup_high: WarmupCase;
  subset_delta: number;
}

export interface ItemTags {
  split: string;
  difficulty: Difficulty;
  icl_demos?: IclDemo[];
  icl_dist_demos_control?: IclDemo[];
  icl_dist_demos_low?: IclDemo[];
  icl_dist_demos_high?: IclDemo[];
  [key: string]: unknown;
}

export interface ItemSpec {
  item_id: string;
  suite: string;
  domain: string;
  template_family: string;
  answer_space: { type: "int"; min: number; max: number };
  theta: number;
  y_star: number;
  y_star_components: YStarComponents;
  y_star_theta: number;
  y_star_evidence: number;
  difficulty: Difficulty;
  anchors: Anchors;
  evidence_structured: EvidenceRating[];
  tags: ItemTags;
  rag?: Record<string, unknown>;
  tool?: Record<string, unknown>;
  history?: HistoryBlock;
  scenario_text?: string | null;
  evidence_label_family_idx: number;
  scenario_template_idx: number;
  question_template_idx: number;
  anchor_phrasing_idx: number;
  scoring_function: string;
  scoring_weights?: number[];
  render_version: string;
  generator_version: string;
  seed: number;
}
