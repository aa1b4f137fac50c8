/** One stored judge call (one line of a judge run's records.jsonl) and the request that made it. */
import type { TokenUsage } from "../data/records.ts";
import type { Decoding, EndpointKind, WireMessage } from "../infer/mod.ts";
import type { DigitProbe } from "./probe.ts";
import type { JudgeCondition, JudgeMitigation } from "./types.ts";

/**
 * Parts of a judge study: the main C0/C1/C2 grid, the token probe, the mitigation probe and the
 * categorical validation.
 */
export type JudgePart = "main" | "probe" | "mitigation" | "categorical";

export const JUDGE_PARTS: readonly JudgePart[] = ["main", "probe", "mitigation", "categorical"];

/** The categorical fields of a record (part "categorical"). */
export interface CategoricalFields {
  group: "A" | "B";
  /** Human ground-truth label. */
  truth: string;
  /** The original classifier's label. */
  original_label: string;
  /** Label shown as the prior judgement in C2 (null otherwise). */
  anchor_label: string | null;
  /** Label the judge gave (null when unparsable). */
  label: string | null;
}

/** The design cell of a call: what a request is planned with and its record carries first. */
export interface JudgeDesignFields {
  part: JudgePart;
  model: string;
  /** Task id (categorical: item id). */
  task_id: string;
  /** Task category (categorical: "categorical"). */
  category: string;
  condition: JudgeCondition;
  temperature: number;
  trial: number;
  prior: number | null;
  attempt: number | null;
  mitigation: JudgeMitigation;
}

/** The design fields of a request, in record order. */
export function designFields(request: JudgeDesignFields): JudgeDesignFields {
  return {
    part: request.part,
    model: request.model,
    task_id: request.task_id,
    category: request.category,
    condition: request.condition,
    temperature: request.temperature,
    trial: request.trial,
    prior: request.prior,
    attempt: request.attempt,
    mitigation: request.mitigation,
  };
}

/** One planned call: which model gets which messages, and the design fields it is recorded with. */
export interface JudgeRequest extends JudgeDesignFields {
  messages: WireMessage[];
  decoding: Decoding;
  categorical?: Omit<CategoricalFields, "label">;
  /** Classes of a categorical request (for parsing its answer). */
  classes?: string[];
}

export interface JudgeRecord extends JudgeDesignFields {
  raw_text: string;
  /** No call error and a numeric score (categorical: a known label). */
  valid: boolean;
  /** Score clipped to [0, 5]; null when invalid or categorical. */
  score: number | null;
  clipped: boolean;
  /** score ≥ 4.0 (never the emitted Boolean). */
  accepted: boolean | null;
  emitted_accept: boolean | null;
  parse_reason: string | null;
  categorical: CategoricalFields | null;
  usage: TokenUsage | null;
  /** Score-digit probabilities; null when logprobs were not requested. */
  probe: DigitProbe | null;
  simulated: boolean;
  endpoint: EndpointKind;
  seed: number | null;
  request_hash: string;
  timings: { started: string; latency_ms: number; attempts: number };
  error: string | null;
}
