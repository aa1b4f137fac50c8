import assert from "node:assert/strict";
import { percentile, percentiles } from "../../lib/stats/mod.ts";

Deno.test("numpy documentation examples of linear percentiles", () => {
  assert.equal(percentile([1, 2, 3, 4], 25), 1.75);
  // np.percentile([[10, 7, 4], [3, 2, 1]], 50) over the flattened array = 3.5
  assert.equal(percentile([10, 7, 4, 3, 2, 1], 50), 3.5);
});

Deno.test("linear interpolation between order statistics (Hyndman–Fan type 7)", () => {
  // h = (n − 1)·q/100: q = 40 on 5 values → h = 1.6 → 20 + 0.6·(35 − 20) = 29
  assert.equal(percentile([15, 20, 35, 40, 50], 40), 29);
  assert.deepEqual(percentiles([5, 1, 4, 2, 3], [0, 10, 90, 100]), [1, 1.4, 4.6, 5]);
  assert.equal(percentile([7], 97.5), 7);
});

Deno.test("percentile input checks", () => {
  assert.throws(() => percentile([], 50), /no values/);
  assert.throws(() => percentile([1, 2], 101), /\[0, 100\]/);
  assert.throws(() => percentile([1, NaN], 50), /values\[1\] is NaN/);
});
