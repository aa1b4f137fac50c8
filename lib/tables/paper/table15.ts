/** Table 15: Tool suite, structured (native tool messages) vs plaintext, for the native-format models. */
import type { CellValue } from "../types.ts";
import { keyColumn, makeTable, num, numberColumn, tableResult, type TableSpec } from "./build.ts";
import { indexCells } from "./cells.ts";
import { anySimulatedEntries, inTableOrder } from "./models.ts";
import { type PrintedRows, publishedFromPrinted } from "./printed_rows.ts";
import type { SummaryEntry, TableResult } from "./types.ts";

export interface Table15Input {
  /** Main-study entries (the Tool cells are the structured-format runs). */
  entries: readonly SummaryEntry[];
  /** Tool entries of the plaintext re-run (study tool_plaintext). */
  plaintext: readonly SummaryEntry[];
}

export const TABLE15: TableSpec = {
  id: "table15",
  title: "Table 15: Tool suite, structured (role: tool) vs plaintext format",
  columns: [
    keyColumn("model", "Model"),
    numberColumn("disc_struct", "Disc_struct"),
    numberColumn("disc_plain", "Disc_plain"),
    numberColumn("mae_struct", "MAE_struct"),
    numberColumn("mae_plain", "MAE_plain"),
  ],
  notes: [
    "Rows: models with a plaintext re-run and a defined structured cell. Original plaintext runs were not preserved (SPEC §H.10).",
  ],
};

export function reproducedTable15(input: Table15Input) {
  const struct = indexCells(input.entries.filter((e) => String(e.suite).toLowerCase() === "tool"));
  const plain = indexCells(input.plaintext.filter((e) => String(e.suite).toLowerCase() === "tool"));
  const rows = inTableOrder(plain.models)
    .filter((m) => num(struct.get(m, "tool")?.disc_delta) !== null)
    .map((model): Record<string, CellValue> => {
      const s = struct.get(model, "tool");
      const p = plain.get(model, "tool");
      return {
        model,
        disc_struct: num(s?.disc_delta),
        disc_plain: num(p?.disc_delta),
        mae_struct: num(s?.mae_control),
        mae_plain: num(p?.mae_control),
      };
    });
  return makeTable(TABLE15, rows, {
    simulated: anySimulatedEntries([...input.entries, ...input.plaintext]),
  });
}

export function publishedTable15(printed: PrintedRows | null) {
  return publishedFromPrinted(TABLE15, printed);
}

export function table15(input: Table15Input, printed: PrintedRows | null): TableResult {
  return tableResult(publishedTable15(printed), reproducedTable15(input));
}
