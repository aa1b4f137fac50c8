/** Step 2 of the main job: every plan entry's panel on its dataset files, through the runner and store. */
import { join } from "node:path";
import { loadPromptViews } from "../data/mod.ts";
import {
  createEndpoint,
  datasetInfo,
  decodingFrom,
  type Endpoint,
  endpointKindFor,
  modelSlug,
  RecordStore,
  resolveModel,
  runBenchmark,
  type RunConfig,
  sharedRateLimiter,
  terminalProgress,
} from "../infer/mod.ts";
import { parseResponse } from "../parse/mod.ts";
import { createSimFetch } from "../sim/mod.ts";
import { PAPER_PLAN, runStoreDir, type StudyRun } from "../study/mod.ts";
import type { ReproOptions } from "./options.ts";
import { keepItem, modelsFor } from "./select.ts";

export interface RunStepResult {
  /** Plan units (entry × file × model) completed. */
  units: number;
  requests: number;
  skipped: number;
  failed: number;
  missingFiles: string[];
  seconds: number;
}

export function planFor(opts: Pick<ReproOptions, "studies">): StudyRun[] {
  const wanted = opts.studies ? new Set(opts.studies) : null;
  return PAPER_PLAN.filter((r) => !wanted || wanted.has(r.study));
}

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch {
    return false;
  }
}

function endpointFor(model: string, opts: ReproOptions, cache: Map<string, Endpoint>): Endpoint {
  const kind = endpointKindFor(
    model,
    opts.endpoint === "sim" && !model.startsWith("sim/") ? undefined : opts.endpoint,
    opts.baseURL,
  );
  const key = `${kind} ${opts.baseURL ?? ""}`;
  let endpoint = cache.get(key);
  if (!endpoint) {
    endpoint = createEndpoint({
      kind,
      baseURL: opts.baseURL,
      fetch: kind === "sim" && !opts.baseURL ? createSimFetch() : undefined,
    });
    cache.set(key, endpoint);
  }
  return endpoint;
}

export async function runStep(
  studyDir: string,
  dataRoot: string,
  opts: ReproOptions,
  log: (line: string) => void,
): Promise<RunStepResult> {
  const started = performance.now();
  const result: RunStepResult = {
    units: 0,
    requests: 0,
    skipped: 0,
    failed: 0,
    missingFiles: [],
    seconds: 0,
  };
  const endpoints = new Map<string, Endpoint>();
  for (const run of planFor(opts)) {
    for (const file of run.files) {
      const path = join(dataRoot, run.dataset, file);
      if (!await exists(path)) {
        result.missingFiles.push(path);
        log(`  skip ${run.study}: ${path} not found`);
        continue;
      }
      const views = (await loadPromptViews(path)).filter((v) =>
        keepItem(v.item_id, opts.itemsPerCell)
      );
      const dataset = await datasetInfo(join(dataRoot, run.dataset));
      const decoding = decodingFrom({
        temperature: run.options?.temperature,
        top_p: run.options?.topP,
        seed: run.options?.temperature ? opts.seed : undefined,
        max_tokens: run.options?.maxTokens,
      });
      const repeats = run.options?.repeats ?? 1;
      for (const model of modelsFor(run.panel, opts)) {
        const endpoint = endpointFor(model, opts, endpoints);
        const toolFormat = run.options?.toolFormat ?? resolveModel(model).tool_format;
        const config: RunConfig = {
          model,
          endpoint: endpoint.kind,
          suite: views[0]?.suite ?? run.dataset,
          decoding,
          repeats,
          history_protocol: "chat",
          tool_format: toolFormat,
          transform: null,
          dataset: dataset.fingerprint,
        };
        const dir = runStoreDir(studyDir, run, file, modelSlug(model));
        const store = await RecordStore.open(dir, {
          config,
          dataset,
          simulated: model.startsWith("sim/"),
          baseURL: endpoint.baseURL,
          notice: log,
        });
        const summary = await runBenchmark({
          endpoint,
          model,
          views,
          totalViews: views.length,
          store,
          parse: parseResponse,
          decoding,
          repeats,
          protocol: { historyProtocol: "chat", toolFormat },
          concurrency: opts.concurrency,
          rateLimiter: sharedRateLimiter(`${endpoint.kind} ${endpoint.baseURL}`, opts.rpm),
          progress: terminalProgress({ quiet: opts.quiet, label: `${run.study} ${model}` }),
        });
        result.units++;
        result.requests += summary.sent;
        result.skipped += summary.skipped;
        result.failed += summary.failed;
      }
      log(`  ${run.study}: ${run.dataset}/${file} × ${run.panel} (${views.length} views)`);
    }
  }
  result.seconds = (performance.now() - started) / 1000;
  return result;
}
