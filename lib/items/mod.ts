/**
 * Item stage: domains, authored anchor-sentence pools, seeded streams and per-suite generation.
 *
 * Seeds: `generateSuiteItems(suite, { seed: N })` takes the user's seed and uses
 * `suiteSeed(suite, N)` = benchmark seed + (N − 42) — so N = 42 gives External/History 42,
 * RAG 2042, Tool 3042, ICL 4042, ICL-dist 4542; `ItemSpec.seed` records the suite seed used.
 */
export type * from "./types.ts";
export { roundHalfEven } from "./rounding.ts";
export {
  CORE_DOMAIN_IDS,
  CORE_DOMAINS,
  type DomainConfig,
  type DomainGroup,
  type DomainId,
  getDomain,
  MEDICAL_DOMAIN_IDS,
  OTHER_DOMAIN_IDS,
  PILOT_DOMAINS,
} from "./domains.ts";
export { ANCHOR_POOL_SIZES, anchorPools, type AnchorRelevance, anchorSentence } from "./pools.ts";
export {
  createStream,
  DEFAULT_USER_SEED,
  type RandomStream,
  SUITE_BASE_SEEDS,
  suiteSeed,
} from "./rng.ts";
export {
  clip,
  DIFFICULTY_PARAMS,
  drawEvidence,
  goldFromVisible,
  mean,
  populationStd,
  round2,
  type Scoring,
  visibleValues,
  WEIGHTED_MEAN_WEIGHTS,
  yStarComponents,
} from "./evidence.ts";
export {
  drawIclDemos,
  drawIclDistPacks,
  ICL_DIST_ANCHOR_SPREAD,
  ICL_DIST_NEUTRAL_SPREAD,
  type IclDistPacks,
} from "./demos.ts";
export { closestPair, INDEX_PAIRS, pairMean, SUBSET_DELTA } from "./history.ts";
export {
  CORE_N_PER_CELL,
  DIFFICULTIES,
  type GenerateOptions,
  generateSuiteItems,
  GENERATOR_VERSION,
  HISTORY_NOMINAL_OFFSET,
  historyItemId,
  ITEM_ID_PREFIXES,
  ITEM_SUITES,
  offsetItemId,
  OFFSETS,
  RENDER_VERSION,
} from "./generate.ts";
