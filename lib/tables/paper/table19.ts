/** Table 19: mitigation headroom — Disc∆ and control MAE per prompt strategy (Qwen-7B, Llama-8B). */
import type { ResultRecord } from "../../data/records.ts";
import { unifiedMetrics } from "../../metrics/mod.ts";
import type { CellValue } from "../types.ts";
import { keyColumn, makeTable, num, numberColumn, tableResult, type TableSpec } from "./build.ts";
import { indexCells } from "./cells.ts";
import { anySimulatedEntries, anySimulatedRecords } from "./models.ts";
import { type PrintedRows, publishedFromPrinted } from "./printed_rows.ts";
import { ofSuite, recordsByModel } from "./records_by_model.ts";
import type { SummaryEntry, TableResult } from "./types.ts";

export const MITIGATION_MODELS = ["Qwen-7B", "Llama-8B"] as const;
export const STRATEGIES = ["baseline", "ignore", "self-check", "CoT"] as const;

export interface Table19Input {
  /** Main-study entries (External and RAG cells are the baselines). */
  baseline: readonly SummaryEntry[];
  /** Strategy ("ignore", "self_check" or "cot", as in the prompt-view file names) → its records. */
  strategies: Record<string, readonly ResultRecord[]>;
}

const col = (metric: string, model: string) => `${metric}_${model}`;

export const TABLE19: TableSpec = {
  id: "table19",
  title: "Table 19: Mitigation headroom probe (Disc∆ and control MAE)",
  columns: [
    keyColumn("suite", "Suite"),
    keyColumn("strategy", "Strategy"),
    ...MITIGATION_MODELS.map((m) => numberColumn(col("disc", m), `Disc∆ ${m}`)),
    ...MITIGATION_MODELS.map((m) => numberColumn(col("mae", m), `MAE_ctrl ${m}`, 1)),
  ],
};

const STRATEGY_FILES: Record<string, string> = {
  ignore: "ignore",
  "self-check": "self_check",
  CoT: "cot",
};
const SUITES: [string, string][] = [["external", "External"], ["rag", "RAG"]];

export function reproducedTable19(input: Table19Input) {
  const base = indexCells(input.baseline);
  const rows: Record<string, CellValue>[] = [];
  for (const [suite, label] of SUITES) {
    for (const strategy of STRATEGIES) {
      const row: Record<string, CellValue> = { suite: label, strategy };
      let any = false;
      for (const model of MITIGATION_MODELS) {
        let disc: number | null = null;
        let mae: number | null = null;
        if (strategy === "baseline") {
          const e = base.get(model, suite);
          disc = num(e?.disc_delta);
          mae = num(e?.mae_control);
        } else {
          const records = input.strategies[STRATEGY_FILES[strategy]] ?? [];
          const run = recordsByModel(ofSuite(records, suite)).get(model);
          if (run) {
            const m = unifiedMetrics(run);
            disc = m.disc_delta;
            mae = m.mae_control;
          }
        }
        row[col("disc", model)] = disc;
        row[col("mae", model)] = mae;
        any ||= disc !== null || mae !== null;
      }
      if (any) rows.push(row);
    }
  }
  const allRecords = Object.values(input.strategies).flat();
  return makeTable(TABLE19, rows, {
    simulated: anySimulatedEntries(input.baseline) || anySimulatedRecords(allRecords),
  });
}

export function publishedTable19(printed: PrintedRows | null) {
  return publishedFromPrinted(TABLE19, printed);
}

export function table19(input: Table19Input, printed: PrintedRows | null): TableResult {
  return tableResult(publishedTable19(printed), reproducedTable19(input));
}
