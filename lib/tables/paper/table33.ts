/** Table 33: |Cohen's d| of anchoring, locked-panel means per suite (External, History, RAG, Tool). */
import type { ResultRecord } from "../../data/records.ts";
import { cohensDPanel, type CohensDRow, cohensDRun } from "../../metrics/mod.ts";
import type { CellValue } from "../types.ts";
import { keyColumn, makeTable, numberColumn, tableResult, type TableSpec } from "./build.ts";
import { csvNumber } from "./csv.ts";
import { anySimulatedRecords } from "./models.ts";
import { PUBLISHED_CSV, publishedCsv, type PublishedData } from "./published.ts";
import { ofSuite, recordsByModel } from "./records_by_model.ts";
import type { TableResult } from "./types.ts";

export interface Table33Input {
  /** Records of the locked panel on the main study (History with control_twostage if run). */
  records: readonly ResultRecord[];
}

const SUITES: [string, string][] = [["external", "External"], ["history", "History"], [
  "rag",
  "RAG",
], ["tool", "Tool"]];

export const TABLE33: TableSpec = {
  id: "table33",
  title: "Table 33: Anchoring magnitude in |Cohen's d| (open-weight panel mean)",
  columns: [
    keyColumn("suite", "Suite"),
    numberColumn("d_pls", "abs d_pls"),
    numberColumn("d_irr", "abs d_irr"),
    numberColumn("d_hi_lo", "abs d_hi-lo"),
  ],
  notes: [
    "Per run d_av against control_twostage if present else control; panel mean over models (simple mean).",
  ],
};

function rowsFrom(perRun: readonly CohensDRow[]): Record<string, CellValue>[] {
  const panel = cohensDPanel(perRun);
  return SUITES.flatMap(([s, label]) => {
    const p = panel.find((x) => x.suite.toLowerCase() === s);
    return p ? [{ suite: label, d_pls: p.d_pls, d_irr: p.d_irr, d_hi_lo: p.d_hi_lo }] : [];
  });
}

export function reproducedTable33(input: Table33Input) {
  const perRun: CohensDRow[] = [];
  for (const [s] of SUITES) {
    for (const run of recordsByModel(ofSuite(input.records, s)).values()) {
      perRun.push(cohensDRun(run));
    }
  }
  return makeTable(TABLE33, rowsFrom(perRun), { simulated: anySimulatedRecords(input.records) });
}

/** Published: panel means of the per-run values in cohens_d.csv (3 decimals as stored). */
export function publishedTable33(data: PublishedData) {
  const file = PUBLISHED_CSV.cohensD;
  const perRun = publishedCsv(data, file).map((r): CohensDRow => ({
    model_id: r.model,
    suite: r.suite,
    baseline: r.baseline,
    n_items: csvNumber(r, "n_items", file) ?? 0,
    d_pls: csvNumber(r, "d_pls", file),
    d_pls_signed: csvNumber(r, "d_pls_signed", file),
    d_irr: csvNumber(r, "d_irr", file),
    d_irr_signed: csvNumber(r, "d_irr_signed", file),
    d_hi_lo: csvNumber(r, "d_hi_lo", file),
    d_hi_lo_signed: csvNumber(r, "d_hi_lo_signed", file),
    d_pls_z: csvNumber(r, "d_pls_z", file),
    d_irr_z: csvNumber(r, "d_irr_z", file),
  }));
  return makeTable(TABLE33, rowsFrom(perRun), { notes: [`Published: panel means of ${file}.`] });
}

export function table33(input: Table33Input, data: PublishedData): TableResult {
  return tableResult(publishedTable33(data), reproducedTable33(input));
}
