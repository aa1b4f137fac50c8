/** A paper table in paper layout: key columns identify a row, value columns hold numbers. */

export type CellValue = number | string | null;

export interface ColumnSpec {
  key: string;
  label: string;
  /** Digits after the decimal point when the value is a number (paper rounding). */
  digits?: number;
  /** "percent" multiplies a fraction by 100 before rounding. */
  format?: "number" | "percent" | "text" | "pvalue";
  /** Marks a value column (compared published vs reproduced); key columns leave it unset. */
  value?: boolean;
}

export interface PaperTable {
  /** e.g. "table1" */
  id: string;
  title: string;
  columns: ColumnSpec[];
  rows: Record<string, CellValue>[];
  /** Free-text notes printed under the table (exclusions, rules, provenance). */
  notes?: string[];
  /** True when any number came from the simulated-respondent panel. */
  simulated?: boolean;
  /** Cells to set in bold, as `${rowIndex}:${columnKey}`. */
  bold?: string[];
}

/** One value cell side by side: what the paper printed, what this run computed, and the difference. */
export interface ComparedCell {
  published: number | null;
  reproduced: number | null;
  diff: number | null;
}

export interface ComparisonTable {
  id: string;
  title: string;
  keyColumns: ColumnSpec[];
  valueColumns: ColumnSpec[];
  rows: { keys: Record<string, CellValue>; cells: Record<string, ComparedCell> }[];
  notes: string[];
  simulated: boolean;
  /** Rows present on one side only, by key text. */
  unmatched: { publishedOnly: string[]; reproducedOnly: string[] };
}
