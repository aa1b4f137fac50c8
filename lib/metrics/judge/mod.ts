// Public surface of the LLM-as-a-judge statistics (SPEC §J); re-exported by lib/metrics/mod.ts.
export {
  ACCEPT_THRESHOLD,
  type Interval,
  JUDGE_CONDITIONS,
  JUDGE_CONTRASTS,
  type JudgeBootstrapSettings,
  type JudgeCellMeans,
  type JudgeCondition,
  type JudgeContrast,
  type JudgeMeasure,
  type JudgeTrial,
} from "./types.ts";
export { usableScore, validateJudgeTrials } from "./validate.ts";
export {
  cellContrast,
  contrastConditions,
  judgeCellMeans,
  type JudgeContrastRow,
  judgeContrastRows,
} from "./cells.ts";
export {
  DEFAULT_JUDGE_BOOTSTRAP,
  stratifiedTaskMean,
  tasksByCategory,
  type TaskValue,
} from "./task_bootstrap.ts";
export {
  type CategoryEffect,
  categoryEffects,
  type EffectOptions,
  type ModelEffect,
  modelEffects,
  type ModelTemperatureEffect,
  modelTemperatureEffects,
  type TaskEffect,
  taskEffects,
} from "./effects.ts";
export { type TripletAudit, tripletCohensD } from "./cohens_d.ts";
export {
  jointContrastModel,
  type JointModelOptions,
  type JointModelResult,
  type JointModelTerm,
} from "./joint_model.ts";
export { type SlopeOptions, type SlopeResult, withinC2Slope } from "./slope.ts";
export {
  type CeilingRegression,
  ceilingRegression,
  type CeilingRegressionOptions,
  type CeilingUnit,
  ceilingUnits,
  nonCeilingMean,
  type NonCeilingSummary,
  SCORE_CEILING,
} from "./ceiling.ts";
export {
  type MitigationEffect,
  mitigationEffect,
  type TokenCost,
  tokenCost,
} from "./mitigation.ts";
export {
  compareStrategies,
  type CorrectionItem,
  type CorrectionRates,
  correctionRates,
  type InductionEffects,
  inductionEffects,
  type InductionItem,
  type StrategyComparison,
} from "./categorical.ts";
