import assert from "node:assert/strict";
import { erf, erfc, normalCdf, normalQuantile, normalSf } from "../../lib/stats/mod.ts";

function close(actual: number, expected: number, rel: number) {
  assert.ok(Math.abs(actual - expected) <= rel * Math.abs(expected), `${actual} vs ${expected}`);
}

Deno.test("normalCdf matches tabulated standard normal values to double precision", () => {
  assert.equal(normalCdf(0), 0.5);
  // Φ(−1) = erfc(1/√2)/2 and erfc(1) = 0.15729920705028513 (Abramowitz & Stegun table 7.1)
  close(normalCdf(-1), 0.15865525393145707, 1e-14);
  close(erfc(1), 0.15729920705028513, 1e-14);
  close(erf(0.5), 0.5204998778130465, 1e-14);
  close(normalCdf(1.959963984540054), 0.975, 1e-14);
});

Deno.test("normalSf keeps relative accuracy far in the tail", () => {
  // erfc(5) = 1.5374597944280349e-12 and Q(10) = 7.619853024160527e-24 (published tables)
  close(erfc(5), 1.5374597944280349e-12, 1e-13);
  close(normalSf(10), 7.619853024160527e-24, 1e-12);
  close(normalCdf(-10), normalSf(10), 1e-15);
});

Deno.test("erf is odd and erf + erfc = 1 across the series/continued-fraction switch", () => {
  for (const x of [0.1, 1.2, 1.4999, 1.5, 1.5001, 2.2, 3.7]) {
    close(erf(-x), -erf(x), 1e-15);
    assert.ok(Math.abs(erf(x) + erfc(x) - 1) < 1e-15);
  }
});

Deno.test("normalQuantile inverts normalCdf", () => {
  close(normalQuantile(0.975), 1.959963984540054, 1e-14);
  assert.equal(normalQuantile(0.5), 0);
  for (const p of [1e-12, 0.001, 0.2, 0.8, 0.999]) close(normalCdf(normalQuantile(p)), p, 1e-12);
  assert.throws(() => normalQuantile(1.5), /\[0, 1\]/);
});
