/** Table 31: extended large-model panel — Acc10, UAI_irr, UAI_pls on the five core suites. */
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
import { anySimulatedEntries, inTableOrder, paperModelName } from "./models.ts";
import type { PublishedData } from "./published.ts";
import { CORE_SUITES } from "./suites.ts";
import type { SummaryEntry, TableResult } from "./types.ts";

export interface Table31Input {
  /** Entries of the large_panel study. */
  entries: readonly SummaryEntry[];
}

export const TABLE31: TableSpec = {
  id: "table31",
  title: "Table 31: Extended large-model panel",
  columns: [
    keyColumn("model", "Model"),
    ...CORE_SUITES.flatMap((s) => [
      percentColumn(`${s.record}_acc`, `${s.label} Acc10`),
      numberColumn(`${s.record}_irr`, `${s.label} UAI_irr`),
      numberColumn(`${s.record}_pls`, `${s.label} UAI_pls`),
    ]),
  ],
  notes: [
    "History protocol and baseline of the large panel are not documented (SPEC §H unknowns).",
  ],
};

export function reproducedTable31(input: Table31Input) {
  const cells = indexCells(input.entries);
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
  return makeTable(TABLE31, rows, { simulated: anySimulatedEntries(input.entries) });
}

export function publishedTable31(data: PublishedData) {
  const labels = Object.keys(data.largePanel);
  const byShort = new Map(labels.map((l) => [paperModelName(l), data.largePanel[l]]));
  const rows = inTableOrder([...byShort.keys()]).map((model) => {
    const cells = byShort.get(model)!;
    const row: Record<string, CellValue> = { model };
    for (const s of CORE_SUITES) {
      const c = cells[s.record];
      row[`${s.record}_acc`] = num(c?.acc10);
      row[`${s.record}_irr`] = num(c?.uai_irr);
      row[`${s.record}_pls`] = num(c?.uai_pls);
    }
    return row;
  });
  return makeTable(TABLE31, rows, {
    notes: ["Published: results/rebuttal/large_panel/large_panel.json."],
  });
}

export function table31(input: Table31Input, data: PublishedData): TableResult {
  return tableResult(publishedTable31(data), reproducedTable31(input));
}
