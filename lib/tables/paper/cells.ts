/** Model × suite cells of summary entries, keyed by paper short name and record suite. */
import { inTableOrder, paperModelName } from "./models.ts";
import type { SummaryEntry } from "./types.ts";

export interface CellIndex {
  /** Short names in the paper's row order. */
  models: string[];
  get(model: string, recordSuite: string): SummaryEntry | undefined;
}

/** Indexes entries by (short name, lower-cased suite); a duplicate cell is an error. */
export function indexCells(entries: readonly SummaryEntry[]): CellIndex {
  const byKey = new Map<string, SummaryEntry>();
  const models: string[] = [];
  for (const e of entries) {
    const model = paperModelName(e.model ?? e.model_slug ?? "");
    const key = `${model}\u0000${String(e.suite).toLowerCase()}`;
    if (byKey.has(key)) {
      throw new Error(`two summary entries for model ${model} on suite ${e.suite}`);
    }
    byKey.set(key, e);
    if (!models.includes(model)) models.push(model);
  }
  return {
    models: inTableOrder(models),
    get: (model, suite) => byKey.get(`${model}\u0000${suite.toLowerCase()}`),
  };
}

/** Entries with their `model` relabelled to the paper short name (simulated twins lose the prefix). */
export function withPaperNames(entries: readonly SummaryEntry[]): SummaryEntry[] {
  return entries.map((e) => ({ ...e, model: paperModelName(e.model ?? e.model_slug ?? "") }));
}
