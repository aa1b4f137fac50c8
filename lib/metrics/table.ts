/**
 * Arquero entry points: records as a column table, and scoring of a (possibly filtered, joined or
 * regrouped) table — one §F.2 entry per (model_id, suite), in first-seen order.
 */
import * as aq from "arquero";
import type { ColumnTable } from "arquero";
import type { ResultRecord } from "../data/records.ts";
import { extendedMetrics, type ExtendedOptions, type RunEntry } from "./extended.ts";
import { groupRuns } from "./runs.ts";

/**
 * A column table of records (one row per record; nested fields stay objects). Columns are the
 * union of every record's fields (Arquero alone would take only the first record's fields, losing
 * e.g. `stage1_answer` when an External record comes first).
 */
export function recordsTable(records: readonly ResultRecord[]): ColumnTable {
  const names = new Set<string>();
  for (const r of records) for (const key in r) names.add(key);
  return aq.from(records as ResultRecord[], [...names]);
}

/** Rows of a table as records; a field a row does not have (undefined cell) is left out. */
export function tableRecords(table: ColumnTable): ResultRecord[] {
  for (const column of ["model_id", "suite", "item_id", "condition"]) {
    if (!table.columnNames().includes(column)) {
      throw new Error(`scoreTable: the table has no "${column}" column`);
    }
  }
  const rows = table.objects() as Record<string, unknown>[];
  for (const row of rows) {
    for (const key in row) if (row[key] === undefined) delete row[key];
  }
  return rows as unknown as ResultRecord[];
}

/** One entry per (model_id, suite) of the records. */
export function scoreRecords(
  records: readonly ResultRecord[],
  opts: ExtendedOptions = {},
): RunEntry[] {
  return groupRuns(records).map((run) => extendedMetrics(run, opts));
}

/** One entry per (model_id, suite) of an Arquero table (or of a plain record array). */
export function scoreTable(
  table: ColumnTable | readonly ResultRecord[],
  opts: ExtendedOptions = {},
): RunEntry[] {
  return scoreRecords(Array.isArray(table) ? table : tableRecords(table as ColumnTable), opts);
}
