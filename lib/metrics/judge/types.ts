// Records of the LLM-as-a-judge anchoring study (SPEC §J) as the statistics consume them.

export type JudgeCondition = "C0" | "C1" | "C2";

export const JUDGE_CONDITIONS: readonly JudgeCondition[] = ["C0", "C1", "C2"];

/** Acceptance is derived from the score, never from the judge's emitted boolean. */
export const ACCEPT_THRESHOLD = 4.0;

/** One judge call. */
export interface JudgeTrial {
  model: string;
  task_id: string;
  category: string;
  condition: JudgeCondition;
  temperature: number;
  /** Trial index; equal indices across conditions form a (descriptive) triplet. */
  trial: number;
  /** Score already clipped to [0, 5]; null when the response had no numeric score. */
  score: number | null;
  /** No call error and a numeric score. */
  valid: boolean;
  /** C2 prior score shown to the judge. */
  prior?: number;
  /** C2 attempt number. */
  attempt?: number;
  prompt_tokens?: number;
  completion_tokens?: number;
}

/** The contrasts the study reports. */
export type JudgeContrast = "C2-C0" | "C1-C0" | "C2-C1";

export const JUDGE_CONTRASTS: readonly JudgeContrast[] = ["C2-C0", "C1-C0", "C2-C1"];

/** Outcome scale of a contrast: mean score, or acceptance rate in percentage points. */
export type JudgeMeasure = "score" | "accept";

/** Condition means of one model × task × temperature cell. */
export interface JudgeCellMeans {
  model: string;
  task_id: string;
  category: string;
  temperature: number;
  /** Valid responses per condition. */
  n: Record<JudgeCondition, number>;
  /** Mean score per condition (null without valid responses). */
  mean: Record<JudgeCondition, number | null>;
  /** Share of valid responses with score ≥ 4.0, in percent (null without valid responses). */
  acceptPct: Record<JudgeCondition, number | null>;
}

/** Settings of a bootstrap interval, recorded with it. */
export interface JudgeBootstrapSettings {
  B: number;
  seed: string | number;
  alpha: number;
}

export interface Interval {
  estimate: number;
  lo: number;
  hi: number;
}
