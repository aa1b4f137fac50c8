/** Splitting records into runs (one model × one suite). */
import type { ResultRecord } from "../data/records.ts";

/** Records split into runs keyed by (model_id, suite), in first-seen order. */
export function groupRuns(records: readonly ResultRecord[]): ResultRecord[][] {
  const runs = new Map<string, ResultRecord[]>();
  for (const r of records) {
    const key = `${r.model_id}\u0000${r.suite}`;
    let run = runs.get(key);
    if (!run) runs.set(key, run = []);
    run.push(r);
  }
  return [...runs.values()];
}
