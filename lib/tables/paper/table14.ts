/** Table 14: standard ICL (metadata anchors) vs ICL-dist, open-weight models. */
import type { CellValue } from "../types.ts";
import { keyColumn, makeTable, num, numberColumn, tableResult, type TableSpec } from "./build.ts";
import { indexCells } from "./cells.ts";
import { anySimulatedEntries, inTableOrder, isOpenWeight } from "./models.ts";
import { type PrintedRows, publishedFromPrinted } from "./printed_rows.ts";
import type { SummaryEntry, TableResult } from "./types.ts";

export interface Table14Input {
  /** Main-study entries (the ICL cells are used). */
  entries: readonly SummaryEntry[];
  /** ICL-dist entries. */
  iclDist: readonly SummaryEntry[];
}

export const TABLE14: TableSpec = {
  id: "table14",
  title:
    "Table 14: Standard ICL (metadata anchors) vs ICL-dist (numerically relevant demonstrations)",
  columns: [
    keyColumn("model", "Model"),
    numberColumn("pls_std", "UAI_pls,std"),
    numberColumn("pls_dist", "UAI_pls,dist"),
    numberColumn("disc_std", "Disc_std"),
    numberColumn("disc_dist", "Disc_dist"),
  ],
};

export function reproducedTable14(input: Table14Input) {
  const std = indexCells(input.entries.filter((e) => String(e.suite).toLowerCase() === "icl"));
  const dist = indexCells(input.iclDist);
  const models = inTableOrder([...new Set([...std.models, ...dist.models])]).filter(isOpenWeight);
  const rows = models.map((model): Record<string, CellValue> => {
    const s = std.get(model, "icl");
    const d = dist.get(model, "icl_dist");
    return {
      model,
      pls_std: num(s?.uai_plaus),
      pls_dist: num(d?.uai_plaus),
      disc_std: num(s?.disc_delta),
      disc_dist: num(d?.disc_delta),
    };
  });
  return makeTable(TABLE14, rows, {
    simulated: anySimulatedEntries([...input.entries, ...input.iclDist]),
  });
}

export function publishedTable14(printed: PrintedRows | null) {
  return publishedFromPrinted(TABLE14, printed);
}

export function table14(input: Table14Input, printed: PrintedRows | null): TableResult {
  return tableResult(publishedTable14(printed), reproducedTable14(input));
}
