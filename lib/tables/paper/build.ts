/** Small helpers every paper table uses: column specs, table assembly, and the comparison. */
import { compareTables } from "../compare.ts";
import type { CellValue, ColumnSpec, PaperTable } from "../types.ts";
import type { TableResult } from "./types.ts";

export function keyColumn(key: string, label: string): ColumnSpec {
  return { key, label, format: "text" };
}

export function numberColumn(key: string, label: string, digits = 2): ColumnSpec {
  return { key, label, digits, format: "number", value: true };
}

/** A fraction printed as a percentage (Acc10 "72%" → digits 0). */
export function percentColumn(key: string, label: string, digits = 0): ColumnSpec {
  return { key, label, digits, format: "percent", value: true };
}

export function pvalueColumn(key: string, label: string, digits = 2): ColumnSpec {
  return { key, label, digits, format: "pvalue", value: true };
}

export interface TableSpec {
  id: string;
  title: string;
  columns: ColumnSpec[];
  notes?: string[];
}

export function makeTable(
  spec: TableSpec,
  rows: Record<string, CellValue>[],
  extra: { simulated?: boolean; notes?: string[]; bold?: string[] } = {},
): PaperTable {
  return {
    id: spec.id,
    title: spec.title,
    columns: spec.columns,
    rows,
    notes: [...(spec.notes ?? []), ...(extra.notes ?? [])],
    simulated: extra.simulated ?? false,
    bold: extra.bold ?? [],
  };
}

export function tableResult(published: PaperTable, reproduced: PaperTable): TableResult {
  return { published, reproduced, comparison: compareTables(published, reproduced) };
}

/** A finite number or null. */
export function num(v: unknown): number | null {
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

/** Simple mean of the defined values of one column over rows (a table's "Mean" row). */
export function columnMean(rows: readonly Record<string, CellValue>[], key: string): number | null {
  const values = rows.map((r) => num(r[key])).filter((v): v is number => v !== null);
  return values.length ? values.reduce((s, v) => s + v, 0) / values.length : null;
}

/** A "Mean" row over the value columns of `spec` (the key column given gets `label`). */
export function meanRow(
  spec: TableSpec,
  rows: readonly Record<string, CellValue>[],
  keyName: string,
  label = "Mean",
): Record<string, CellValue> {
  const row: Record<string, CellValue> = { [keyName]: label };
  for (const c of spec.columns) {
    if (c.value && c.format !== "text") row[c.key] = columnMean(rows, c.key);
  }
  return row;
}

/** Bold markers for the largest value of each column (ties all bold). */
export function boldMaxima(
  rows: readonly Record<string, CellValue>[],
  keys: readonly string[],
): string[] {
  const out: string[] = [];
  for (const key of keys) {
    const values = rows.map((r) => num(r[key]));
    const defined = values.filter((v): v is number => v !== null);
    if (!defined.length) continue;
    const max = Math.max(...defined);
    values.forEach((v, i) => {
      if (v === max) out.push(`${i}:${key}`);
    });
  }
  return out;
}
