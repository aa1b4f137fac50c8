/**
 * Reading a study directory (lib/study/layout.ts) into the typed inputs of the paper tables:
 * summary/<study>.json entries and records/<study>/<dataset>/<file stem>/<model_slug>/records.jsonl.
 */
import { join } from "node:path";
import type { ResultRecord } from "../../data/records.ts";
import { loadRecords, readJsonFileIfExists } from "../../data/mod.ts";
import { summaryPath } from "../../study/mod.ts";
import { paperModelName } from "./models.ts";
import type { RecordGroup, StudyData, SummaryEntry } from "./types.ts";

export interface LoadStudyOptions {
  /** Studies to read (default: every study found). */
  studies?: readonly string[];
  /** Also read the record stores (default true). */
  records?: boolean;
}

async function listDir(path: string): Promise<Deno.DirEntry[]> {
  const out: Deno.DirEntry[] = [];
  try {
    for await (const e of Deno.readDir(path)) if (!e.name.startsWith(".")) out.push(e);
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return [];
    throw err;
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : 1));
}

async function readEntries(path: string): Promise<SummaryEntry[] | null> {
  const data = await readJsonFileIfExists(path);
  if (data === undefined) return null;
  if (!Array.isArray(data)) throw new Error(`${path}: expected a JSON array of summary entries`);
  data.forEach((e, i) => {
    if (
      e === null || typeof e !== "object" || typeof e.model !== "string" ||
      typeof e.suite !== "string"
    ) {
      throw new Error(`${path}: entry ${i} has no "model"/"suite" strings`);
    }
  });
  return data as SummaryEntry[];
}

/** Reads the summaries and record stores of a study directory. */
export async function loadStudy(studyDir: string, opts: LoadStudyOptions = {}): Promise<StudyData> {
  const wanted = opts.studies ? new Set(opts.studies) : null;
  const entries: Record<string, SummaryEntry[]> = {};
  for (const e of await listDir(join(studyDir, "summary"))) {
    if (!e.isFile || !e.name.endsWith(".json") || e.name.endsWith(".provenance.json")) continue;
    const study = e.name.slice(0, -".json".length);
    if (wanted && !wanted.has(study)) continue;
    const read = await readEntries(summaryPath(studyDir, study));
    if (read) entries[study] = read;
  }
  const groups: RecordGroup[] = [];
  if (opts.records !== false) {
    const root = join(studyDir, "records");
    for (const s of await listDir(root)) {
      if (!s.isDirectory || (wanted && !wanted.has(s.name))) continue;
      for (const d of await listDir(join(root, s.name))) {
        if (!d.isDirectory) continue;
        for (const f of await listDir(join(root, s.name, d.name))) {
          if (!f.isDirectory) continue;
          for (const m of await listDir(join(root, s.name, d.name, f.name))) {
            if (!m.isDirectory) continue;
            const file = join(root, s.name, d.name, f.name, m.name, "records.jsonl");
            try {
              await Deno.stat(file);
            } catch {
              continue;
            }
            groups.push({
              study: s.name,
              dataset: d.name,
              file: f.name,
              modelSlug: m.name,
              records: await loadRecords(file),
            });
          }
        }
      }
    }
  }
  return { entries, groups };
}

/** Entries of a study ([] when its summary is absent). */
export function studyEntries(data: StudyData, study: string): SummaryEntry[] {
  return data.entries[study] ?? [];
}

export interface RecordFilter {
  study: string;
  /** Dataset name or a predicate on it. */
  dataset?: string | ((dataset: string) => boolean);
  /** File stem, e.g. "promptviews_rule". */
  file?: string;
  /** Paper short names to keep. */
  models?: readonly string[];
  /** Record suites to keep (lower case). */
  suites?: readonly string[];
}

/** Records of the groups that match, concatenated in load order. */
export function studyRecords(data: StudyData, filter: RecordFilter): ResultRecord[] {
  const models = filter.models ? new Set(filter.models) : null;
  const suites = filter.suites ? new Set(filter.suites) : null;
  const out: ResultRecord[] = [];
  for (const g of data.groups) {
    if (g.study !== filter.study) continue;
    if (typeof filter.dataset === "string" && g.dataset !== filter.dataset) continue;
    if (typeof filter.dataset === "function" && !filter.dataset(g.dataset)) continue;
    if (filter.file && g.file !== filter.file) continue;
    for (const r of g.records) {
      if (models && !models.has(paperModelName(r.model_id))) continue;
      if (suites && !suites.has(r.suite.toLowerCase())) continue;
      out.push(r);
    }
  }
  return out;
}

/** Paper short names of the models with records in a study. */
export function studyModels(data: StudyData, study: string): string[] {
  const names = new Set<string>();
  for (const g of data.groups) {
    if (g.study !== study) continue;
    for (const r of g.records) names.add(paperModelName(r.model_id));
  }
  return [...names];
}
