/**
 * Table 18: sampling robustness — greedy Disc∆ vs the mean ± SD (ddof 0) over sampled repeats,
 * and whether both share a sign (Qwen-7B, Llama-8B × External, RAG, ICL-dist).
 */
import type { ResultRecord } from "../../data/records.ts";
import { roundPy, samplingRobustness, unifiedMetrics } from "../../metrics/mod.ts";
import type { CellValue } from "../types.ts";
import { keyColumn, makeTable, numberColumn, tableResult, type TableSpec } from "./build.ts";
import { indexCells } from "./cells.ts";
import { csvNumber } from "./csv.ts";
import {
  anySimulatedEntries,
  anySimulatedRecords,
  inTableOrder,
  paperModelName,
} from "./models.ts";
import { PUBLISHED_CSV, publishedCsv, type PublishedData } from "./published.ts";
import type { SummaryEntry, TableResult } from "./types.ts";

export interface Table18Input {
  /** Greedy entries: main study (External, RAG) and ICL-dist. */
  greedy: readonly SummaryEntry[];
  /** Records of the sampled runs; repeats are told apart by `seed_idx`. */
  sampled: readonly ResultRecord[];
}

export const TABLE18: TableSpec = {
  id: "table18",
  title: "Table 18: Sampling robustness (greedy vs sampled Disc∆)",
  columns: [
    keyColumn("suite", "Suite"),
    keyColumn("model", "Model"),
    numberColumn("disc_greedy", "Disc∆ greedy"),
    numberColumn("disc_sampled", "Disc∆ sampled mean"),
    numberColumn("disc_sd", "SD"),
    numberColumn("sign", "Sign (1 = same)", 0),
  ],
  notes: [
    "Sampled: mean and population SD (ddof 0) over the sampled repeats (seed_idx).",
    "Sign: 1 when greedy and sampled-mean Disc∆ have the same sign at the printed 2 decimals (the paper marks Llama-8B/ICL-dist 0.03 vs 0.00 as a disagreement).",
  ],
};

/** Sign agreement at printed precision (a value printing as 0.00 has no sign). */
export function signAgrees(greedy: number | null, sampled: number | null): number | null {
  if (greedy === null || sampled === null) return null;
  return Math.sign(roundPy(greedy, 2)) === Math.sign(roundPy(sampled, 2)) ? 1 : 0;
}

const SUITES: [string, string][] = [["external", "External"], ["rag", "RAG"], [
  "icl_dist",
  "ICL-dist",
]];

export function reproducedTable18(input: Table18Input) {
  const greedy = indexCells(input.greedy);
  // (suite, model) → seed_idx → records
  const runs = new Map<string, Map<number, ResultRecord[]>>();
  for (const r of input.sampled) {
    const key = `${r.suite.toLowerCase()}\u0000${paperModelName(r.model_id)}`;
    let bySeed = runs.get(key);
    if (!bySeed) runs.set(key, bySeed = new Map());
    const seed = r.seed_idx ?? 0;
    let list = bySeed.get(seed);
    if (!list) bySeed.set(seed, list = []);
    list.push(r);
  }
  const models = inTableOrder([...new Set([...runs.keys()].map((k) => k.split("\u0000")[1]))]);
  const rows: Record<string, CellValue>[] = [];
  for (const [suite, label] of SUITES) {
    for (const model of models) {
      const bySeed = runs.get(`${suite}\u0000${model}`);
      if (!bySeed) continue;
      const sampled = [...bySeed.keys()].sort((a, b) => a - b).map((k) =>
        unifiedMetrics(bySeed.get(k)!)
      );
      const g = greedy.get(model, suite);
      const s = samplingRobustness(g ?? {}, sampled, ["disc_delta"]);
      const d = s.metrics.disc_delta;
      rows.push({
        suite: label,
        model,
        disc_greedy: d.greedy,
        disc_sampled: d.sample_mean,
        disc_sd: d.sample_std,
        sign: signAgrees(d.greedy, d.sample_mean),
      });
    }
  }
  return makeTable(TABLE18, rows, {
    simulated: anySimulatedRecords(input.sampled) || anySimulatedEntries(input.greedy),
  });
}

/** Published: sampling_robustness_summary.csv (rows reordered as printed). */
export function publishedTable18(data: PublishedData) {
  const file = PUBLISHED_CSV.sampling;
  const csv = publishedCsv(data, file);
  const rows: Record<string, CellValue>[] = [];
  for (const [suite, label] of SUITES) {
    const inSuite = csv.filter((r) => r.suite === suite);
    for (const model of inTableOrder(inSuite.map((r) => r.model))) {
      const r = inSuite.find((x) => x.model === model)!;
      const greedy = csvNumber(r, "disc_delta_greedy", file);
      const mean = csvNumber(r, "disc_delta_sample_mean", file);
      rows.push({
        suite: label,
        model,
        disc_greedy: greedy,
        disc_sampled: mean,
        disc_sd: csvNumber(r, "disc_delta_sample_std", file),
        sign: signAgrees(greedy, mean),
      });
    }
  }
  return makeTable(TABLE18, rows, { notes: [`Published: ${file}.`] });
}

export function table18(input: Table18Input, data: PublishedData): TableResult {
  return tableResult(publishedTable18(data), reproducedTable18(input));
}
