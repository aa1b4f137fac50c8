/**
 * Published tables without a machine-readable source use the paper's printed values. This module
 * turns such printed rows (already keyed by the table's column keys) into the published table.
 */
import type { CellValue, PaperTable } from "../types.ts";
import { makeTable, type TableSpec } from "./build.ts";

/** Printed rows of one table, keyed by the column keys of its TableSpec. */
export interface PrintedRows {
  rows: Record<string, CellValue>[];
  /** Where the values come from (file, page). */
  source?: string;
}

export function publishedFromPrinted(spec: TableSpec, printed: PrintedRows | null): PaperTable {
  if (!printed) {
    return makeTable(spec, [], {
      notes: [
        "Published values: no printed transcription of this table is available (data/paper/printed/).",
      ],
    });
  }
  return makeTable(spec, printed.rows, {
    notes: [
      `Published values: printed in the paper${printed.source ? ` (${printed.source})` : ""}.`,
    ],
  });
}
