/** The five core suites under their three spellings: record suite, entry label, paper column. */

export interface SuiteName {
  /** `suite` of a record ("icl"). */
  record: string;
  /** `suite` of a summary entry (Python `capitalize`: "Icl"). */
  entry: string;
  /** Column heading in the paper ("ICL"). */
  label: string;
}

export const CORE_SUITES: readonly SuiteName[] = [
  { record: "external", entry: "External", label: "External" },
  { record: "history", entry: "History", label: "History" },
  { record: "icl", entry: "Icl", label: "ICL" },
  { record: "rag", entry: "Rag", label: "RAG" },
  { record: "tool", entry: "Tool", label: "Tool" },
];

export const ICL_DIST: SuiteName = { record: "icl_dist", entry: "Icl_dist", label: "ICL-dist" };

export function suiteByRecord(record: string): SuiteName {
  const found = [...CORE_SUITES, ICL_DIST].find((s) => s.record === record.toLowerCase());
  if (!found) throw new Error(`unknown suite "${record}"`);
  return found;
}
