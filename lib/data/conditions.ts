/**
 * Every condition name the benchmark uses, per suite (SPEC §B). Loaders and writers validate views
 * and records against this table, so a misspelt condition fails at the line that carries it.
 */

export const CORE_CONDITIONS = [
  "control",
  "irrelevant_low",
  "irrelevant_high",
  "plausible_low",
  "plausible_high",
] as const;

export const DIRECTIONS = ["low", "high"] as const;
export type Direction = (typeof DIRECTIONS)[number];

const ANCHORED_RELEVANCES = ["irrelevant", "plausible"] as const;

function perDirection(make: (direction: Direction) => string[]): string[] {
  return DIRECTIONS.flatMap(make);
}

/** `{rel}_{dir}_{variant}` for rel in (irrelevant, plausible), dir in (low, high). */
function anchoredVariants(variants: readonly string[]): string[] {
  return ANCHORED_RELEVANCES.flatMap((rel) =>
    DIRECTIONS.flatMap((dir) => variants.map((v) => `${rel}_${dir}_${v}`))
  );
}

/** Intensity probe (Table 24): External, RAG and History. */
export const INTENSITY_CONDITIONS: readonly string[] = perDirection((d) => [
  `plausible_mild_${d}`,
  `plausible_strong_${d}`,
]);

/** Ablation conditions rendered by the generator into each suite's ablation file. */
export const ABLATION_CONDITIONS: Readonly<Record<string, readonly string[]>> = {
  external: perDirection((d) => [`placebo_${d}`, `authority_${d}`]),
  history: ["control_twostage"],
  icl: perDirection((d) => [`neutral_${d}`]),
  icl_dist: [],
  rag: perDirection((d) => [
    `irrelevant_${d}_order_first`,
    `irrelevant_${d}_order_last`,
    `plausible_${d}_order_first`,
    `plausible_${d}_order_last`,
    `irrelevant_${d}_nodiscl`,
    `plausible_${d}_authority`,
  ]),
  tool: [],
  external_uncertain: [],
};

/** Probe conditions outside the core/ablation files (intensity and realism). */
export const PROBE_CONDITIONS: Readonly<Record<string, readonly string[]>> = {
  external: INTENSITY_CONDITIONS,
  history: INTENSITY_CONDITIONS,
  rag: [...INTENSITY_CONDITIONS, ...anchoredVariants(["rank1", "rank5", "rank5_distract"])],
  tool: anchoredVariants(["elicited", "noisy"]),
  icl: [],
  icl_dist: [],
  external_uncertain: [],
};

/** external_uncertain: `uncertain_p{k}_{core}` for k = 1, 2, 3 (in render order). */
export const UNCERTAIN_CONDITIONS: readonly string[] = [1, 2, 3].flatMap((k) =>
  CORE_CONDITIONS.map((c) => `uncertain_p${k}_${c}`)
);

export const KNOWN_SUITES = [
  "external",
  "history",
  "icl",
  "icl_dist",
  "rag",
  "tool",
  "external_uncertain",
] as const;

const KNOWN_BY_SUITE: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  KNOWN_SUITES.map((suite) => {
    const names = suite === "external_uncertain"
      ? UNCERTAIN_CONDITIONS
      : [...CORE_CONDITIONS, ...ABLATION_CONDITIONS[suite], ...PROBE_CONDITIONS[suite]];
    return [suite, new Set(names)];
  }),
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
