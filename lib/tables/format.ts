/** Cell formatting shared by every export: paper rounding and "—" for undefined cells. */
import { roundPy } from "../metrics/round.ts";
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
      return fixed(value * 100, digits);
    case "pvalue":
      return value < 0.01 ? "<0.01" : fixed(value, digits);
    case "text":
      return String(value);
    default:
      return fixed(value, digits);
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

/** Python's `f"{x:.{digits}f}"`-style text: ties on the exact value go to even (0.725 → "0.72"). */
function fixed(value: number, digits: number): string {
  const rounded = roundPy(value, digits);
  // toFixed drops the sign of −0; Python prints a negative value that rounds to zero as "-0.00".
  const text = Math.abs(rounded).toFixed(digits);
  return value < 0 ? `-${text}` : text;
}
