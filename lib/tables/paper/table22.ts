/**
 * Table 22: plausibility spectrum on External — pooled UAI for placebo, irrelevant, plausible and
 * authority anchors (ε = 3, baseline control), five-model panel, with a Mean row.
 */
import type { ResultRecord } from "../../data/records.ts";
import { uaiByConditionFamily } from "../../metrics/mod.ts";
import type { CellValue } from "../types.ts";
import {
  keyColumn,
  makeTable,
  meanRow,
  numberColumn,
  tableResult,
  type TableSpec,
} from "./build.ts";
import { csvNumber } from "./csv.ts";
import { alphabetical, anySimulatedRecords } from "./models.ts";
import { PUBLISHED_CSV, publishedCsv, type PublishedData } from "./published.ts";
import { ofSuite, recordsByModel } from "./records_by_model.ts";
import type { TableResult } from "./types.ts";

export interface Table22Input {
  /** External records of the panel: core conditions (main study) and placebo/authority (spectrum). */
  records: readonly ResultRecord[];
}

export const TABLE22: TableSpec = {
  id: "table22",
  title: "Table 22: Plausibility spectrum on External (mean UAI per anchor type)",
  columns: [
    keyColumn("model", "Model"),
    numberColumn("placebo", "UAI_placebo"),
    numberColumn("irr", "UAI_irr"),
    numberColumn("pls", "UAI_pls"),
    numberColumn("authority", "UAI_auth"),
  ],
  notes: [
    "UAI pooled over low and high anchors, ε = 3, baseline control. Mean = simple mean over models.",
  ],
};

function withMean(rows: Record<string, CellValue>[]) {
  return rows.length ? [...rows, meanRow(TABLE22, rows, "model")] : rows;
}

export function reproducedTable22(input: Table22Input) {
  const byModel = recordsByModel(ofSuite(input.records, "external"));
  const rows = alphabetical([...byModel.keys()]).map((model) => {
    const f = uaiByConditionFamily(byModel.get(model)!, { rule: "epsilon", epsilon: 3 });
    return {
      model,
      placebo: f.placebo?.uai ?? null,
      irr: f.irrelevant?.uai ?? null,
      pls: f.plausible?.uai ?? null,
      authority: f.authority?.uai ?? null,
    };
  });
  return makeTable(TABLE22, withMean(rows), { simulated: anySimulatedRecords(input.records) });
}

export function publishedTable22(data: PublishedData) {
  const file = PUBLISHED_CSV.spectrum;
  const csv = publishedCsv(data, file);
  const rows = alphabetical(csv.map((r) => r.model)).map((model) => {
    const r = csv.find((x) => x.model === model)!;
    return {
      model,
      placebo: csvNumber(r, "uai_placebo", file),
      irr: csvNumber(r, "uai_irr", file),
      pls: csvNumber(r, "uai_plaus", file),
      authority: csvNumber(r, "uai_authority", file),
    };
  });
  return makeTable(TABLE22, withMean(rows), { notes: [`Published: ${file}.`] });
}

export function table22(input: Table22Input, data: PublishedData): TableResult {
  return tableResult(publishedTable22(data), reproducedTable22(input));
}
