/** Study directories written by hand for the `reproduceTable` tests (record stores only). */
import { dirname, join } from "node:path";
import type { ResultRecord } from "../../../lib/data/records.ts";

/** Writes records to <study>/records/<study id>/<dataset>/<file stem>/<model slug>/records.jsonl. */
export async function writeRecordStore(
  studyDir: string,
  study: string,
  dataset: string,
  fileStem: string,
  records: ResultRecord[],
): Promise<void> {
  const slug = records[0].model_id.replaceAll("/", "_");
  const path = join(studyDir, "records", study, dataset, fileStem, slug, "records.jsonl");
  await Deno.mkdir(dirname(path), { recursive: true });
  await Deno.writeTextFile(path, records.map((r) => JSON.stringify(r)).join("\n") + "\n");
}

/** A temporary study directory removed after `fn`. */
export async function withStudyDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "anchorlab-tables-study-" });
  try {
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}
