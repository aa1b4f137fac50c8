/** Types of the LLM-as-a-judge protocol (SPEC §J): tasks, rubrics, conditions and trials. */

export type JudgeCondition = "C0" | "C1" | "C2";

export type JudgeMitigation = "none" | "cot" | "warning";

export interface JudgeTask {
  task_id: string;
  category: string;
  task: string;
  answer: string;
  rubric_id: string;
}

export interface Rubric {
  title: string;
  criteria: string[];
}

export interface RubricSet {
  scale: string;
  bands: { from: number; to: number; label: string }[];
  acceptance_threshold: number;
  rubrics: Record<string, Rubric>;
}

/** One planned judge call: which task, condition, temperature and trial index, and its metadata. */
export interface JudgeTrialSpec {
  task_id: string;
  category: string;
  condition: JudgeCondition;
  temperature: number;
  trial: number;
  /** Attempt k ∈ {1..4} (C1 and C2 show a revision; only C2 shows k). */
  attempt: number | null;
  /** Prior score a ∈ [0, 3.99) shown in C2 only. */
  prior: number | null;
  mitigation: JudgeMitigation;
}

/** What a judge answer parses to. `accepted` is derived from the score, never the emitted Boolean. */
export interface JudgeParse {
  valid: boolean;
  score: number | null;
  /** True when the emitted score lay outside [0, 5] and was clipped. */
  clipped: boolean;
  accepted: boolean | null;
  emitted_accept: boolean | null;
  reason?: string;
}
