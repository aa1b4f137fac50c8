/**
 * Table 27: chain-of-thought vs answer-only on External, RAG and History (five-model panel):
 * UAI_irr, UAI_pls, Disc∆ at baseline, with CoT, and the change. History uses control_twostage.
 */
import type { ResultRecord } from "../../data/records.ts";
import { type UnifiedMetrics, unifiedMetrics } from "../../metrics/mod.ts";
import type { CellValue } from "../types.ts";
import { keyColumn, makeTable, numberColumn, tableResult, type TableSpec } from "./build.ts";
import { csvNumber } from "./csv.ts";
import { alphabetical, anySimulatedRecords } from "./models.ts";
import { PUBLISHED_CSV, publishedCsv, type PublishedData } from "./published.ts";
import { ofSuite, recordsByModel } from "./records_by_model.ts";
import type { TableResult } from "./types.ts";

export interface Table27Input {
  /** Answer-only records of the panel (main study: External, RAG, History incl. control_twostage). */
  baseline: readonly ResultRecord[];
  /** CoT records (cot study). */
  cot: readonly ResultRecord[];
}

const SUITES = ["external", "history", "rag"];
const METRICS: [string, keyof UnifiedMetrics, string][] = [
  ["irr", "uai_irr", "UAI_irr"],
  ["pls", "uai_plaus", "UAI_pls"],
  ["disc", "disc_delta", "Disc∆"],
];

export const TABLE27: TableSpec = {
  id: "table27",
  title: "Table 27: Chain-of-thought vs answer-only baseline",
  columns: [
    keyColumn("suite", "Suite"),
    keyColumn("model", "Model"),
    ...METRICS.flatMap(([m, , label]) => [
      numberColumn(`${m}_base`, `${label} base`),
      numberColumn(`${m}_cot`, `${label} CoT`),
      numberColumn(`${m}_delta`, `${label} ∆`),
    ]),
  ],
  notes: ["History: baseline control_twostage (the CoT runner's default) for both columns."],
};

const minus = (a: number | null, b: number | null) => (a === null || b === null ? null : a - b);

export function reproducedTable27(input: Table27Input) {
  const rows: Record<string, CellValue>[] = [];
  for (const suite of SUITES) {
    const base = recordsByModel(ofSuite(input.baseline, suite));
    const cot = recordsByModel(ofSuite(input.cot, suite));
    const baseline = suite === "history" ? "control_twostage" : "control";
    for (const model of alphabetical([...cot.keys()])) {
      const b = base.get(model) ? unifiedMetrics(base.get(model)!, { baseline }) : null;
      const c = unifiedMetrics(cot.get(model)!, { baseline });
      const row: Record<string, CellValue> = { suite, model };
      for (const [m, field] of METRICS) {
        const bv = (b?.[field] as number | null | undefined) ?? null;
        const cv = (c[field] as number | null | undefined) ?? null;
        row[`${m}_base`] = bv;
        row[`${m}_cot`] = cv;
        row[`${m}_delta`] = minus(cv, bv);
      }
      rows.push(row);
    }
  }
  return makeTable(TABLE27, rows, {
    simulated: anySimulatedRecords([...input.baseline, ...input.cot]),
  });
}

export function publishedTable27(data: PublishedData) {
  const file = PUBLISHED_CSV.cotExtended;
  const csv = publishedCsv(data, file);
  const rows: Record<string, CellValue>[] = [];
  for (const suite of SUITES) {
    const inSuite = csv.filter((r) => r.suite === suite);
    for (const model of alphabetical(inSuite.map((r) => r.model))) {
      const r = inSuite.find((x) => x.model === model)!;
      const row: Record<string, CellValue> = { suite, model };
      for (const [m, field] of METRICS) {
        row[`${m}_base`] = csvNumber(r, `${field}_baseline`, file);
        row[`${m}_cot`] = csvNumber(r, `${field}_cot`, file);
        row[`${m}_delta`] = csvNumber(r, `${field}_delta`, file);
      }
      rows.push(row);
    }
  }
  return makeTable(TABLE27, rows, { notes: [`Published: ${file}.`] });
}

export function table27(input: Table27Input, data: PublishedData): TableResult {
  return tableResult(publishedTable27(data), reproducedTable27(input));
}
