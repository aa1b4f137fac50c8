/** `ab run`: send a suite's prompt views to a model (or a panel) and store one record per request. */
import { join } from "node:path";
import { findDataDirectories, loadPromptViews, promptViewFiles } from "../data/mod.ts";
import {
  createEndpoint,
  type DatasetInfo,
  datasetInfo,
  type Decoding,
  decodingFrom,
  describeSummary,
  type EndpointKind,
  endpointKindFor,
  type HistoryProtocol,
  modelSlug,
  panelModels,
  type ProtocolOptions,
  RecordStore,
  resolveModel,
  runBenchmark,
  type RunConfig,
  type RunnableView,
  sharedRateLimiter,
  terminalProgress,
  type ToolFormat,
} from "../infer/mod.ts";
import { parseResponse } from "../parse/mod.ts";
import { createSimFetch } from "../sim/mod.ts";
import { applySuffix, SUFFIX_NAMES } from "../suites/mod.ts";
import {
  type Command,
  type FlagSpec,
  intFlag,
  parseFlags,
  requiredFlag,
  UsageError,
} from "./command.ts";
import {
  ENDPOINT_FLAGS,
  ENDPOINT_FLAGS_HELP,
  endpointSettings,
  numberFlag,
  withInterrupt,
} from "./endpoint_flags.ts";

/** Flags shared by `ab run` and `ab batch export` (what determines the requests). */
export const REQUEST_FLAGS = {
  data: { type: "string" },
  suite: { type: "string" },
  model: { type: "string" },
  endpoint: { type: "string" },
  limit: { type: "string" },
  "history-protocol": { type: "string" },
  "tool-format": { type: "string" },
  suffix: { type: "string" },
  cot: { type: "boolean" },
  temperature: { type: "string" },
  "top-p": { type: "string" },
  seed: { type: "string" },
  repeats: { type: "string" },
  logprobs: { type: "string" },
  "max-tokens": { type: "string" },
} as const satisfies FlagSpec;

export const REQUEST_FLAGS_HELP =
  `  --data PATH               dataset directory or file (native, upstream or release), or a root
                            holding anchorbench_<suite>_core
  --suite NAME              suite of the views to run (external, history, icl, icl_dist, rag, tool,
                            external_uncertain)
  --limit N                 only the first N views
  --history-protocol P      chat (default: a real multi-turn chat) | transcript (published API
                            protocol: stage 2 as one quoted-transcript message, control_twostage
                            as one concatenated prompt)
  --tool-format F           auto (default: registry — native for Qwen/Llama, plaintext otherwise)
                            | native | plaintext
  --suffix NAME             append a prompt suffix (${SUFFIX_NAMES.join(", ")}); cot raises
                            max_tokens to 2048
  --cot                     max_tokens 2048 without a suffix (views that already contain the CoT text)
  --temperature T           default 0 (greedy)
  --top-p P                 sent only when given
  --seed N                  sent only when given; repeat r is sent with seed N + r
  --repeats R               requests per view (records carry seed_idx when temperature > 0)
  --logprobs K              request top-K token log-probabilities (recorded; {"status":
                            "unavailable"} when the endpoint returns none)
  --max-tokens N            default 512 (2048 with cot)`;

function optionalInt(value: unknown, name: string): number | undefined {
  return value === undefined ? undefined : intFlag(value, name);
}

type RequestFlagValues = { [K in keyof typeof REQUEST_FLAGS]?: string | boolean };

export interface RequestSettings {
  decoding: Decoding;
  repeats: number;
  limit: number | undefined;
  historyProtocol: HistoryProtocol;
  toolFormatOverride: ToolFormat | null;
  suffix: string | null;
}

export function requestSettings(values: RequestFlagValues): RequestSettings {
  const suffix = (values.suffix as string | undefined) ?? null;
  if (suffix !== null && !(SUFFIX_NAMES as readonly string[]).includes(suffix)) {
    throw new UsageError(`--suffix must be one of ${SUFFIX_NAMES.join(", ")}, got "${suffix}"`);
  }
  const history = (values["history-protocol"] as string | undefined) ?? "chat";
  if (history !== "chat" && history !== "transcript") {
    throw new UsageError(`--history-protocol must be chat or transcript, got "${history}"`);
  }
  const toolFormat = (values["tool-format"] as string | undefined) ?? "auto";
  if (!["auto", "native", "plaintext"].includes(toolFormat)) {
    throw new UsageError(`--tool-format must be auto, native or plaintext, got "${toolFormat}"`);
  }
  const repeats = intFlag(values.repeats, "repeats", 1);
  if (repeats < 1) throw new UsageError("--repeats must be at least 1");
  const limit = optionalInt(values.limit, "limit");
  if (limit !== undefined && limit < 1) throw new UsageError("--limit must be at least 1");
  const topLogprobs = optionalInt(values.logprobs, "logprobs");
  if (topLogprobs !== undefined && (topLogprobs < 0 || topLogprobs > 20)) {
    throw new UsageError("--logprobs must be between 0 and 20");
  }
  let decoding: Decoding;
  try {
    decoding = decodingFrom({
      temperature: numberFlag(values.temperature, "temperature"),
      top_p: numberFlag(values["top-p"], "top-p"),
      seed: optionalInt(values.seed, "seed"),
      max_tokens: optionalInt(values["max-tokens"], "max-tokens"),
      top_logprobs: topLogprobs,
      cot: values.cot === true || suffix === "cot",
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  return {
    decoding,
    repeats,
    limit,
    historyProtocol: history,
    toolFormatOverride: toolFormat === "auto" ? null : toolFormat as ToolFormat,
    suffix,
  };
}

export function protocolFor(model: string, settings: RequestSettings): ProtocolOptions {
  return {
    historyProtocol: settings.historyProtocol,
    toolFormat: settings.toolFormatOverride ?? resolveModel(model).tool_format,
  };
}

export function transformFor(
  settings: RequestSettings,
): ((view: RunnableView) => RunnableView) | undefined {
  const suffix = settings.suffix;
  if (suffix === null) return undefined;
  return (view) => ({ ...view, ...applySuffix(view, suffix) });
}

/** A path holding views, or `<root>/anchorbench_<suite>_core` (or `_<suite>`) below a root. */
export async function resolveDataPath(data: string, suite: string): Promise<string> {
  try {
    await promptViewFiles(data);
    return data;
  } catch (err) {
    let dirs;
    try {
      dirs = await findDataDirectories(data);
    } catch {
      throw err;
    }
    for (const name of [`anchorbench_${suite}_core`, `anchorbench_${suite}`]) {
      const found = dirs.find((d) => d.name === name);
      if (found) return found.dir;
    }
    throw new Error(
      `${data}: no prompt views here and no anchorbench_${suite}_core below it (${
        (err as Error).message
      })`,
    );
  }
}

export interface LoadedSuite {
  path: string;
  views: RunnableView[];
  dataset: DatasetInfo;
}

/** The views of one suite from a data path, with the dataset's checksums. */
export async function loadSuiteViews(data: string, suite: string): Promise<LoadedSuite> {
  const path = await resolveDataPath(data, suite);
  const all = await loadPromptViews(path);
  const views = all.filter((v) => v.suite === suite);
  if (views.length === 0) {
    const present = [...new Set(all.map((v) => v.suite))].join(", ") || "none";
    throw new Error(`${path}: no views of suite "${suite}" (suites present: ${present})`);
  }
  return { path, views, dataset: await datasetInfo(path) };
}

export function runConfigFor(
  model: string,
  endpoint: EndpointKind,
  suite: string,
  settings: RequestSettings,
  dataset: DatasetInfo | null,
  providerOrder?: string[],
): RunConfig {
  const config: RunConfig = {
    model,
    endpoint,
    suite,
    decoding: settings.decoding,
    repeats: settings.repeats,
    history_protocol: settings.historyProtocol,
    tool_format: protocolFor(model, settings).toolFormat,
    transform: settings.suffix,
    dataset: dataset?.fingerprint ?? null,
  };
  if (providerOrder && providerOrder.length > 0) config.provider_order = providerOrder;
  return config;
}

const HELP = `ab run — send a suite's prompt views to a model and store one record per request

usage: deno task ab run --data PATH --suite NAME (--model ID | --panel NAME) --out DIR [flags]

Rerunning the same command resumes: answered requests are skipped, failed ones retried.

${REQUEST_FLAGS_HELP}
  --model ID                model id (sim/rational, sim/anchoring, sim/paper/<short>, a Hugging Face
                            id served by vLLM, an OpenRouter slug)
  --panel NAME              every model of a registry panel (paper14, open10, api4, large5, locked4,
                            locked5, sampling2, sim-<panel>, sim-basic); records go to DIR/<model_slug>/
  --out DIR                 run directory (records.jsonl + manifest.json)
  --allow-mixed             add records to a run directory of a different configuration
${ENDPOINT_FLAGS_HELP}

Exit status: 0 all answered, 3 some requests failed after retries, 130 interrupted, 1 error
(e.g. authentication failed: the run stops), 2 usage error.
Keys come from OPENROUTER_API_KEY / OPENAI_API_KEY / VLLM_API_KEY and are never written anywhere.`;

export const runCommand: Command = {
  name: "run",
  summary: "run a suite against a model endpoint or the simulated panel (resumable)",
  help: HELP,
  async run(args) {
    const { values } = parseFlags(args, {
      ...REQUEST_FLAGS,
      ...ENDPOINT_FLAGS,
      panel: { type: "string" },
      out: { type: "string" },
      "allow-mixed": { type: "boolean" },
    });
    const data = requiredFlag(values.data, "data");
    const suite = requiredFlag(values.suite, "suite");
    const out = requiredFlag(values.out, "out");
    if (values.model && values.panel) throw new UsageError("give --model or --panel, not both");
    let models: string[];
    try {
      models = values.panel ? panelModels(values.panel) : [requiredFlag(values.model, "model")];
    } catch (err) {
      if (err instanceof UsageError) throw err;
      throw new UsageError((err as Error).message);
    }
    const settings = requestSettings(values);
    const target = endpointSettings(values);
    const baseURL = target.baseURL;

    const loaded = await loadSuiteViews(data, suite);
    let exit = 0;
    const notice = "ab run: interrupted — finishing the records in flight; rerun to resume";
    return await withInterrupt(notice, async (signal) => {
      for (const model of models) {
        const kind = endpointKindFor(model, target.kind, baseURL);
        const endpoint = createEndpoint({
          kind,
          baseURL,
          providerOrder: target.providerOrder,
          timeoutMs: target.timeoutMs,
          fetch: kind === "sim" && !baseURL ? createSimFetch() : undefined,
        });
        const dir = values.panel ? join(out, modelSlug(model)) : out;
        const store = await RecordStore.open(dir, {
          config: runConfigFor(model, kind, suite, settings, loaded.dataset, target.providerOrder),
          dataset: loaded.dataset,
          simulated: model.startsWith("sim/"),
          baseURL: endpoint.baseURL,
          allowMixed: values["allow-mixed"] === true,
        });
        const summary = await runBenchmark({
          endpoint,
          model,
          views: loaded.views,
          totalViews: loaded.views.length,
          store,
          parse: parseResponse,
          decoding: settings.decoding,
          repeats: settings.repeats,
          protocol: protocolFor(model, settings),
          transformView: transformFor(settings),
          concurrency: target.concurrency,
          rateLimiter: sharedRateLimiter(`${kind} ${endpoint.baseURL}`, target.rpm),
          retry: { maxAttempts: target.maxAttempts },
          limit: settings.limit,
          progress: terminalProgress({ quiet: target.quiet, label: model }),
          signal,
        });
        console.error(`${describeSummary(summary)} → ${join(dir, "records.jsonl")}`);
        if (summary.failed > 0) {
          console.error(
            `  ${summary.failed} request(s) failed after retries (recorded with "error"); rerun the same command to retry them`,
          );
          exit = 3;
        }
        if (summary.status === "interrupted") return 130;
      }
      return exit;
    });
  },
};
