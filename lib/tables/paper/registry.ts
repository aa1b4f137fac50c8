/**
 * Every paper table by id: what it needs from a study directory, and how to build it. One call
 * (`reproduceTable("table9", studyDir)`) reads the published data, the printed values and the
 * needed studies, and returns the published/reproduced/comparison triple(s). Besides Tables 1–33
 * the registry holds the two appendix analyses with a printed comparison but no table number
 * ("tableA6" ε sensitivity, "tableA8" boundary clipping).
 */
import type { ExclusionRule } from "../../metrics/mod.ts";
import { runsFeeding } from "../../study/mod.ts";
import { loadPrintedClaims, type PrintedClaims } from "../printed.ts";
import { loadPrintedRows } from "./printed_source.ts";
import { loadPublished, type PublishedData } from "./published.ts";
import { loadStudy, studyEntries, studyModels, studyRecords } from "./study.ts";
import { LOCKED4 } from "./models.ts";
import type { PrintedRows } from "./printed_rows.ts";
import type { StudyData, TableResult } from "./types.ts";
import { table1 } from "./table01.ts";
import { table2, table23 } from "./table02_23.ts";
import { table3 } from "./table03.ts";
import { suiteFullResults } from "./tables04_08.ts";
import { table9 } from "./table09.ts";
import { table10 } from "./table10.ts";
import { table11 } from "./table11.ts";
import { table12 } from "./table12.ts";
import { table13 } from "./table13.ts";
import { table14 } from "./table14.ts";
import { table15 } from "./table15.ts";
import { table16 } from "./table16.ts";
import { table17 } from "./table17.ts";
import { table18 } from "./table18.ts";
import { table19 } from "./table19.ts";
import { table20, table21 } from "./tables20_21.ts";
import { table22 } from "./table22.ts";
import { table24 } from "./table24.ts";
import { table25 } from "./table25.ts";
import { table26 } from "./table26.ts";
import { table27 } from "./table27.ts";
import { table28 } from "./table28.ts";
import { table29 } from "./table29.ts";
import { table30 } from "./table30.ts";
import { table31 } from "./table31.ts";
import { table32 } from "./table32.ts";
import { table33 } from "./table33.ts";
import { tableA6 } from "./tableA6.ts";
import { tableA8 } from "./tableA8.ts";

/** What a table builder gets: the study, the published data and the printed values. */
export interface TableContext {
  study: StudyData;
  published: PublishedData;
  printed: PrintedRows | null;
  /** Scalar claims of the paper text; loaded only for tables with `needsClaims`. */
  claims: PrintedClaims | null;
  /** Exclusion rule asked for (tables with `acceptsRule`); undefined = the table's default. */
  rule?: ExclusionRule;
}

export interface TableDef {
  id: string;
  title: string;
  /** Studies whose summaries/records the table reads (from the plan's `feeds`). */
  studies: string[];
  /** Whether record stores are needed (else summaries suffice). */
  needsRecords: boolean;
  /** Whether the published side reads data/paper/printed/claims.json. */
  needsClaims?: boolean;
  /** Whether the table can be built under either exclusion rule (`ReproduceOptions.rule`). */
  acceptsRule?: boolean;
  build(ctx: TableContext): TableResult;
}

const main = (ctx: TableContext) => studyEntries(ctx.study, "main");
const mainRecords = (ctx: TableContext, suites?: string[], models?: readonly string[]) =>
  studyRecords(ctx.study, { study: "main", suites, models });

/** Plan studies feeding an id (Tables 4–8 share the plan id "table4-8"). */
function studiesFor(id: string, extra: string[] = []): string[] {
  const n = Number(id.replace("table", ""));
  const planId = n >= 4 && n <= 8 ? "table4-8" : id;
  return [...new Set([...runsFeeding(planId).map((r) => r.study), ...extra])];
}

function def(
  id: string,
  title: string,
  needsRecords: boolean,
  build: TableDef["build"],
  extraStudies: string[] = [],
): TableDef {
  return { id, title, studies: studiesFor(id, extraStudies), needsRecords, build };
}

/** Tables 24, 29 and 30: built under the published rule by default, ε = 3 on request. */
const withRule = (t: TableDef): TableDef => ({ ...t, acceptsRule: true });

const SUITE_OF: Record<number, "external" | "history" | "icl" | "rag" | "tool"> = {
  4: "external",
  5: "history",
  6: "icl",
  7: "rag",
  8: "tool",
};

export const ALL_TABLES: readonly TableDef[] = [
  def("table1", "Main results", false, (c) => table1({ entries: main(c) }, c.published)),
  def(
    "table2",
    "Anchoring under partial evidence",
    true,
    (c) => table2({ records: studyRecords(c.study, { study: "uncertain" }) }, c.published),
  ),
  def("table3", "Model panel", false, () => table3()),
  ...[4, 5, 6, 7, 8].map((n) =>
    def(
      `table${n}`,
      `${SUITE_OF[n]} full results`,
      false,
      (c) => suiteFullResults(SUITE_OF[n], { entries: main(c) }, c.published),
    )
  ),
  def("table9", "Mean influence by suite", false, (c) =>
    table9(
      { entries: main(c), iclDist: studyEntries(c.study, "icl_dist") },
      c.published,
      c.printed?.rows.find((r) => r.suite === "ICL (ICL-dist)") ?? null,
    )),
  def("table10", "Statistical summary", false, (c) => table10({ entries: main(c) }, c.printed)),
  def(
    "table11",
    "Pooled per-item UAI distribution",
    true,
    (c) => table11({ records: mainRecords(c) }, c.printed),
  ),
  def(
    "table12",
    "∆MAE anchored − control",
    true,
    (c) => table12({ records: mainRecords(c) }, c.printed),
  ),
  def(
    "table13",
    "History matched two-stage control",
    true,
    (c) => table13({ records: mainRecords(c, ["history"]) }, c.printed),
  ),
  def(
    "table14",
    "ICL metadata vs ICL-dist",
    false,
    (c) => table14({ entries: main(c), iclDist: studyEntries(c.study, "icl_dist") }, c.printed),
    ["main"],
  ),
  def(
    "table15",
    "Tool structured vs plaintext",
    false,
    (c) =>
      table15({ entries: main(c), plaintext: studyEntries(c.study, "tool_plaintext") }, c.printed),
    [
      "main",
    ],
  ),
  def(
    "table16",
    "Error decomposition",
    true,
    (c) => table16({ records: mainRecords(c) }, c.published),
  ),
  def("table17", "By difficulty", false, (c) => table17({ entries: main(c) }, c.published), [
    "main",
  ]),
  def("table18", "Sampling robustness", true, (c) =>
    table18({
      greedy: [...main(c), ...studyEntries(c.study, "icl_dist")],
      sampled: studyRecords(c.study, { study: "sampling" }),
    }, c.published), ["main"]),
  def("table19", "Mitigation headroom", true, (c) =>
    table19({
      baseline: main(c),
      strategies: Object.fromEntries(
        ["ignore", "self_check", "cot"].map((s) => [
          s,
          studyRecords(c.study, { study: "mitigation", file: `promptviews_${s}` }),
        ]),
      ),
    }, c.printed), ["main"]),
  def("table20", "Implied anchor weight", false, (c) => table20({ entries: main(c) }, c.published)),
  def(
    "table21",
    "Excess UAI over the ceiling",
    false,
    (c) => table21({ entries: main(c) }, c.published),
  ),
  def("table22", "Plausibility spectrum", true, (c) => {
    const models = studyModels(c.study, "spectrum");
    return table22({
      records: [
        ...mainRecords(c, ["external"], models),
        ...studyRecords(c.study, { study: "spectrum", suites: ["external"] }),
      ],
    }, c.published);
  }, ["main"]),
  def(
    "table23",
    "Uncertain judgment",
    true,
    (c) => table23({ records: studyRecords(c.study, { study: "uncertain" }) }, c.published),
  ),
  withRule(def("table24", "Cross-pathway intensity", true, (c) => {
    const models = studyModels(c.study, "intensity");
    return table24(
      {
        records: [
          ...mainRecords(c, ["external", "rag", "history"], models),
          ...studyRecords(c.study, { study: "intensity" }),
        ],
        rule: c.rule,
      },
      c.printed,
      c.published,
    );
  }, ["main"])),
  def("table25", "Eleven-domain panel", true, (c) =>
    table25({
      business: main(c),
      medical: studyRecords(c.study, {
        study: "domains",
        dataset: (d) => d.includes("pilot_medical"),
      }),
      other: studyRecords(c.study, { study: "domains", dataset: (d) => d.includes("pilot_other") }),
    }, c.published), ["main"]),
  def(
    "table26",
    "Mean vs weighted-mean gold",
    false,
    (c) => table26({ mean: main(c), wmean: studyEntries(c.study, "weighted_mean") }, c.published),
    ["main"],
  ),
  def("table27", "CoT vs answer-only", true, (c) => {
    const models = studyModels(c.study, "cot");
    return table27({
      baseline: mainRecords(c, ["external", "rag", "history"], models),
      cot: studyRecords(c.study, { study: "cot" }),
    }, c.published);
  }, ["main"]),
  def("table28", "Task specification", true, (c) =>
    table28({
      baseline: main(c),
      rule: studyRecords(c.study, { study: "task_spec", file: "promptviews_rule" }),
      judgment: studyRecords(c.study, { study: "task_spec", file: "promptviews_judgment" }),
    }, c.published), ["main"]),
  withRule(def("table29", "RAG realism", true, (c) => {
    const realism = studyRecords(c.study, { study: "realism", suites: ["rag"] });
    return table29(
      {
        records: [...mainRecords(c, ["rag"], studyModels(c.study, "realism")), ...realism],
        rule: c.rule,
      },
      c.printed,
      c.published,
    );
  }, ["main"])),
  withRule(def("table30", "Tool realism", true, (c) => {
    const realism = studyRecords(c.study, { study: "realism", suites: ["tool"] });
    return table30(
      {
        records: [...mainRecords(c, ["tool"], studyModels(c.study, "realism")), ...realism],
        rule: c.rule,
      },
      c.printed,
      c.published,
    );
  }, ["main"])),
  def(
    "table31",
    "Extended large-model panel",
    false,
    (c) => table31({ entries: studyEntries(c.study, "large_panel") }, c.published),
    ["large_panel"],
  ),
  def(
    "table32",
    "Per-item case studies",
    true,
    (c) => table32({ records: mainRecords(c, ["external"], LOCKED4) }, c.published),
    ["main"],
  ),
  def(
    "table33",
    "Absolute Cohen's d",
    true,
    (c) =>
      table33(
        { records: mainRecords(c, ["external", "history", "rag", "tool"], LOCKED4) },
        c.published,
      ),
    [
      "main",
    ],
  ),
  {
    ...def(
      "tableA6",
      "ε sensitivity of the UAI exclusion",
      true,
      (c) => tableA6({ records: mainRecords(c) }, c.claims),
      ["main"],
    ),
    needsClaims: true,
  },
  def(
    "tableA8",
    "Boundary clipping at δ = 40",
    true,
    (c) => tableA8({ records: mainRecords(c, ["external", "rag"]) }, c.printed),
    ["main"],
  ),
];

export function tableDef(id: string): TableDef {
  const found = ALL_TABLES.find((t) => t.id === id);
  if (!found) {
    throw new Error(`unknown table "${id}"; known: ${ALL_TABLES.map((t) => t.id).join(", ")}`);
  }
  return found;
}

export interface ReproduceOptions {
  /** data/paper/ root (default: this checkout's). */
  paperDataDir?: string;
  /** An already loaded study (skips reading studyDir). */
  study?: StudyData;
  /**
   * Exclusion rule of Tables 24, 29 and 30: "published" (default; exclude only a = y_ctrl, as the
   * probe runner did) or "epsilon" (the benchmark's ε = 3). Other tables reject it.
   */
  rule?: ExclusionRule;
}

/** Builds one table from a study directory. */
export async function reproduceTable(
  id: string,
  studyDir: string,
  opts: ReproduceOptions = {},
): Promise<TableResult> {
  const t = tableDef(id);
  if (opts.rule !== undefined && !t.acceptsRule) {
    const withRules = ALL_TABLES.filter((x) => x.acceptsRule).map((x) => x.id).join(", ");
    throw new Error(
      `${id}: no exclusion-rule option (rule "${opts.rule}"); only ${withRules} take one`,
    );
  }
  const study = opts.study ??
    await loadStudy(studyDir, { studies: t.studies, records: t.needsRecords });
  const published = await loadPublished(opts.paperDataDir);
  const printed = await loadPrintedRows(id.replace("table", ""), opts.paperDataDir);
  const claims = t.needsClaims ? await loadPrintedClaims(opts.paperDataDir) : null;
  return t.build({ study, published, printed, claims, rule: opts.rule });
}
