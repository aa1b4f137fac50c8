/**
 * How many items a study needs to detect a given Disc∆ with the benchmark's paired test.
 *
 * Model (what the simulation assumes): an item contributes `pairs` paired differences
 * d = UAI_cond − UAI_irr (one per anchor direction, as in lib/metrics `itemPairedDifferences`;
 * default 2, low and high), each drawn independently from Normal(discDelta, sdItem). A study of
 * n items is significant when the two-sided Wilcoxon signed-rank test (lib/stats `wilcoxon`, the
 * test behind `p_plaus_vs_irr`) over its n·pairs differences gives p < alpha; power is the share
 * of B simulated studies that are significant. Real differences are bounded, skewed and
 * correlated within an item (low and high share the control answer), so treat the answer as a
 * planning figure: estimate sdItem from a pilot (the SD of its paired differences).
 *
 * Replicate b of every n reads the same seeded stream of deviates (common random numbers), so
 * the power curve is smooth in n and the search for the smallest n is stable.
 */
import { normalQuantile, seededRng, wilcoxon, WILCOXON_MIN_NONZERO } from "../stats/mod.ts";

export interface PowerOptions {
  /** The Disc∆ to detect: mean paired UAI difference (negative values work the same way). */
  discDelta: number;
  /** SD of one paired difference across items. */
  sdItem: number;
  /** Target power (default 0.8). */
  power?: number;
  /** Two-sided significance level (default 0.05). */
  alpha?: number;
  /** Paired differences per item (default 2: low and high anchor). */
  pairs?: number;
  /** Simulated studies per candidate n (default 1000). */
  B?: number;
  seed?: string | number;
  /** Candidate item counts, searched in increasing order (default 5 … 5000, roughly ×1.25). */
  grid?: readonly number[];
  /** Largest n tried (default 5000); the search fails above it. */
  maxItems?: number;
  /** Bisect between the last grid point below the target and the first above it (default true). */
  refine?: boolean;
}

export interface PowerPoint {
  /** Items. */
  n: number;
  /** Share of simulated studies with p < alpha. */
  power: number;
}

export interface PowerResult {
  /** Smallest number of items found whose simulated power reaches the target. */
  n: number;
  achievedPower: number;
  /** Every n evaluated, in increasing order. */
  curve: PowerPoint[];
  /** The settings used, defaults filled in. */
  settings: Required<Omit<PowerOptions, "grid" | "refine">>;
}

export const DEFAULT_POWER_GRID: readonly number[] = [
  5,
  6,
  8,
  10,
  12,
  15,
  20,
  25,
  30,
  40,
  50,
  60,
  80,
  100,
  120,
  150,
  200,
  250,
  300,
  400,
  500,
  600,
  800,
  1000,
  1200,
  1500,
  2000,
  2500,
  3000,
  4000,
  5000,
];

function check(ok: boolean, message: string): void {
  if (!ok) throw new RangeError(`itemsForDiscDelta: ${message}`);
}

function settingsOf(opts: PowerOptions): PowerResult["settings"] {
  const s = {
    discDelta: opts.discDelta,
    sdItem: opts.sdItem,
    power: opts.power ?? 0.8,
    alpha: opts.alpha ?? 0.05,
    pairs: opts.pairs ?? 2,
    B: opts.B ?? 1000,
    seed: opts.seed ?? 42,
    maxItems: opts.maxItems ?? 5000,
  };
  check(Number.isFinite(s.discDelta) && s.discDelta !== 0, "discDelta must be a non-zero number");
  check(Number.isFinite(s.sdItem) && s.sdItem > 0, "sdItem must be a positive number");
  check(s.alpha > 0 && s.alpha < 1, "alpha must lie in (0, 1)");
  check(s.power > s.alpha && s.power < 1, "power must lie in (alpha, 1)");
  check(Number.isInteger(s.pairs) && s.pairs >= 1, "pairs must be a positive integer");
  check(Number.isInteger(s.B) && s.B >= 10, "B must be an integer ≥ 10");
  check(Number.isInteger(s.maxItems) && s.maxItems >= 1, "maxItems must be a positive integer");
  return s;
}

/** Standard normal deviates of replicate b (Box–Muller over the seeded uniform stream). */
function deviates(seed: string | number, b: number, count: number): Float64Array {
  const rng = seededRng(`${seed}:power:${b}`);
  const out = new Float64Array(count);
  for (let i = 0; i < count; i += 2) {
    const u1 = 1 - rng.random(); // (0, 1]: log stays finite
    const u2 = rng.random();
    const r = Math.sqrt(-2 * Math.log(u1));
    out[i] = r * Math.cos(2 * Math.PI * u2);
    if (i + 1 < count) out[i + 1] = r * Math.sin(2 * Math.PI * u2);
  }
  return out;
}

/** Simulated power of n items (see the module note for the model). */
export function simulatedPower(n: number, opts: PowerOptions): number {
  const s = settingsOf(opts);
  check(Number.isInteger(n) && n >= 1, `n must be a positive integer, got ${n}`);
  const count = n * s.pairs;
  if (count < WILCOXON_MIN_NONZERO) return 0; // the project's test needs ≥ 6 differences
  let significant = 0;
  const d = new Array<number>(count);
  for (let b = 0; b < s.B; b++) {
    const z = deviates(s.seed, b, count);
    for (let i = 0; i < count; i++) d[i] = s.discDelta + s.sdItem * z[i];
    const test = wilcoxon(d);
    if (test !== null && test.pValue < s.alpha) significant++;
  }
  return significant / s.B;
}

/**
 * Items needed to detect `discDelta` with the paired Wilcoxon test at level `alpha` with the
 * target power, by simulation over a grid of n (then bisection between the two grid points around
 * the target). Throws when `maxItems` items do not reach the target.
 */
export function itemsForDiscDelta(opts: PowerOptions): PowerResult {
  const s = settingsOf(opts);
  const grid = [...new Set(opts.grid ?? DEFAULT_POWER_GRID)]
    .filter((n) => n <= s.maxItems).sort((a, b) => a - b);
  for (const n of grid) check(Number.isInteger(n) && n >= 1, `grid holds ${n}, not an item count`);
  if (grid.length === 0 || grid[grid.length - 1] < s.maxItems) grid.push(s.maxItems);
  const evaluated = new Map<number, number>();
  const powerAt = (n: number) => {
    let p = evaluated.get(n);
    if (p === undefined) evaluated.set(n, p = simulatedPower(n, s));
    return p;
  };
  let hit = -1;
  for (let i = 0; i < grid.length; i++) {
    if (powerAt(grid[i]) >= s.power) {
      hit = i;
      break;
    }
  }
  if (hit < 0) {
    throw new Error(
      `itemsForDiscDelta: power ${s.power} is not reached with ${s.maxItems} items ` +
        `(simulated power there ${powerAt(s.maxItems).toFixed(3)}); Disc∆ ${s.discDelta} is too ` +
        `small for sdItem ${s.sdItem}, or raise maxItems`,
    );
  }
  let hi = grid[hit];
  if ((opts.refine ?? true) && hit > 0) {
    let lo = grid[hit - 1];
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (powerAt(mid) >= s.power) hi = mid;
      else lo = mid;
    }
  }
  const curve = [...evaluated].map(([n, power]) => ({ n, power })).sort((a, b) => a.n - b.n);
  return { n: hi, achievedPower: powerAt(hi), curve, settings: s };
}

/**
 * The normal-approximation answer for comparison: paired differences needed by a two-sided
 * z-test, ((z₁₋α/₂ + z_power)·sd/Δ)², divided by the Wilcoxon test's asymptotic relative
 * efficiency under normality (3/π), then by `pairs` per item; rounded up.
 */
export function approxItemsForDiscDelta(
  opts: Pick<PowerOptions, "discDelta" | "sdItem" | "power" | "alpha" | "pairs">,
): number {
  const s = settingsOf({ ...opts, B: 10 });
  const z = normalQuantile(1 - s.alpha / 2) + normalQuantile(s.power);
  const differences = (z * s.sdItem / s.discDelta) ** 2 / (3 / Math.PI);
  return Math.ceil(differences / s.pairs);
}
