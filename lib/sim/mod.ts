/**
 * Simulated respondents behind an OpenAI-compatible interface: prompt reading, the anchoring and
 * Bayesian judgement models, calibrated paper twins, the in-process fetch and the HTTP server.
 */
export { createSimFetch, type SimFetch } from "./fetch.ts";
export { type SimServer, type SimServerOptions, startSimServer } from "./server.ts";
export {
  type SimHttpResponse,
  SimService,
  type SimServiceOptions,
  type SimStats,
} from "./service.ts";
export { type Fault, type FaultOptions, FaultPlan } from "./faults.ts";
export { readPrompt, type ReadPromptOptions } from "./read_prompt.ts";
export { messageText, readConversation } from "./conversation.ts";
export {
  classifyFraming,
  classifyHistoryFraming,
  classifyIntroFraming,
  isDistractor,
} from "./framing.ts";
export { payloadAnchors } from "./tool_payload.ts";
export {
  type AnchoringModelSpec,
  type AnswerStyle,
  decide,
  type Decision,
  evidenceMean,
  type FailureStyle,
  judge,
  paramsFor,
  type ResponseParams,
  toAnswer,
} from "./model.ts";
export { renderResponse } from "./styles.ts";
export { answerAlternatives, buildLogprobs, tokenize } from "./logprobs.ts";
export {
  anchoringPreset,
  panelConstants,
  PAPER_PREFIX,
  paperPreset,
  pathwayParams,
  rationalPreset,
  SIM_PREFIX,
  SimModelRegistry,
} from "./presets.ts";
export {
  BUNDLED_CALIBRATION,
  bundledCalibration,
  calibrationFromReference,
  type CalibrationSource,
  loadCalibration,
  type PublishedCell,
  REFERENCE_FILES,
  type SimCalibration,
  SUITE_NAMES,
  type SuiteName,
} from "./calibration.ts";
export {
  jitterForTar,
  maeForSigma,
  meanAttenuation,
  moveProbability,
  sigmaForMae,
} from "./calibrate.ts";
export {
  respond,
  type Respondent,
  respondToReading,
  respondWithModel,
  roughTokens,
  type SimReply,
  UnsupportedRequestError,
} from "./respond.ts";
export { type PreparedRequest, PreparedRequestCache, prepareRequest } from "./prepared.ts";
export { promptTokens, toolTokens } from "./tokens.ts";
export {
  categoryFactor,
  effectMultiplier,
  expectedScore,
  gridProbabilities,
  JUDGE_PREFIX,
  JUDGE_TWIN_IDS,
  JUDGE_TWINS,
  type JudgeCategory,
  judgeTwin,
  type JudgeTwinParams,
  judgeTwinSpecs,
  MITIGATION_EFFECT,
  scoreGrid,
} from "./judge_twins.ts";
export { type JudgeReading, readJudgeRequest, taskCategory } from "./judge_read.ts";
export {
  conditionOf,
  digitProbabilities,
  isSimJudgeRequest,
  judgeLogprobs,
  judgeRespondent,
  latentScore,
} from "./judge_respondent.ts";
export { completionBody, errorBody, SYSTEM_FINGERPRINT } from "./openai_shape.ts";
export { aleaStream, hashString, normal, normalCdf, rngFor } from "./random.ts";
export * from "./types.ts";
