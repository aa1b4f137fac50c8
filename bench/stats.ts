// Per-call timings of the resampling and test primitives at the per-item scale (n = 720).
// Run: deno run bench/stats.ts
import { bootstrapCI, numpyRandomState, seededRng, wilcoxon } from "../lib/stats/mod.ts";
import {
  ceilingRegression,
  ceilingUnits,
  jointContrastModel,
  judgeCellMeans,
  judgeContrastRows,
  type JudgeTrial,
  modelEffects,
  tripletCohensD,
} from "../lib/metrics/judge/mod.ts";

function timeIt(label: string, calls: number, fn: (i: number) => unknown): void {
  fn(-1); // warm-up
  const t0 = performance.now();
  for (let i = 0; i < calls; i++) fn(i);
  const ms = (performance.now() - t0) / calls;
  console.log(`${label.padEnd(58)} ${ms.toFixed(3)} ms/call (${calls} calls)`);
}

const rng = seededRng("bench");
const n = 720;
const values = Array.from({ length: n }, () => rng.random() * 2 - 0.7);
const tied = values.map((v) => Math.round(v * 10) / 10);
const small = values.slice(0, 14);

timeIt(
  "bootstrapCI mean, n=720, B=2000, rng seedrandom",
  40,
  (i) => bootstrapCI(values, { seed: i }),
);
timeIt(
  "bootstrapCI mean, n=720, B=2000, rng numpy",
  40,
  () => bootstrapCI(values, { rng: "numpy" }),
);
timeIt(
  "bootstrapCI median stat (user callback), n=720, B=2000",
  3,
  () => bootstrapCI(values, { stat: (xs) => xs.slice().sort((a, b) => a - b)[n >> 1] }),
);
timeIt("wilcoxon n=720 (normal approximation, no ties)", 200, () => wilcoxon(values));
timeIt("wilcoxon n=720 (normal approximation, ties)", 200, () => wilcoxon(tied));
timeIt("wilcoxon n=14 (exact)", 2000, () => wilcoxon(small));
timeIt("wilcoxon n=50 (exact)", 500, () => wilcoxon(values.slice(0, 50)));
const cells = 70 * 6;
const t0 = performance.now();
for (let c = 0; c < cells; c++) bootstrapCI(values, { rng: "numpy" });
console.log(
  `${cells} CIs (70 cells × 6, n=720, numpy rng): ${(performance.now() - t0).toFixed(0)} ms total`,
);
const mt = numpyRandomState(1);
const t1 = performance.now();
for (let i = 0; i < 1e6; i++) mt.nextUint32();
console.log(`MT19937 nextUint32: ${(((performance.now() - t1) * 1e6) / 1e6).toFixed(2)} ns/draw`);

// Judge statistics at the study's full size: 8 models × 20 tasks × 4 T × 3 conditions × 100 calls.
const judgeRng = seededRng("judge-bench");
const trials: JudgeTrial[] = [];
const categories = ["code_review", "creative_writing", "factual_qa", "summarization"];
for (let m = 0; m < 8; m++) {
  for (let t = 0; t < 20; t++) {
    for (const temperature of [0, 0.5, 1, 2]) {
      for (const condition of ["C0", "C1", "C2"] as const) {
        for (let trial = 0; trial < 100; trial++) {
          const shift = condition === "C2" ? -0.3 : condition === "C1" ? -0.1 : 0;
          const score = Math.min(5, Math.max(0, 4 + shift + (judgeRng.random() - 0.5) * 1.5));
          trials.push({
            model: `sim/judge-${m}`,
            task_id: `task-${t}`,
            category: categories[t % 4],
            condition,
            temperature,
            trial,
            score,
            valid: true,
            ...(condition === "C2"
              ? { prior: judgeRng.random() * 3.99, attempt: 1 + (trial % 4) }
              : {}),
          });
        }
      }
    }
  }
}
function timeOnce(label: string, fn: () => unknown): void {
  const t0 = performance.now();
  fn();
  console.log(`${label.padEnd(58)} ${(performance.now() - t0).toFixed(0)} ms`);
}
let judgeCells: ReturnType<typeof judgeCellMeans> = [];
timeOnce(`judgeCellMeans (${trials.length} trials)`, () => judgeCells = judgeCellMeans(trials));
timeOnce("modelEffects C2−C0, B=10000, 8 models", () => modelEffects(judgeCells));
timeOnce(
  "jointContrastModel, 640 rows, B=10000",
  () => jointContrastModel(judgeContrastRows(judgeCells)),
);
const units = ceilingUnits(judgeCells);
timeOnce(
  "ceilingRegression adjusted, 160 units, B=10000",
  () => ceilingRegression(units, { adjusted: true }),
);
timeOnce("tripletCohensD", () => tripletCohensD(trials));
