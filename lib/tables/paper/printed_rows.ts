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

/**
 * Value cells of the model rows (not the Mean row) of `printed` whose value differs from the same
 * cell of `stored` at the column's printed digits (−0.00 and 0.00 count as different, as printed);
 * a cell present on one side only counts too.
 */
export function cellsDifferingFromPrint(
  printed: PaperTable,
  stored: PaperTable,
  keyColumn: string,
): { differing: number; total: number } {
  // (-0).toFixed() drops the sign, so a negative zero is kept by hand.
  const rounded = (v: CellValue, digits: number) =>
    typeof v === "number" ? (Object.is(v, -0) ? -0 : Number(v.toFixed(digits))) : null;
  let differing = 0;
  let total = 0;
  for (const row of printed.rows) {
    if (row[keyColumn] === "Mean") continue;
    const other = stored.rows.find((r) => r[keyColumn] === row[keyColumn]);
    for (const col of printed.columns.filter((c) => c.value)) {
      const digits = col.digits ?? 2;
      total++;
      // Object.is keeps the sign of a value rounding to zero: the paper prints −0.00 and 0.00 apart.
      if (!Object.is(rounded(row[col.key], digits), rounded(other?.[col.key] ?? null, digits))) {
        differing++;
      }
    }
  }
  return { differing, total };
}

/**
 * Adds to a published-from-print table a note saying how far a stored result file (another
 * revision of the same table) is from the print.
 */
export function withStoredRevisionNote(
  published: PaperTable,
  stored: PaperTable,
  files: string,
  keyColumn = "model",
): PaperTable {
  if (!published.rows.length) return published;
  const { differing, total } = cellsDifferingFromPrint(published, stored, keyColumn);
  const note = differing
    ? `Stored revision ${files} differs from the print in ${differing} of ${total} model cells (kept as a secondary source, not compared).`
    : `Stored revision ${files} agrees with the print in all ${total} model cells.`;
  return { ...published, notes: [...(published.notes ?? []), note] };
}
