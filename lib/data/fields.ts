/** Typed field access for parsed JSON rows; a wrong or missing field is a DataError at the row. */
import { rowError, type RowOrigin } from "./errors.ts";

export type Row = Record<string, unknown>;

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "string" ? `string ${JSON.stringify(value.slice(0, 40))}` : typeof value;
}

function missing(origin: RowOrigin, key: string): never {
  throw rowError(origin, `missing required field "${key}"`);
}

function wrongType(origin: RowOrigin, key: string, expected: string, value: unknown): never {
  throw rowError(origin, `field "${key}" must be ${expected}, got ${describe(value)}`);
}

export function requireString(row: Row, key: string, origin: RowOrigin): string {
  if (!(key in row)) missing(origin, key);
  const value = row[key];
  if (typeof value !== "string") wrongType(origin, key, "a string", value);
  return value;
}

export function requireNonEmptyString(row: Row, key: string, origin: RowOrigin): string {
  const value = requireString(row, key, origin);
  if (value === "") throw rowError(origin, `field "${key}" must not be empty`);
  return value;
}

export function requireNumber(row: Row, key: string, origin: RowOrigin): number {
  if (!(key in row)) missing(origin, key);
  const value = row[key];
  if (typeof value !== "number" || !Number.isFinite(value)) {
    wrongType(origin, key, "a number", value);
  }
  return value;
}

export function requireInteger(row: Row, key: string, origin: RowOrigin): number {
  const value = requireNumber(row, key, origin);
  if (!Number.isInteger(value)) wrongType(origin, key, "an integer", value);
  return value;
}

export function requireBoolean(row: Row, key: string, origin: RowOrigin): boolean {
  if (!(key in row)) missing(origin, key);
  const value = row[key];
  if (typeof value !== "boolean") wrongType(origin, key, "true or false", value);
  return value;
}

export function requireObject(row: Row, key: string, origin: RowOrigin): Row {
  if (!(key in row)) missing(origin, key);
  const value = row[key];
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    wrongType(origin, key, "an object", value);
  }
  return value as Row;
}

export function requireArray(row: Row, key: string, origin: RowOrigin): unknown[] {
  if (!(key in row)) missing(origin, key);
  const value = row[key];
  if (!Array.isArray(value)) wrongType(origin, key, "an array", value);
  return value;
}

/** Present and null, or a string; a missing key is an error (the key is part of the schema). */
export function requireStringOrNull(row: Row, key: string, origin: RowOrigin): string | null {
  if (!(key in row)) missing(origin, key);
  const value = row[key];
  if (value !== null && typeof value !== "string") {
    wrongType(origin, key, "a string or null", value);
  }
  return value;
}

/** Present and null, or a number. */
export function requireNumberOrNull(row: Row, key: string, origin: RowOrigin): number | null {
  if (!(key in row)) missing(origin, key);
  return optionalNumber(row, key, origin);
}

/** Absent/null → null; otherwise must be a finite number. */
export function optionalNumber(row: Row, key: string, origin: RowOrigin): number | null {
  const value = row[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== "number" || !Number.isFinite(value)) {
    wrongType(origin, key, "a number or null", value);
  }
  return value;
}

/** Absent/null → null; otherwise must be an integer. */
export function optionalInteger(row: Row, key: string, origin: RowOrigin): number | null {
  const value = optionalNumber(row, key, origin);
  if (value !== null && !Number.isInteger(value)) {
    wrongType(origin, key, "an integer or null", value);
  }
  return value;
}

export function optionalString(row: Row, key: string, origin: RowOrigin): string | null {
  const value = row[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") wrongType(origin, key, "a string or null", value);
  return value;
}
