/** Published vs reproduced, cell by cell. */
import { formatCell } from "./format.ts";
import type { CellValue, ColumnSpec, ComparedCell, ComparisonTable, PaperTable } from "./types.ts";

function rowKey(row: Record<string, CellValue>, keys: string[]): string {
  return keys.map((k) => String(row[k] ?? "")).join(" | ");
}

function asNumber(v: CellValue | undefined): number | null {
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

function asText(v: CellValue | undefined): string | null {
  return typeof v === "string" && v.trim() !== "" ? v : null;
}

/**
 * One value cell. Printed texts ("<0.01", "✓") are kept as `publishedText` so the exports show
 * what the paper printed; a p-value column also carries the reproduced side formatted the same way.
 */
export function compareCell(
  published: CellValue | undefined,
  reproduced: CellValue | undefined,
  column: ColumnSpec,
): ComparedCell {
  const p = asNumber(published);
  const r = asNumber(reproduced);
  const cell: ComparedCell = {
    published: p,
    reproduced: r,
    diff: p === null || r === null ? null : r - p,
  };
  const publishedText = asText(published);
  if (publishedText !== null) cell.publishedText = publishedText;
  const reproducedText = asText(reproduced);
  if (reproducedText !== null) cell.reproducedText = reproducedText;
  else if (r !== null && column.format === "pvalue") cell.reproducedText = formatCell(r, column);
  return cell;
}

/**
 * Joins two tables of the same layout on their key columns (published row order first) and pairs every
 * value column. A difference is reproduced − published, in the data's units (formatting scales percents).
 */
export function compareTables(published: PaperTable, reproduced: PaperTable): ComparisonTable {
  const keyColumns = published.columns.filter((c) => !c.value);
  const valueColumns = published.columns.filter((c) => c.value);
  const keys = keyColumns.map((c) => c.key);
  const reproducedByKey = new Map(reproduced.rows.map((r) => [rowKey(r, keys), r]));
  const seen = new Set<string>();
  const rows = published.rows.map((pub) => {
    const key = rowKey(pub, keys);
    seen.add(key);
    const rep = reproducedByKey.get(key);
    const cells: Record<string, ComparedCell> = {};
    for (const col of valueColumns) {
      cells[col.key] = compareCell(pub[col.key], rep ? rep[col.key] : null, col);
    }
    return { keys: Object.fromEntries(keys.map((k) => [k, pub[k]])), cells };
  });
  const reproducedOnly = reproduced.rows.map((r) => rowKey(r, keys)).filter((k) => !seen.has(k));
  const publishedOnly = rows.filter((r) => !reproducedByKey.has(rowKey(r.keys, keys))).map((r) =>
    rowKey(r.keys, keys)
  );
  return {
    id: reproduced.id,
    title: reproduced.title,
    keyColumns,
    valueColumns,
    rows,
    notes: [...new Set([...(published.notes ?? []), ...(reproduced.notes ?? [])])],
    simulated: Boolean(reproduced.simulated),
    unmatched: { publishedOnly, reproducedOnly },
  };
}

/** Largest absolute difference over all cells (null when nothing is comparable). */
export function maxAbsDiff(table: ComparisonTable): number | null {
  let max: number | null = null;
  for (const row of table.rows) {
    for (const cell of Object.values(row.cells)) {
      if (cell.diff !== null) max = Math.max(max ?? 0, Math.abs(cell.diff));
    }
  }
  return max;
}
