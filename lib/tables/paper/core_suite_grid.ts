/**
 * The model × core-suite grid of Tables 1 and 31: per model, Acc10 (control), UAI_irr and UAI_pls
 * on each of the five core suites, in columns `<suite>_acc`, `<suite>_irr`, `<suite>_pls`.
 */
import type { CellValue, ColumnSpec } from "../types.ts";
import { keyColumn, num, numberColumn, percentColumn } from "./build.ts";
import { indexCells } from "./cells.ts";
import { CORE_SUITES } from "./suites.ts";
import type { SummaryEntry } from "./types.ts";

/** How the three metrics are headed after the suite label (e.g. "Acc", "U_irr", "U_pls"). */
export interface GridLabels {
  acc: string;
  irr: string;
  pls: string;
}

/** The three metrics of one cell (anything `num` accepts; missing is undefined). */
export interface GridCell {
  acc: unknown;
  irr: unknown;
  pls: unknown;
}

export function coreSuiteGridColumns(labels: GridLabels): ColumnSpec[] {
  return [
    keyColumn("model", "Model"),
    ...CORE_SUITES.flatMap((s) => [
      percentColumn(`${s.record}_acc`, `${s.label} ${labels.acc}`),
      numberColumn(`${s.record}_irr`, `${s.label} ${labels.irr}`),
      numberColumn(`${s.record}_pls`, `${s.label} ${labels.pls}`),
    ]),
  ];
}

/** One grid row from the model's cell on each core suite (by record suite name). */
export function coreSuiteGridRow(
  model: string,
  cellOf: (recordSuite: string) => GridCell | undefined,
): Record<string, CellValue> {
  const row: Record<string, CellValue> = { model };
  for (const s of CORE_SUITES) {
    const cell = cellOf(s.record);
    row[`${s.record}_acc`] = num(cell?.acc);
    row[`${s.record}_irr`] = num(cell?.irr);
    row[`${s.record}_pls`] = num(cell?.pls);
  }
  return row;
}

/** The grid rows of summary entries (one per model, in the paper's row order). */
export function coreSuiteGridRows(entries: readonly SummaryEntry[]): Record<string, CellValue>[] {
  const cells = indexCells(entries);
  return cells.models.map((model) =>
    coreSuiteGridRow(model, (suite) => {
      const e = cells.get(model, suite);
      return e && { acc: e.acc10_control, irr: e.uai_irr, pls: e.uai_plaus };
    })
  );
}
