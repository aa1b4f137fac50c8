/**
 * The printed values transcribed from the paper (data/paper/printed/table<N>.json), re-keyed to the
 * column keys of this folder's tables. Percent columns are stored in percent units there and become
 * fractions here (the tables keep fractions and format them as percentages).
 */
import { join } from "node:path";
import { readJsonFileIfExists } from "../../data/mod.ts";
import type { CellValue } from "../types.ts";
import type { PrintedRows } from "./printed_rows.ts";
import { defaultPaperDataDir } from "./published.ts";

interface PrintedFile {
  table: number | string;
  source?: string;
  columns: { key: string; unit?: string }[];
  rows: Record<string, CellValue>[];
}

/** Printed key → this folder's key, per table (keys not listed keep their name). */
const KEY_MAPS: Record<string, Record<string, string>> = {
  "9": { n_pos: "n_positive" },
  "10": { row: "contrast", est: "estimate" },
  "11": { in_0_1: "in_unit" },
  "12": { delta_mae_irr: "delta_irr", delta_mae_pls: "delta_pls" },
  "14": { uai_pls_std: "pls_std", uai_pls_dist: "pls_dist" },
  "17": { mae_c: "mae" },
  "19": {
    disc_qwen_7b: "disc_Qwen-7B",
    disc_llama_8b: "disc_Llama-8B",
    mae_ctrl_qwen_7b: "mae_Qwen-7B",
    mae_ctrl_llama_8b: "mae_Llama-8B",
  },
};

/** Printed row labels → this folder's labels, per table and key column. */
const LABEL_MAPS: Record<string, Record<string, Record<string, string>>> = {
  "9": { suite: { ICL: "ICL (metadata)", "ICL-dist": "ICL (ICL-dist)" } },
  "11": { relevance: { irrelevant: "UAI_irr", plausible: "UAI_pls" } },
};

/** Reads one printed table; null when the file does not exist. */
export async function loadPrintedRows(
  table: number | string,
  root: string = defaultPaperDataDir(),
): Promise<PrintedRows | null> {
  const path = join(root, "printed", `table${table}.json`);
  const data = await readJsonFileIfExists(path) as PrintedFile | undefined;
  if (data === undefined) return null;
  if (!Array.isArray(data.rows) || !Array.isArray(data.columns)) {
    throw new Error(`${path}: expected "columns" and "rows" arrays`);
  }
  return { rows: rekeyPrinted(String(table), data), source: data.source ?? path };
}

export function rekeyPrinted(table: string, data: PrintedFile): Record<string, CellValue>[] {
  const keys = KEY_MAPS[table] ?? {};
  const labels = LABEL_MAPS[table] ?? {};
  const percent = new Set(data.columns.filter((c) => c.unit === "percent").map((c) => c.key));
  return data.rows.map((row) => {
    const out: Record<string, CellValue> = {};
    for (const [key, value] of Object.entries(row)) {
      let v: CellValue = value ?? null;
      if (percent.has(key) && typeof v === "number") v = v / 100;
      if (typeof v === "string" && labels[key]?.[v]) v = labels[key][v];
      out[keys[key] ?? key] = v;
    }
    return out;
  });
}
