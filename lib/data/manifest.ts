/**
 * manifest.json of a generated dataset directory: the fields of SPEC §C.3 (same order), then what
 * AnchorLab adds: the dataset name, the generator, and the SHA-256 of every data file.
 *
 * The timestamp is deterministic so that the same seed gives byte-identical trees: it is taken from
 * the SOURCE_DATE_EPOCH environment variable (seconds since 1970, the reproducible-builds
 * convention) when set, else it is the fixed GENERATOR_EPOCH. It records a release epoch, not the
 * wall-clock time of the run (the CLI prints that).
 */
import config from "../../deno.json" with { type: "json" };
import type { Dataset } from "../suites/types.ts";

export const GENERATOR = "anchorlab";
export const GENERATOR_VERSION: string = config.version;
export const GENERATOR_EPOCH = "2026-01-01T00:00:00Z";
export const MANIFEST_FILE = "manifest.json";

export interface ManifestCounts {
  itemspecs: number;
  /** Views over all prompt-view files (a `promptviews.jsonl` union file is not counted twice). */
  promptviews: number;
  promptviews_core: number;
  promptviews_ablation: number;
  suites: string[];
  domains: string[];
  difficulties: string[];
  /** promptviews ÷ distinct items with views (an integer for complete datasets). */
  conditions_per_item: number;
  core_conditions: string[];
  ablation_conditions: string[];
  corpus_docs?: number;
  /** Rows per written file. */
  rows: Record<string, number>;
}

export interface Manifest {
  version: string | null;
  suite: string;
  generator_version: string;
  seed: number;
  /** The user's `--seed` (per-suite seeds derive from it). */
  benchmark_seed?: number;
  size: string;
  scoring_function: string;
  llm_enhanced: false;
  llm_calls_made: 0;
  timestamp: string;
  counts: ManifestCounts;
  /** Role → file name relative to the dataset directory. */
  files: Record<string, string>;
  validation_passed: boolean;
  name: string;
  generator: string;
  /** File name → SHA-256 (hex) of every data file listed in `files`. */
  sha256: Record<string, string>;
}

/** "YYYY-MM-DDTHH:MM:SSZ" for a Date. */
export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** SOURCE_DATE_EPOCH if set (and readable), else GENERATOR_EPOCH. */
export function deterministicTimestamp(): string {
  let epoch: string | undefined;
  try {
    epoch = Deno.env.get("SOURCE_DATE_EPOCH");
  } catch {
    epoch = undefined; // no --allow-env: fall back to the fixed epoch
  }
  if (epoch === undefined || epoch === "") return GENERATOR_EPOCH;
  if (!/^\d+$/.test(epoch)) {
    throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970, got "${epoch}"`);
  }
  return isoSeconds(new Date(Number(epoch) * 1000));
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** Role of a file in `files`: its name without `.jsonl` (corpus → "corpus"). */
export function fileRole(fileName: string): string {
  if (fileName === CORPUS_FILE) return "corpus";
  return fileName.replace(/\.jsonl$/, "");
}

export const CORPUS_FILE = "anchorbench_corpus.jsonl";

/**
 * View files that count: all of them, except an original-style `promptviews.jsonl` union file when
 * the parts it unites are present too.
 */
function countedViewFiles(dataset: Dataset): string[] {
  const names = Object.keys(dataset.files);
  return names.length > 1 ? names.filter((n) => n !== "promptviews.jsonl") : names;
}

export function manifestCounts(dataset: Dataset): ManifestCounts {
  const items = new Set<string>();
  let total = 0;
  let core = 0;
  let ablation = 0;
  const coreSet = new Set(dataset.core_conditions);
  const ablationSet = new Set(dataset.ablation_conditions);
  const rows: Record<string, number> = { "itemspecs.jsonl": dataset.itemspecs.length };
  const viewSuites = new Set<string>();
  for (const [fileName, views] of Object.entries(dataset.files)) rows[fileName] = views.length;
  for (const fileName of countedViewFiles(dataset)) {
    for (const v of dataset.files[fileName]) {
      total++;
      items.add(v.item_id);
      viewSuites.add(v.suite);
      if (coreSet.has(v.condition)) core++;
      if (ablationSet.has(v.condition)) ablation++;
    }
  }
  if (dataset.corpus) rows[CORPUS_FILE] = dataset.corpus.length;
  const perItem = items.size === 0 ? 0 : total / items.size;
  const counts: ManifestCounts = {
    itemspecs: dataset.itemspecs.length,
    promptviews: total,
    promptviews_core: core,
    promptviews_ablation: ablation,
    suites: sorted(viewSuites.size > 0 ? viewSuites : [dataset.suite]),
    domains: sorted(dataset.itemspecs.map((s) => s.domain)),
    difficulties: sorted(dataset.itemspecs.map((s) => s.difficulty)),
    conditions_per_item: Number.isInteger(perItem) ? perItem : Math.round(perItem * 100) / 100,
    core_conditions: sorted(dataset.core_conditions),
    ablation_conditions: sorted(dataset.ablation_conditions),
    rows,
  };
  if (dataset.corpus) counts.corpus_docs = dataset.corpus.length;
  return counts;
}

export function buildManifest(
  dataset: Dataset,
  fileHashes: Record<string, string>,
  timestamp: string,
): Manifest {
  const files: Record<string, string> = {};
  const sha256: Record<string, string> = {};
  for (const name of Object.keys(fileHashes)) {
    files[fileRole(name)] = name;
    sha256[name] = fileHashes[name];
  }
  return {
    version: dataset.itemspecs[0]?.render_version ?? null,
    suite: dataset.suite,
    generator_version: GENERATOR_VERSION,
    seed: dataset.seed,
    ...(dataset.benchmark_seed !== undefined ? { benchmark_seed: dataset.benchmark_seed } : {}),
    size: dataset.size,
    scoring_function: dataset.scoring_function,
    llm_enhanced: false,
    llm_calls_made: 0,
    timestamp,
    counts: manifestCounts(dataset),
    files,
    validation_passed: true,
    name: dataset.name,
    generator: GENERATOR,
    sha256,
  };
}

/** 2-space indented JSON with a final newline (as the original). */
export function formatManifest(manifest: unknown): string {
  return JSON.stringify(manifest, null, 2) + "\n";
}
