/**
 * The published side of every table: the result files under data/paper/ (see its PROVENANCE.md),
 * read once into one value that the `publishedTableN` functions take apart.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type CsvRow, parseCsv } from "./csv.ts";
import type { SummaryEntry } from "./types.ts";

/** Large-panel cell as stored in large_panel.json (Acc10 as a fraction). */
export interface LargePanelCell {
  acc10: number | null;
  uai_irr: number | null;
  uai_pls: number | null;
  mae: number | null;
}

export interface PublishedData {
  /** The 70 entries of full_benchmark + api_benchmark unified_all_suites.json (open-weight first). */
  unified: SummaryEntry[];
  /** CSV rows by path relative to data/paper/ (e.g. "results/rebuttal/spectrum/spectrum.csv"). */
  csv: Record<string, CsvRow[]>;
  /** Model label (as stored) → record suite → cell. */
  largePanel: Record<string, Record<string, LargePanelCell>>;
  /** Where the files were read from. */
  root: string;
}

/** CSV files the tables read (paths relative to data/paper/). */
export const PUBLISHED_CSV = {
  bayesianBound: "results/rebuttal/bayesian_bound/bayesian_bound.csv",
  caseStudies: "results/rebuttal/case_studies/case_studies.csv",
  cohensD: "results/rebuttal/cohens_d/cohens_d.csv",
  cotExtended: "results/rebuttal/cot_reasoning_extended/pairs.csv",
  otherDomains: "results/rebuttal/extension_pilot/extension_comparison.csv",
  medical: "results/rebuttal/medical/medical_comparison.csv",
  intensity: "results/rebuttal/intensity/intensity.csv",
  intensityPathway: "results/rebuttal/intensity_pathway/intensity_pathway.csv",
  ragRealism: "results/rebuttal/rag_realism/rag_realism.csv",
  toolRealism: "results/rebuttal/tool_realism/tool_realism.csv",
  /** The revision the paper printed (Tables 2/23); the main folder holds an older one. */
  uncertain: "alt-revision-e07d5a1/results/rebuttal/uncertain/uncertain.csv",
  uncertainOlder: "results/rebuttal/uncertain/uncertain.csv",
  spectrum: "results/rebuttal/spectrum/spectrum.csv",
  taskSpec: "results/rebuttal/task_spec/task_spec.csv",
  weightedMean: "results/rebuttal/weighted_mean/wmean_comparison.csv",
  goldShift: "results/revision/gold_shift_decomposition/gold_shift_aggregated.csv",
  sampling: "results/revision/sampling_robustness/sampling_robustness_summary.csv",
} as const;

export const UNIFIED_FILES = [
  "results/full_benchmark/unified_all_suites.json",
  "results/api_benchmark/unified_all_suites.json",
];
export const LARGE_PANEL_FILE = "results/rebuttal/large_panel/large_panel.json";

/** data/paper/ of this checkout. */
export function defaultPaperDataDir(): string {
  return fileURLToPath(new URL("../../../data/paper/", import.meta.url));
}

async function readJson(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await Deno.readTextFile(path);
  } catch (err) {
    throw new Error(`${path}: cannot read published file (${(err as Error).message})`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new Error(`${path}: invalid JSON (${(err as Error).message})`);
  }
}

const cache = new Map<string, Promise<PublishedData>>();

/** Reads every published file under `root` (default data/paper/); repeated calls share one read. */
export function loadPublished(root: string = defaultPaperDataDir()): Promise<PublishedData> {
  let pending = cache.get(root);
  if (!pending) {
    pending = readPublished(root);
    cache.set(root, pending);
    pending.catch(() => cache.delete(root));
  }
  return pending;
}

async function readPublished(root: string): Promise<PublishedData> {
  const unified: SummaryEntry[] = [];
  for (const file of UNIFIED_FILES) {
    const path = join(root, file);
    const data = await readJson(path);
    if (!Array.isArray(data)) throw new Error(`${path}: expected a JSON array of entries`);
    unified.push(...(data as SummaryEntry[]));
  }
  const csv: Record<string, CsvRow[]> = {};
  for (const file of Object.values(PUBLISHED_CSV)) {
    const path = join(root, file);
    let text: string;
    try {
      text = await Deno.readTextFile(path);
    } catch (err) {
      throw new Error(`${path}: cannot read published file (${(err as Error).message})`);
    }
    csv[file] = parseCsv(text, path);
  }
  const largePath = join(root, LARGE_PANEL_FILE);
  const largePanel = await readJson(largePath);
  if (largePanel === null || typeof largePanel !== "object" || Array.isArray(largePanel)) {
    throw new Error(`${largePath}: expected an object of models`);
  }
  return {
    unified,
    csv,
    largePanel: largePanel as PublishedData["largePanel"],
    root,
  };
}

/** Rows of a published CSV; fails naming the file when it was not loaded. */
export function publishedCsv(data: PublishedData, file: string): CsvRow[] {
  const rows = data.csv[file];
  if (!rows) throw new Error(`published CSV ${file} is not loaded from ${data.root}`);
  return rows;
}
