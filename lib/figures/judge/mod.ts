/** The LLM-as-a-judge study's Figures 2–4 (seed 002), drawn from a judge analysis. */
export {
  JUDGE_FIGURE2_TITLE,
  JUDGE_FIGURE3_TITLE,
  JUDGE_FIGURE4_TITLE,
  judgeFigure2,
  judgeFigure3,
  judgeFigure4,
  type JudgeFigurePoint,
  type JudgeHeatmapCell,
  type JudgePublishedMark,
  PUBLISHED_ROW,
} from "./figures.ts";
