/**
 * Every condition name the benchmark uses, per suite (SPEC §B), taken from the suites that render
 * them. Loaders and writers validate views and records against this table, so a misspelt condition
 * fails at the line that carries it.
 */
import { ITEM_SUITES } from "../items/mod.ts";
import { CORE_CONDITIONS, type Direction, UNCERTAIN_CONDITIONS } from "../suites/conditions.ts";
import { EXTERNAL_CONDITIONS } from "../suites/external.ts";
import { HISTORY_CONDITIONS, HISTORY_INTENSITY_CONDITIONS } from "../suites/history.ts";
import { ICL_CONDITIONS } from "../suites/icl.ts";
import { ICL_DIST_CONDITIONS } from "../suites/icl_dist.ts";
import { RAG_CONDITIONS, RAG_INTENSITY_CONDITIONS, RAG_REALISM_CONDITIONS } from "../suites/rag.ts";
import { TOOL_CONDITIONS, TOOL_REALISM_CONDITIONS } from "../suites/tool.ts";

/** The item suites, then the External variant that renders External items with hidden slots. */
export const KNOWN_SUITES = [...ITEM_SUITES, "external_uncertain"] as const;

/** Per suite: core, ablation and probe conditions, as each suite's renderer lists them. */
const CONDITIONS_BY_SUITE: Readonly<Record<(typeof KNOWN_SUITES)[number], readonly string[]>> = {
  external: EXTERNAL_CONDITIONS,
  history: [...HISTORY_CONDITIONS, ...HISTORY_INTENSITY_CONDITIONS],
  icl: ICL_CONDITIONS,
  icl_dist: ICL_DIST_CONDITIONS,
  rag: [...RAG_CONDITIONS, ...RAG_INTENSITY_CONDITIONS, ...RAG_REALISM_CONDITIONS],
  tool: [...TOOL_CONDITIONS, ...TOOL_REALISM_CONDITIONS],
  external_uncertain: UNCERTAIN_CONDITIONS,
};

const KNOWN_BY_SUITE: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  KNOWN_SUITES.map((suite) => [suite, new Set(CONDITIONS_BY_SUITE[suite])]),
);

export const KNOWN_RELEVANCES: ReadonlySet<string> = new Set([
  "none",
  "irrelevant",
  "plausible",
  "placebo",
  "authority",
  "neutral",
  "plausible_mild",
  "plausible_strong",
]);

export function isKnownSuite(suite: string): boolean {
  return KNOWN_BY_SUITE.has(suite);
}

/** All condition names valid for a suite (empty for an unknown suite). */
export function knownConditions(suite: string): ReadonlySet<string> {
  return KNOWN_BY_SUITE.get(suite) ?? new Set();
}

/**
 * Why a (suite, condition) pair is invalid, or null when it is valid. The message lists the valid
 * names so a typo is easy to spot.
 */
export function conditionProblem(suite: string, condition: string): string | null {
  const known = KNOWN_BY_SUITE.get(suite);
  if (!known) return `unknown suite "${suite}" (known: ${KNOWN_SUITES.join(", ")})`;
  if (known.has(condition)) return null;
  return `unknown condition "${condition}" for suite "${suite}" (known: ${[...known].join(", ")})`;
}

/** The anchor direction a condition name carries (`_low`/`_high` as a name part), else null. */
export function conditionPolarity(condition: string): Direction | null {
  const match = /(?:^|_)(low|high)(?:_|$)/.exec(condition);
  return match ? (match[1] as Direction) : null;
}

export function isCoreCondition(condition: string): boolean {
  return (CORE_CONDITIONS as readonly string[]).includes(condition);
}
