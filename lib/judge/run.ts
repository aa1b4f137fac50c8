/**
 * The judge runner: the benchmark's request loop (lib/infer/request_loop.ts: concurrency,
 * retries, rate limit, progress, resume) applied to judge requests, which carry their own
 * temperature, prior and trial index. One record per request: the design fields, raw text, parsed score (or label),
 * token usage, the score-digit probe when log-probabilities were requested, and the request hash.
 */
import { createHash } from "node:crypto";
import {
  CallFailed,
  canonicalJson,
  type Completion,
  type Endpoint,
  isSimulatedModel,
  type LoopSettings,
  type LoopSummary,
  runRequestLoop,
  type SendCall,
} from "../infer/mod.ts";
import { parseCategoricalOutput } from "./categorical.ts";
import { parseJudgeOutput } from "./parse.ts";
import { scoreDigitProbe } from "./probe.ts";
import { designFields, type JudgeRecord, type JudgeRequest } from "./record.ts";
import type { JudgeStore } from "./store.ts";

export const JUDGE_HASH_VERSION = 1;

/** 32 hex digits of SHA-256 over everything that determines the answer and the design cell. */
export function judgeRequestHash(request: JudgeRequest, endpoint: string): string {
  const text = canonicalJson({
    v: JUDGE_HASH_VERSION,
    kind: "judge",
    endpoint,
    ...designFields(request),
    messages: request.messages,
    decoding: request.decoding,
    categorical: request.categorical ?? null,
  });
  return createHash("sha256").update(text, "utf8").digest("hex").slice(0, 32);
}

/** Builds the stored record of an answered (or failed) request. */
export function judgeRecord(
  request: JudgeRequest,
  ctx: {
    hash: string;
    endpoint: Endpoint["kind"];
    simulated: boolean;
    started: string;
    latency_ms: number;
    attempts: number;
  },
  completion: Completion | null,
  error: string | null,
): JudgeRecord {
  const raw = completion?.text ?? "";
  const record: JudgeRecord = {
    ...designFields(request),
    raw_text: raw,
    valid: false,
    score: null,
    clipped: false,
    accepted: null,
    emitted_accept: null,
    parse_reason: error === null ? null : "call error",
    categorical: null,
    usage: completion?.usage ?? null,
    probe: null,
    simulated: ctx.simulated,
    endpoint: ctx.endpoint,
    seed: request.decoding.seed ?? null,
    request_hash: ctx.hash,
    timings: {
      started: ctx.started,
      latency_ms: Math.round(ctx.latency_ms),
      attempts: ctx.attempts,
    },
    error,
  };
  if (request.categorical) {
    const label = completion ? parseCategoricalOutput(raw, request.classes ?? []) : null;
    record.categorical = { ...request.categorical, label };
    record.valid = error === null && label !== null;
    if (error === null && label === null) record.parse_reason = "no known label";
  } else if (completion && error === null) {
    const parsed = parseJudgeOutput(raw);
    record.valid = parsed.valid;
    record.score = parsed.score;
    record.clipped = parsed.clipped;
    record.accepted = parsed.accepted;
    record.emitted_accept = parsed.emitted_accept;
    record.parse_reason = parsed.reason ?? null;
  }
  if (request.decoding.top_logprobs !== undefined) {
    record.probe = completion
      ? scoreDigitProbe(completion.logprobs)
      : { status: "unavailable", reason: "call error" };
  }
  return record;
}

export interface JudgeRunOptions extends LoopSettings {
  /** The endpoint serving a model (one per model, or one shared). */
  endpointFor: (model: string) => Endpoint;
  requests: Iterable<JudgeRequest> | AsyncIterable<JudgeRequest>;
  store: JudgeStore;
  total?: number | null;
}

export type JudgeRunSummary = Omit<LoopSummary, "cost">;

/** Sends every request the store has not answered; resumable, one record per request. */
export async function runJudge(options: JudgeRunOptions): Promise<JudgeRunSummary> {
  async function* jobs(): AsyncGenerator<JudgeJob> {
    for await (const request of options.requests as AsyncIterable<JudgeRequest>) {
      const endpoint = options.endpointFor(request.model);
      yield { request, hash: judgeRequestHash(request, endpoint.kind), endpoint };
    }
  }
  const { cost: _cost, ...summary } = await runRequestLoop({
    ...options,
    jobs: jobs(),
    perform: performJudgeRequest,
    failed: (record) => record.error !== null,
    total: options.total ?? null,
  });
  return summary;
}

interface JudgeJob {
  request: JudgeRequest;
  hash: string;
  endpoint: Endpoint;
}

async function performJudgeRequest(
  job: JudgeJob,
  send: SendCall,
  signal: AbortSignal,
): Promise<JudgeRecord> {
  const { request, endpoint } = job;
  const started = new Date().toISOString();
  const t = performance.now();
  let completion: Completion | null = null;
  let error: string | null = null;
  let attempts = 0;
  try {
    const result = await send(endpoint, {
      model: request.model,
      messages: request.messages,
      decoding: request.decoding,
    });
    completion = result.completion;
    attempts = result.attempts;
  } catch (err) {
    if (!(err instanceof CallFailed) || signal.aborted) throw err;
    error = err.message;
    attempts = err.attempts;
  }
  return judgeRecord(
    request,
    {
      hash: job.hash,
      endpoint: endpoint.kind,
      simulated: isSimulatedModel(request.model),
      started,
      latency_ms: performance.now() - t,
      attempts,
    },
    completion,
    error,
  );
}
