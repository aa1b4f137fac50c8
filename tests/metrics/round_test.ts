import assert from "node:assert/strict";
import { roundOrNull, roundPy } from "../../lib/metrics/mod.ts";

// Expected values are CPython 3 `round(x, n)` outputs.
Deno.test("roundPy breaks exact binary ties to even like CPython", () => {
  assert.equal(roundPy(0.125, 2), 0.12);
  assert.equal(roundPy(0.375, 2), 0.38);
  assert.equal(roundPy(0.03125, 4), 0.0312);
  assert.equal(roundPy(0.09375, 4), 0.0938);
  assert.equal(roundPy(0.28125, 4), 0.2812);
  assert.equal(roundPy(2.5, 0), 2);
  assert.equal(roundPy(-2.5, 0), -2);
  assert.equal(roundPy(-0.125, 2), -0.12);
});

Deno.test("roundPy rounds the exact binary value when the decimal only looks like a tie", () => {
  assert.equal(roundPy(2.675, 2), 2.67); // 2.67499999…
  assert.equal(roundPy(1.0005, 3), 1.0); // 1.000499999…
  assert.equal(roundPy(17.925, 2), 17.93); // 17.92500000…07
  assert.equal(roundPy(0.00005, 4), 0.0001); // 5.000000000000000240e-05
  assert.equal(roundPy(0.00015, 4), 0.0001); // 1.499999999999999868e-04
});

Deno.test("roundPy handles ordinary values, negatives and non-finite input", () => {
  assert.equal(roundPy(1 / 3, 4), 0.3333);
  assert.equal(roundPy(-1 / 12, 4), -0.0833);
  assert.equal(roundPy(0.123456789, 4), 0.1235);
  assert.ok(Number.isNaN(roundPy(NaN, 4)));
  assert.equal(roundPy(Infinity, 4), Infinity);
});

Deno.test("roundOrNull maps null, undefined and NaN to null", () => {
  assert.equal(roundOrNull(null, 4), null);
  assert.equal(roundOrNull(undefined, 4), null);
  assert.equal(roundOrNull(NaN, 4), null);
  assert.equal(roundOrNull(0.55555, 4), 0.5555); // binary 0.55554999999999998827…
});
