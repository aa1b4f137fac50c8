/** Table 12: mean ∆MAE (anchored − control) per suite, averaged over models (SPEC §F.6). */
import type { ResultRecord } from "../../data/records.ts";
import { deltaMaeBySuite } from "../../metrics/mod.ts";
import { keyColumn, makeTable, numberColumn, tableResult, type TableSpec } from "./build.ts";
import { anySimulatedRecords } from "./models.ts";
import { type PrintedRows, publishedFromPrinted } from "./printed_rows.ts";
import { CORE_SUITES } from "./suites.ts";
import type { TableResult } from "./types.ts";

export interface Table12Input {
  /** Every main-study record (all models, five core suites). */
  records: readonly ResultRecord[];
}

export const TABLE12: TableSpec = {
  id: "table12",
  title: "Table 12: Mean change in MAE from control to anchored conditions",
  columns: [
    keyColumn("suite", "Suite"),
    numberColumn("delta_irr", "∆MAE_irr"),
    numberColumn("delta_pls", "∆MAE_pls"),
  ],
  notes: [
    "Per run ∆ = MAE_anchored − MAE_control over items with a parsed baseline; mean over models.",
  ],
};

export function reproducedTable12(input: Table12Input) {
  const bySuite = deltaMaeBySuite(input.records);
  const rows = CORE_SUITES.flatMap((s) => {
    const r = bySuite.find((x) => x.suite.toLowerCase() === s.record);
    return r ? [{ suite: s.label, delta_irr: r.delta_irr, delta_pls: r.delta_plaus }] : [];
  });
  return makeTable(TABLE12, rows, { simulated: anySimulatedRecords(input.records) });
}

export function publishedTable12(printed: PrintedRows | null) {
  return publishedFromPrinted(TABLE12, printed);
}

export function table12(input: Table12Input, printed: PrintedRows | null): TableResult {
  return tableResult(publishedTable12(printed), reproducedTable12(input));
}
