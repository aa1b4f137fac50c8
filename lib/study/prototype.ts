/**
 * Prototyping a new condition without writing a dataset: prompt views (e.g. from lib/suites
 * `customConditionViews` plus the core conditions) are run in process on the simulated panel,
 * through the same runner, store and parser as `ab run`, and scored with the standard metrics.
 */
import { join } from "node:path";
import type { ResultRecord } from "../data/records.ts";
import type { ItemSpec } from "../items/types.ts";
import {
  createEndpoint,
  decodingFrom,
  isSimulatedModel,
  modelSlug,
  readRunRecords,
  resolveModel,
  type RunnableView,
  type RunSummary,
  runViewsInDir,
} from "../infer/mod.ts";
import {
  anchoredResponses,
  extendedMetrics,
  indexParsed,
  itemPairedDifferences,
  type RunEntry,
} from "../metrics/mod.ts";
import { createSimFetch } from "../sim/mod.ts";
import type { PromptView } from "../suites/types.ts";

/**
 * Views with the item fields a record carries (difficulty, golds, designed offset), joined on
 * item_id; what `loadPromptViews` adds when it reads a dataset directory.
 */
export function runnableViews(
  views: readonly PromptView[],
  items: readonly ItemSpec[],
): RunnableView[] {
  const byId = new Map(items.map((it) => [it.item_id, it]));
  return views.map((v) => {
    const item = byId.get(v.item_id);
    if (!item) throw new Error(`view ${v.item_id}/${v.condition}: no item with that id was given`);
    return {
      ...v,
      difficulty: item.difficulty,
      y_star_evidence: item.y_star_evidence,
      y_star_theta: item.y_star_theta,
      offset: item.anchors.offset ?? null,
    };
  });
}

export interface SimRun {
  model: string;
  /** The run directory (records.jsonl + manifest.json), `<dir>/<model slug>`. */
  dir: string;
  records: ResultRecord[];
  summary: RunSummary;
}

export interface SimRunOptions {
  /** Label of the views' suite in the run configuration (default: the first view's suite). */
  suite?: string;
  /** Parallel requests (default 16). */
  concurrency?: number;
}

/**
 * Runs the views on each simulated model (ids `sim/...`) with the in-process simulator, greedy
 * decoding, one store per model under `dir`. Rerunning on the same directory resumes (answered
 * requests are skipped). Returns every model's records.
 */
export async function runViewsOnSim(
  views: readonly RunnableView[],
  models: readonly string[],
  dir: string,
  opts: SimRunOptions = {},
): Promise<SimRun[]> {
  if (views.length === 0) throw new Error("runViewsOnSim: no views to run");
  const notSim = models.filter((m) => !isSimulatedModel(m));
  if (notSim.length) {
    throw new Error(
      `runViewsOnSim runs the simulated panel only (ids starting with sim/); got ${
        notSim.join(", ")
      }`,
    );
  }
  const endpoint = createEndpoint({ kind: "sim", fetch: createSimFetch() });
  const decoding = decodingFrom({});
  const suite = opts.suite ?? views[0].suite;
  const runs: SimRun[] = [];
  for (const model of models) {
    const toolFormat = resolveModel(model).tool_format;
    const runDir = join(dir, modelSlug(model));
    const summary = await runViewsInDir(runDir, {
      endpoint,
      model,
      views,
      suite,
      decoding,
      toolFormat,
      concurrency: opts.concurrency,
      simulated: true,
    });
    runs.push({ model, dir: runDir, records: await readRunRecords(runDir), summary });
  }
  return runs;
}

/**
 * Records of one run with a custom condition scored in the plausible slot: `${name}_low/_high`
 * become `plausible_low/_high` and the run's own plausible records are set aside, so the standard
 * metrics (UAI, TAR, Disc∆ against the irrelevant anchors, its CI and Wilcoxon p) describe it.
 */
export function asPlausibleSlot(records: readonly ResultRecord[], name: string): ResultRecord[] {
  const custom = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}_(low|high)$`);
  if (!records.some((r) => custom.test(r.condition))) {
    throw new Error(`no records of condition ${name}_low or ${name}_high`);
  }
  return records
    .filter((r) => r.condition !== "plausible_low" && r.condition !== "plausible_high")
    .map((r) => {
      const m = custom.exec(r.condition);
      return m ? { ...r, condition: `plausible_${m[1]}` } : r;
    });
}

export interface CustomConditionMetrics {
  model: string;
  /** The run as it is: control, irrelevant and plausible (§F.2 entry). */
  core: RunEntry;
  /** The run with the custom condition in the plausible slot. */
  custom: RunEntry;
}

/** The standard metrics of the core conditions and of the custom condition, per model. */
export function customConditionMetrics(
  runs: readonly Pick<SimRun, "model" | "records">[],
  name: string,
  opts: { B?: number; seed?: number } = {},
): CustomConditionMetrics[] {
  return runs.map((run) => ({
    model: run.model,
    core: extendedMetrics(run.records, opts),
    custom: extendedMetrics(asPlausibleSlot(run.records, name), opts),
  }));
}

/**
 * Item-paired UAI differences (custom − irrelevant, same item and direction, both surviving ε),
 * pooled over runs: the pilot data for a power calculation (lib/metrics `itemsForDiscDelta`).
 */
export function customPairedDifferences(
  runs: readonly Pick<SimRun, "records">[],
  name: string,
  epsilon = 3,
): number[] {
  return runs.flatMap((run) => {
    const records = asPlausibleSlot(run.records, name);
    const responses = anchoredResponses(indexParsed(records), {
      baseline: "control",
      epsilon,
      scope: "core",
    });
    return itemPairedDifferences(responses);
  });
}
