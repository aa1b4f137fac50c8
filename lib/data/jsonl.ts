/**
 * JSON Lines reading and writing.
 *
 * Native format (what AnchorLab writes): UTF-8 without BOM, one compact `JSON.stringify` object per
 * line (no spaces after `:` or `,`, keys in insertion order, non-ASCII characters written raw), every
 * line ending in "\n" including the last. The original pipeline wrote Python `json.dumps` lines
 * (`", "` / `": "` separators, `42.0` for integral floats); both parse to the same values, so one reader
 * serves both.
 *
 * Reader rules: blank (whitespace-only) lines are skipped, a trailing "\r" is dropped, a leading BOM
 * is ignored, and every other line must be one JSON object. Anything else fails with
 * `<file>:<line>: <reason>`.
 */
import { DataError } from "./errors.ts";

export interface JsonlRow {
  /** 1-based physical line number in the file. */
  line: number;
  value: Record<string, unknown>;
}

function parseLine(file: string, lineNo: number, text: string): JsonlRow | null {
  let line = text.endsWith("\r") ? text.slice(0, -1) : text;
  if (lineNo === 1 && line.startsWith("\uFEFF")) line = line.slice(1);
  if (line.trim() === "") return null;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (err) {
    throw new DataError(file, lineNo, `invalid JSON (${(err as Error).message})`);
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    const kind = value === null ? "null" : Array.isArray(value) ? "an array" : typeof value;
    throw new DataError(file, lineNo, `expected a JSON object, got ${kind}`);
  }
  return { line: lineNo, value: value as Record<string, unknown> };
}

async function openForReading(path: string): Promise<Deno.FsFile> {
  try {
    return await Deno.open(path, { read: true });
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) throw new DataError(path, null, "file not found");
    throw new DataError(path, null, `cannot open (${(err as Error).message})`);
  }
}

function concat(parts: Uint8Array[], total: number): Uint8Array {
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Streams the objects of a JSONL file with their line numbers; memory stays at one chunk + one line.
 * Lines are cut on the newline byte (which never occurs inside a UTF-8 sequence) and decoded one by
 * one, so an encoding error is reported at its own line.
 */
export async function* readJsonl(path: string): AsyncGenerator<JsonlRow> {
  const file = await openForReading(path);
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let lineNo = 0;
  const takeLine = (bytes: Uint8Array): JsonlRow | null => {
    lineNo++;
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      throw new DataError(path, lineNo, "invalid UTF-8");
    }
    return parseLine(path, lineNo, text);
  };
  try {
    for await (const chunk of file.readable) {
      let start = 0;
      let newline = chunk.indexOf(10, start);
      while (newline >= 0) {
        const piece = chunk.subarray(start, newline);
        const bytes = pending.length === 0
          ? piece
          : concat([...pending, piece], pendingBytes + piece.length);
        pending = [];
        pendingBytes = 0;
        const row = takeLine(bytes);
        if (row) yield row;
        start = newline + 1;
        newline = chunk.indexOf(10, start);
      }
      if (start < chunk.length) {
        // The stream may reuse its buffer: keep a copy of the unfinished line.
        pending.push(chunk.slice(start));
        pendingBytes += chunk.length - start;
      }
    }
    if (pendingBytes > 0) {
      const row = takeLine(concat(pending, pendingBytes));
      if (row) yield row;
    }
  } finally {
    try {
      file.close();
    } catch {
      // Already closed by the readable stream finishing.
    }
  }
}

/** Parses a JSONL document already in memory (same rules as readJsonl); `file` names it in errors. */
export function parseJsonlText(text: string, file: string): JsonlRow[] {
  const rows: JsonlRow[] = [];
  text.split("\n").forEach((line, i) => {
    const row = parseLine(file, i + 1, line);
    if (row) rows.push(row);
  });
  return rows;
}

/** Reads a whole JSONL file into memory (same rules as readJsonl). */
export async function readJsonlAll(path: string): Promise<JsonlRow[]> {
  const rows: JsonlRow[] = [];
  for await (const row of readJsonl(path)) rows.push(row);
  return rows;
}

/** One native JSONL line: compact JSON followed by "\n". */
export function jsonlLine(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError("value is not JSON-serialisable");
  return json + "\n";
}

/** A whole native JSONL document (empty string for no rows). */
export function formatJsonl(rows: Iterable<unknown>): string {
  let out = "";
  for (const row of rows) out += jsonlLine(row);
  return out;
}
