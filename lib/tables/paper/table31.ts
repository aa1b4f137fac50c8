/** Table 31: extended large-model panel — Acc10, UAI_irr, UAI_pls on the five core suites. */
import { makeTable, tableResult, type TableSpec } from "./build.ts";
import { coreSuiteGridColumns, coreSuiteGridRow, coreSuiteGridRows } from "./core_suite_grid.ts";
import { anySimulatedEntries, inTableOrder, paperModelName } from "./models.ts";
import type { PublishedData } from "./published.ts";
import type { SummaryEntry, TableResult } from "./types.ts";

export interface Table31Input {
  /** Entries of the large_panel study. */
  entries: readonly SummaryEntry[];
}

export const TABLE31: TableSpec = {
  id: "table31",
  title: "Table 31: Extended large-model panel",
  columns: coreSuiteGridColumns({ acc: "Acc10", irr: "UAI_irr", pls: "UAI_pls" }),
  notes: [
    "History protocol and baseline of the large panel are not documented (SPEC §H unknowns).",
  ],
};

export function reproducedTable31(input: Table31Input) {
  const rows = coreSuiteGridRows(input.entries);
  return makeTable(TABLE31, rows, { simulated: anySimulatedEntries(input.entries) });
}

export function publishedTable31(data: PublishedData) {
  const labels = Object.keys(data.largePanel);
  const byShort = new Map(labels.map((l) => [paperModelName(l), data.largePanel[l]]));
  const rows = inTableOrder([...byShort.keys()]).map((model) =>
    coreSuiteGridRow(model, (suite) => {
      const c = byShort.get(model)![suite];
      return c && { acc: c.acc10, irr: c.uai_irr, pls: c.uai_pls };
    })
  );
  return makeTable(TABLE31, rows, {
    notes: ["Published: results/rebuttal/large_panel/large_panel.json."],
  });
}

export function table31(input: Table31Input, data: PublishedData): TableResult {
  return tableResult(publishedTable31(data), reproducedTable31(input));
}
