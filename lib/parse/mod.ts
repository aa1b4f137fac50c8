/** The answer parser: the deterministic §E cascade, its tiers, and the parse-policy alternatives. */
export { FAILED, type ParseOptions, parseResponse } from "./cascade.ts";
export {
  isParsePolicy,
  PARSE_POLICIES,
  type ParsePolicy,
  type ParsePolicyName,
  parseWithPolicy,
} from "./policies.ts";
export { type PromptLookup, reparseRecords } from "./reparse.ts";
export { parseStructured } from "./structured.ts";
export { parseXmlTag } from "./xml_tag.ts";
export {
  declaresAnswer,
  type FinalAnswerScan,
  parseFinalAnswer,
  scanFinalAnswer,
  STRICT_PATTERNS,
  TAIL_LENGTH,
  TAIL_PATTERNS,
} from "./final_answer.ts";
export { FUNCTION_WORDS, looksIncomplete } from "./truncation.ts";
export { parseAnswerInt } from "./regex_tier.ts";
export { parseLastNumber } from "./last_number.ts";
export {
  inRange,
  inRangeIntegerTokens,
  integerTokens,
  looksLikeToolCall,
  roundHalfEven,
} from "./numbers.ts";
export type { TierOptions, TierValue } from "./types.ts";
