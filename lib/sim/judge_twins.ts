/**
 * Simulated twins of the eight judges of the LLM-as-a-judge anchoring study (SPEC §J), ids
 * `sim/judge/<short>`, and the judge model they share.
 *
 * Judge model, for a task with category c and the request's condition:
 *   μ0    = center + taskSpread · z_task                      (baseline; z_task from the task text)
 *   μ     = μ0 + mitigation lift                               (C0)
 *         + k · framing · h_task · g_c                         (C1: revision framing)
 *         + k · total · h_task · g_c · M_total + pull · M_pull · (a − 2.0)   (C2, prior a)
 *   m     = μ + promptSd · z_prompt                            (z_prompt from the request messages)
 *   P(g)  ∝ exp(−(g − m)² / (2 · digitSpread² · T))           over the score grid g ∈ {0, step, …, 5}
 * T = 0 picks the most probable grid point. g_c are the published category means of Δ(C2−C0)
 * relative to their average (code review weakest); h_task = 1 + heterogeneity · z_effect varies
 * the effect per task. The prior's pull is centred on 2.0 (the mean of U[0, 3.99)), so over the
 * study's priors the total effect is the `total` column and the within-C2 slope is `pull`.
 * k is solved numerically (bisection on the expected score, rounding and clipping included) so
 * that the expected Δ(C2−C0), averaged over a reference spread of tasks, the four temperatures
 * and the four categories, equals the published Table 2 value.
 *
 * Provenance of the parameters: `total` = Table 2 Δ(C2−C0); the score SD that makes Table 2's
 * Cohen's d, |Δ/d|, is split into task spread (0.65), prompt noise (0.15) and sampling spread
 * (0.55); the parse-failure rate f solves 1 − (1 − f)³ = Table 1's incomplete share; `pull` =
 * 0.25 for GPT-4.1 (≈ Table 7's baseline slope 0.267), else 0.4·|total|; `framing` = 0.3·total
 * (the paper prints no per-model C1 values; C1 is "generally" less negative than C2); `center`
 * is not published and set to 4.1 (3.7 for the two judges whose score SD exceeds 1). Mitigation
 * multipliers come from Table 7 (CoT: C0 +0.21, Δ ×1.48, slope ×1.9; warning: C0 +0.25, Δ ×1.07,
 * slope ×0). Categorical switching rates follow Tables 9–10 for GPT-4.1 and scale with |total|
 * for the others.
 */
import type { AnchoringModelSpec } from "./model.ts";
import { anchoringPreset } from "./presets.ts";
import { normalCdf } from "./random.ts";

export const JUDGE_PREFIX = "sim/judge/";

export type JudgeCategory = "summarization" | "code review" | "creative writing" | "factual QA";

export type JudgeMitigationKind = "none" | "cot" | "warning";

export interface JudgeTwinParams {
  short: string;
  /** Published Δ(C2−C0) (Table 2). */
  total: number;
  /** Δ(C1−C0) before calibration (0.3 · total). */
  framing: number;
  /** Within-C2 slope of the score on the prior (score points per prior point). */
  pull: number;
  center: number;
  taskSpread: number;
  promptSd: number;
  /** SD of the score distribution at T = 1 (what the score-token logprobs show). */
  digitSpread: number;
  /** Per-task variation of the effect (h_task = 1 + heterogeneity · z). */
  heterogeneity: number;
  parseFailureRate: number;
  /** Score grid step: 1 (integer scores) or 0.5. */
  step: number;
  /** Probability of switching to the shown prior label in categorical C2 (baseline prompt). */
  labelSwitch: number;
  /** Probability of reading a class cue in categorical text correctly. */
  labelAccuracy: number;
}

/** Published category means of Δ(C2−C0) (Section 4.3), divided by their average. */
const CATEGORY_MEANS: Record<JudgeCategory, number> = {
  "code review": -0.047,
  "creative writing": -0.282,
  "factual QA": -0.338,
  summarization: -0.322,
};
const CATEGORY_AVERAGE = Object.values(CATEGORY_MEANS).reduce((s, v) => s + v, 0) / 4;

export function categoryFactor(category: JudgeCategory): number {
  return CATEGORY_MEANS[category] / CATEGORY_AVERAGE;
}

export const JUDGE_CATEGORIES = Object.keys(CATEGORY_MEANS) as JudgeCategory[];

/** Table 2 (Δ, d) and Table 1 (incomplete share) per judge, in Table 2 row order. */
const PUBLISHED: { short: string; delta: number; d: number; incomplete: number }[] = [
  { short: "Llama-3.2-3B", delta: -0.254, d: -0.71, incomplete: 0.274 },
  { short: "GPT-4.1", delta: -0.411, d: -0.67, incomplete: 0 },
  { short: "Qwen2.5-7B", delta: -0.233, d: -0.51, incomplete: 0.105 },
  { short: "Claude-4.5-Sonnet", delta: -0.706, d: -0.44, incomplete: 0 },
  { short: "DeepSeek-R1", delta: -0.269, d: -0.25, incomplete: 0.008 },
  { short: "Gemma-2-9B", delta: -0.072, d: -0.18, incomplete: 0.05 },
  { short: "Llama-3.3-70B", delta: -0.025, d: -0.09, incomplete: 0.021 },
  // d = −0.02 with Δ = −0.009 gives an implausibly exact SD; use the panel's typical 0.45.
  { short: "Llama-3.1-8B", delta: -0.009, d: -0.02, incomplete: 0.15 },
];

function twin(p: (typeof PUBLISHED)[number]): JudgeTwinParams {
  const sd = p.short === "Llama-3.1-8B" ? 0.45 : Math.abs(p.delta / p.d);
  const gpt = p.short === "GPT-4.1";
  return {
    short: p.short,
    total: p.delta,
    framing: 0.3 * p.delta,
    pull: gpt ? 0.25 : 0.4 * Math.abs(p.delta),
    center: sd > 1 ? 3.7 : 4.1,
    taskSpread: 0.65 * sd,
    promptSd: 0.15 * sd,
    digitSpread: 0.55 * sd,
    heterogeneity: sd > 1 ? 0.6 : 0.3,
    parseFailureRate: 1 - Math.cbrt(1 - p.incomplete),
    step: gpt || p.short === "Claude-4.5-Sonnet" ? 1 : 0.5,
    labelSwitch: gpt ? 0.12 : Math.min(0.3, 0.3 * Math.abs(p.delta)),
    labelAccuracy: gpt ? 0.8 : 0.7,
  };
}

export const JUDGE_TWINS: readonly JudgeTwinParams[] = PUBLISHED.map(twin);

/** Ids of the eight simulated judges, in Table 2 row order. */
export const JUDGE_TWIN_IDS: readonly string[] = JUDGE_TWINS.map((t) => JUDGE_PREFIX + t.short);

export function judgeTwin(modelId: string): JudgeTwinParams | null {
  if (!modelId.startsWith(JUDGE_PREFIX)) return null;
  const short = modelId.slice(JUDGE_PREFIX.length).toLowerCase();
  return JUDGE_TWINS.find((t) => t.short.toLowerCase() === short) ?? null;
}

/** Multipliers a mitigation instruction applies (Table 7, GPT-4.1 baseline = 1). */
export const MITIGATION_EFFECT: Record<
  JudgeMitigationKind,
  { lift: number; total: number; pull: number; labelSwitch: number; labelAccuracy: number }
> = {
  none: { lift: 0, total: 1, pull: 1, labelSwitch: 1, labelAccuracy: 0 },
  cot: { lift: 0.21, total: 1.48, pull: 1.9, labelSwitch: 1.3, labelAccuracy: -0.08 },
  warning: { lift: 0.25, total: 1.07, pull: 0, labelSwitch: 0.4, labelAccuracy: -0.02 },
};

/** The score grid of a twin: 0, step, …, 5. */
export function scoreGrid(step: number): number[] {
  const n = Math.round(5 / step);
  return Array.from({ length: n + 1 }, (_, i) => i * step);
}

/** Probabilities over the grid for latent mean m and spread s (s = 0: the nearest grid point). */
export function gridProbabilities(grid: readonly number[], m: number, s: number): number[] {
  if (!(s > 0)) {
    let best = 0;
    for (let i = 1; i < grid.length; i++) {
      if (Math.abs(grid[i] - m) < Math.abs(grid[best] - m)) best = i;
    }
    return grid.map((_, i) => (i === best ? 1 : 0));
  }
  const logits = grid.map((g) => -((g - m) ** 2) / (2 * s * s));
  const max = Math.max(...logits);
  const w = logits.map((l) => Math.exp(l - max));
  const z = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / z);
}

/**
 * Effective temperature floor: served models are not exactly deterministic at T = 0 (batching,
 * floating point), so a score near a rounding boundary still varies a little.
 */
export const TEMPERATURE_FLOOR = 0.1;

/** Sampling spread at temperature T (the T = 1 spread scaled by √T, T floored). */
export function samplingSpread(params: JudgeTwinParams, temperature: number): number {
  return params.digitSpread * Math.sqrt(Math.max(TEMPERATURE_FLOOR, temperature));
}

// Quadrature nodes for E over z ~ N(0, 1): midpoints of 16 equal-probability bins.
const Z_NODES = (() => {
  const nodes: number[] = [];
  for (let i = 0; i < 16; i++) nodes.push(probit((i + 0.5) / 16));
  return nodes;
})();

function probit(p: number): number {
  let lo = -8;
  let hi = 8;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (normalCdf(mid) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Expected emitted score for latent mean μ (prompt noise and sampling integrated out). */
export function expectedScore(params: JudgeTwinParams, mu: number, temperature: number): number {
  const grid = scoreGrid(params.step);
  const s = samplingSpread(params, temperature);
  let total = 0;
  for (const z of Z_NODES) {
    const probs = gridProbabilities(grid, mu + params.promptSd * z, s);
    for (let i = 0; i < grid.length; i++) total += probs[i] * grid[i];
  }
  return total / Z_NODES.length;
}

const TEMPERATURES = [0, 0.5, 1, 2];
const TASK_NODES = [-1.5, -0.75, 0, 0.75, 1.5];
const PRIOR_NODES = [0.5, 1.5, 2.5, 3.5];
const calibrated = new Map<string, number>();

function expectedDelta(params: JudgeTwinParams, k: number, c0: readonly number[]): number {
  let sum = 0;
  let n = 0;
  for (const zTask of TASK_NODES) {
    const mu0 = params.center + params.taskSpread * zTask;
    for (const category of JUDGE_CATEGORIES) {
      const shift = k * params.total * categoryFactor(category);
      TEMPERATURES.forEach((t, j) => {
        let c2 = 0;
        for (const a of PRIOR_NODES) {
          c2 += expectedScore(params, mu0 + shift + params.pull * (a - 2), t);
        }
        sum += c2 / PRIOR_NODES.length - c0[TASK_NODES.indexOf(zTask) * TEMPERATURES.length + j];
        n++;
      });
    }
  }
  return sum / n;
}

/**
 * The multiplier k on the latent effects that makes the expected Δ(C2−C0) equal the published
 * total (rounding and the ceiling at 5 shrink a latent shift): secant steps from k = 1, since the
 * expected Δ is close to linear in k. Cached per twin.
 */
export function effectMultiplier(params: JudgeTwinParams): number {
  const cached = calibrated.get(params.short);
  if (cached !== undefined) return cached;
  const c0 = TASK_NODES.flatMap((z) =>
    TEMPERATURES.map((t) => expectedScore(params, params.center + params.taskSpread * z, t))
  );
  const f = (k: number) => expectedDelta(params, k, c0) - params.total;
  let k0 = 0;
  let f0 = f(0);
  let k1 = 1;
  let f1 = f(1);
  for (let i = 0; i < 6 && Math.abs(f1) > 1e-4 && f1 !== f0; i++) {
    const k2 = Math.min(4, Math.max(0, k1 - (f1 * (k1 - k0)) / (f1 - f0)));
    [k0, f0] = [k1, f1];
    k1 = k2;
    f1 = f(k1);
  }
  calibrated.set(params.short, k1);
  return k1;
}

/**
 * Registry entries for the judge twins. The simulated service needs a spec per model id; judge
 * requests never reach the anchoring model (the judge respondent answers them), so the spec only
 * carries the id, a description and the provenance.
 */
export function judgeTwinSpecs(): AnchoringModelSpec[] {
  return JUDGE_TWINS.map((t) => ({
    ...anchoringPreset(),
    id: JUDGE_PREFIX + t.short,
    description:
      `Simulated LLM judge standing in for ${t.short} (LLM-as-a-judge study): answers judge-score and categorical-label requests only.`,
    provenance: "seed 002 Tables 1, 2 and 7 (see lib/sim/judge_twins.ts)",
  }));
}
