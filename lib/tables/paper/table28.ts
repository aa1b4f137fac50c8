/** Table 28: task-specification ablation on External — UAI_pls and UAI_irr under Baseline, +Rule, +Judgment. */
import type { ResultRecord } from "../../data/records.ts";
import { unifiedMetrics } from "../../metrics/mod.ts";
import type { CellValue } from "../types.ts";
import {
  keyColumn,
  makeTable,
  meanRow,
  num,
  numberColumn,
  tableResult,
  type TableSpec,
} from "./build.ts";
import { indexCells } from "./cells.ts";
import { csvNumber } from "./csv.ts";
import { alphabetical, anySimulatedEntries, anySimulatedRecords } from "./models.ts";
import { PUBLISHED_CSV, publishedCsv, type PublishedData } from "./published.ts";
import { ofSuite, recordsByModel } from "./records_by_model.ts";
import type { SummaryEntry, TableResult } from "./types.ts";

export interface Table28Input {
  /** Main-study entries (External cells are the baseline). */
  baseline: readonly SummaryEntry[];
  /** Records of the +Rule prompts (file promptviews_rule). */
  rule: readonly ResultRecord[];
  /** Records of the +Judgment prompts (file promptviews_judgment). */
  judgment: readonly ResultRecord[];
}

const STRATEGIES: [string, string][] = [["baseline", "Baseline"], ["rule", "+Rule"], [
  "judgment",
  "+Judgment",
]];

export const TABLE28: TableSpec = {
  id: "table28",
  title: "Table 28: Task-specification ablation on External",
  columns: [
    keyColumn("model", "Model"),
    ...STRATEGIES.map(([s, label]) => numberColumn(`pls_${s}`, `UAI_pls ${label}`)),
    ...STRATEGIES.map(([s, label]) => numberColumn(`irr_${s}`, `UAI_irr ${label}`)),
  ],
  notes: ["Mean = simple mean over the panel models."],
};

export function reproducedTable28(input: Table28Input) {
  const base = indexCells(input.baseline);
  const rule = recordsByModel(ofSuite(input.rule, "external"));
  const judgment = recordsByModel(ofSuite(input.judgment, "external"));
  const models = alphabetical([...new Set([...rule.keys(), ...judgment.keys()])]);
  const rows = models.map((model): Record<string, CellValue> => {
    const b = base.get(model, "external");
    const r = rule.get(model) ? unifiedMetrics(rule.get(model)!) : null;
    const j = judgment.get(model) ? unifiedMetrics(judgment.get(model)!) : null;
    return {
      model,
      pls_baseline: num(b?.uai_plaus),
      pls_rule: r?.uai_plaus ?? null,
      pls_judgment: j?.uai_plaus ?? null,
      irr_baseline: num(b?.uai_irr),
      irr_rule: r?.uai_irr ?? null,
      irr_judgment: j?.uai_irr ?? null,
    };
  });
  const all = rows.length ? [...rows, meanRow(TABLE28, rows, "model")] : rows;
  return makeTable(TABLE28, all, {
    simulated: anySimulatedEntries(input.baseline) ||
      anySimulatedRecords([...input.rule, ...input.judgment]),
  });
}

export function publishedTable28(data: PublishedData) {
  const file = PUBLISHED_CSV.taskSpec;
  const csv = publishedCsv(data, file);
  const rows = alphabetical(csv.map((r) => r.model)).map((model) => {
    const r = csv.find((x) => x.model === model)!;
    const row: Record<string, CellValue> = { model };
    for (const [s] of STRATEGIES) {
      row[`pls_${s}`] = csvNumber(r, `uai_pls_${s}`, file);
      row[`irr_${s}`] = csvNumber(r, `uai_irr_${s}`, file);
    }
    return row;
  });
  return makeTable(TABLE28, [...rows, meanRow(TABLE28, rows, "model")], {
    notes: [`Published: ${file}.`],
  });
}

export function table28(input: Table28Input, data: PublishedData): TableResult {
  return tableResult(publishedTable28(data), reproducedTable28(input));
}
