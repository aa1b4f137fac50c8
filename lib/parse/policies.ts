/**
 * Parse-policy alternatives for the sensitivity analysis (re-parsing stored raw text):
 * - strict_regex: the regex tier only;
 * - regex_final: regex, then final_answer;
 * - full_cascade: regex → xml_tag → final_answer → last_number, without the guards;
 * - last_only: last_number only;
 * - clamped_cascade: full_cascade where a tier clamps an out-of-range value into [0, 100] instead
 *   of failing; the strategy name gets the suffix `_clamped` when clamping moved the value.
 * `production` (accepted by parseWithPolicy, not listed in PARSE_POLICIES) is the §E cascade.
 */
import type { ParseResult } from "../data/records.ts";
import { FAILED, parseResponse, success } from "./cascade.ts";
import { parseFinalAnswer } from "./final_answer.ts";
import { parseLastNumber } from "./last_number.ts";
import { parseAnswerInt } from "./regex_tier.ts";
import type { TierOptions, TierValue } from "./types.ts";
import { parseXmlTag } from "./xml_tag.ts";

export const PARSE_POLICIES = [
  "strict_regex",
  "regex_final",
  "full_cascade",
  "last_only",
  "clamped_cascade",
] as const;

export type ParsePolicy = (typeof PARSE_POLICIES)[number];
export type ParsePolicyName = ParsePolicy | "production";

type Tier = [
  name: string,
  run: (raw: string, prompt: string, opts: TierOptions) => TierValue | null,
];

const REGEX: Tier = ["regex", (raw, prompt, opts) => parseAnswerInt(raw, prompt, opts)];
const XML: Tier = ["xml_tag", (raw, _prompt, opts) => parseXmlTag(raw, opts)];
const FINAL: Tier = ["final_answer", (raw, _prompt, opts) => parseFinalAnswer(raw, opts)];
const LAST: Tier = ["last_number", (raw, _prompt, opts) => parseLastNumber(raw, opts)];

const POLICY_TIERS: Record<ParsePolicy, { tiers: Tier[]; clamp: boolean }> = {
  strict_regex: { tiers: [REGEX], clamp: false },
  regex_final: { tiers: [REGEX, FINAL], clamp: false },
  full_cascade: { tiers: [REGEX, XML, FINAL, LAST], clamp: false },
  last_only: { tiers: [LAST], clamp: false },
  clamped_cascade: { tiers: [REGEX, XML, FINAL, LAST], clamp: true },
};

export function isParsePolicy(name: string): name is ParsePolicyName {
  return name === "production" || (PARSE_POLICIES as readonly string[]).includes(name);
}

export function parseWithPolicy(raw: string, policy: ParsePolicyName, prompt = ""): ParseResult {
  if (policy === "production") return parseResponse(raw, prompt);
  const spec = POLICY_TIERS[policy];
  if (!spec) {
    throw new Error(
      `unknown parse policy "${policy}"; known: production, ${PARSE_POLICIES.join(", ")}`,
    );
  }
  const text = typeof raw === "string" ? raw : "";
  for (const [name, run] of spec.tiers) {
    const v = run(text, prompt ?? "", { clamp: spec.clamp });
    if (v) return success(v.value, v.clamped ? `${name}_clamped` : name);
  }
  return { ...FAILED };
}
