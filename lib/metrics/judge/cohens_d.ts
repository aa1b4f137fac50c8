// Descriptive Cohen's d on complete triplets: trial indices where C0, C1 and C2 all have a
// valid score for the same model, task and temperature. d = (μC2 − μC0)/sqrt((σ²C2 + σ²C0)/2)
// over the pooled triplet scores of a model, sample variances (n − 1).
import { cohensDAverageVariance } from "../../stats/mod.ts";
import { groupBy, keyOf } from "./group.ts";
import type { JudgeCondition, JudgeTrial } from "./types.ts";
import { usableScore, validateJudgeTrials } from "./validate.ts";

export interface TripletAudit {
  model: string;
  /** Distinct (task, temperature, trial) indices seen for the model. */
  possible: number;
  /** Indices with valid C0, C1 and C2. */
  triplets: number;
  /** 1 − triplets / possible. */
  incompleteShare: number;
  /** Pairwise-complete counts. */
  pairs: { "C0/C2": number; "C0/C1": number; "C1/C2": number };
  /** d on complete triplets (NaN when undefined). */
  dC2C0: number;
  dC1C0: number;
  dC2C1: number;
}

/** Complete-triplet audit and Cohen's d per model (Table 1 and the d column of Table 2). */
export function tripletCohensD(trials: readonly JudgeTrial[]): TripletAudit[] {
  validateJudgeTrials(trials);
  const out: TripletAudit[] = [];
  const byModel = groupBy(trials, (t) => t.model);
  for (const model of [...byModel.keys()].sort()) {
    const slots = new Map<string, Partial<Record<JudgeCondition, number>>>();
    for (const t of byModel.get(model) as JudgeTrial[]) {
      const key = keyOf(t.task_id, t.temperature, t.trial);
      const slot = slots.get(key) ?? {};
      slots.set(key, slot);
      const s = usableScore(t);
      if (s === null) continue;
      if (slot[t.condition] !== undefined) {
        throw new RangeError(
          `judge trials: model "${model}" has two valid ${t.condition} scores for trial ${t.trial} of "${t.task_id}" at T=${t.temperature}`,
        );
      }
      slot[t.condition] = s;
    }
    const c0: number[] = [];
    const c1: number[] = [];
    const c2: number[] = [];
    const pairs = { "C0/C2": 0, "C0/C1": 0, "C1/C2": 0 };
    for (const slot of slots.values()) {
      const has0 = slot.C0 !== undefined;
      const has1 = slot.C1 !== undefined;
      const has2 = slot.C2 !== undefined;
      if (has0 && has2) pairs["C0/C2"]++;
      if (has0 && has1) pairs["C0/C1"]++;
      if (has1 && has2) pairs["C1/C2"]++;
      if (has0 && has1 && has2) {
        c0.push(slot.C0 as number);
        c1.push(slot.C1 as number);
        c2.push(slot.C2 as number);
      }
    }
    out.push({
      model,
      possible: slots.size,
      triplets: c0.length,
      incompleteShare: slots.size === 0 ? NaN : 1 - c0.length / slots.size,
      pairs,
      dC2C0: cohensDAverageVariance(c2, c0),
      dC1C0: cohensDAverageVariance(c1, c0),
      dC2C1: cohensDAverageVariance(c2, c1),
    });
  }
  return out;
}
