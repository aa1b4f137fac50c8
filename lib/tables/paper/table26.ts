/**
 * Table 26: External under the mean gold vs the weighted-mean gold (locked panel). UAI does not use
 * y*, so differences only reflect run-to-run inference variation (SPEC §H.4).
 */
import type { CellValue } from "../types.ts";
import { keyColumn, makeTable, num, numberColumn, tableResult, type TableSpec } from "./build.ts";
import { indexCells } from "./cells.ts";
import { csvNumber } from "./csv.ts";
import { alphabetical, anySimulatedEntries } from "./models.ts";
import { PUBLISHED_CSV, publishedCsv, type PublishedData } from "./published.ts";
import type { SummaryEntry, TableResult } from "./types.ts";

export interface Table26Input {
  /** Main-study entries (External cells: mean gold). */
  mean: readonly SummaryEntry[];
  /** Entries of the weighted-mean study (External). */
  wmean: readonly SummaryEntry[];
}

export const TABLE26: TableSpec = {
  id: "table26",
  title: "Table 26: External under the mean vs weighted-mean gold standard",
  columns: [
    keyColumn("model", "Model"),
    numberColumn("irr_mean", "UAI_irr mean"),
    numberColumn("irr_wmean", "UAI_irr wmean"),
    numberColumn("pls_mean", "UAI_pls mean"),
    numberColumn("pls_wmean", "UAI_pls wmean"),
    numberColumn("disc_mean", "Disc∆ mean"),
    numberColumn("disc_wmean", "Disc∆ wmean"),
  ],
  notes: ["The weighted-mean split has byte-identical prompts and anchors; UAI never uses y*."],
};

export function reproducedTable26(input: Table26Input) {
  const mean = indexCells(input.mean);
  const wmean = indexCells(input.wmean);
  const rows = alphabetical(wmean.models).map((model): Record<string, CellValue> => {
    const a = mean.get(model, "external");
    const b = wmean.get(model, "external");
    return {
      model,
      irr_mean: num(a?.uai_irr),
      irr_wmean: num(b?.uai_irr),
      pls_mean: num(a?.uai_plaus),
      pls_wmean: num(b?.uai_plaus),
      disc_mean: num(a?.disc_delta),
      disc_wmean: num(b?.disc_delta),
    };
  });
  return makeTable(TABLE26, rows, {
    simulated: anySimulatedEntries([...input.mean, ...input.wmean]),
  });
}

export function publishedTable26(data: PublishedData) {
  const file = PUBLISHED_CSV.weightedMean;
  const csv = publishedCsv(data, file);
  const rows = alphabetical(csv.map((r) => r.model)).map((model) => {
    const r = csv.find((x) => x.model === model)!;
    return {
      model,
      irr_mean: csvNumber(r, "uai_irr_mean", file),
      irr_wmean: csvNumber(r, "uai_irr_wmean", file),
      pls_mean: csvNumber(r, "uai_pls_mean", file),
      pls_wmean: csvNumber(r, "uai_pls_wmean", file),
      disc_mean: csvNumber(r, "disc_mean", file),
      disc_wmean: csvNumber(r, "disc_wmean", file),
    };
  });
  return makeTable(TABLE26, rows, { notes: [`Published: ${file}.`] });
}

export function table26(input: Table26Input, data: PublishedData): TableResult {
  return tableResult(publishedTable26(data), reproducedTable26(input));
}
