/**
 * The LLM-as-a-judge anchoring study (SPEC §J): task and rubric files, the C0/C1/C2 design with
 * seeded priors, prompts with mitigations, answer parsing, the categorical variant, the study plan
 * (main grid, token probe, mitigation probe, categorical validation), the resumable judge runner
 * and its store, the OpenAI Batch path, and the analysis behind the study's Tables 1–10 and Figures 2–4.
 */
export type {
  JudgeCondition,
  JudgeMitigation,
  JudgeParse,
  JudgeTask,
  JudgeTrialSpec,
  Rubric,
  RubricSet,
} from "./types.ts";
export {
  BUILTIN_RUBRICS_PATH,
  BUILTIN_TASKS_PATH,
  checkRubrics,
  loadJudgeTasks,
  loadRubrics,
  parseJudgeTasks,
} from "./tasks.ts";
export {
  fixedPriorDesign,
  JUDGE_CONDITIONS,
  JUDGE_TEMPERATURES,
  judgeDesign,
  PRIOR_UPPER,
  trialMetadata,
} from "./design.ts";
export { JUDGE_SYSTEM_PROMPT, judgeMessages, judgeUserPrompt, metadataBlock } from "./prompts.ts";
export { ACCEPTANCE_THRESHOLD, extractJsonObject, parseJudgeOutput } from "./parse.ts";
export {
  categoricalDesign,
  categoricalMessages,
  type CategoricalTrial,
  type LabelledItem,
  parseCategoricalOutput,
  parseLabelledItems,
  seededWrongLabel,
} from "./categorical.ts";
export { CATEGORICAL_MITIGATION_TEXT } from "./categorical.ts";
export { DEMO_CLASSES, demoLabelledItems } from "./categorical_demo.ts";
export { type DigitProbe, SCORE_DIGITS, scoreDigitProbe } from "./probe.ts";
export {
  type CategoricalFields,
  designFields,
  JUDGE_PARTS,
  type JudgeDesignFields,
  type JudgePart,
  type JudgeRecord,
  type JudgeRequest,
} from "./record.ts";
export {
  DEFAULT_JUDGE_PANEL,
  findJudgeModel,
  JUDGE_MODELS,
  JUDGE_PANELS,
  judgeDisplayName,
  type JudgeModel,
  judgePanel,
  SIM_JUDGE_PREFIX,
  sortJudgeModels,
} from "./models.ts";
export {
  type CategoricalSettings,
  COT_MAX_TOKENS,
  countJudgeRequests,
  defaultStudySettings,
  JUDGE_MAX_TOKENS,
  type JudgeStudySettings,
  MITIGATIONS,
  type MitigationSettings,
  planJudgeStudy,
  PROBE_PRIORS,
  PROBE_TOP_LOGPROBS,
  probeDesign,
  type ProbeSettings,
  requestSeed,
} from "./plan.ts";
export {
  identityClash,
  JUDGE_MANIFEST_FILE,
  JUDGE_RECORDS_FILE,
  type JudgeRunManifest,
  type JudgeSession,
  JudgeStore,
  type JudgeStoreOptions,
  readJudgeManifest,
  readJudgeRecords,
} from "./store.ts";
export {
  judgeRecord,
  judgeRequestHash,
  type JudgeRunOptions,
  type JudgeRunSummary,
  runJudge,
} from "./run.ts";
export {
  defaultMitigationSettings,
  defaultProbeSettings,
  describeSettings,
  type JudgeEndpointOptions,
  judgeEndpoints,
  type JudgeStudyRunOptions,
  runJudgeStudy,
  studyModels,
} from "./study.ts";
export {
  exportJudgeBatch,
  importJudgeBatch,
  type IndexedJudgeRequest,
  type JudgeBatchEntry,
  type JudgeBatchHeader,
  type JudgeExportOptions,
  type JudgeExportSummary,
  type JudgeImportOptions,
  type JudgeImportSummary,
} from "./batch.ts";
export {
  type AnalysisTrial,
  analyzeJudgeRun,
  analyzeJudgeTrials,
  type CategoricalStrategy,
  type JudgeAnalysis,
  type JudgeAnalysisOptions,
  loadJudgeTrials,
  type MitigationRow,
  type ProbeRow,
} from "./analysis.ts";
export {
  fullStudySettings,
  JUDGE_BOOTSTRAP_ENV,
  JUDGE_RUN_ENV,
  judgeBootstrap,
  type JudgeRunChoice,
  judgeRunDir,
  quickSimulatedStudy,
} from "./notebook.ts";
