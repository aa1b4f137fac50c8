/**
 * Appendix A.8 (unnumbered inline table): boundary clipping — mean plausible UAI by offset on
 * External + RAG over every model, all responses vs responses whose anchor is not clipped at 0 or
 * 100. Published side: the transcription data/paper/printed/tableA8.json.
 */
import type { ResultRecord } from "../../data/records.ts";
import { boundaryClipping, type BoundaryRow, pooledResponses } from "../../metrics/mod.ts";
import type { CellValue } from "../types.ts";
import { keyColumn, makeTable, numberColumn, tableResult, type TableSpec } from "./build.ts";
import { anySimulatedRecords } from "./models.ts";
import { type PrintedRows, publishedFromPrinted } from "./printed_rows.ts";
import type { TableResult } from "./types.ts";

export interface TableA8Input {
  /** Main-study records; only External and RAG responses are pooled. */
  records: readonly ResultRecord[];
}

const OFFSETS = [15, 25, 40] as const;
const ALL_ROW = "All items";
const UNCLIPPED_ROW = "Excl. boundary";

export const TABLE_A8: TableSpec = {
  id: "tableA8",
  title: "A.8 Boundary clipping: mean UAI_pls by offset (External + RAG, all models)",
  columns: [
    keyColumn("items", "Items"),
    ...OFFSETS.map((d) => numberColumn(`delta_${d}`, `δ=${d}`)),
  ],
};

function offsetRow(
  label: string,
  rows: readonly BoundaryRow[],
  value: (r: BoundaryRow) => number | null,
): Record<string, CellValue> {
  const row: Record<string, CellValue> = { items: label };
  for (const d of OFFSETS) {
    const at = rows.find((r) => r.offset === d);
    row[`delta_${d}`] = at ? value(at) : null;
  }
  return row;
}

/** "Plausible responses with an anchor at 0 or 100: n (p% of scored δ=40 responses)…". */
function boundaryNote(rows: readonly BoundaryRow[]): string {
  const boundary = rows.reduce((n, r) => n + r.n_boundary, 0);
  const at40 = rows.find((r) => r.offset === 40);
  const share = at40 && at40.n_all > 0
    ? ` (${(100 * at40.n_boundary / at40.n_all).toFixed(0)}% of scored δ=40 responses)`
    : "";
  return `Plausible responses with an anchor at 0 or 100: ${boundary}${share}; the paper reports ` +
    "1,731 boundary items (26% of δ=40 items).";
}

export function reproducedTableA8(input: TableA8Input) {
  const rows = boundaryClipping(pooledResponses(input.records), { suites: ["external", "rag"] });
  return makeTable(TABLE_A8, [
    offsetRow(ALL_ROW, rows, (r) => r.mean_uai_all),
    offsetRow(UNCLIPPED_ROW, rows, (r) => r.mean_uai_unclipped),
  ], {
    simulated: anySimulatedRecords(input.records),
    notes: [
      boundaryNote(rows),
      "UAI with the ε = 3 exclusion, pooled over every main-study model.",
    ],
  });
}

export function publishedTableA8(printed: PrintedRows | null) {
  return publishedFromPrinted(TABLE_A8, printed);
}

export function tableA8(input: TableA8Input, printed: PrintedRows | null): TableResult {
  return tableResult(publishedTableA8(printed), reproducedTableA8(input));
}
