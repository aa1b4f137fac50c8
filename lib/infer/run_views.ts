/**
 * Running a list of views into a run directory with the plain configuration (chat History, no
 * prompt transform, no dataset checksums, answers read by the standard parser, store notices
 * dropped): what benchmarks, prototypes and tests need when they do not go through `ab run`.
 */
import { parseResponse } from "../parse/mod.ts";
import type { Decoding, Endpoint } from "./endpoints.ts";
import type { ProgressSink } from "./progress.ts";
import type { RunnableView } from "./protocols.ts";
import { isSimulatedModel, type ToolFormat } from "./registry.ts";
import { runBenchmark, type RunSummary } from "./runner.ts";
import { RecordStore } from "./store.ts";

export interface RunViewsOptions {
  endpoint: Endpoint;
  model: string;
  views: readonly RunnableView[];
  /** The suite recorded in the manifest's configuration. */
  suite: string;
  decoding: Decoding;
  toolFormat: ToolFormat;
  /** Requests per view (default 1). */
  repeats?: number;
  concurrency?: number;
  progress?: ProgressSink;
  /** Labelled simulated (default: model id starts with `sim/`). */
  simulated?: boolean;
}

/** Opens (or resumes) the run directory `dir` and runs every view not answered there yet. */
export async function runViewsInDir(dir: string, options: RunViewsOptions): Promise<RunSummary> {
  const { endpoint, model, decoding, toolFormat } = options;
  const repeats = options.repeats ?? 1;
  const simulated = options.simulated ?? isSimulatedModel(model);
  const store = await RecordStore.open(dir, {
    config: {
      model,
      endpoint: endpoint.kind,
      suite: options.suite,
      decoding,
      repeats,
      history_protocol: "chat",
      tool_format: toolFormat,
      transform: null,
      dataset: null,
    },
    simulated,
    baseURL: endpoint.baseURL,
    notice: () => {},
  });
  return await runBenchmark({
    endpoint,
    model,
    views: options.views,
    store,
    parse: parseResponse,
    decoding,
    repeats,
    protocol: { historyProtocol: "chat", toolFormat },
    concurrency: options.concurrency,
    progress: options.progress,
    simulated,
  });
}
