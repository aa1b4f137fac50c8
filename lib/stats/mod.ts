// Public surface of lib/stats: reference-matched statistics (SciPy, statsmodels, NumPy).
export { erf, erfc, normalCdf, normalQuantile, normalSf } from "./normal.ts";
export { mean, median, populationSd, sampleSd } from "./summary.ts";
export { percentile, percentiles, percentileSorted } from "./percentile.ts";
export { averageRanks, type RankResult } from "./ranks.ts";
export {
  oneSampleWilcoxon,
  pairedWilcoxon,
  signedRankCounts,
  wilcoxon,
  WILCOXON_MIN_NONZERO,
  type WilcoxonMethod,
  type WilcoxonOptions,
  type WilcoxonResult,
} from "./wilcoxon.ts";
export { bhAdjust, bhAdjustNullable } from "./bh.ts";
export { bitMask, resampleIndices, type Rng, seededRng, toRng } from "./rng.ts";
export { numpyRandomState } from "./mt19937.ts";
export {
  BOOTSTRAP_METHOD,
  type BootstrapCI,
  bootstrapCI,
  type BootstrapOptions,
  type BootstrapProvenance,
  bootstrapProvenance,
  bootstrapReplicates,
  bootstrapRng,
  clusterBootstrap,
  percentileInterval,
  percentileIntervals,
  stratifiedBootstrap,
} from "./bootstrap.ts";
export { pearson } from "./correlation.ts";
export { cohensDav, cohensDAverageVariance, cohensDz } from "./effect_size.ts";
export {
  clusterRobustSe,
  crossProducts,
  linearSlope,
  ols,
  type OlsOptions,
  type OlsResult,
  solveNormalEquations,
} from "./ols.ts";
export {
  type Design,
  designMatrix,
  type DesignSpec,
  type DesignTerm,
  type Level,
} from "./design.ts";
