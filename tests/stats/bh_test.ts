import assert from "node:assert/strict";
import { bhAdjust, bhAdjustNullable } from "../../lib/stats/mod.ts";

function approxEqual(actual: number[], expected: number[]) {
  assert.equal(actual.length, expected.length);
  actual.forEach((v, i) =>
    assert.ok(Math.abs(v - expected[i]) < 1e-12, `${i}: ${v} vs ${expected[i]}`)
  );
}

Deno.test("BH worked example: [0.01, 0.04, 0.03, 0.005] → [0.02, 0.04, 0.04, 0.02]", () => {
  // sorted 0.005·4/1 = 0.02, 0.01·4/2 = 0.02, 0.03·4/3 = 0.04, 0.04·4/4 = 0.04
  approxEqual(bhAdjust([0.01, 0.04, 0.03, 0.005]), [0.02, 0.04, 0.04, 0.02]);
});

Deno.test("BH takes the running minimum from the largest rank down and caps at 1", () => {
  // sorted [0.05, 0.2, 0.3]: raw 0.05·3/1 = 0.15, 0.2·3/2 = 0.3, 0.3·3/3 = 0.3
  approxEqual(bhAdjust([0.3, 0.05, 0.2]), [0.3, 0.15, 0.3]);
  approxEqual(bhAdjust([0.9, 0.95]), [0.95, 0.95]);
  approxEqual(bhAdjust([1, 1, 0.6]), [1, 1, 1]);
});

Deno.test("BH gives tied p-values the same adjusted value", () => {
  // raw 0.02·3/1 = 0.06, 0.02·3/2 = 0.03, 0.04·3/3 = 0.04 → running minimum 0.03, 0.03, 0.04
  approxEqual(bhAdjust([0.02, 0.02, 0.04]), [0.03, 0.03, 0.04]);
});

Deno.test("missing p-values keep their position and do not count towards m", () => {
  const out = bhAdjustNullable([0.01, null, 0.04, 0.03, undefined, 0.005]);
  assert.deepEqual(out.map((v) => (v === null ? null : Math.round(v * 1e12) / 1e12)), [
    0.02,
    null,
    0.04,
    0.04,
    null,
    0.02,
  ]);
  const nan = bhAdjust([0.01, NaN, 0.02]);
  assert.ok(Number.isNaN(nan[1]));
  approxEqual([nan[0], nan[2]], [0.02, 0.02]);
});

Deno.test("p-values outside [0, 1] are an error", () => {
  assert.throws(() => bhAdjust([0.1, 1.2]), /p\[1\] = 1.2/);
});
