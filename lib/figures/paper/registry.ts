/**
 * Every paper figure by id, with the studies it reads; `reproduceFigure("figure3", studyDir)`
 * draws it from a study directory (and from data/paper where the paper's data exists).
 */
import { loadPublished } from "../../tables/paper/published.ts";
import { loadStudy, studyEntries, studyRecords } from "../../tables/paper/study.ts";
import type { StudyData } from "../../tables/paper/types.ts";
import { runsFeeding } from "../../study/mod.ts";
import { figure3 } from "./figure03.ts";
import { figure8 } from "./figure08.ts";
import { figure9 } from "./figure09.ts";
import type { FigureResult } from "./types.ts";
import { WORKED_EXAMPLES, workedExample } from "./worked_examples.ts";
import type { PublishedData } from "../../tables/paper/published.ts";

export interface FigureDef {
  id: string;
  title: string;
  studies: string[];
  needsRecords: boolean;
  build(study: StudyData, published: PublishedData): FigureResult;
}

const fromPlan = (id: string) => [...new Set(runsFeeding(id).map((r) => r.study))];

export const ALL_FIGURES: readonly FigureDef[] = [
  ...WORKED_EXAMPLES.map((w): FigureDef => ({
    id: w.id,
    title: w.title,
    studies: [],
    needsRecords: false,
    build: () => {
      const ex = workedExample(w.id);
      return {
        id: ex.id,
        title: ex.title,
        reproduced: ex.figure,
        published: null,
        data: { reproduced: ex.conditions, published: null },
      };
    },
  })),
  ...[{
    id: "figure3",
    title: "UAI_pls vs anchor offset",
    studies: fromPlan("figure3"),
    needsRecords: false,
    build: (s: StudyData, p: PublishedData) => figure3({ entries: studyEntries(s, "main") }, p),
  }, {
    id: "figure8",
    title: "Acc10 vs Disc∆",
    studies: fromPlan("figure8"),
    needsRecords: false,
    build: (s: StudyData, p: PublishedData) => figure8({ entries: studyEntries(s, "main") }, p),
  }, {
    id: "figure9",
    title: "Harmful shift share by model and relevance",
    studies: fromPlan("figure9"),
    needsRecords: true,
    build: (s: StudyData, p: PublishedData) =>
      figure9({ records: studyRecords(s, { study: "main" }) }, p),
  }] satisfies FigureDef[],
].sort((a, b) => Number(a.id.slice(6)) - Number(b.id.slice(6)));

export function figureDef(id: string): FigureDef {
  const found = ALL_FIGURES.find((f) => f.id === id);
  if (!found) {
    throw new Error(`unknown figure "${id}"; known: ${ALL_FIGURES.map((f) => f.id).join(", ")}`);
  }
  return found;
}

export async function reproduceFigure(
  id: string,
  studyDir: string,
  opts: { paperDataDir?: string; study?: StudyData } = {},
): Promise<FigureResult> {
  const f = figureDef(id);
  const study = opts.study ??
    (f.studies.length
      ? await loadStudy(studyDir, { studies: f.studies, records: f.needsRecords })
      : { entries: {}, groups: [] });
  return f.build(study, await loadPublished(opts.paperDataDir));
}
