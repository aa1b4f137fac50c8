/**
 * Tables 2 and 23: the partial-evidence (external_uncertain) suite, locked 4-model panel. Table 2
 * shows UAI_pls and UAI_irr per k visible ratings; Table 23 adds Acc10 per k. The last row is the
 * rational ceiling w/(k + w) with w = 1 (0 for irrelevant anchors).
 */
import type { ResultRecord } from "../../data/records.ts";
import { rationalCeiling, uncertainMetrics, type UncertainRow } from "../../metrics/mod.ts";
import type { CellValue } from "../types.ts";
import {
  keyColumn,
  makeTable,
  numberColumn,
  percentColumn,
  tableResult,
  type TableSpec,
} from "./build.ts";
import { csvNumber } from "./csv.ts";
import { alphabetical, anySimulatedRecords } from "./models.ts";
import { PUBLISHED_CSV, publishedCsv, type PublishedData } from "./published.ts";
import { recordsByModel } from "./records_by_model.ts";
import type { TableResult } from "./types.ts";

export interface UncertainTableInput {
  /** Records of the uncertain study (conditions uncertain_p{k}_*). */
  records: readonly ResultRecord[];
}

export const K_VALUES = [1, 2, 3] as const;
export const CEILING_ROW = "Rational ceiling (w=1)";

function spec(withAcc: boolean): TableSpec {
  return {
    id: withAcc ? "table23" : "table2",
    title: withAcc
      ? "Table 23: Uncertain-judgment results (k of 5 ratings shown)"
      : "Table 2: Anchoring under partial evidence on External",
    columns: [
      keyColumn("model", "Model"),
      ...(withAcc ? K_VALUES.map((k) => percentColumn(`acc_k${k}`, `Acc10 k=${k}`)) : []),
      ...K_VALUES.map((k) => numberColumn(`pls_k${k}`, `UAI_pls k=${k}`)),
      ...K_VALUES.map((k) => numberColumn(`irr_k${k}`, `UAI_irr k=${k}`)),
    ],
    notes: [
      "Baseline: uncertain_p{k}_control; UAI pooled over low and high anchors (ε = 3). Ceiling: w/(k + w), w = 1; 0 for irrelevant anchors.",
    ],
  };
}

export const TABLE2 = spec(false);
export const TABLE23 = spec(true);

function modelRow(model: string, rows: readonly UncertainRow[]): Record<string, CellValue> {
  const row: Record<string, CellValue> = { model };
  for (const k of K_VALUES) {
    const r = rows.find((x) => x.k === k);
    row[`acc_k${k}`] = r?.acc10 ?? null;
    row[`pls_k${k}`] = r?.uai_pls ?? null;
    row[`irr_k${k}`] = r?.uai_irr ?? null;
  }
  return row;
}

function ceilingRow(): Record<string, CellValue> {
  const row: Record<string, CellValue> = { model: CEILING_ROW };
  for (const k of K_VALUES) {
    row[`acc_k${k}`] = null;
    row[`pls_k${k}`] = rationalCeiling(k, 1);
    row[`irr_k${k}`] = 0;
  }
  return row;
}

function project(s: TableSpec, rows: Record<string, CellValue>[]): Record<string, CellValue>[] {
  const keys = s.columns.map((c) => c.key);
  return rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k] ?? null])));
}

function reproducedRows(records: readonly ResultRecord[]): Record<string, CellValue>[] {
  const byModel = recordsByModel(records);
  return [
    ...alphabetical([...byModel.keys()]).map((m) => modelRow(m, uncertainMetrics(byModel.get(m)!))),
    ceilingRow(),
  ];
}

/** Published: the revision of uncertain.csv whose values the paper printed (alt-revision-e07d5a1). */
function publishedRows(data: PublishedData): Record<string, CellValue>[] {
  const file = PUBLISHED_CSV.uncertain;
  const csv = publishedCsv(data, file);
  const models = alphabetical([...new Set(csv.map((r) => r.model))]);
  return [
    ...models.map((model) =>
      modelRow(
        model,
        csv.filter((r) => r.model === model).map((r): UncertainRow => ({
          model_id: model,
          k: csvNumber(r, "k", file)!,
          acc10: csvNumber(r, "acc10", file),
          uai_pls: csvNumber(r, "uai_pls", file),
          uai_irr: csvNumber(r, "uai_irr", file),
          rational_ceiling: csvNumber(r, "rational_ceiling_w1", file)!,
          n_items: csvNumber(r, "n_items", file) ?? 0,
        })),
      )
    ),
    ceilingRow(),
  ];
}

const PUBLISHED_NOTE =
  `Published: ${PUBLISHED_CSV.uncertain} (the revision whose values the paper prints; ${PUBLISHED_CSV.uncertainOlder} is an older revision with different UAI values).`;

export function publishedTable2(data: PublishedData) {
  return makeTable(TABLE2, project(TABLE2, publishedRows(data)), { notes: [PUBLISHED_NOTE] });
}

export function reproducedTable2(input: UncertainTableInput) {
  return makeTable(TABLE2, project(TABLE2, reproducedRows(input.records)), {
    simulated: anySimulatedRecords(input.records),
  });
}

export function table2(input: UncertainTableInput, data: PublishedData): TableResult {
  return tableResult(publishedTable2(data), reproducedTable2(input));
}

export function publishedTable23(data: PublishedData) {
  return makeTable(TABLE23, project(TABLE23, publishedRows(data)), { notes: [PUBLISHED_NOTE] });
}

export function reproducedTable23(input: UncertainTableInput) {
  return makeTable(TABLE23, project(TABLE23, reproducedRows(input.records)), {
    simulated: anySimulatedRecords(input.records),
  });
}

export function table23(input: UncertainTableInput, data: PublishedData): TableResult {
  return tableResult(publishedTable23(data), reproducedTable23(input));
}
