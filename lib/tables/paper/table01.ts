/** Table 1: control accuracy and UAI_irr / UAI_pls for every model on the five core suites. */
import { boldMaxima, makeTable, tableResult, type TableSpec } from "./build.ts";
import { coreSuiteGridColumns, coreSuiteGridRows } from "./core_suite_grid.ts";
import { anySimulatedEntries } from "./models.ts";
import type { PublishedData } from "./published.ts";
import { CORE_SUITES } from "./suites.ts";
import type { SummaryEntry, TableResult } from "./types.ts";

export interface Table1Input {
  /** Main-study entries (one per model × core suite). */
  entries: readonly SummaryEntry[];
}

export const TABLE1: TableSpec = {
  id: "table1",
  title:
    "Table 1: Task accuracy (Acc10, control only) and anchor influence UAI_irr / UAI_pls per suite",
  columns: coreSuiteGridColumns({ acc: "Acc", irr: "U_irr", pls: "U_pls" }),
  notes: [
    "Bold: largest UAI_pls per suite (the paper caption's rule). Undefined cells (no parsed control, e.g. Llama-1B/Tool) print —.",
  ],
};

function table1From(entries: readonly SummaryEntry[], simulated: boolean) {
  const rows = coreSuiteGridRows(entries);
  return makeTable(TABLE1, rows, {
    simulated,
    bold: boldMaxima(rows, CORE_SUITES.map((s) => `${s.record}_pls`)),
  });
}

export function publishedTable1(data: PublishedData) {
  return table1From(data.unified, false);
}

export function reproducedTable1(input: Table1Input) {
  return table1From(input.entries, anySimulatedEntries(input.entries));
}

export function table1(input: Table1Input, data: PublishedData): TableResult {
  return tableResult(publishedTable1(data), reproducedTable1(input));
}
