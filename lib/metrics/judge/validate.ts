// Checks judge trial records before any statistic uses them.
import { JUDGE_CONDITIONS, type JudgeTrial } from "./types.ts";

/** Throws a RangeError naming the offending trial (and `source`) on malformed records. */
export function validateJudgeTrials(trials: readonly JudgeTrial[], source = "judge trials"): void {
  trials.forEach((t, i) => {
    const where = `${source}, record ${i + 1}`;
    for (const key of ["model", "task_id", "category"] as const) {
      if (typeof t[key] !== "string" || t[key] === "") {
        throw new RangeError(`${where}: field "${key}" must be a non-empty string`);
      }
    }
    if (!JUDGE_CONDITIONS.includes(t.condition)) {
      throw new RangeError(`${where}: condition "${String(t.condition)}" is not C0, C1 or C2`);
    }
    if (typeof t.temperature !== "number" || !Number.isFinite(t.temperature)) {
      throw new RangeError(`${where}: temperature must be a finite number`);
    }
    if (!Number.isInteger(t.trial)) throw new RangeError(`${where}: trial must be an integer`);
    if (t.valid) {
      if (typeof t.score !== "number" || !(t.score >= 0 && t.score <= 5)) {
        throw new RangeError(
          `${where}: a valid trial needs a score in [0, 5], got ${String(t.score)}`,
        );
      }
    }
  });
}

/** Score of a trial that counts for score analysis, else null. */
export function usableScore(t: JudgeTrial): number | null {
  return t.valid && typeof t.score === "number" && Number.isFinite(t.score) ? t.score : null;
}
