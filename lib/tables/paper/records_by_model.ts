/** Records split by model (paper short name), in the paper's row order. */
import type { ResultRecord } from "../../data/records.ts";
import { inTableOrder, paperModelName } from "./models.ts";

export function recordsByModel(records: readonly ResultRecord[]): Map<string, ResultRecord[]> {
  const byModel = new Map<string, ResultRecord[]>();
  for (const r of records) {
    const model = paperModelName(r.model_id);
    let list = byModel.get(model);
    if (!list) byModel.set(model, list = []);
    list.push(r);
  }
  return new Map(inTableOrder([...byModel.keys()]).map((m) => [m, byModel.get(m)!]));
}

/** Records of one record suite (case-insensitive). */
export function ofSuite(records: readonly ResultRecord[], suite: string): ResultRecord[] {
  const wanted = suite.toLowerCase();
  return records.filter((r) => r.suite.toLowerCase() === wanted);
}
