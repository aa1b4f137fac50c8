/**
 * Table 13: History scored against the single-stage control and against the matched two-stage
 * control, on open-weight runs holding both.
 */
import type { ResultRecord } from "../../data/records.ts";
import { historyMatchedControl } from "../../metrics/mod.ts";
import { keyColumn, makeTable, numberColumn, tableResult, type TableSpec } from "./build.ts";
import { anySimulatedRecords, isOpenWeight } from "./models.ts";
import { type PrintedRows, publishedFromPrinted } from "./printed_rows.ts";
import { ofSuite, recordsByModel } from "./records_by_model.ts";
import type { TableResult } from "./types.ts";

export interface Table13Input {
  /** History records of the main study (core and matched-control files together). */
  records: readonly ResultRecord[];
}

export const TABLE13: TableSpec = {
  id: "table13",
  title: "Table 13: History suite, standard vs matched-format (two-stage) control",
  columns: [
    keyColumn("model", "Model"),
    numberColumn("mae_std", "MAE_std"),
    numberColumn("mae_ts", "MAE_ts"),
    numberColumn("disc_std", "Disc_std"),
    numberColumn("disc_match", "Disc_match"),
  ],
  notes: [
    "Open-weight runs containing both control and control_twostage. The paper's values come from an unpreserved run (SPEC §H.10).",
  ],
};

export function reproducedTable13(input: Table13Input) {
  const history = ofSuite(input.records, "history");
  const rows = [...recordsByModel(history)]
    .filter(([model, run]) =>
      isOpenWeight(model) && run.some((r) => r.condition === "control") &&
      run.some((r) => r.condition === "control_twostage")
    )
    .map(([model, run]) => {
      const m = historyMatchedControl(run);
      return {
        model,
        mae_std: m.mae_std,
        mae_ts: m.mae_ts,
        disc_std: m.disc_std,
        disc_match: m.disc_match,
      };
    });
  return makeTable(TABLE13, rows, { simulated: anySimulatedRecords(input.records) });
}

export function publishedTable13(printed: PrintedRows | null) {
  return publishedFromPrinted(TABLE13, printed);
}

export function table13(input: Table13Input, printed: PrintedRows | null): TableResult {
  return tableResult(publishedTable13(printed), reproducedTable13(input));
}
