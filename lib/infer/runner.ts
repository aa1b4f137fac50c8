/**
 * The runner: streams views, plans each request (protocols.ts) and turns each answered (or
 * failed) request into one record; skipping what the store already answered, concurrency, the
 * per-endpoint requests-per-minute limit, retries and progress are the request loop's
 * (request_loop.ts). Views are pulled lazily, so memory does not grow with the run.
 */
import type { ResultRecord } from "../data/records.ts";
import type { Decoding, Endpoint, WireMessage } from "./endpoints.ts";
import { formatProgress } from "./progress.ts";
import { type ProtocolOptions, type RunnableView, stage2Messages } from "./protocols.ts";
import { buildRecord, type Parser, type RequestOutcome } from "./record.ts";
import {
  type LoopSettings,
  type LoopSummary,
  runRequestLoop,
  type SendCall,
} from "./request_loop.ts";
import { expandRequests, type PlannedRequest } from "./requests.ts";
import { CallFailed } from "./retry.ts";
import { isSimulatedModel } from "./registry.ts";
import type { RecordStore } from "./store.ts";
import type { ToolSchema } from "../suites/types.ts";

export interface RunOptions extends LoopSettings {
  endpoint: Endpoint;
  model: string;
  views: Iterable<RunnableView> | AsyncIterable<RunnableView>;
  store: RecordStore;
  parse: Parser;
  /** Decoding of repeat 0; with a seed, repeat r is sent with seed + r. */
  decoding: Decoding;
  /** Requests per view (sampling repeats; default 1). */
  repeats?: number;
  protocol: ProtocolOptions;
  /** Applied to every view before planning (e.g. a prompt suffix). */
  transformView?: (view: RunnableView) => RunnableView;
  /** Only the first `limit` views. */
  limit?: number;
  /** Number of views, when the caller knows it (for the progress ETA). */
  totalViews?: number | null;
  /** Labelled simulated (default: model id starts with `sim/`). */
  simulated?: boolean;
}

/** `total` is views × repeats, when known. */
export interface RunSummary extends LoopSummary {
  model: string;
}

/** Runs every request of the views that the store has not answered yet. */
export async function runBenchmark(options: RunOptions): Promise<RunSummary> {
  const { endpoint, store, model } = options;
  const repeats = options.repeats ?? 1;
  const simulated = options.simulated ?? isSimulatedModel(model);
  const knownViews = options.totalViews ??
    (Array.isArray(options.views) ? (options.views as RunnableView[]).length : null);
  const total = knownViews === null
    ? null
    : Math.min(knownViews, options.limit ?? Infinity) * repeats;

  const perform = async (
    task: PlannedRequest,
    send: SendCall,
    signal: AbortSignal,
  ): Promise<ResultRecord> => {
    const { plan } = task;
    const call = (messages: WireMessage[], tools: ToolSchema[] | undefined) =>
      send(endpoint, { model, messages, tools, decoding: task.decoding });
    const outcome: RequestOutcome = {
      started: new Date().toISOString(),
      attempts: 0,
      latency_ms: 0,
    };
    const t = performance.now();
    try {
      if (plan.kind === "single") {
        outcome.final = await call(plan.messages, plan.tools);
        outcome.attempts += outcome.final.attempts;
      } else {
        const prior = store.priorFailure(task.hash);
        if (prior?.stage1_raw_text !== undefined) {
          outcome.stage1 = {
            raw_text: prior.stage1_raw_text,
            answer: prior.stage1_answer ?? null,
          };
        } else {
          const first = await call(plan.stage1, undefined);
          outcome.attempts += first.attempts;
          const raw = first.completion.text;
          outcome.stage1 = {
            raw_text: raw,
            answer: options.parse(raw, plan.stage1_parse_prompt).answer_int,
            call: first,
          };
        }
        const second = stage2Messages(plan, outcome.stage1.raw_text);
        outcome.final = await call(second, undefined);
        outcome.attempts += outcome.final.attempts;
      }
    } catch (err) {
      if (!(err instanceof CallFailed) || signal.aborted) throw err;
      outcome.attempts += err.attempts;
      outcome.error = err.message;
    }
    outcome.latency_ms = performance.now() - t;
    return buildRecord({
      view: task.view,
      plan,
      request_hash: task.hash,
      model,
      endpoint: endpoint.kind,
      simulated,
      decoding: task.decoding,
      repeat: task.repeat,
      parse: options.parse,
    }, outcome);
  };

  const summary = await runRequestLoop({
    ...options,
    jobs: expandRequests(options.views, {
      model,
      endpoint: endpoint.kind,
      decoding: options.decoding,
      repeats,
      protocol: options.protocol,
      transformView: options.transformView,
      limit: options.limit,
    }),
    store,
    perform,
    failed: (record) => Boolean(record.error),
    total,
    onAttempt: () => store.countRequest(),
    authFailureWhere: `at the ${endpoint.kind} endpoint ${endpoint.baseURL}`,
  });
  return { model, ...summary };
}

/** One-line summary of a finished run (what the CLI prints). */
export function describeSummary(summary: RunSummary): string {
  return `${summary.model}: ${summary.status} — ` + formatProgress({
    done: summary.sent,
    skipped: summary.skipped,
    total: summary.total,
    failed: summary.failed,
    tokens: summary.tokens,
    cost: summary.cost,
    elapsed: summary.elapsed_s,
  });
}
