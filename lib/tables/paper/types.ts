/** Types shared by the paper tables: scored entries, record groups of a study, and table results. */
import type { ResultRecord } from "../../data/records.ts";
import type { RunEntry } from "../../metrics/mod.ts";
import type { ComparisonTable, PaperTable } from "../types.ts";

/**
 * One model × suite summary entry in the `unified_all_suites.json` schema (SPEC §F.2). Published
 * entries and entries written by `ab score` both fit; metric fields may be null.
 */
export type SummaryEntry = RunEntry;

/** The records of one model on one prompt-view file of one dataset of a study. */
export interface RecordGroup {
  study: string;
  /** Generated dataset directory, e.g. "anchorbench_rag_p2". */
  dataset: string;
  /** Prompt-view file stem, e.g. "promptviews_core". */
  file: string;
  modelSlug: string;
  records: ResultRecord[];
}

/** What a study directory holds, read once: scored entries and record groups per study. */
export interface StudyData {
  /** Study id → entries of summary/<study>.json (missing studies are absent). */
  entries: Record<string, SummaryEntry[]>;
  /** Every record group that was loaded (only the studies asked for). */
  groups: RecordGroup[];
}

/** The published and the reproduced table in paper layout, and their cell-by-cell comparison. */
export interface TableResult {
  published: PaperTable;
  reproduced: PaperTable;
  comparison: ComparisonTable;
}
