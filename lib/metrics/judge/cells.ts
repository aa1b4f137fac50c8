// Cell means per model × task × temperature and the three condition contrasts.
import {
  ACCEPT_THRESHOLD,
  type JudgeCellMeans,
  type JudgeCondition,
  type JudgeContrast,
  type JudgeMeasure,
  type JudgeTrial,
} from "./types.ts";
import { usableScore, validateJudgeTrials } from "./validate.ts";
import { compareByKeys, groupBy, keyOf } from "./group.ts";

/** Condition means from all valid responses of each model × task × temperature cell. */
export function judgeCellMeans(trials: readonly JudgeTrial[]): JudgeCellMeans[] {
  validateJudgeTrials(trials);
  const cells = groupBy(trials, (t) => keyOf(t.model, t.task_id, t.temperature));
  const out: JudgeCellMeans[] = [];
  for (const group of cells.values()) {
    const first = group[0];
    const categories = new Set(group.map((t) => t.category));
    if (categories.size > 1) {
      throw new RangeError(
        `judge trials: task "${first.task_id}" has several categories (${
          [...categories].join(", ")
        })`,
      );
    }
    const cell: JudgeCellMeans = {
      model: first.model,
      task_id: first.task_id,
      category: first.category,
      temperature: first.temperature,
      n: { C0: 0, C1: 0, C2: 0 },
      mean: { C0: null, C1: null, C2: null },
      acceptPct: { C0: null, C1: null, C2: null },
    };
    const sums = { C0: 0, C1: 0, C2: 0 };
    const accepts = { C0: 0, C1: 0, C2: 0 };
    for (const t of group) {
      const s = usableScore(t);
      if (s === null) continue;
      cell.n[t.condition]++;
      sums[t.condition] += s;
      if (s >= ACCEPT_THRESHOLD) accepts[t.condition]++;
    }
    for (const c of ["C0", "C1", "C2"] as const) {
      if (cell.n[c] === 0) continue;
      cell.mean[c] = sums[c] / cell.n[c];
      cell.acceptPct[c] = (100 * accepts[c]) / cell.n[c];
    }
    out.push(cell);
  }
  return out.sort(compareByKeys("model", "task_id", "temperature"));
}

const CONTRAST_PARTS: Record<JudgeContrast, [JudgeCondition, JudgeCondition]> = {
  "C2-C0": ["C2", "C0"],
  "C1-C0": ["C1", "C0"],
  "C2-C1": ["C2", "C1"],
};

/** The two conditions of a contrast, as [minuend, subtrahend]. */
export function contrastConditions(contrast: JudgeContrast): [JudgeCondition, JudgeCondition] {
  return CONTRAST_PARTS[contrast];
}

/** A cell's contrast on the chosen measure (score points or acceptance pp); null if undefined. */
export function cellContrast(
  cell: JudgeCellMeans,
  contrast: JudgeContrast,
  measure: JudgeMeasure = "score",
): number | null {
  const [a, b] = CONTRAST_PARTS[contrast];
  const table = measure === "score" ? cell.mean : cell.acceptPct;
  const va = table[a];
  const vb = table[b];
  return va === null || vb === null ? null : va - vb;
}

/** One row per model × task × temperature with a defined contrast. */
export interface JudgeContrastRow {
  model: string;
  task_id: string;
  category: string;
  temperature: number;
  delta: number;
}

/** Cell-level contrasts (the 640 rows of the joint model for 8 models × 20 tasks × 4 T). */
export function judgeContrastRows(
  cells: readonly JudgeCellMeans[],
  contrast: JudgeContrast = "C2-C0",
  measure: JudgeMeasure = "score",
): JudgeContrastRow[] {
  const rows: JudgeContrastRow[] = [];
  for (const cell of cells) {
    const delta = cellContrast(cell, contrast, measure);
    if (delta === null) continue;
    rows.push({
      model: cell.model,
      task_id: cell.task_id,
      category: cell.category,
      temperature: cell.temperature,
      delta,
    });
  }
  return rows;
}
