/**
 * The LLM-as-a-judge anchoring protocol (SPEC §J): task and rubric files, the C0/C1/C2 design with
 * seeded priors, prompts with mitigations, answer parsing, and the categorical variant.
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
