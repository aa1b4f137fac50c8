/** Step 3 of the main job: summaries in the original `unified_all_suites.json` schema, per study. */
import { join } from "node:path";
import type { ResultRecord } from "../data/records.ts";
import { readRunRecords, RECORDS_FILE } from "../infer/mod.ts";
import { scoreRecords } from "../metrics/mod.ts";
import { summaryPath } from "../study/mod.ts";

/**
 * Studies scored into summary/<study>.json. The others mix several files of one suite (suffix
 * strategies, sampling repeats, realism variants) and their tables read the records directly.
 */
export const SUMMARY_STUDIES = [
  "main",
  "icl_dist",
  "spectrum",
  "tool_plaintext",
  "weighted_mean",
  "large_panel",
];

async function* storeDirs(root: string): AsyncGenerator<string> {
  let entries: Deno.DirEntry[] = [];
  try {
    for await (const e of Deno.readDir(root)) entries.push(e);
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return;
    throw err;
  }
  entries = entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const e of entries) {
    if (e.isFile && e.name === RECORDS_FILE) yield root;
    if (e.isDirectory) yield* storeDirs(join(root, e.name));
  }
}

export async function studyRecords(studyDir: string, study: string): Promise<ResultRecord[]> {
  const records: ResultRecord[] = [];
  for await (const dir of storeDirs(join(studyDir, "records", study))) {
    for (const r of await readRunRecords(dir)) records.push(r);
  }
  return records;
}

export interface ScoreStepResult {
  summaries: { study: string; entries: number; records: number }[];
  seconds: number;
}

export async function scoreStep(
  studyDir: string,
  studies: readonly string[],
): Promise<ScoreStepResult> {
  const started = performance.now();
  const summaries: ScoreStepResult["summaries"] = [];
  await Deno.mkdir(join(studyDir, "summary"), { recursive: true });
  for (const study of SUMMARY_STUDIES.filter((s) => studies.includes(s))) {
    const records = await studyRecords(studyDir, study);
    if (records.length === 0) continue;
    const entries = scoreRecords(records);
    await Deno.writeTextFile(summaryPath(studyDir, study), JSON.stringify(entries, null, 2) + "\n");
    summaries.push({ study, entries: entries.length, records: records.length });
  }
  return { summaries, seconds: (performance.now() - started) / 1000 };
}
