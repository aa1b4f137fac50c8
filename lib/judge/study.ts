/**
 * Running a whole judge study into a run directory: endpoints per model (in-process simulator for
 * `sim/` ids without a base URL, else an OpenAI-compatible endpoint), the planned requests, the
 * store and the runner. Rerunning with the same settings resumes.
 */
import {
  createEndpoint,
  type Endpoint,
  type EndpointKind,
  endpointKindFor,
  type ProgressSink,
  sharedRateLimiter,
} from "../infer/mod.ts";
import { findJudgeModel } from "./models.ts";
import {
  countJudgeRequests,
  type JudgeStudySettings,
  MITIGATIONS,
  planJudgeStudy,
} from "./plan.ts";
import { type JudgeRunSummary, runJudge } from "./run.ts";
import { JudgeStore } from "./store.ts";
import type { JudgeTask } from "./types.ts";

export interface JudgeEndpointOptions {
  /** sim | vllm | openrouter | openai (default: sim for sim/ ids, vllm with a base URL). */
  kind?: string;
  baseURL?: string;
  apiKey?: string;
  providerOrder?: string[];
  timeoutMs?: number;
  /** fetch of the in-process simulator (lib/sim createSimFetch), for sim/ ids without a base URL. */
  simFetch?: typeof fetch;
}

export interface JudgeStudyRunOptions {
  out: string;
  endpoint: JudgeEndpointOptions;
  concurrency?: number;
  /** Requests per minute per endpoint (default unlimited). */
  rpm?: number;
  maxAttempts?: number;
  progress?: ProgressSink;
  signal?: AbortSignal;
  notice?: (message: string) => void;
  /** Where the tasks came from (recorded in the manifest). */
  tasksSource?: string;
}

/** A JSON description of the settings for the run manifest. */
export function describeSettings(settings: JudgeStudySettings, tasksSource = "built-in") {
  return {
    tasks: { source: tasksSource, ids: settings.tasks.map((t) => t.task_id) },
    calls: settings.calls,
    temperatures: [...settings.temperatures],
    seed: settings.seed,
    mitigation: settings.mitigation,
    send_seed: settings.sendSeed,
    probe: settings.probe,
    mitigation_study: settings.mitigationStudy,
    categorical: settings.categorical
      ? {
        model: settings.categorical.model,
        source: settings.categorical.source,
        items: settings.categorical.items.length,
        classes: settings.categorical.classes,
        calls: settings.categorical.calls,
        strategies: settings.categorical.strategies,
      }
      : null,
  };
}

/** Endpoint per model, one client per endpoint kind. */
export function judgeEndpoints(options: JudgeEndpointOptions): (model: string) => Endpoint {
  const cache = new Map<EndpointKind, Endpoint>();
  return (model) => {
    const kind = endpointKindFor(model, options.kind, options.baseURL);
    let endpoint = cache.get(kind);
    if (!endpoint) {
      endpoint = createEndpoint({
        kind,
        baseURL: options.baseURL,
        apiKey: options.apiKey,
        providerOrder: options.providerOrder,
        timeoutMs: options.timeoutMs,
        fetch: kind === "sim" && !options.baseURL ? options.simFetch : undefined,
      });
      cache.set(kind, endpoint);
    }
    return endpoint;
  };
}

/** Every model the study calls (main grid, probes, categorical), first appearance first. */
export function studyModels(settings: JudgeStudySettings): string[] {
  return [
    ...new Set([
      ...settings.models,
      ...(settings.probe?.models ?? []),
      ...(settings.mitigationStudy ? [settings.mitigationStudy.model] : []),
      ...(settings.categorical ? [settings.categorical.model] : []),
    ]),
  ];
}

export async function runJudgeStudy(
  settings: JudgeStudySettings,
  options: JudgeStudyRunOptions,
): Promise<JudgeRunSummary> {
  const endpointFor = judgeEndpoints(options.endpoint);
  const models = studyModels(settings);
  // Resolve every endpoint up front so a missing key or base URL fails before any request.
  const endpoints = models.map(endpointFor);
  const store = await JudgeStore.open(options.out, {
    settings: describeSettings(settings, options.tasksSource),
    models,
    simulated: models.some((m) => m.startsWith("sim/")),
    baseURL: [...new Set(endpoints.map((e) => e.baseURL))].join(", "),
    notice: options.notice,
  });
  const limiterKey = `${options.endpoint.kind ?? "auto"} ${options.endpoint.baseURL ?? ""}`;
  return await runJudge({
    endpointFor,
    requests: planJudgeStudy(settings),
    total: countJudgeRequests(settings),
    store,
    concurrency: options.concurrency,
    rateLimiter: sharedRateLimiter(limiterKey, options.rpm),
    retry: options.maxAttempts ? { maxAttempts: options.maxAttempts } : undefined,
    progress: options.progress,
    signal: options.signal,
  });
}

/** The study's choices for the probes, made from what is in the run (see plan.ts). */
export function defaultProbeSettings(
  models: string[],
  tasks: JudgeTask[],
  calls: number,
): JudgeStudySettings["probe"] {
  // The study probed GPT-4.1 and the three Llama models on one creative-writing task.
  const chosen = ["GPT-4.1", "Llama-3.2-3B", "Llama-3.1-8B", "Llama-3.3-70B"]
    .map((s) => findJudgeModel(models, s)).filter((m): m is string => m !== null);
  const creative = tasks.filter((t) => /creative/i.test(t.category));
  const task = creative[creative.length - 1] ?? tasks[0];
  return { models: chosen.length ? chosen : [models[0]], task_id: task.task_id, calls };
}

export function defaultMitigationSettings(
  models: string[],
  tasks: JudgeTask[],
  calls: number,
): JudgeStudySettings["mitigationStudy"] {
  // The study used GPT-4.1 on its first summarization task.
  const model = findJudgeModel(models, "GPT-4.1") ?? models[0];
  const task = tasks.find((t) => /summar/i.test(t.category)) ?? tasks[0];
  return { model, task_id: task.task_id, calls, strategies: [...MITIGATIONS] };
}
