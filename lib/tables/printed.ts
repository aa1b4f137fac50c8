/**
 * The paper's printed values, transcribed by hand into data/paper/printed/table<N>.json (format in
 * data/paper/printed/README.md). They are the "published" side of tables that have no
 * machine-readable source, and a check on which CSV revision the paper printed for the others.
 */
import { join } from "node:path";

/** A printed cell: a number, a kept string such as "<0.01" or "✓", or null for a printed "—". */
export type PrintedValue = number | string | null;

export interface PrintedColumn {
  key: string;
  /** Column heading as printed (sub-heading when `group` is set). */
  label: string;
  /** "key" columns identify a row; "number" (default) and "pvalue" hold values; "text" holds strings. */
  kind?: "key" | "number" | "pvalue" | "text";
  /** Decimals printed for numeric cells. */
  digits?: number;
  /** "percent": stored as printed (34 for 34%); "fraction": a share printed as 0–1; "count": an integer. */
  unit?: "percent" | "fraction" | "count";
  /** Spanning heading above this column (e.g. a suite name). */
  group?: string;
}

/** A typographic mark on one cell (e.g. the ∗ of Tables 20–21). `row` is the row id. */
export interface PrintedMark {
  row: string;
  column: string;
  mark: "star" | "bold";
}

/** A printed cell that disagrees with a check; `check` names what it was compared against. */
export interface PrintedDiscrepancy {
  check: string;
  row: string;
  column: string;
  printed: PrintedValue;
  reference: PrintedValue;
  detail: string;
}

/** Verdict of comparing the printed table with a shipped result file (which revision was printed). */
export interface PrintedReference {
  /** Path relative to the repository root. */
  file: string;
  verdict: "matches" | "differs";
  detail?: string;
}

export interface PrintedTable {
  /** Table number, or a label such as "A8" for an unnumbered inline table. */
  table: number | string;
  title: string;
  /** Where in the paper text the values were read. */
  source: string;
  page: number;
  columns: PrintedColumn[];
  rows: Record<string, PrintedValue>[];
  notes: string[];
  marks?: PrintedMark[];
  discrepancies?: PrintedDiscrepancy[];
  reference?: PrintedReference[];
}

export interface PrintedClaim {
  id: string;
  where: string;
  text: string;
  values: Record<string, number | string | number[]>;
  check: string;
}

export interface PrintedClaims {
  title: string;
  source: string;
  notes: string[];
  claims: PrintedClaim[];
}

/** A printed transcription file that is missing or does not have the documented shape. */
export class PrintedTableError extends Error {
  constructor(readonly file: string, reason: string) {
    super(`${file}: ${reason}`);
    this.name = "PrintedTableError";
  }
}

const PRINTED_DIR = new URL("../../data/paper/printed/", import.meta.url);

/** Repository-relative name used in error messages. */
function displayName(fileName: string): string {
  return `data/paper/printed/${fileName}`;
}

async function readPrintedFile(fileName: string, shownAs: string, dir?: string): Promise<string> {
  try {
    return await Deno.readTextFile(dir ? join(dir, fileName) : new URL(fileName, PRINTED_DIR));
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) {
      throw new PrintedTableError(shownAs, "no printed transcription (file not found)");
    }
    throw new PrintedTableError(shownAs, `cannot read: ${(err as Error).message}`);
  }
}

/** Loads data/paper/printed/table<n>.json (n = 1…33 or a label such as "A8") and validates it. */
export async function loadPrintedTable(n: number | string): Promise<PrintedTable> {
  const fileName = `table${n}.json`;
  const file = displayName(fileName);
  return parsePrintedTable(await readPrintedFile(fileName, file), file, n);
}

/**
 * Loads data/paper/printed/claims.json (scalar claims quoted in the paper text), or
 * <paperDataDir>/printed/claims.json when another data/paper/ root is given.
 */
export async function loadPrintedClaims(paperDataDir?: string): Promise<PrintedClaims> {
  const dir = paperDataDir ? join(paperDataDir, "printed") : undefined;
  const file = dir ? join(dir, "claims.json") : displayName("claims.json");
  const data = parseJson(await readPrintedFile("claims.json", file, dir), file);
  if (!isObject(data) || !Array.isArray(data.claims)) {
    throw new PrintedTableError(file, 'expected an object with a "claims" array');
  }
  const ids = new Set<string>();
  data.claims.forEach((c, i) => {
    if (
      !isObject(c) || typeof c.id !== "string" || typeof c.text !== "string" || !isObject(c.values)
    ) {
      throw new PrintedTableError(
        file,
        `claims[${i}] needs string "id", string "text" and object "values"`,
      );
    }
    if (ids.has(c.id)) throw new PrintedTableError(file, `claims[${i}]: duplicate id "${c.id}"`);
    ids.add(c.id);
  });
  return data as unknown as PrintedClaims;
}

/** Table labels ("1", …, "33", "A8") that have a transcription, in numeric order. */
export async function listPrintedTables(): Promise<string[]> {
  const labels: string[] = [];
  for await (const entry of Deno.readDir(PRINTED_DIR)) {
    const m = /^table(.+)\.json$/.exec(entry.name);
    if (entry.isFile && m) labels.push(m[1]);
  }
  const rank = (s: string) => (/^\d+$/.test(s) ? Number(s) : Number.MAX_SAFE_INTEGER);
  return labels.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The key columns of a table (they identify a row). */
export function printedKeyColumns(table: PrintedTable): PrintedColumn[] {
  return table.columns.filter((c) => c.kind === "key");
}

/** Row id used by marks and discrepancies: key-column values joined with " / ". */
export function printedRowId(table: PrintedTable, row: Record<string, PrintedValue>): string {
  return printedKeyColumns(table).map((c) => String(row[c.key])).join(" / ");
}

/** The row with this id, or undefined. */
export function findPrintedRow(
  table: PrintedTable,
  rowId: string,
): Record<string, PrintedValue> | undefined {
  return table.rows.find((r) => printedRowId(table, r) === rowId);
}

/** Whether a cell carries a mark (e.g. the star of Tables 20–21). */
export function hasPrintedMark(
  table: PrintedTable,
  rowId: string,
  column: string,
  mark: PrintedMark["mark"],
): boolean {
  return (table.marks ?? []).some((m) => m.row === rowId && m.column === column && m.mark === mark);
}

/**
 * Rows ready for a paper-table spec whose percent columns hold fractions (lib/tables ColumnSpec
 * format "percent"): percent cells are divided by 100, everything else is copied.
 */
export function printedRowsAsFractions(table: PrintedTable): Record<string, PrintedValue>[] {
  const percent = new Set(table.columns.filter((c) => c.unit === "percent").map((c) => c.key));
  return table.rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map((
        [k, v],
      ) => [k, percent.has(k) && typeof v === "number" ? v / 100 : v]),
    )
  );
}

/** Parses and validates the text of one transcription file; `file` names it in errors. */
export function parsePrintedTable(
  text: string,
  file: string,
  expected?: number | string,
): PrintedTable {
  const data = parseJson(text, file);
  if (!isObject(data)) throw new PrintedTableError(file, "expected a JSON object");
  const fail = (reason: string): never => {
    throw new PrintedTableError(file, reason);
  };
  if (typeof data.table !== "number" && typeof data.table !== "string") {
    fail('"table" must be a number or string');
  }
  if (expected !== undefined && String(data.table) !== String(expected)) {
    fail(`"table" is ${JSON.stringify(data.table)}, expected ${JSON.stringify(expected)}`);
  }
  for (const field of ["title", "source"]) {
    if (typeof data[field] !== "string" || data[field] === "") {
      fail(`"${field}" must be a non-empty string`);
    }
  }
  if (typeof data.page !== "number") fail('"page" must be a number');
  if (!Array.isArray(data.notes) || !data.notes.every((n) => typeof n === "string")) {
    fail('"notes" must be an array of strings');
  }
  const columns = validateColumns(data.columns, fail);
  const rows = validateRows(data.rows, columns, fail);
  const table = { ...data, columns, rows } as unknown as PrintedTable;
  validateRowIds(table, fail);
  validateCellRefs(table, "marks", fail);
  validateCellRefs(table, "discrepancies", fail);
  if (data.reference !== undefined) {
    if (
      !Array.isArray(data.reference) ||
      !data.reference.every((r) =>
        isObject(r) && typeof r.file === "string" &&
        (r.verdict === "matches" || r.verdict === "differs")
      )
    ) fail('"reference" entries need "file" and verdict "matches" or "differs"');
  }
  return table;
}

type Fail = (reason: string) => never;

const KINDS = new Set(["key", "number", "pvalue", "text"]);
const UNITS = new Set(["percent", "fraction", "count"]);

function validateColumns(value: unknown, fail: Fail): PrintedColumn[] {
  if (!Array.isArray(value) || value.length === 0) fail('"columns" must be a non-empty array');
  const columns = value as unknown[];
  const keys = new Set<string>();
  columns.forEach((c, i) => {
    if (!isObject(c) || typeof c.key !== "string" || typeof c.label !== "string") {
      fail(`columns[${i}] needs string "key" and "label"`);
    }
    const col = c as Record<string, unknown>;
    if (keys.has(col.key as string)) fail(`columns[${i}]: duplicate key "${col.key}"`);
    keys.add(col.key as string);
    if (col.kind !== undefined && !KINDS.has(col.kind as string)) {
      fail(`columns[${i}]: unknown kind "${col.kind}"`);
    }
    if (col.unit !== undefined && !UNITS.has(col.unit as string)) {
      fail(`columns[${i}]: unknown unit "${col.unit}"`);
    }
    if (
      col.digits !== undefined && !(Number.isInteger(col.digits) && (col.digits as number) >= 0)
    ) {
      fail(`columns[${i}]: "digits" must be a non-negative integer`);
    }
  });
  if (!columns.some((c) => (c as PrintedColumn).kind === "key")) fail('no key column (kind "key")');
  return columns as PrintedColumn[];
}

function validateRows(value: unknown, columns: PrintedColumn[], fail: Fail) {
  if (!Array.isArray(value) || value.length === 0) fail('"rows" must be a non-empty array');
  const rows = value as unknown[];
  const keys = columns.map((c) => c.key);
  rows.forEach((row, i) => {
    if (!isObject(row)) fail(`rows[${i}] is not an object`);
    const r = row as Record<string, unknown>;
    const extra = Object.keys(r).filter((k) => !keys.includes(k));
    if (extra.length) fail(`rows[${i}] has keys not in "columns": ${extra.join(", ")}`);
    for (const col of columns) {
      if (!(col.key in r)) fail(`rows[${i}] lacks column "${col.key}"`);
      const v = r[col.key];
      const kind = col.kind ?? "number";
      const ok = kind === "key"
        ? typeof v === "string" && v !== ""
        : kind === "text"
        ? typeof v === "string" || v === null
        : kind === "pvalue"
        ? (typeof v === "number" && Number.isFinite(v)) || typeof v === "string" || v === null
        : (typeof v === "number" && Number.isFinite(v)) || v === null;
      if (!ok) fail(`rows[${i}].${col.key}: ${JSON.stringify(v)} is not a valid ${kind} cell`);
    }
  });
  return rows as Record<string, PrintedValue>[];
}

function validateRowIds(table: PrintedTable, fail: Fail) {
  const seen = new Set<string>();
  table.rows.forEach((row, i) => {
    const id = printedRowId(table, row);
    if (seen.has(id)) fail(`rows[${i}]: duplicate row "${id}"`);
    seen.add(id);
  });
}

function validateCellRefs(table: PrintedTable, field: "marks" | "discrepancies", fail: Fail) {
  const list = (table as unknown as Record<string, unknown>)[field];
  if (list === undefined) return;
  if (!Array.isArray(list)) fail(`"${field}" must be an array`);
  const ids = new Set(table.rows.map((r) => printedRowId(table, r)));
  const cols = new Set(table.columns.map((c) => c.key));
  (list as unknown[]).forEach((entry, i) => {
    if (!isObject(entry) || typeof entry.row !== "string" || typeof entry.column !== "string") {
      fail(`${field}[${i}] needs string "row" and "column"`);
    }
    const e = entry as Record<string, unknown>;
    if (!ids.has(e.row as string)) fail(`${field}[${i}]: no row "${e.row}"`);
    if (!cols.has(e.column as string)) fail(`${field}[${i}]: no column "${e.column}"`);
    if (field === "discrepancies" && typeof e.check !== "string") {
      fail(`${field}[${i}] needs string "check"`);
    }
  });
}

function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new PrintedTableError(file, `invalid JSON (${(err as Error).message})`);
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
