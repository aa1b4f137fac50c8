/** Table 1: control accuracy and UAI_irr / UAI_pls for every model on the five core suites. */
import type { CellValue } from "../types.ts";
import {
  boldMaxima,
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
  columns: [
    keyColumn("model", "Model"),
    ...CORE_SUITES.flatMap((s) => [
      percentColumn(`${s.record}_acc`, `${s.label} Acc`),
      numberColumn(`${s.record}_irr`, `${s.label} U_irr`),
      numberColumn(`${s.record}_pls`, `${s.label} U_pls`),
    ]),
  ],
  notes: [
    "Bold: largest UAI_pls per suite (the paper caption's rule). Undefined cells (no parsed control, e.g. Llama-1B/Tool) print —.",
  ],
};

function table1From(entries: readonly SummaryEntry[], simulated: boolean) {
  const cells = indexCells(entries);
  const rows = cells.models.map((model) => {
    const row: Record<string, CellValue> = { model };
    for (const s of CORE_SUITES) {
      const e = cells.get(model, s.record);
      row[`${s.record}_acc`] = num(e?.acc10_control);
      row[`${s.record}_irr`] = num(e?.uai_irr);
      row[`${s.record}_pls`] = num(e?.uai_plaus);
    }
    return row;
  });
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
