/**
 * Table 24: cross-pathway intensity dose-response — pooled plausible UAI at mild / standard /
 * strong credibility on External, RAG and History (locked panel), with a Mean row. The published
 * rule excludes only a = y_ctrl; the ε = 3 benchmark rule is offered as an option (SPEC Part 1 §2).
 */
import type { ResultRecord } from "../../data/records.ts";
import { type ExclusionRule, uaiByConditionFamily } from "../../metrics/mod.ts";
import type { CellValue, PaperTable } from "../types.ts";
import {
  keyColumn,
  makeTable,
  meanRow,
  numberColumn,
  tableResult,
  type TableSpec,
} from "./build.ts";
import { csvNumber } from "./csv.ts";
import { alphabetical, anySimulatedRecords } from "./models.ts";
import { type PrintedRows, publishedFromPrinted, withStoredRevisionNote } from "./printed_rows.ts";
import { PUBLISHED_CSV, publishedCsv, type PublishedData } from "./published.ts";
import { ofSuite, recordsByModel } from "./records_by_model.ts";
import type { TableResult } from "./types.ts";

export interface Table24Input {
  /**
   * Records per suite of the panel: control and standard plausible (main study) plus the
   * plausible_mild_* / plausible_strong_* conditions (intensity study).
   */
  records: readonly ResultRecord[];
  /** "published" (default; exclude only a = y_ctrl) or "epsilon" (ε = 3). */
  rule?: ExclusionRule;
}

const SUITES: [string, string][] = [["external", "External"], ["rag", "RAG"], [
  "history",
  "History",
]];
const LEVELS: [string, string, string][] = [
  ["mild", "Mild", "plausible_mild"],
  ["std", "Std", "plausible"],
  ["strong", "Strong", "plausible_strong"],
];

export function table24Spec(rule: ExclusionRule = "published"): TableSpec {
  return {
    id: "table24",
    title: "Table 24: Cross-pathway plausibility-intensity dose-response (UAI)",
    columns: [
      keyColumn("model", "Model"),
      ...SUITES.flatMap(([s, label]) =>
        LEVELS.map(([l, levelLabel]) => numberColumn(`${s}_${l}`, `${label} ${levelLabel}`))
      ),
    ],
    notes: [
      rule === "published"
        ? "Exclusion rule as published by the probe runner: only a = y_ctrl is excluded (not ε = 3). History baseline: control_twostage when present, else control."
        : "Exclusion rule: ε = 3 (the benchmark rule). History baseline: control_twostage when present, else control.",
    ],
  };
}

export function reproducedTable24(input: Table24Input) {
  const rule = input.rule ?? "published";
  const spec = table24Spec(rule);
  const perSuite = new Map(SUITES.map(([s]) => [s, recordsByModel(ofSuite(input.records, s))]));
  const models = alphabetical([...new Set([...perSuite.values()].flatMap((m) => [...m.keys()]))]);
  const rows = models.map((model) => {
    const row: Record<string, CellValue> = { model };
    for (const [s] of SUITES) {
      const run = perSuite.get(s)!.get(model);
      const families = run
        ? uaiByConditionFamily(run, {
          rule,
          baseline: s === "history" ? "control_twostage" : "control",
        })
        : {};
      for (const [l, , family] of LEVELS) row[`${s}_${l}`] = families[family]?.uai ?? null;
    }
    return row;
  });
  const all = rows.length ? [...rows, meanRow(spec, rows, "model")] : rows;
  return makeTable(spec, all, { simulated: anySimulatedRecords(input.records) });
}

/**
 * The stored result files: External from intensity.csv, RAG and History from
 * intensity_pathway.csv. They are older revisions than the paper prints (data/paper/PROVENANCE.md):
 * External matches the printed table, RAG/History differ. Kept as a secondary source only.
 */
export function storedCsvTable24(data: PublishedData) {
  const spec = table24Spec("published");
  const file = PUBLISHED_CSV.intensityPathway;
  const pathway = publishedCsv(data, file);
  const ext = publishedCsv(data, PUBLISHED_CSV.intensity);
  const models = alphabetical([...new Set(pathway.map((r) => r.model))]);
  const rows = models.map((model) => {
    const row: Record<string, CellValue> = { model };
    for (const [s] of SUITES) {
      const r = s === "external"
        ? ext.find((x) => x.model === model)
        : pathway.find((x) => x.suite === s && x.model === model);
      for (const [l] of LEVELS) {
        const col = l === "std" ? "uai_standard" : `uai_${l}`;
        row[`${s}_${l}`] = r ? csvNumber(r, col, file) : null;
      }
    }
    return row;
  });
  return makeTable(spec, [...rows, meanRow(spec, rows, "model")], {
    notes: [
      "Stored: results/rebuttal/intensity/intensity.csv (External) and intensity_pathway.csv (RAG, History), an older revision than the printed table.",
    ],
  });
}

/**
 * Published: the values printed in the paper (data/paper/printed/table24.json), with a note on how
 * far the stored CSV revision is from them when the published data is given.
 */
export function publishedTable24(printed: PrintedRows | null, data?: PublishedData): PaperTable {
  const table = publishedFromPrinted(table24Spec("published"), printed);
  if (!data) return table;
  return withStoredRevisionNote(
    table,
    storedCsvTable24(data),
    `${PUBLISHED_CSV.intensity} + ${PUBLISHED_CSV.intensityPathway}`,
  );
}

export function table24(
  input: Table24Input,
  printed: PrintedRows | null,
  data?: PublishedData,
): TableResult {
  return tableResult(publishedTable24(printed, data), reproducedTable24(input));
}
