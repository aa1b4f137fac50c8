// Percentile bootstrap (SPEC §F.3): B resamples of n indices with replacement, the statistic
// of each, then numpy-linear percentiles 100·α/2 and 100·(1 − α/2) of the B replicates.
// The reported `mean` is the statistic of the data itself, not the bootstrap mean.
import { numpyRandomState } from "./mt19937.ts";
import { percentileSorted } from "./percentile.ts";
import { type Rng, seededRng, toRng } from "./rng.ts";
import { requireFinite } from "./validate.ts";

/** Provenance text stored with every CI. */
export const BOOTSTRAP_METHOD =
  "percentile bootstrap: B resamples of n indices drawn with replacement (masked-rejection " +
  "randint); interval = numpy linear-interpolated percentiles 100·α/2 and 100·(1−α/2) of the B " +
  "replicate statistics; point estimate = statistic of the data; rng 'seedrandom' = xoshiro128** " +
  "seeded by seedrandom(String(seed)), rng 'numpy' = numpy RandomState(seed) MT19937 replica, " +
  "fresh stream per call";

export interface BootstrapOptions {
  /** Number of resamples (default 2000). */
  B?: number;
  /** Seed of the fresh stream created for this call (default 42). */
  seed?: string | number;
  /** Two-sided level: the interval covers 1 − α (default 0.05). */
  alpha?: number;
  /** Statistic of a sample (default: arithmetic mean). */
  stat?: (xs: number[]) => number;
  /** "seedrandom" (default) or "numpy" (exact numpy RandomState index stream; integer seed). */
  rng?: "seedrandom" | "numpy";
}

export interface BootstrapCI {
  mean: number;
  lo: number;
  hi: number;
}

export interface BootstrapProvenance {
  B: number;
  seed: string | number;
  alpha: number;
  rng: "seedrandom" | "numpy";
  method: string;
}

function plainMean(xs: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += xs[i];
  return s / xs.length;
}

/**
 * Lower and upper percentile bounds of replicate statistics. Non-finite replicates (a
 * statistic undefined on some resample) are dropped; the mean bootstrap never produces them.
 */
export function percentileInterval(
  replicates: Float64Array | number[],
  alpha = 0.05,
): { lo: number; hi: number } {
  if (!(alpha > 0 && alpha < 1)) {
    throw new RangeError(`percentileInterval: alpha ${alpha} not in (0, 1)`);
  }
  const finite = Float64Array.from(replicates).filter((v) => Number.isFinite(v)).sort();
  if (finite.length === 0) return { lo: NaN, hi: NaN };
  return {
    lo: percentileSorted(finite, 100 * (alpha / 2)),
    hi: percentileSorted(finite, 100 * (1 - alpha / 2)),
  };
}

/** Creates the stream a bootstrap call uses. */
export function bootstrapRng(seed: string | number, kind: "seedrandom" | "numpy"): Rng {
  if (kind === "numpy") {
    if (typeof seed !== "number") {
      throw new TypeError("bootstrap: rng 'numpy' needs an integer seed");
    }
    return numpyRandomState(seed);
  }
  return seededRng(seed);
}

/** B replicate statistics of `values` (the raw bootstrap distribution). */
export function bootstrapReplicates(
  values: readonly number[],
  opts: BootstrapOptions = {},
): Float64Array {
  requireFinite("bootstrapCI", values);
  const B = opts.B ?? 2000;
  if (!Number.isInteger(B) || B < 1) {
    throw new RangeError(`bootstrapCI: B must be a positive integer, got ${B}`);
  }
  const n = values.length;
  const x = Float64Array.from(values);
  const rng = bootstrapRng(opts.seed ?? 42, opts.rng ?? "seedrandom");
  const idx = new Int32Array(n);
  const out = new Float64Array(B);
  const stat = opts.stat;
  const sample: number[] = stat ? new Array(n) : [];
  for (let b = 0; b < B; b++) {
    rng.fillIndices(idx, n);
    if (stat) {
      for (let i = 0; i < n; i++) sample[i] = x[idx[i]];
      out[b] = stat(sample);
    } else {
      let s = 0;
      for (let i = 0; i < n; i++) s += x[idx[i]];
      out[b] = s / n;
    }
  }
  return out;
}

/** Percentile bootstrap CI of a statistic (default the mean) of `values`; NaN fields if empty. */
export function bootstrapCI(values: readonly number[], opts: BootstrapOptions = {}): BootstrapCI {
  if (values.length === 0) return { mean: NaN, lo: NaN, hi: NaN };
  const replicates = bootstrapReplicates(values, opts);
  const point = opts.stat ? opts.stat(values.slice()) : plainMean(values);
  return { mean: point, ...percentileInterval(replicates, opts.alpha ?? 0.05) };
}

/** The settings a CI was computed with (store next to the CI). */
export function bootstrapProvenance(opts: BootstrapOptions = {}): BootstrapProvenance {
  return {
    B: opts.B ?? 2000,
    seed: opts.seed ?? 42,
    alpha: opts.alpha ?? 0.05,
    rng: opts.rng ?? "seedrandom",
    method: BOOTSTRAP_METHOD,
  };
}

/**
 * Resamples units with replacement within each stratum (stratum keys in sorted order, each
 * stratum keeps its size) and evaluates `statFn` on each of B resampled maps.
 */
export function stratifiedBootstrap<T, R>(
  strata: Map<string, readonly T[]>,
  B: number,
  seed: string | number | Rng,
  statFn: (resampled: Map<string, T[]>) => R,
): R[] {
  const rng = toRng(seed);
  const keys = [...strata.keys()].sort();
  const out: R[] = [];
  for (let b = 0; b < B; b++) {
    const resampled = new Map<string, T[]>();
    for (const key of keys) {
      const units = strata.get(key) as readonly T[];
      const idx = new Int32Array(units.length);
      if (units.length > 0) rng.fillIndices(idx, units.length);
      resampled.set(key, Array.from(idx, (i) => units[i]));
    }
    out.push(statFn(resampled));
  }
  return out;
}

/**
 * Cluster bootstrap: draws as many clusters as there are (ids in sorted order) with
 * replacement and evaluates `statFn` on the drawn clusters (a cluster drawn twice appears twice).
 */
export function clusterBootstrap<T, R>(
  clusters: Map<string, readonly T[]>,
  B: number,
  seed: string | number | Rng,
  statFn: (drawn: (readonly T[])[], ids: string[]) => R,
): R[] {
  const rng = toRng(seed);
  const ids = [...clusters.keys()].sort();
  const members = ids.map((id) => clusters.get(id) as readonly T[]);
  const idx = new Int32Array(ids.length);
  const out: R[] = [];
  for (let b = 0; b < B; b++) {
    if (ids.length > 0) rng.fillIndices(idx, ids.length);
    out.push(statFn(Array.from(idx, (i) => members[i]), Array.from(idx, (i) => ids[i])));
  }
  return out;
}

/** Percentile intervals for each coordinate of vector-valued replicates. */
export function percentileIntervals(
  replicates: readonly (readonly number[])[],
  alpha = 0.05,
): { lo: number; hi: number }[] {
  if (replicates.length === 0) return [];
  const k = replicates[0].length;
  return Array.from(
    { length: k },
    (_, j) => percentileInterval(replicates.map((r) => r[j]), alpha),
  );
}
