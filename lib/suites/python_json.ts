/**
 * A serializer that writes JSON exactly as Python's `json.dumps` does with its default separators
 * (`", "` and `": "`): keys in insertion order, floats in Python `repr` form (`42.0`, `55.4`,
 * `1e-05`, `1e+16`), `NaN`/`Infinity` as Python writes them, and `ensure_ascii` selectable.
 *
 * JavaScript has one number type, so a float that happens to be integral must be marked with
 * `pyFloat` to print as `42.0`; an unmarked integral number prints as a Python int (`42`), an
 * unmarked non-integral number as a float.
 */

/** A number that Python would hold as a float (prints `42.0`, not `42`). */
export class PyFloat {
  constructor(readonly value: number) {}
}

export function pyFloat(x: number): PyFloat {
  return new PyFloat(x);
}

/** Values the serializer accepts. Objects keep insertion order; use a Map for integer-like keys. */
export type PyJson =
  | null
  | boolean
  | number
  | bigint
  | string
  | PyFloat
  | readonly PyJson[]
  | ReadonlyMap<string, PyJson>
  | { readonly [key: string]: PyJson };

export interface DumpsOptions {
  /** Escape every character outside printable ASCII as `\uXXXX` (Python's default: true). */
  ensureAscii?: boolean;
}

/** Python `repr(float)`: shortest round-trip digits, exponent form below 1e-4 and from 1e16 on. */
export function pythonFloatRepr(x: number): string {
  if (Number.isNaN(x)) return "NaN";
  if (x === Infinity) return "Infinity";
  if (x === -Infinity) return "-Infinity";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const sign = x < 0 ? "-" : "";
  // toExponential() without an argument yields the shortest digit string that round-trips.
  const sci = Math.abs(x).toExponential();
  const ePos = sci.indexOf("e");
  const exp = Number(sci.slice(ePos + 1));
  const mantissa = sci.slice(0, ePos);
  const digits = mantissa.length > 1 ? mantissa[0] + mantissa.slice(2) : mantissa;
  if (exp < -4 || exp >= 16) {
    const absExp = Math.abs(exp);
    return `${sign}${mantissa}e${exp < 0 ? "-" : "+"}${absExp < 10 ? "0" : ""}${absExp}`;
  }
  if (exp < 0) return `${sign}0.${"0".repeat(-exp - 1)}${digits}`;
  if (digits.length <= exp + 1) return `${sign}${digits}${"0".repeat(exp + 1 - digits.length)}.0`;
  return `${sign}${digits.slice(0, exp + 1)}.${digits.slice(exp + 1)}`;
}

/** Python int formatting of an integral number (no exponent form, unlike String(1e21)). */
function pythonIntRepr(x: number): string {
  if (Object.is(x, -0)) return "0";
  return Math.abs(x) < 1e21 ? String(x) : BigInt(x).toString();
}

const SHORT_ESCAPES: Readonly<Record<number, string>> = {
  0x22: '\\"',
  0x5c: "\\\\",
  0x08: "\\b",
  0x0c: "\\f",
  0x0a: "\\n",
  0x0d: "\\r",
  0x09: "\\t",
};

function unicodeEscape(code: number): string {
  return "\\u" + code.toString(16).padStart(4, "0");
}

function needsEscape(code: number, ensureAscii: boolean): boolean {
  if (code < 0x20 || code === 0x22 || code === 0x5c) return true;
  return ensureAscii && code > 0x7e;
}

/** A Python JSON string literal; UTF-16 code units are escaped one by one (surrogate pairs too). */
export function pythonStringLiteral(s: string, ensureAscii = true): string {
  let i = 0;
  while (i < s.length && !needsEscape(s.charCodeAt(i), ensureAscii)) i++;
  if (i === s.length) return `"${s}"`;
  let out = '"' + s.slice(0, i);
  for (; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (!needsEscape(code, ensureAscii)) out += s[i];
    else out += SHORT_ESCAPES[code] ?? unicodeEscape(code);
  }
  return out + '"';
}

function describePath(path: string): string {
  return path === "" ? "the top-level value" : `value at ${path}`;
}

function write(value: unknown, ensureAscii: boolean, path: string, out: string[]): void {
  if (value === null) {
    out.push("null");
  } else if (value === true) {
    out.push("true");
  } else if (value === false) {
    out.push("false");
  } else if (typeof value === "number") {
    out.push(Number.isInteger(value) ? pythonIntRepr(value) : pythonFloatRepr(value));
  } else if (typeof value === "bigint") {
    out.push(value.toString());
  } else if (typeof value === "string") {
    out.push(pythonStringLiteral(value, ensureAscii));
  } else if (value instanceof PyFloat) {
    out.push(pythonFloatRepr(value.value));
  } else if (Array.isArray(value)) {
    out.push("[");
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(", ");
      write(value[i], ensureAscii, `${path}[${i}]`, out);
    }
    out.push("]");
  } else if (value instanceof Map) {
    writeEntries([...value.entries()], ensureAscii, path, out);
  } else if (typeof value === "object") {
    writeEntries(Object.entries(value as object), ensureAscii, path, out);
  } else {
    throw new TypeError(
      `pythonDumps: ${describePath(path)} has type ${typeof value}, which JSON cannot represent`,
    );
  }
}

function writeEntries(
  entries: [unknown, unknown][],
  ensureAscii: boolean,
  path: string,
  out: string[],
): void {
  out.push("{");
  for (let i = 0; i < entries.length; i++) {
    const [key, val] = entries[i];
    if (typeof key !== "string") {
      throw new TypeError(`pythonDumps: ${describePath(path)} has a non-string key ${String(key)}`);
    }
    if (i > 0) out.push(", ");
    out.push(pythonStringLiteral(key, ensureAscii), ": ");
    write(val, ensureAscii, `${path}.${key}`, out);
  }
  out.push("}");
}

/**
 * `json.dumps(value)` (default separators) with `ensure_ascii` as given (default true). Accepts any
 * value built from the `PyJson` members (e.g. a whole PromptView); anything else — `undefined`,
 * functions, symbols, non-string Map keys — throws naming where it sits.
 */
export function pythonDumps(value: unknown, opts: DumpsOptions = {}): string {
  const out: string[] = [];
  write(value, opts.ensureAscii ?? true, "", out);
  return out.join("");
}
