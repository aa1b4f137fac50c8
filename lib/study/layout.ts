/**
 * Where a study's files live. One study directory (runs/<run>/) holds:
 *
 *   manifest.json                         the study manifest (plan, seed, quick, simulated, timings)
 *   data/<dataset>/...                    the generated benchmark (ab generate)
 *   records/<study>/<dataset>/<file stem>/<model_slug>/records.jsonl + manifest.json   run stores
 *   summary/<study>.json                  scored entries (unified_all_suites schema) per study
 *   tables/<id>.{md,csv,tex,html}         reproduced tables; figures/<id>.svg
 *   report/index.html + report/<notebook>.{ipynb,html}
 */
import { join } from "node:path";
import type { StudyRun } from "./plan.ts";

export function dataDir(studyDir: string): string {
  return join(studyDir, "data");
}

export function fileStem(file: string): string {
  return file.replace(/\.jsonl$/, "");
}

/** The run-store directory of one model on one file of a plan entry. */
export function runStoreDir(
  studyDir: string,
  run: StudyRun,
  file: string,
  modelSlug: string,
): string {
  return join(studyDir, "records", run.study, run.dataset, fileStem(file), modelSlug);
}

/** The folder holding every model's store for one plan entry and file. */
export function runFileDir(studyDir: string, run: StudyRun, file: string): string {
  return join(studyDir, "records", run.study, run.dataset, fileStem(file));
}

export function summaryPath(studyDir: string, study: string): string {
  return join(studyDir, "summary", `${study}.json`);
}

export function tablesDir(studyDir: string): string {
  return join(studyDir, "tables");
}

export function figuresDir(studyDir: string): string {
  return join(studyDir, "figures");
}

export function reportDir(studyDir: string): string {
  return join(studyDir, "report");
}
