/** The main job (`ab repro`): benchmark → runs → scores → tables/figures → notebooks → report. */
export { QUICK_ITEMS_PER_CELL, type ReproOptions } from "./options.ts";
export { keepItem, modelsFor } from "./select.ts";
export { generateStep, subsetDataset } from "./generate_step.ts";
export { planFor, runStep } from "./run_step.ts";
export { scoreStep, studyRecords, SUMMARY_STUDIES } from "./score_step.ts";
export { outputsStep } from "./outputs_step.ts";
export { judgeDir, judgeStep } from "./judge_step.ts";
export { reportStep } from "./report_step.ts";
export { type ReproResult, runRepro } from "./pipeline.ts";
