/**
 * Shared shape of Tables 29–30: per locked-panel model, pooled UAI of plausible and irrelevant
 * anchors under several prompt variants (condition families), plus a Mean row.
 */
import type { ResultRecord } from "../../data/records.ts";
import { type ExclusionRule, uaiByConditionFamily } from "../../metrics/mod.ts";
import type { CellValue, PaperTable } from "../types.ts";
import { keyColumn, makeTable, meanRow, numberColumn, type TableSpec } from "./build.ts";
import { csvNumber, type CsvRow } from "./csv.ts";
import { alphabetical, anySimulatedRecords } from "./models.ts";
import { type PrintedRows, publishedFromPrinted, withStoredRevisionNote } from "./printed_rows.ts";
import { ofSuite, recordsByModel } from "./records_by_model.ts";

/** A variant column: key, label, and the condition-family suffix ("" = the core condition). */
export interface RealismVariant {
  key: string;
  label: string;
  family: string;
  /** Column suffix in the published CSV (plausible_<csv>, irrelevant_<csv>). */
  csv: string;
}

export function realismSpec(
  id: string,
  title: string,
  variants: readonly RealismVariant[],
): TableSpec {
  return {
    id,
    title,
    columns: [
      keyColumn("model", "Model"),
      ...variants.map((v) => numberColumn(`pls_${v.key}`, `Plausible ${v.label}`)),
      ...variants.map((v) => numberColumn(`irr_${v.key}`, `Irrelevant ${v.label}`)),
    ],
    notes: [
      "Records of the core run (control, base conditions) merged with the probe's conditions; UAI pooled over low and high anchors. Mean = simple mean over models.",
    ],
  };
}

export function reproducedRealism(
  spec: TableSpec,
  variants: readonly RealismVariant[],
  suite: string,
  records: readonly ResultRecord[],
  rule: ExclusionRule,
) {
  const byModel = recordsByModel(ofSuite(records, suite));
  const rows = alphabetical([...byModel.keys()]).map((model) => {
    const f = uaiByConditionFamily(byModel.get(model)!, { rule });
    const row: Record<string, CellValue> = { model };
    for (const v of variants) {
      const suffix = v.family ? `_${v.family}` : "";
      row[`pls_${v.key}`] = f[`plausible${suffix}`]?.uai ?? null;
      row[`irr_${v.key}`] = f[`irrelevant${suffix}`]?.uai ?? null;
    }
    return row;
  });
  const all = rows.length ? [...rows, meanRow(spec, rows, "model")] : rows;
  return makeTable(spec, all, {
    simulated: anySimulatedRecords(records),
    notes: [
      rule === "published"
        ? "Exclusion rule as published by the probe runner: only a = y_ctrl is excluded (not ε = 3)."
        : "Exclusion rule: ε = 3 (the benchmark rule).",
    ],
  });
}

/** A realism table as stored in an older-revision result CSV (secondary to the printed values). */
export function storedCsvRealism(
  spec: TableSpec,
  variants: readonly RealismVariant[],
  csv: readonly CsvRow[],
  file: string,
) {
  const rows = alphabetical(csv.map((r) => r.model)).map((model) => {
    const r = csv.find((x) => x.model === model)!;
    const row: Record<string, CellValue> = { model };
    for (const v of variants) {
      row[`pls_${v.key}`] = csvNumber(r, `plausible_${v.csv}`, file);
      row[`irr_${v.key}`] = csvNumber(r, `irrelevant_${v.csv}`, file);
    }
    return row;
  });
  return makeTable(spec, [...rows, meanRow(spec, rows, "model")], {
    notes: [`Stored: ${file}, an older revision than the printed table.`],
  });
}

/**
 * Published: the printed values; when the stored CSV is given, a note says in how many cells it
 * differs from the print.
 */
export function publishedRealism(
  spec: TableSpec,
  printed: PrintedRows | null,
  stored?: { table: PaperTable; file: string },
): PaperTable {
  const table = publishedFromPrinted(spec, printed);
  return stored ? withStoredRevisionNote(table, stored.table, stored.file) : table;
}
