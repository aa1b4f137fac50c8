/**
 * Pins the Python `json.dumps` compatibility of the serializer. Expected strings are what CPython 3
 * prints (float repr rules: shortest round-trip digits, `.0` on integral floats, exponent form below
 * 1e-4 and from 1e16 on; ensure_ascii escapes with lowercase hex, surrogate pairs for astral chars).
 */
import assert from "node:assert/strict";
import {
  pyFloat,
  pythonDumps,
  pythonFloatRepr,
  pythonStringLiteral,
} from "../../lib/suites/python_json.ts";

Deno.test("integral floats print with a trailing .0, others with their shortest digits", () => {
  assert.equal(pythonFloatRepr(42), "42.0");
  assert.equal(pythonFloatRepr(55.4), "55.4");
  assert.equal(pythonFloatRepr(11.43), "11.43");
  assert.equal(pythonFloatRepr(-2.5), "-2.5");
  assert.equal(pythonFloatRepr(0.1 + 0.2), "0.30000000000000004");
  assert.equal(pythonFloatRepr(1 / 3), "0.3333333333333333");
  assert.equal(pythonFloatRepr(123456789.123), "123456789.123");
  assert.equal(pythonFloatRepr(2 ** 53), "9007199254740992.0");
});

Deno.test("float repr switches to exponent form below 1e-4 and from 1e16 on, like Python", () => {
  assert.equal(pythonFloatRepr(1e15), "1000000000000000.0");
  assert.equal(pythonFloatRepr(1e16), "1e+16");
  assert.equal(pythonFloatRepr(1.5e16), "1.5e+16");
  assert.equal(pythonFloatRepr(1e22), "1e+22");
  assert.equal(pythonFloatRepr(0.0001), "0.0001");
  assert.equal(pythonFloatRepr(0.00001), "1e-05");
  assert.equal(pythonFloatRepr(1.5e-7), "1.5e-07");
});

Deno.test("signed zero and non-finite floats use Python's spellings", () => {
  assert.equal(pythonFloatRepr(0), "0.0");
  assert.equal(pythonFloatRepr(-0), "-0.0");
  assert.equal(
    pythonDumps({ k: NaN, i: Infinity, n: -Infinity }),
    '{"k": NaN, "i": Infinity, "n": -Infinity}',
  );
});

Deno.test("the Tool-1 summary of the spec example serializes exactly as Python wrote it", () => {
  const summary = {
    mean: pyFloat(55.4),
    count: 5,
    min: pyFloat(42),
    max: pyFloat(73),
    std: pyFloat(11.43),
  };
  assert.equal(
    pythonDumps(summary),
    '{"mean": 55.4, "count": 5, "min": 42.0, "max": 73.0, "std": 11.43}',
  );
});

Deno.test("unmarked integral numbers are Python ints; non-integral ones are floats", () => {
  assert.equal(pythonDumps([1, 2.5, -0, 1e21]), "[1, 2.5, 0, 1000000000000000000000]");
  assert.equal(pythonDumps(12345678901234567890n), "12345678901234567890");
});

Deno.test("nested containers use ', ' and ': ' separators and keep insertion order", () => {
  assert.equal(
    pythonDumps({ a: [1, 2.5, { b: null, c: true }], d: [], e: {} }),
    '{"a": [1, 2.5, {"b": null, "c": true}], "d": [], "e": {}}',
  );
  assert.equal(pythonDumps({ z: 1, a: 2, m: false }), '{"z": 1, "a": 2, "m": false}');
});

Deno.test("a Map keeps integer-like keys in insertion order (plain objects cannot)", () => {
  const map = new Map<string, number>([["b", 1], ["2", 2]]);
  assert.equal(pythonDumps(map), '{"b": 1, "2": 2}');
});

Deno.test("ensure_ascii escapes non-ASCII as lowercase \\uXXXX, astral chars as surrogate pairs", () => {
  assert.equal(pythonDumps("0–100"), '"0\\u2013100"');
  assert.equal(pythonDumps("😀é\x7f\x01"), '"\\ud83d\\ude00\\u00e9\\u007f\\u0001"');
});

Deno.test("with ensure_ascii off only quotes, backslashes and control characters are escaped", () => {
  assert.equal(pythonDumps(["0–100", "é"], { ensureAscii: false }), '["0–100", "é"]');
  assert.equal(pythonStringLiteral("a\x7fb", false), '"a\x7fb"');
  assert.equal(pythonStringLiteral("\x01", false), '"\\u0001"');
});

Deno.test("short escapes match Python's for quote, backslash, \\b, \\f, \\n, \\r and \\t", () => {
  assert.equal(pythonDumps('a\nb\t"c\\ \b\f\r'), '"a\\nb\\t\\"c\\\\ \\b\\f\\r"');
});

Deno.test("values JSON cannot represent are rejected with their path", () => {
  assert.throws(
    () => pythonDumps({ a: [1, undefined] }),
    /value at \.a\[1\] has type undefined/,
  );
});
