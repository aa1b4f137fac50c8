/**
 * Panel means of the per-cell breakdowns: Table 17 (by difficulty) and Figure 3 (UAI_pls by
 * offset per tier, mean ± 1.96·SE with SE from the sample SD across models).
 */
import { mean, numpySum } from "./mean.ts";
import { definedMean, distinct } from "./entry.ts";

type Breakdown = Record<string, Record<string, unknown>>;

export interface CellWithBreakdowns {
  suite: string;
  model: string;
  by_offset?: Breakdown;
  by_difficulty?: Breakdown;
}

export interface DifficultyRow {
  suite: string;
  difficulty: string;
  acc10_control: number | null;
  mae_control: number | null;
  uai_irr: number | null;
  uai_plaus: number | null;
  disc_delta: number | null;
  n_cells: number;
}

const DIFFICULTY_METRICS = [
  "acc10_control",
  "mae_control",
  "uai_irr",
  "uai_plaus",
  "disc_delta",
] as const;

/**
 * Table 17: per suite and difficulty, the mean over cells of each by_difficulty metric; plus an
 * "All" row per difficulty holding the mean of the suite values for UAI and Disc∆ only.
 */
export function difficultyMeans(entries: readonly CellWithBreakdowns[]): DifficultyRow[] {
  const suites = distinct(entries, (e) => e.suite);
  const difficulties = distinct(
    entries.flatMap((e) => Object.keys(e.by_difficulty ?? {})),
    (d) => d,
  );
  const rows: DifficultyRow[] = [];
  for (const suite of suites) {
    const cells = entries.filter((e) => e.suite === suite);
    for (const difficulty of difficulties) {
      const subs = cells.map((c) => c.by_difficulty?.[difficulty]).filter((s) => s !== undefined);
      const row = { suite, difficulty, n_cells: subs.length } as DifficultyRow;
      for (const m of DIFFICULTY_METRICS) row[m] = definedMean(subs.map((s) => num(s![m])));
      rows.push(row);
    }
  }
  for (const difficulty of difficulties) {
    const own = rows.filter((r) => r.difficulty === difficulty);
    rows.push({
      suite: "All",
      difficulty,
      acc10_control: null,
      mae_control: null,
      uai_irr: definedMean(own.map((r) => r.uai_irr)),
      uai_plaus: definedMean(own.map((r) => r.uai_plaus)),
      disc_delta: definedMean(own.map((r) => r.disc_delta)),
      n_cells: own.reduce((s, r) => s + r.n_cells, 0),
    });
  }
  return rows;
}

export interface OffsetTierPoint {
  suite: string;
  tier: string;
  offset: string;
  mean: number | null;
  /** 1.96 · SD(ddof 1) / √n across the tier's models; null below 2 models. */
  half_width: number | null;
  n: number;
}

/**
 * Figure 3: for every suite with offsets, tier and offset, the mean across models of
 * `by_offset[δ][metric]` (default uai_plaus) and its 95% band.
 */
export function offsetTierMeans(
  entries: readonly CellWithBreakdowns[],
  tierOf: (model: string) => string,
  metric = "uai_plaus",
): OffsetTierPoint[] {
  const points: OffsetTierPoint[] = [];
  for (const suite of distinct(entries, (e) => e.suite)) {
    const cells = entries.filter((e) => e.suite === suite);
    const offsets = distinct(cells.flatMap((c) => Object.keys(c.by_offset ?? {})), (o) => o)
      .sort((a, b) => Number(a) - Number(b));
    for (const tier of distinct(cells, (c) => tierOf(c.model))) {
      for (const offset of offsets) {
        const values = cells
          .filter((c) => tierOf(c.model) === tier)
          .map((c) => num(c.by_offset?.[offset]?.[metric]))
          .filter((v): v is number => v !== null);
        const n = values.length;
        const center = mean(values);
        const sd = n > 1 && center !== null
          ? Math.sqrt(numpySum(values.map((v) => (v - center) ** 2)) / (n - 1))
          : null;
        points.push({
          suite,
          tier,
          offset,
          mean: center,
          half_width: sd === null ? null : (1.96 * sd) / Math.sqrt(n),
          n,
        });
      }
    }
  }
  return points;
}

function num(v: unknown): number | null {
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}
