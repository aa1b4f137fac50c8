/**
 * Tables 4–8: full per-suite results (External, History, ICL, RAG, Tool): MAE_c, Acc10, UAI, TAR,
 * Disc∆ and parse rate per model. Cells of runs with parse rate < 0.05 print "—" (Llama-1B/Tool).
 */
import type { CellValue } from "../types.ts";
import {
  keyColumn,
  makeTable,
  num,
  numberColumn,
  percentColumn,
  tableResult,
  type TableSpec,
} from "./build.ts";
import { indexCells } from "./cells.ts";
import { anySimulatedEntries } from "./models.ts";
import type { PublishedData } from "./published.ts";
import { CORE_SUITES, type SuiteName } from "./suites.ts";
import type { SummaryEntry, TableResult } from "./types.ts";

/** Below this parse rate a run's cells are undefined in the paper's tables. */
export const MIN_PARSE_RATE = 0.05;

export interface SuiteTableInput {
  /** Main-study entries (other suites are ignored). */
  entries: readonly SummaryEntry[];
}

const METRICS: [string, keyof SummaryEntry, "number" | "percent", number, string][] = [
  ["mae", "mae_control", "number", 2, "MAE_c"],
  ["acc", "acc10_control", "percent", 1, "Acc10 (%)"],
  ["irr", "uai_irr", "number", 2, "UAI_irr"],
  ["pls", "uai_plaus", "number", 2, "UAI_pls"],
  ["tar_irr", "tar_irr", "number", 2, "TAR_irr"],
  ["tar_pls", "tar_plaus", "number", 2, "TAR_pls"],
  ["disc", "disc_delta", "number", 2, "Disc∆"],
  ["parse", "parse_rate", "number", 2, "Parse"],
];

const SUITE_TABLE_NUMBERS: Record<string, number> = {
  external: 4,
  history: 5,
  icl: 6,
  rag: 7,
  tool: 8,
};

export function suiteTableSpec(suite: SuiteName): TableSpec {
  const n = SUITE_TABLE_NUMBERS[suite.record];
  return {
    id: `table${n}`,
    title: `Table ${n}: ${suite.label} suite full results`,
    columns: [
      keyColumn("model", "Model"),
      ...METRICS.map(([key, , format, digits, label]) =>
        format === "percent" ? percentColumn(key, label, digits) : numberColumn(key, label, digits)
      ),
    ],
    notes: [`Cells of runs with parse rate < ${MIN_PARSE_RATE} print —.`],
  };
}

function suiteTable(suite: SuiteName, entries: readonly SummaryEntry[], simulated: boolean) {
  const cells = indexCells(entries.filter((e) => String(e.suite).toLowerCase() === suite.record));
  const rows = cells.models.map((model) => {
    const e = cells.get(model, suite.record)!;
    const parse = num(e.parse_rate);
    const defined = parse !== null && parse >= MIN_PARSE_RATE;
    const row: Record<string, CellValue> = { model };
    for (const [key, field] of METRICS) {
      row[key] = key === "parse" || defined ? num(e[field]) : null;
    }
    return row;
  });
  return makeTable(suiteTableSpec(suite), rows, { simulated });
}

function suiteNamed(record: string): SuiteName {
  return CORE_SUITES.find((s) => s.record === record)!;
}

export function publishedSuiteTable(record: string, data: PublishedData) {
  return suiteTable(suiteNamed(record), data.unified, false);
}

export function reproducedSuiteTable(record: string, input: SuiteTableInput) {
  return suiteTable(suiteNamed(record), input.entries, anySimulatedEntries(input.entries));
}

/** Table 4 (External), 5 (History), 6 (ICL), 7 (RAG) or 8 (Tool) by record suite name. */
export function suiteFullResults(
  record: "external" | "history" | "icl" | "rag" | "tool",
  input: SuiteTableInput,
  data: PublishedData,
): TableResult {
  return tableResult(publishedSuiteTable(record, data), reproducedSuiteTable(record, input));
}

export const table4 = (input: SuiteTableInput, data: PublishedData) =>
  suiteFullResults("external", input, data);
export const table5 = (input: SuiteTableInput, data: PublishedData) =>
  suiteFullResults("history", input, data);
export const table6 = (input: SuiteTableInput, data: PublishedData) =>
  suiteFullResults("icl", input, data);
export const table7 = (input: SuiteTableInput, data: PublishedData) =>
  suiteFullResults("rag", input, data);
export const table8 = (input: SuiteTableInput, data: PublishedData) =>
  suiteFullResults("tool", input, data);
