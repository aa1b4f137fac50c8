/** The study stage: the paper's plan of runs and the layout of a study directory. */
export { PAPER_PLAN, runsFeeding, studies, type StudyRun } from "./plan.ts";
export {
  dataDir,
  figuresDir,
  fileStem,
  reportDir,
  runFileDir,
  runStoreDir,
  summaryPath,
  tablesDir,
} from "./layout.ts";
