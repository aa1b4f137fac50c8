/**
 * Result records (SPEC §C.5): AnchorLab's and the original pipeline's results.jsonl load alike.
 * A directory stands for every `results.jsonl` (the original `results/<run>/<suite>/<model>/` layout)
 * and every AnchorLab `records.jsonl` below it.
 */
import { join } from "node:path";
import { conditionProblem } from "./conditions.ts";
import { DataError, rowError, type RowOrigin } from "./errors.ts";
import {
  optionalInteger,
  optionalNumber,
  requireBoolean,
  requireNonEmptyString,
  requireNumber,
  requireString,
  requireStringOrNull,
  type Row,
} from "./fields.ts";
import { offsetFromItemId } from "./item_ids.ts";
import { readJsonl } from "./jsonl.ts";
import type { ResultRecord } from "./records.ts";
import { checkRelevance } from "./validate.ts";

export const RESULTS_FILE = "results.jsonl";
/** AnchorLab's run stores name their record file records.jsonl (lib/infer/store.ts). */
export const RECORD_FILE_NAMES = [RESULTS_FILE, "records.jsonl"];

/** Checks one record; fills `offset` from the item id when the record has none. */
export function checkRecord(row: Row, origin: RowOrigin): ResultRecord {
  requireNonEmptyString(row, "model_id", origin);
  const itemId = requireNonEmptyString(row, "item_id", origin);
  const suite = requireNonEmptyString(row, "suite", origin);
  requireNonEmptyString(row, "domain", origin);
  requireNonEmptyString(row, "difficulty", origin);
  const condition = requireNonEmptyString(row, "condition", origin);
  const problem = conditionProblem(suite, condition);
  if (problem) throw rowError(origin, problem);
  checkRelevance(requireString(row, "anchor_relevance", origin), origin);
  if (!("anchor_value" in row)) throw rowError(origin, `missing required field "anchor_value"`);
  optionalNumber(row, "anchor_value", origin);
  requireNumber(row, "y_star_evidence", origin);
  optionalNumber(row, "y_star_theta", origin);
  if (!("answer_int" in row)) throw rowError(origin, `missing required field "answer_int"`);
  const answer = optionalInteger(row, "answer_int", origin);
  const parsedOk = requireBoolean(row, "parsed_ok", origin);
  if (parsedOk && answer === null) {
    throw rowError(origin, "parsed_ok is true but answer_int is null");
  }
  requireString(row, "parse_strategy", origin);
  requireStringOrNull(row, "raw_text", origin);
  if ("stage1_answer" in row) optionalInteger(row, "stage1_answer", origin);
  if ("offset" in row) optionalInteger(row, "offset", origin);
  if (row.simulated !== undefined && typeof row.simulated !== "boolean") {
    throw rowError(origin, `field "simulated" must be true or false`);
  }
  const record = row as unknown as ResultRecord;
  if (record.raw_text === null) record.raw_text = "";
  if (record.offset === undefined) record.offset = offsetFromItemId(itemId);
  return record;
}

async function resultFiles(path: string): Promise<string[]> {
  let info: Deno.FileInfo;
  try {
    info = await Deno.stat(path);
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) {
      throw new DataError(path, null, "no such file or directory");
    }
    throw err;
  }
  if (info.isFile) return [path];
  const found: string[] = [];
  const walk = async (dir: string) => {
    const entries: Deno.DirEntry[] = [];
    for await (const entry of Deno.readDir(dir)) entries.push(entry);
    entries.sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory) await walk(full);
      else if (entry.isFile && RECORD_FILE_NAMES.includes(entry.name)) found.push(full);
    }
  };
  await walk(path);
  if (found.length === 0) {
    throw new DataError(path, null, `no ${RECORD_FILE_NAMES.join(" or ")} below this directory`);
  }
  return found;
}

/**
 * Records of a results file, or of every results.jsonl / records.jsonl under a directory (sorted by
 * path).
 */
export async function loadRecords(path: string): Promise<ResultRecord[]> {
  const records: ResultRecord[] = [];
  for (const file of await resultFiles(path)) {
    for await (const { line, value } of readJsonl(file)) {
      records.push(checkRecord(value, { file, line }));
    }
  }
  return records;
}
