/** Small study directories built by hand for the notebook helper tests. */
import { dirname, join } from "node:path";
import type { ResultRecord } from "../../lib/data/records.ts";

const RELEVANCE: Record<string, string> = {
  control: "none",
  irrelevant_low: "irrelevant",
  irrelevant_high: "irrelevant",
  plausible_low: "plausible",
  plausible_high: "plausible",
  plausible_mild_low: "plausible_mild",
  plausible_mild_high: "plausible_mild",
};

/** One parsed record of a simulated model (answer null = unparsed). */
export function rec(
  item: string,
  condition: string,
  anchor: number | null,
  answer: number,
  opts: { model?: string; suite?: string; yStar?: number; offset?: number } = {},
): ResultRecord {
  const model = opts.model ?? "sim/paper/Qwen-7B";
  return {
    model_id: model,
    item_id: item,
    suite: opts.suite ?? "external",
    domain: "pricing_wtp",
    difficulty: "easy",
    condition,
    anchor_relevance: RELEVANCE[condition] ?? "none",
    anchor_value: anchor,
    y_star_evidence: opts.yStar ?? 50,
    answer_int: answer,
    parsed_ok: true,
    parse_strategy: "regex",
    raw_text: String(answer),
    offset: opts.offset ?? Number(/-off(\d+)-/.exec(item)?.[1] ?? 15),
    simulated: model.startsWith("sim/"),
  } as ResultRecord;
}

/** Writes records to <study>/records/<study id>/<dataset>/<file stem>/<model slug>/records.jsonl. */
export async function writeRecords(
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

export async function writeManifest(studyDir: string, manifest: Record<string, unknown>) {
  await Deno.mkdir(studyDir, { recursive: true });
  await Deno.writeTextFile(join(studyDir, "manifest.json"), JSON.stringify(manifest));
}

/** A temporary directory removed after `fn`. */
export async function withTempDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "anchorlab-nb-" });
  try {
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}
