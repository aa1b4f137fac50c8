/**
 * Table 32: per-item case studies on External — per locked-panel model, up to three items where
 * the plausible-anchor shift most exceeds the irrelevant-anchor shift (high direction).
 */
import type { ResultRecord } from "../../data/records.ts";
import { selectCaseStudies } from "../../metrics/mod.ts";
import type { CellValue } from "../types.ts";
import { keyColumn, makeTable, numberColumn, tableResult, type TableSpec } from "./build.ts";
import { csvNumber } from "./csv.ts";
import { anySimulatedRecords, LOCKED4 } from "./models.ts";
import { PUBLISHED_CSV, publishedCsv, type PublishedData } from "./published.ts";
import { ofSuite, recordsByModel } from "./records_by_model.ts";
import type { TableResult } from "./types.ts";

export interface Table32Input {
  /** External records of the panel (main study). */
  records: readonly ResultRecord[];
  perModel?: number;
}

export const TABLE32: TableSpec = {
  id: "table32",
  title: "Table 32: Per-item case studies (External)",
  columns: [
    keyColumn("model", "Model"),
    keyColumn("item", "Item"),
    numberColumn("a_hi", "a_hi", 0),
    numberColumn("y_c", "y_c", 0),
    numberColumn("y_p_hi", "y_p^hi", 0),
    numberColumn("y_i_hi", "y_i^hi", 0),
    numberColumn("margin", "∆_p − ∆_i", 0),
  ],
  notes: [
    "Candidates: parsed control, plausible_high and irrelevant_high with margin |∆_p| − |∆_i| > 0; ranked by |∆_p|·(1 + margin/30), new domains first. Rows of different items do not pair up across sides.",
  ],
};

/** Paper order of the case-study models. */
const MODEL_ORDER = [...LOCKED4];

function orderModels(models: readonly string[]): string[] {
  const rank = (m: string) => {
    const i = MODEL_ORDER.indexOf(m as typeof MODEL_ORDER[number]);
    return i < 0 ? MODEL_ORDER.length : i;
  };
  return [...models].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
}

export function reproducedTable32(input: Table32Input) {
  const byModel = recordsByModel(ofSuite(input.records, "external"));
  const rows: Record<string, CellValue>[] = [];
  for (const model of orderModels([...byModel.keys()])) {
    for (const c of selectCaseStudies(byModel.get(model)!, input.perModel ?? 3)) {
      rows.push({
        model,
        item: c.item_id,
        a_hi: c.a_hi,
        y_c: c.y_c,
        y_p_hi: c.y_p_hi,
        y_i_hi: c.y_i_hi,
        margin: c.margin,
      });
    }
  }
  return makeTable(TABLE32, rows, { simulated: anySimulatedRecords(input.records) });
}

export function publishedTable32(data: PublishedData) {
  const file = PUBLISHED_CSV.caseStudies;
  const csv = publishedCsv(data, file);
  const rows = orderModels([...new Set(csv.map((r) => r.model))]).flatMap((model) =>
    csv.filter((r) => r.model === model).map((r) => ({
      model,
      item: r.item_id,
      a_hi: csvNumber(r, "anchor_value_high", file),
      y_c: csvNumber(r, "y_control", file),
      y_p_hi: csvNumber(r, "y_plausible_high", file),
      y_i_hi: csvNumber(r, "y_irrelevant_high", file),
      margin: csvNumber(r, "discrim_margin", file),
    }))
  );
  return makeTable(TABLE32, rows, { notes: [`Published: ${file}.`] });
}

export function table32(input: Table32Input, data: PublishedData): TableResult {
  return tableResult(publishedTable32(data), reproducedTable32(input));
}
