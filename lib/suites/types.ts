/** Types of the rendering stage: an ItemSpec under one condition becomes a PromptView. */
import type { ItemSpec } from "../items/types.ts";

export type Relevance =
  | "none"
  | "irrelevant"
  | "plausible"
  | "placebo"
  | "authority"
  | "neutral"
  | "plausible_mild"
  | "plausible_strong";

export interface ToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

/**
 * One chat message as an OpenAI-compatible endpoint takes it. In a two-stage view the assistant turn
 * that the model itself must produce is present as `{ role: "assistant", content: null, awaits: "stage1" }`:
 * the runner sends what precedes it, records the answer, and puts the real text in its place.
 */
export interface ChatMessage {
  role: "system" | "user" | "assistant" | "tool";
  content: string | null;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
  awaits?: "stage1";
}

/** An OpenAI function-calling tool schema. */
export interface ToolSchema {
  type: "function";
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

/**
 * A rendered prompt (fields of the original promptviews*.jsonl, in that order, plus `messages` and,
 * for native tool views, `tools`).
 */
export interface PromptView {
  item_id: string;
  suite: string;
  domain: string;
  condition: string;
  prompt_text: string;
  prompt_components: Record<string, unknown>;
  anchor_string: string | null;
  anchor_span?: [number, number];
  anchor_relevance: Relevance | string;
  anchor_value?: number | null;
  prompt_hash: string;
  provenance?: Record<string, unknown>;
  /** Chat rendering (History: both stages with the awaited stage-1 turn; Tool: native tool turns). */
  messages: ChatMessage[];
  tools?: ToolSchema[];
}

/** A RAG corpus document (anchorbench_corpus.jsonl). */
export interface CorpusDoc {
  doc_id: string;
  domain: string;
  doc_type: string;
  text: string;
  role: string;
  relevance: string;
  anchor_value?: number;
}

/** One generated dataset directory (e.g. anchorbench_external_core), before it is written. */
export interface Dataset {
  /** Directory name, e.g. "anchorbench_external_core". */
  name: string;
  suite: string;
  /** Seed of this dataset's random stream (the suite seed of SPEC §A.4, shifted by the user seed). */
  seed: number;
  /** The `--seed` the benchmark was generated with (42 reproduces the paper's suite seeds). */
  benchmark_seed?: number;
  size: string;
  scoring_function: string;
  itemspecs: ItemSpec[];
  /** File name (e.g. "promptviews_core.jsonl") → views, in write order. */
  files: Record<string, PromptView[]>;
  core_conditions: string[];
  ablation_conditions: string[];
  corpus?: CorpusDoc[];
}
