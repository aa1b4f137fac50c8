/** The scored-record type shared by inference, parsing, metrics and the loaders (SPEC §C.5). */

export type ParseStrategy =
  | "structured"
  | "xml_tag"
  | "final_answer"
  | "regex"
  | "last_number"
  | "llm_fallback"
  | "failed"
  | string;

export interface ParseResult {
  answer_int: number | null;
  parsed_ok: boolean;
  parse_strategy: ParseStrategy;
}

export interface TokenUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  cost?: number;
}

/**
 * One answered request. The first block is the original results.jsonl schema, so records written by
 * the original pipeline load unchanged; the optional block is what AnchorLab's runner adds.
 */
export interface ResultRecord {
  model_id: string;
  item_id: string;
  suite: string;
  domain: string;
  difficulty: string;
  condition: string;
  anchor_relevance: string;
  /** Anchor of the view; History: the realised Stage-1 answer. */
  anchor_value: number | null;
  y_star_evidence: number;
  y_star_theta?: number | null;
  answer_int: number | null;
  parsed_ok: boolean;
  parse_strategy: ParseStrategy;
  raw_text: string;
  stage1_answer?: number | null;
  stage1_raw_text?: string;
  api_usage?: TokenUsage | null;
  temperature?: number;
  seed_idx?: number;
  /** Designed offset δ of the item (null for History). */
  offset?: number | null;

  request_hash?: string;
  endpoint?: string;
  provider?: string | null;
  tool_format?: "native" | "plaintext" | null;
  decoding?: Record<string, unknown>;
  timings?: { started: string; latency_ms: number; attempts: number };
  logprobs?: unknown;
  /** True for every record answered by the simulated-respondent panel. */
  simulated?: boolean;
  error?: string | null;
}
