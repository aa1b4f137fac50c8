/**
 * Composes every generated dataset directory from the item stage and the suite renderers.
 * Items of each suite are generated once per build (one seeded stream per suite) and shared by the
 * datasets that derive from them (External → uncertain, d1, probes; RAG → p2, intensity, probes…).
 */
import { generateSuiteItems } from "../items/generate.ts";
import { DEFAULT_USER_SEED } from "../items/rng.ts";
import type { ItemSpec, ItemSuite } from "../items/types.ts";
import { CORE_CONDITIONS } from "./conditions.ts";
import { externalCoreDataset, externalDatasets } from "./external.ts";
import { HISTORY_CONDITIONS, historyDatasets, renderHistoryView } from "./history.ts";
import { iclDatasets } from "./icl.ts";
import { iclDistDatasets } from "./icl_dist.ts";
import { externalPilotDatasets, historyPilotDatasets } from "./pilots.ts";
import {
  COT_SUFFIXES,
  MITIGATION_SUFFIXES,
  suffixProbeDataset,
  TASK_SPEC_SUFFIXES,
} from "./probes.ts";
import { ragDatasets } from "./rag.ts";
import { toolDatasets } from "./tool.ts";
import { uncertainDatasets } from "./uncertain.ts";
import type { Dataset, PromptView } from "./types.ts";

export interface BuildOptions {
  /** The user's seed; 42 reproduces the benchmark's per-suite seeds (see items `suiteSeed`). */
  seed?: number;
  /**
   * Keep only datasets whose directory name (with or without the `anchorbench_` prefix) or suite
   * (`external`, `history`, `icl`, `icl_dist`, `rag`, `tool`, `external_uncertain`) is listed.
   */
  suites?: string[];
}

class BuildContext {
  #items = new Map<string, ItemSpec[]>();
  #groups = new Map<string, Dataset[]>();
  constructor(readonly seed: number) {}

  items(suite: ItemSuite): ItemSpec[] {
    let xs = this.#items.get(suite);
    if (!xs) {
      xs = generateSuiteItems(suite, { seed: this.seed });
      this.#items.set(suite, xs);
    }
    return xs;
  }

  group(id: string): Dataset[] {
    let ds = this.#groups.get(id);
    if (!ds) {
      ds = GROUPS_BY_ID.get(id)!.build(this);
      this.#groups.set(id, ds);
    }
    return ds;
  }

  /** The core view file of a suite's core directory (e.g. RAG's promptviews_core.jsonl). */
  coreViews(groupId: string, datasetName: string): PromptView[] {
    const ds = this.group(groupId).find((d) => d.name === datasetName);
    const views = ds?.files["promptviews_core.jsonl"];
    if (!views) throw new Error(`build: ${datasetName} has no promptviews_core.jsonl`);
    return views;
  }
}

interface Group {
  id: string;
  /** Suite of the views this group's datasets hold (used to skip groups a filter excludes). */
  suite: string;
  build(ctx: BuildContext): Dataset[];
}

const GROUPS: Group[] = [
  { id: "external", suite: "external", build: (c) => externalDatasets(c.items("external")) },
  { id: "history", suite: "history", build: (c) => historyDatasets(c.items("history")) },
  { id: "icl", suite: "icl", build: (c) => iclDatasets(c.items("icl")) },
  { id: "icl_dist", suite: "icl_dist", build: (c) => iclDistDatasets(c.items("icl_dist")) },
  { id: "rag", suite: "rag", build: (c) => ragDatasets(c.items("rag")) },
  { id: "tool", suite: "tool", build: (c) => toolDatasets(c.items("tool")) },
  {
    id: "external_uncertain",
    suite: "external_uncertain",
    build: (c) => uncertainDatasets(c.items("external")),
  },
  {
    id: "external_weighted_mean",
    suite: "external",
    build: (c) => [
      externalCoreDataset(
        generateSuiteItems("external", { seed: c.seed, scoring: "weighted_mean" }),
        { name: "anchorbench_external_weighted_mean_core" },
        false,
      ),
    ],
  },
  { id: "pilots_external", suite: "external", build: (c) => externalPilotDatasets(c.seed) },
  { id: "pilots_history", suite: "history", build: (c) => historyPilotDatasets(c.seed) },
  {
    id: "probes_external",
    suite: "external",
    build: (c) => {
      const items = c.items("external");
      const baseViews = c.coreViews("external", "anchorbench_external_core");
      const common = { suite: "external", items, baseViews, coreConditions: CORE_CONDITIONS };
      return [
        suffixProbeDataset({
          ...common,
          name: "anchorbench_external_taskspec",
          suffixes: TASK_SPEC_SUFFIXES,
        }),
        suffixProbeDataset({
          ...common,
          name: "anchorbench_external_mitigation",
          suffixes: MITIGATION_SUFFIXES,
        }),
        suffixProbeDataset({ ...common, name: "anchorbench_external_cot", suffixes: COT_SUFFIXES }),
      ];
    },
  },
  {
    id: "probes_rag",
    suite: "rag",
    build: (c) => {
      const items = c.items("rag");
      const baseViews = c.coreViews("rag", "anchorbench_rag_core");
      const common = { suite: "rag", items, baseViews, coreConditions: CORE_CONDITIONS };
      return [
        suffixProbeDataset({
          ...common,
          name: "anchorbench_rag_mitigation",
          suffixes: MITIGATION_SUFFIXES,
        }),
        suffixProbeDataset({ ...common, name: "anchorbench_rag_cot", suffixes: COT_SUFFIXES }),
      ];
    },
  },
  {
    id: "probes_history",
    suite: "history",
    build: (c) => {
      const items = c.items("history");
      const baseViews = items.flatMap((item) =>
        HISTORY_CONDITIONS.map((condition) => renderHistoryView(item, condition))
      );
      return [suffixProbeDataset({
        name: "anchorbench_history_cot",
        suite: "history",
        items,
        baseViews,
        suffixes: COT_SUFFIXES,
        coreConditions: HISTORY_CONDITIONS,
      })];
    },
  },
];

const GROUPS_BY_ID = new Map(GROUPS.map((g) => [g.id, g]));

const PREFIX = "anchorbench_";

function stripPrefix(token: string): string {
  return token.startsWith(PREFIX) ? token.slice(PREFIX.length) : token;
}

function datasetMatches(ds: Dataset, token: string): boolean {
  return ds.suite === token || stripPrefix(ds.name) === stripPrefix(token);
}

/** Whether a group could hold a dataset the token selects (its suite is the token or a prefix of it). */
function groupMayMatch(group: Group, token: string): boolean {
  const t = stripPrefix(token);
  return t === group.suite || t.startsWith(`${group.suite}_`);
}

/**
 * Every dataset directory of the benchmark for one seed, in a fixed order (core suites with their
 * probes, then external_uncertain, the weighted-mean split, domain pilots and suffix probes).
 * Throws when a `suites` entry selects nothing.
 */
export function buildDatasets(opts: BuildOptions = {}): Dataset[] {
  const benchmarkSeed = opts.seed ?? DEFAULT_USER_SEED;
  const ctx = new BuildContext(benchmarkSeed);
  const withSeed = (ds: Dataset): Dataset => ({ ...ds, benchmark_seed: benchmarkSeed });
  const tokens = opts.suites;
  if (!tokens || tokens.length === 0) return GROUPS.flatMap((g) => ctx.group(g.id)).map(withSeed);
  const selected: Dataset[] = [];
  for (const group of GROUPS) {
    if (!tokens.some((t) => groupMayMatch(group, t))) continue;
    for (const ds of ctx.group(group.id)) {
      if (tokens.some((t) => datasetMatches(ds, t))) selected.push(withSeed(ds));
    }
  }
  for (const t of tokens) {
    if (!selected.some((ds) => datasetMatches(ds, t))) {
      throw new Error(
        `no dataset or suite named "${t}"; use a suite (${
          [...new Set(GROUPS.map((g) => g.suite))].join(", ")
        }) or a directory name such as anchorbench_external_core`,
      );
    }
  }
  return selected;
}
