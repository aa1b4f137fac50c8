/** Table 17: metrics by item difficulty, mean over model cells per suite; All row for UAI and Disc∆. */
import { difficultyMeans } from "../../metrics/mod.ts";
import type { CellValue } from "../types.ts";
import {
  keyColumn,
  makeTable,
  num,
  numberColumn,
  percentColumn,
  tableResult,
  type TableSpec,
} from "./build.ts";
import { withPaperNames } from "./cells.ts";
import { anySimulatedEntries } from "./models.ts";
import type { PublishedData } from "./published.ts";
import { CORE_SUITES } from "./suites.ts";
import type { SummaryEntry, TableResult } from "./types.ts";

export interface Table17Input {
  /** Main-study entries with `by_difficulty`. */
  entries: readonly SummaryEntry[];
}

export const TABLE17: TableSpec = {
  id: "table17",
  title: "Table 17: Anchoring metrics by item difficulty (mean across models per suite)",
  columns: [
    keyColumn("suite", "Suite"),
    keyColumn("difficulty", "Diff."),
    percentColumn("acc10", "Acc10", 1),
    numberColumn("mae", "MAE_c", 1),
    numberColumn("uai_irr", "UAI_irr"),
    numberColumn("uai_pls", "UAI_pls"),
    numberColumn("disc", "Disc∆"),
  ],
  notes: [
    "Bold: the higher Disc∆ within each suite. All = mean of the five suite values (UAI and Disc∆ only).",
  ],
};

const DIFFICULTIES = ["easy", "hard"];

function table17From(entries: readonly SummaryEntry[], simulated: boolean) {
  const core = withPaperNames(entries).filter((e) =>
    CORE_SUITES.some((s) => s.record === String(e.suite).toLowerCase())
  ).map((e) => ({
    ...e,
    suite: CORE_SUITES.find((s) => s.record === String(e.suite).toLowerCase())!.label,
  }));
  const means = difficultyMeans(core as unknown as Parameters<typeof difficultyMeans>[0]);
  const order = [...CORE_SUITES.map((s) => s.label), "All"];
  const rows: Record<string, CellValue>[] = [];
  for (const suite of order) {
    for (const difficulty of DIFFICULTIES) {
      const m = means.find((r) => r.suite === suite && r.difficulty === difficulty);
      if (!m) continue;
      rows.push({
        suite,
        difficulty,
        acc10: m.acc10_control,
        mae: m.mae_control,
        uai_irr: m.uai_irr,
        uai_pls: m.uai_plaus,
        disc: m.disc_delta,
      });
    }
  }
  const bold: string[] = [];
  for (const suite of order) {
    const idx = rows.map((r, i) => ({ r, i })).filter((x) => x.r.suite === suite);
    const discs = idx.map((x) => num(x.r.disc)).filter((v): v is number => v !== null);
    if (discs.length < 2) continue;
    const max = Math.max(...discs);
    for (const x of idx) if (x.r.disc === max) bold.push(`${x.i}:disc`);
  }
  return makeTable(TABLE17, rows, { simulated, bold });
}

/** Published: recomputed from the published unified summaries (the paper's own rule). */
export function publishedTable17(data: PublishedData) {
  return table17From(data.unified, false);
}

export function reproducedTable17(input: Table17Input) {
  return table17From(input.entries, anySimulatedEntries(input.entries));
}

export function table17(input: Table17Input, data: PublishedData): TableResult {
  return tableResult(publishedTable17(data), reproducedTable17(input));
}
