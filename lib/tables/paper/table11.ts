/**
 * Table 11: distribution of pooled per-item UAI values over all models and suites (ε = 3, each
 * run's baseline rule). Laid out with one row per relevance so each statistic keeps its format;
 * the paper prints the transpose.
 */
import type { ResultRecord } from "../../data/records.ts";
import { pooledResponses, uaiDistribution, uaiValues } from "../../metrics/mod.ts";
import type { CellValue } from "../types.ts";
import {
  keyColumn,
  makeTable,
  numberColumn,
  percentColumn,
  tableResult,
  type TableSpec,
} from "./build.ts";
import { anySimulatedRecords } from "./models.ts";
import { type PrintedRows, publishedFromPrinted } from "./printed_rows.ts";
import type { TableResult } from "./types.ts";

export interface Table11Input {
  /** Every main-study record (all models, five core suites). */
  records: readonly ResultRecord[];
}

export const TABLE11: TableSpec = {
  id: "table11",
  title: "Table 11: Distribution of per-item UAI values across all models and suites",
  columns: [
    keyColumn("relevance", "Relevance"),
    percentColumn("in_unit", "In [0, 1]", 1),
    percentColumn("overshoot", "Overshoot (> 1)", 1),
    percentColumn("reverse", "Reverse (< 0)", 1),
    numberColumn("mean", "Mean"),
    numberColumn("median", "Median"),
    numberColumn("capped_mean", "Capped [0, 1] mean"),
    numberColumn("p5", "5th pctl"),
    numberColumn("p25", "25th pctl"),
    numberColumn("p75", "75th pctl"),
    numberColumn("p95", "95th pctl"),
    numberColumn("n", "n", 0),
  ],
  notes: [
    "Transposed relative to the paper (one row per relevance). Percentiles interpolate linearly.",
  ],
};

export const RELEVANCE_ROWS = { irr: "UAI_irr", plaus: "UAI_pls" } as const;

export function reproducedTable11(input: Table11Input) {
  const responses = pooledResponses(input.records, { epsilon: 3 });
  const rows = (["irr", "plaus"] as const).map((group): Record<string, CellValue> => {
    const d = uaiDistribution(uaiValues(responses, group));
    return {
      relevance: RELEVANCE_ROWS[group],
      in_unit: d?.share_in_unit ?? null,
      overshoot: d?.share_over ?? null,
      reverse: d?.share_negative ?? null,
      mean: d?.mean ?? null,
      median: d?.median ?? null,
      capped_mean: d?.capped_mean ?? null,
      p5: d?.p5 ?? null,
      p25: d?.p25 ?? null,
      p75: d?.p75 ?? null,
      p95: d?.p95 ?? null,
      n: d?.n ?? null,
    };
  });
  return makeTable(TABLE11, rows, { simulated: anySimulatedRecords(input.records) });
}

export function publishedTable11(printed: PrintedRows | null) {
  return publishedFromPrinted(TABLE11, printed);
}

export function table11(input: Table11Input, printed: PrintedRows | null): TableResult {
  return tableResult(publishedTable11(printed), reproducedTable11(input));
}
