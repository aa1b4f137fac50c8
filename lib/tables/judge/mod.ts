/**
 * The LLM-as-a-judge study's tables (seed 002 Tables 1–10 and the values printed for §4.2–4.3),
 * each as { published, reproduced, comparison } from a judge analysis (lib/judge analyzeJudgeRun).
 */
import type { JudgeAnalysis } from "../../judge/mod.ts";
import type { TableResult } from "../paper/types.ts";
import {
  judgeAcceptanceTable,
  judgeCategoryTable,
  judgeTable1,
  judgeTable2,
  judgeTable3,
} from "./main_tables.ts";
import { judgeTable10, judgeTable7, judgeTable8, judgeTable9 } from "./mitigation_tables.ts";
import { judgeTable4, judgeTable5, judgeTable6 } from "./probe_tables.ts";

export {
  JUDGE_ACCEPTANCE,
  JUDGE_CATEGORIES,
  JUDGE_TABLE1,
  JUDGE_TABLE2,
  JUDGE_TABLE3,
  judgeAcceptanceTable,
  judgeCategoryTable,
  judgeTable1,
  judgeTable2,
  judgeTable3,
} from "./main_tables.ts";
export {
  JUDGE_TABLE4,
  JUDGE_TABLE5,
  JUDGE_TABLE6,
  judgeTable4,
  judgeTable5,
  judgeTable6,
  mainProbe,
} from "./probe_tables.ts";
export {
  JUDGE_TABLE10,
  JUDGE_TABLE7,
  JUDGE_TABLE8,
  JUDGE_TABLE9,
  judgeTable10,
  judgeTable7,
  judgeTable8,
  judgeTable9,
} from "./mitigation_tables.ts";
export { patternNote, publishedJudge, type PublishedJudgeFile } from "./published.ts";

/** Every judge table in the paper's order (§4.2 and §4.3 values after Table 2). */
export function judgeTables(analysis: JudgeAnalysis): TableResult[] {
  return [
    judgeTable1(analysis),
    judgeTable2(analysis),
    judgeAcceptanceTable(analysis),
    judgeCategoryTable(analysis),
    judgeTable3(analysis),
    judgeTable4(analysis),
    judgeTable5(analysis),
    judgeTable6(analysis),
    judgeTable7(analysis),
    judgeTable8(analysis),
    judgeTable9(analysis),
    judgeTable10(analysis),
  ];
}
export { displayJudgeBanner, displayJudgeTable, judgeBannerLines } from "./banner.ts";
