/**
 * The study stage: the paper's plan of runs, the layout of a study directory, and prototyping a
 * new condition on the simulated panel (prototype.ts).
 */
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
export {
  asPlausibleSlot,
  type CustomConditionMetrics,
  customConditionMetrics,
  customPairedDifferences,
  runnableViews,
  runViewsOnSim,
  type SimRun,
  type SimRunOptions,
} from "./prototype.ts";
export {
  powerTable,
  promptChangeMarkdown,
  prototypeTable,
  simRunsTable,
} from "./prototype_tables.ts";
