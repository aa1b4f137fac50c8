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
  /** The published number; null when the paper printed "—" or a text such as "<0.01". */
  published: number | null;
  reproduced: number | null;
  /** reproduced − published; null unless both sides are numbers. */
  diff: number | null;
  /** The printed text when the published cell is not a number ("<0.01", "✓"). */
  publishedText?: string;
  /**
   * The reproduced cell as text: p-value columns formatted with the column's format ("<0.01"),
   * or the text of a reproduced cell that is not a number.
   */
  reproducedText?: string;
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
