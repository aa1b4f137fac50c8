/** ε sensitivity (Appendix A.6): exclusion rates at several ε and sign stability of Disc∆. */
import type { ResultRecord } from "../data/records.ts";
import { definedMean } from "./entry.ts";
import type { AnchoredResponse } from "./responses.ts";
import { groupRuns } from "./runs.ts";
import { runCore, unifiedFromCore, type UnifiedOptions } from "./unified.ts";

/**
 * Share of scoreable anchored responses (parsed baseline, parsed answer, non-null anchor; the four
 * core conditions) with |a − y_ctrl| < ε, i.e. excluded from UAI. Null when none is scoreable.
 */
export function exclusionRate(
  records: readonly ResultRecord[],
  epsilon: number,
  opts: Omit<UnifiedOptions, "epsilon"> = {},
): number | null {
  return excludedShare(runCore(records, { ...opts, epsilon }).core, epsilon);
}

function excludedShare(responses: readonly AnchoredResponse[], epsilon: number): number | null {
  if (responses.length === 0) return null;
  return responses.filter((r) => Math.abs(r.denom) < epsilon).length / responses.length;
}

export interface EpsilonCell {
  model_id: string;
  suite: string;
  /** ε (as a string key) → exclusion rate. */
  exclusion: Record<string, number | null>;
  /** ε → disc_delta (F.1, rounded as in the summaries). */
  disc: Record<string, number | null>;
  /** True when the non-zero signs of Disc∆ across the ε values are not all equal. */
  flips: boolean;
}

export interface EpsilonSensitivity {
  cells: EpsilonCell[];
  /** suite → ε → exclusion rate averaged over the suite's runs. */
  meanExclusionBySuite: Record<string, Record<string, number | null>>;
  nFlips: number;
}

export function epsilonSensitivity(
  records: readonly ResultRecord[],
  opts: Omit<UnifiedOptions, "epsilon"> & { epsilons?: readonly number[] } = {},
): EpsilonSensitivity {
  const epsilons = opts.epsilons ?? [1, 3, 5];
  const cells = groupRuns(records).map((run): EpsilonCell => {
    const exclusion: Record<string, number | null> = {};
    const disc: Record<string, number | null> = {};
    for (const epsilon of epsilons) {
      const core = runCore(run, { baseline: opts.baseline, epsilon });
      exclusion[String(epsilon)] = excludedShare(core.core, epsilon);
      disc[String(epsilon)] = unifiedFromCore(run, core, epsilon).disc_delta;
    }
    return {
      model_id: run[0].model_id,
      suite: run[0].suite,
      exclusion,
      disc,
      flips: signsDisagree(Object.values(disc)),
    };
  });
  const meanExclusionBySuite: Record<string, Record<string, number | null>> = {};
  for (const suite of new Set(cells.map((c) => c.suite))) {
    const inSuite = cells.filter((c) => c.suite === suite);
    meanExclusionBySuite[suite] = Object.fromEntries(
      epsilons.map((e) => [String(e), definedMean(inSuite.map((c) => c.exclusion[String(e)]))]),
    );
  }
  return { cells, meanExclusionBySuite, nFlips: cells.filter((c) => c.flips).length };
}

/** Zeros and nulls carry no sign; the remaining signs must all agree. */
export function signsDisagree(values: readonly (number | null)[]): boolean {
  const signs = new Set(values.filter((v): v is number => v !== null && v !== 0).map(Math.sign));
  return signs.size > 1;
}
