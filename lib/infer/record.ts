/**
 * Turning an answered (or failed) request into a ResultRecord (SPEC §C.5 fields first, then the
 * runner's extras). A failed request becomes a record with `error` set, no answer and
 * `parse_strategy: "failed"`; the store does not count it as done, so a rerun retries it.
 */
import type { ParseResult, ResultRecord, TokenUsage } from "../data/records.ts";
import type { Completion, Decoding, EndpointKind } from "./endpoints.ts";
import { anchorIsStage1Answer, type RequestPlan, type RunnableView } from "./protocols.ts";

export type Parser = (raw: string, prompt?: string) => ParseResult;

/** One model call after retries. */
export interface CallResult {
  completion: Completion;
  attempts: number;
  latency_ms: number;
}

export interface Stage1Outcome {
  raw_text: string;
  answer: number | null;
  /** Absent when the Stage-1 answer was reused from an earlier (failed) record of the same request. */
  call?: CallResult;
}

export interface RequestOutcome {
  started: string;
  stage1?: Stage1Outcome;
  final?: CallResult;
  error?: string;
  attempts: number;
  latency_ms: number;
}

export interface RecordContext {
  view: RunnableView;
  plan: RequestPlan;
  request_hash: string;
  model: string;
  endpoint: EndpointKind;
  simulated: boolean;
  decoding: Decoding;
  /** Repeat index; written as `seed_idx` for sampled runs (temperature > 0). */
  repeat: number;
  parse: Parser;
}

function addUsage(a: TokenUsage | null, b: TokenUsage | null): TokenUsage | null {
  if (!a) return b;
  if (!b) return a;
  const sum: TokenUsage = {
    prompt_tokens: a.prompt_tokens + b.prompt_tokens,
    completion_tokens: a.completion_tokens + b.completion_tokens,
    total_tokens: a.total_tokens + b.total_tokens,
  };
  if (a.cost !== undefined || b.cost !== undefined) sum.cost = (a.cost ?? 0) + (b.cost ?? 0);
  return sum;
}

const FAILED_PARSE: ParseResult = { answer_int: null, parsed_ok: false, parse_strategy: "failed" };

export function buildRecord(ctx: RecordContext, outcome: RequestOutcome): ResultRecord {
  const { view, plan } = ctx;
  const final = outcome.error ? undefined : outcome.final;
  const raw = final?.completion.text ?? "";
  const parsed = final ? ctx.parse(raw, plan.parse_prompt) : FAILED_PARSE;
  const twoStage = plan.kind === "two_stage";
  const stage1 = outcome.stage1;
  let anchor: number | null = typeof view.anchor_value === "number" ? view.anchor_value : null;
  if (twoStage) anchor = anchorIsStage1Answer(view.condition) ? stage1?.answer ?? null : null;

  const record: ResultRecord = {
    model_id: ctx.model,
    item_id: view.item_id,
    suite: view.suite,
    domain: view.domain,
    difficulty: view.difficulty ?? "unknown",
    condition: view.condition,
    anchor_relevance: String(view.anchor_relevance),
    anchor_value: anchor,
    // Views without an item join (bare promptview files) have no gold; written as null.
    y_star_evidence: (view.y_star_evidence ?? null) as number,
    y_star_theta: view.y_star_theta ?? null,
    answer_int: parsed.answer_int,
    parsed_ok: parsed.parsed_ok,
    parse_strategy: parsed.parse_strategy,
    raw_text: raw,
  };
  if (twoStage) {
    record.stage1_answer = stage1?.answer ?? null;
    record.stage1_raw_text = stage1?.raw_text ?? "";
  }
  record.api_usage = addUsage(
    stage1?.call?.completion.usage ?? null,
    final?.completion.usage ?? null,
  );
  record.temperature = ctx.decoding.temperature;
  if (ctx.decoding.temperature > 0) record.seed_idx = ctx.repeat;
  record.offset = view.offset ?? null;
  record.request_hash = ctx.request_hash;
  record.endpoint = ctx.endpoint;
  record.provider = final?.completion.provider ?? stage1?.call?.completion.provider ?? null;
  record.tool_format = plan.tool_format;
  record.decoding = { ...ctx.decoding, protocol: plan.protocol };
  record.timings = {
    started: outcome.started,
    latency_ms: Math.round(outcome.latency_ms),
    attempts: outcome.attempts,
  };
  if (ctx.decoding.top_logprobs !== undefined) {
    record.logprobs = final ? final.completion.logprobs : null;
  }
  record.simulated = ctx.simulated;
  record.error = outcome.error ?? null;
  return record;
}
