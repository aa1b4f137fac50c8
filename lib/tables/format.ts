/** Cell formatting shared by every export: paper rounding and "—" for undefined cells. */
import type { CellValue, ColumnSpec } from "./types.ts";

export const UNDEFINED_CELL = "—";

export function formatCell(value: CellValue | undefined, column: ColumnSpec): string {
  if (
    value === null || value === undefined || (typeof value === "number" && !Number.isFinite(value))
  ) {
    return UNDEFINED_CELL;
  }
  if (typeof value === "string") return value;
  const digits = column.digits ?? 2;
  switch (column.format) {
    case "percent":
      return (value * 100).toFixed(digits);
    case "pvalue":
      return value < 0.01 ? "<0.01" : value.toFixed(digits);
    case "text":
      return String(value);
    default:
      return value.toFixed(digits);
  }
}

/** Signed difference with an explicit plus sign, as printed in comparison columns. */
export function formatDiff(diff: number | null, column: ColumnSpec): string {
  if (diff === null || !Number.isFinite(diff)) return UNDEFINED_CELL;
  const text = formatCell(Math.abs(diff), {
    ...column,
    format: column.format === "pvalue" ? "number" : column.format,
  });
  return (diff < 0 ? "−" : "+") + text;
}
