/** Condition names of the External family and how a name splits into relevance and direction. */

export type Direction = "low" | "high";

export const CORE_CONDITIONS = [
  "control",
  "irrelevant_low",
  "irrelevant_high",
  "plausible_low",
  "plausible_high",
] as const;

/** External ablations (plausibility spectrum, Table 22), rendered after the core five. */
export const EXTERNAL_ABLATION_CONDITIONS = [
  "placebo_low",
  "placebo_high",
  "authority_low",
  "authority_high",
] as const;

/** Intensity probe conditions (Table 24). */
export const INTENSITY_CONDITIONS = [
  "plausible_mild_low",
  "plausible_mild_high",
  "plausible_strong_low",
  "plausible_strong_high",
] as const;

export const UNCERTAIN_K_VALUES = [1, 2, 3] as const;

/** `uncertain_p{k}_{core condition}`: k = 1 first, each with the five core conditions in order. */
export const UNCERTAIN_CONDITIONS: readonly string[] = UNCERTAIN_K_VALUES.flatMap((k) =>
  CORE_CONDITIONS.map((c) => `uncertain_p${k}_${c}`)
);

export interface ConditionParts {
  /** "none" for controls, else the relevance type (e.g. "plausible_mild"). */
  relevance: string;
  direction: Direction | null;
}

/** `plausible_mild_low` → { relevance: "plausible_mild", direction: "low" }; `control` → none. */
export function splitCondition(condition: string): ConditionParts {
  const m = /^(.+)_(low|high)$/.exec(condition);
  if (m) return { relevance: m[1], direction: m[2] as Direction };
  if (condition === "control") return { relevance: "none", direction: null };
  throw new Error(`condition "${condition}" is neither "control" nor "<relevance>_<low|high>"`);
}
