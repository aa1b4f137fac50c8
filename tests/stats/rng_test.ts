import assert from "node:assert/strict";
import { bitMask, numpyRandomState, resampleIndices, seededRng } from "../../lib/stats/mod.ts";

Deno.test("numpy RandomState(42) reproduces the reference MT19937 init_genrand(42) outputs", () => {
  const rs = numpyRandomState(42);
  // genrand_int32 after init_genrand(42): 1608637542, 3421126067, 4083286876 (same as
  // numpy.random.RandomState(42).randint(0, 2**32, 3, dtype=np.uint64))
  assert.deepEqual([rs.nextUint32(), rs.nextUint32(), rs.nextUint32()], [
    1608637542,
    3421126067,
    4083286876,
  ]);
});

Deno.test("numpy randint(0, 10, 20) with seed 42 by masked rejection", () => {
  // numpy.random.RandomState(42).randint(0, 10, size=20)
  const expected = [6, 3, 7, 4, 6, 9, 2, 6, 7, 4, 3, 7, 7, 2, 5, 4, 1, 7, 5, 1];
  const out = new Int32Array(20);
  numpyRandomState(42).fillIndices(out, 10);
  assert.deepEqual(Array.from(out), expected);
  // The first draw is 1608637542 & 15 = 6 (mask of 9 is 15), accepted.
  assert.equal(1608637542 & bitMask(9), 6);
});

Deno.test("numpy stream continues across calls like consecutive randint calls", () => {
  // rs = RandomState(2024); rs.randint(0, 5, 10); rs.randint(0, 1000, 5)
  const rs = numpyRandomState(2024);
  const a = new Int32Array(10);
  rs.fillIndices(a, 5);
  const b = new Int32Array(5);
  rs.fillIndices(b, 1000);
  assert.deepEqual(Array.from(a), [0, 2, 0, 0, 3, 4, 1, 1, 4, 3]);
  assert.deepEqual(Array.from(b), [74, 322, 480, 933, 508]);
});

Deno.test("bitMask is the smallest all-ones mask covering the bound", () => {
  assert.deepEqual([bitMask(0), bitMask(1), bitMask(9), bitMask(719), bitMask(1024)], [
    0,
    1,
    15,
    1023,
    2047,
  ]);
});

Deno.test("seededRng is deterministic per seed and distinct across seeds", () => {
  const a = resampleIndices(50, seededRng(7));
  const b = resampleIndices(50, seededRng(7));
  const c = resampleIndices(50, seededRng("7b"));
  assert.deepEqual(a, b);
  assert.notDeepEqual(a, c);
  assert.ok(a.every((i) => i >= 0 && i < 50));
});

Deno.test("seededRng indices are close to uniform", () => {
  const counts = new Array(10).fill(0);
  const out = new Int32Array(100_000);
  seededRng(1).fillIndices(out, 10);
  for (const i of out) counts[i]++;
  // each cell ~ Binomial(1e5, 0.1): sd ≈ 95; allow 5 sd
  for (const c of counts) assert.ok(Math.abs(c - 10_000) < 475, `count ${c}`);
  const r = seededRng(2);
  let sum = 0;
  for (let i = 0; i < 10_000; i++) sum += r.random();
  assert.ok(Math.abs(sum / 10_000 - 0.5) < 0.015);
});
