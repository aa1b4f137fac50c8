/**
 * Public surface of lib/metrics: per-run metrics (§F.1–§F.2), Arquero entry points and the
 * panel-level statistics of §F.5–§F.6, all computed from stored records or summary entries.
 */
export { roundOrNull, roundPy } from "./round.ts";
export {
  type BaselineName,
  conditionDirection,
  conditionStem,
  CORE_ANCHORED,
  type Direction,
  resolveBaseline,
  UAI_GROUPS,
  type UaiGroup,
  uaiGroupOf,
} from "./conditions.ts";
export { recordOffset } from "./offset.ts";
export {
  type AnchoredResponse,
  anchoredResponses,
  controlErrors,
  indexParsed,
  isParsed,
  type ParsedIndex,
} from "./responses.ts";
export {
  type RunCore,
  runCore,
  type UnifiedMetrics,
  unifiedMetrics,
  type UnifiedOptions,
} from "./unified.ts";
export {
  type BootstrapSettings,
  bootstrapSettings,
  type Ci,
  extendedMetrics,
  type ExtendedOptions,
  itemPairedDifferences,
  type Pairing,
  parseByCondition,
  type ParseCount,
  positionalDifferences,
  type RunEntry,
} from "./extended.ts";
export { MODEL_SHORT_NAMES, modelShortName, modelSlug, suiteLabel } from "./models.ts";
export { groupRuns } from "./runs.ts";
export { recordsTable, scoreRecords, scoreTable, tableRecords } from "./table.ts";
export { type CellSummary, definedMean } from "./entry.ts";
export { type SuiteMeanRow, type SuiteMeans, suiteMeans } from "./suite_means.ts";
export {
  accDiscCorrelation,
  type Correlation,
  type DiscRange,
  discRange,
  type PlausVsIrrRow,
  plausVsIrrTests,
} from "./panel_tests.ts";
export {
  type EpsilonCell,
  type EpsilonSensitivity,
  epsilonSensitivity,
  exclusionRate,
  signsDisagree,
} from "./epsilon_sensitivity.ts";
export {
  pooledResponses,
  type UaiDistribution,
  uaiDistribution,
  uaiValues,
} from "./uai_distribution.ts";
export { deltaMae, deltaMaeBySuite, type DeltaMaeRow } from "./delta_mae.ts";
export {
  type ErrorBreakdown,
  errorBreakdown,
  type ErrorDecomposition,
  errorDecomposition,
  type ErrorShift,
  errorShift,
  errorShifts,
  type ErrorSummary,
  summarizeErrors,
} from "./error_decomposition.ts";
export { boundaryClipping, type BoundaryRow } from "./boundary_clipping.ts";
export {
  type CeilingRow,
  ceilingRow,
  exceedsCeiling,
  excessOverCeiling,
  impliedWeight,
  rationalCeiling,
} from "./ceiling.ts";
export { cohensDPanel, type CohensDRow, cohensDRun, conditionContrast } from "./cohens_d.ts";
export { type CaseStudy, caseStudyCandidates, selectCaseStudies } from "./case_studies.ts";
export {
  type SampledMetric,
  SAMPLING_METRICS,
  type SamplingRobustness,
  samplingRobustness,
} from "./sampling.ts";
export {
  type ConditionUaiOptions,
  type ExclusionRule,
  PUBLISHED_PROBE_EPSILON,
  uaiByConditionFamily,
} from "./condition_uai.ts";
export { uncertainMetrics, type UncertainRow } from "./uncertain.ts";
export { historyMatchedControl, type HistoryMatchedRow } from "./history_matched.ts";
export {
  difficultyMeans,
  type DifficultyRow,
  offsetTierMeans,
  type OffsetTierPoint,
} from "./breakdown_means.ts";
export {
  approxItemsForDiscDelta,
  DEFAULT_POWER_GRID,
  itemsForDiscDelta,
  type PowerOptions,
  type PowerPoint,
  type PowerResult,
  simulatedPower,
} from "./power.ts";
// LLM-as-a-judge statistics (SPEC §J), owned by lib/metrics/judge/.
export * from "./judge/mod.ts";
