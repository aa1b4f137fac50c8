/**
 * Table 25: eleven-domain panel — UAI_irr, UAI_pls and Disc∆ on External and History for the
 * business domains (main study), the medical pilot and the other-domain pilot (locked panel).
 */
import type { ResultRecord } from "../../data/records.ts";
import { unifiedMetrics } from "../../metrics/mod.ts";
import type { CellValue } from "../types.ts";
import { keyColumn, makeTable, num, numberColumn, tableResult, type TableSpec } from "./build.ts";
import { indexCells } from "./cells.ts";
import { csvNumber } from "./csv.ts";
import { alphabetical, anySimulatedEntries, anySimulatedRecords, LOCKED4 } from "./models.ts";
import { PUBLISHED_CSV, publishedCsv, type PublishedData } from "./published.ts";
import { ofSuite, recordsByModel } from "./records_by_model.ts";
import type { SummaryEntry, TableResult } from "./types.ts";

export interface Table25Input {
  /** Main-study entries (business domains). */
  business: readonly SummaryEntry[];
  /** Records of the medical pilot datasets (External and History). */
  medical: readonly ResultRecord[];
  /** Records of the other-domain pilot datasets (External and History). */
  other: readonly ResultRecord[];
}

const FAMILIES: [string, string][] = [["bus", "bus"], ["med", "med"], ["oth", "oth"]];
const METRICS: [string, string][] = [["irr", "UAI_irr"], ["pls", "UAI_pls"], ["disc", "Disc∆"]];
const SUITES = ["external", "history"];

export const TABLE25: TableSpec = {
  id: "table25",
  title: "Table 25: Eleven-domain robustness panel (business, medical, other)",
  columns: [
    keyColumn("suite", "Suite"),
    keyColumn("model", "Model"),
    ...METRICS.flatMap(([m, label]) =>
      FAMILIES.map(([f]) => numberColumn(`${m}_${f}`, `${label} ${f}`))
    ),
  ],
  notes: ["Pilot History runs use control_twostage as baseline when present, else control."],
};

export function reproducedTable25(input: Table25Input) {
  const bus = indexCells(input.business);
  const rows: Record<string, CellValue>[] = [];
  for (const suite of SUITES) {
    const med = recordsByModel(ofSuite(input.medical, suite));
    const oth = recordsByModel(ofSuite(input.other, suite));
    const models = alphabetical([...new Set([...med.keys(), ...oth.keys()])]);
    for (const model of models) {
      const row: Record<string, CellValue> = { suite, model };
      const b = bus.get(model, suite);
      const score = (run: ResultRecord[] | undefined) =>
        run
          ? unifiedMetrics(run, { baseline: suite === "history" ? "control_twostage" : "control" })
          : null;
      const m = score(med.get(model));
      const o = score(oth.get(model));
      row.irr_bus = num(b?.uai_irr);
      row.pls_bus = num(b?.uai_plaus);
      row.disc_bus = num(b?.disc_delta);
      row.irr_med = m?.uai_irr ?? null;
      row.pls_med = m?.uai_plaus ?? null;
      row.disc_med = m?.disc_delta ?? null;
      row.irr_oth = o?.uai_irr ?? null;
      row.pls_oth = o?.uai_plaus ?? null;
      row.disc_oth = o?.disc_delta ?? null;
      rows.push(row);
    }
  }
  return makeTable(TABLE25, rows, {
    simulated: anySimulatedEntries(input.business) ||
      anySimulatedRecords([...input.medical, ...input.other]),
  });
}

/** Published: extension_comparison.csv (carries business, medical and other columns). */
export function publishedTable25(data: PublishedData) {
  const file = PUBLISHED_CSV.otherDomains;
  const csv = publishedCsv(data, file);
  const rows: Record<string, CellValue>[] = [];
  for (const suite of SUITES) {
    for (const model of alphabetical([...LOCKED4])) {
      const r = csv.find((x) => x.suite === suite && x.model === model);
      if (!r) continue;
      const names: Record<string, string> = { bus: "business", med: "medical", oth: "other" };
      const row: Record<string, CellValue> = { suite, model };
      for (const [f] of FAMILIES) {
        row[`irr_${f}`] = csvNumber(r, `uai_irr_${names[f]}`, file);
        row[`pls_${f}`] = csvNumber(r, `uai_pls_${names[f]}`, file);
        row[`disc_${f}`] = csvNumber(r, `disc_${names[f]}`, file);
      }
      rows.push(row);
    }
  }
  return makeTable(TABLE25, rows, { notes: [`Published: ${file}.`] });
}

export function table25(input: Table25Input, data: PublishedData): TableResult {
  return tableResult(publishedTable25(data), reproducedTable25(input));
}
