/**
 * Authors the paper notebooks (notebooks/NN_topic.ipynb) from compact descriptions: markdown and
 * code cell sources, written as nbformat 4.5 with deterministic cell ids and no outputs.
 *
 *   deno run -A scripts/notebooks.ts            write every notebook
 *   deno run -A scripts/notebooks.ts --check    exit 1 if a notebook on disk differs from what
 *                                               would be written, or any notebook has outputs
 *
 * Notebooks hold no analysis: each table or figure is one lib call plus its display. The markdown
 * before a table names the studies and plan runs feeding it (from lib/tables tableDef and the
 * study plan), so a plan change shows up as a --check failure until the notebooks are rewritten.
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PAPER_PLAN, type StudyRun } from "../lib/study/mod.ts";
import { tableDef } from "../lib/tables/mod.ts";
import { figureDef } from "../lib/figures/mod.ts";

export const NOTEBOOKS_DIR = fileURLToPath(new URL("../notebooks/", import.meta.url));

export interface CellSpec {
  kind: "markdown" | "code";
  source: string;
}

export interface NotebookSpec {
  /** File stem, e.g. "02_main_results". */
  name: string;
  cells: CellSpec[];
}

const md = (source: string): CellSpec => ({ kind: "markdown", source: source.trim() });
const code = (source: string): CellSpec => ({ kind: "code", source: source.trim() });

// ---------------------------------------------------------------------------------------------
// Shared cells

const SETUP_IMPORTS = {
  helpers: "../lib/report/notebook_helpers.ts",
  tables: "../lib/tables/mod.ts",
  figures: "../lib/figures/mod.ts",
};

interface SetupNeeds {
  tables?: string[];
  figures?: string[];
  helpers?: string[];
  /** Further imports: [module path relative to the notebook, names]. */
  modules?: [string, string[]][];
}

function importLine(names: readonly string[], from: string): string {
  const bare = (n: string) => n.replace(/^type /, "");
  const list = [...new Set(names)].sort((a, b) => (bare(a) < bare(b) ? -1 : 1));
  const oneLine = `import { ${list.join(", ")} } from "${from}";`;
  return oneLine.length <= 100
    ? oneLine
    : `import {\n${list.map((n) => `  ${n},`).join("\n")}\n} from "${from}";`;
}

function setupCell(needs: SetupNeeds): CellSpec {
  const helpers = ["openStudy", "studyBanner", ...(needs.helpers ?? [])];
  const lines = [
    `import { ${[...new Set(helpers)].sort().join(", ")} } from "${SETUP_IMPORTS.helpers}";`,
  ];
  if (needs.tables?.length) lines.push(importLine(needs.tables, SETUP_IMPORTS.tables));
  if (needs.figures?.length) lines.push(importLine(needs.figures, SETUP_IMPORTS.figures));
  for (const [from, names] of needs.modules ?? []) lines.push(importLine(names, from));
  lines.push(
    "",
    "// $ANCHORLAB_STUDY (set by `ab repro`), else the newest run under ../runs/ with a manifest.json.",
    "const study = await openStudy();",
    "const STUDY = study.dir;",
    "studyBanner(study)",
  );
  return code(lines.join("\n"));
}

function intro(title: string, purpose: string): CellSpec {
  return md(
    `# ${title}\n\n${purpose.trim()}\n\n` +
      "Every number below is computed by `lib/` from the study directory; the notebook only calls " +
      "one function per table or figure and displays it. Tables show the published value (P), the " +
      "reproduced value (R) and R − P (Δ) cell by cell. When the study was run on the embedded " +
      "simulated-respondent panel, every table and figure says so.",
  );
}

/** "main (panel paper14): anchorbench_external_core [promptviews_core], …" per study. */
function runsText(id: string, studies: readonly string[], mainSuites?: readonly string[]): string {
  const planId = /^table[4-8]$/.test(id) ? "table4-8" : id;
  const lines: string[] = [];
  for (const s of studies) {
    const ofStudy = PAPER_PLAN.filter((r) =>
      r.study === s &&
      (s !== "main" || !mainSuites || mainSuites.some((x) => r.dataset === `anchorbench_${x}_core`))
    );
    if (ofStudy.length === 0) {
      lines.push(`- \`${s}\`: no run of the plan writes this study`);
      continue;
    }
    const feeding = ofStudy.filter((r) => r.feeds.includes(planId));
    const used = feeding.length ? feeding : ofStudy;
    const panels = [...new Set(used.map((r) => r.panel))].join(", ");
    const files = used.map((r: StudyRun) =>
      `${r.dataset} [${r.files.map((f) => f.replace(/\.jsonl$/, "")).join(", ")}]`
    ).join("; ");
    const opts = used.find((r) => r.options)?.options;
    const optText = opts
      ? ` — options ${Object.entries(opts).map(([k, v]) => `${k} ${v}`).join(", ")}`
      : "";
    lines.push(`- \`${s}\` (panel ${panels}): ${files}${optText}`);
  }
  return lines.join("\n");
}

interface TableSection {
  id: string;
  /** What the table shows, in a sentence or two. */
  about: string;
  /** Published-vs-reproduced caveats (SPEC §H), if any. */
  caveats?: string[];
  /** Core suites the table reads from the main study (default: all five). */
  mainSuites?: string[];
  /** Cells instead of the default one `reproduceTable` cell. */
  cells?: CellSpec[];
}

/** "Table 9" for numbered tables, "Appendix A.8" for the appendix analyses ("tableA8"). */
function tableLabel(id: string): string {
  const appendix = /^tableA(\d+)$/.exec(id);
  return appendix ? `Appendix A.${appendix[1]}` : `Table ${id.replace("table", "")}`;
}

function tableSection(t: TableSection): CellSpec[] {
  const def = tableDef(t.id);
  const heading = `## ${tableLabel(t.id)}: ${def.title}\n\n${t.about.trim()}\n\n` +
    `**Inputs** (${
      def.needsRecords ? "per-response records" : "scored summaries"
    }) — studies read:\n` +
    runsText(t.id, def.studies, t.mainSuites);
  const caveats = t.caveats?.length
    ? "\n\n**Published vs reproduced:**\n" + t.caveats.map((c) => `- ${c.trim()}`).join("\n")
    : "";
  const cells = t.cells ?? [code(
    `const ${t.id} = await reproduceTable("${t.id}", STUDY);\ndisplayComparison(${t.id}.comparison)`,
  )];
  return [md(heading + caveats), ...cells];
}

/** A table of the realism/intensity probes shown under both exclusion rules. */
function bothRules(id: "table24" | "table29" | "table30"): CellSpec[] {
  return [
    code(
      `// Published rule: exclude only a = y_ctrl (what the probe runner did).\n` +
        `const ${id}Published = await reproduceTable("${id}", STUDY, { rule: "published" });\n` +
        `displayComparison(${id}Published.comparison)`,
    ),
    code(
      `// Benchmark rule: exclude |a − y_ctrl| < ε = 3.\n` +
        `const ${id}Epsilon = await reproduceTable("${id}", STUDY, { rule: "epsilon" });\n` +
        `displayComparison(${id}Epsilon.comparison)`,
    ),
  ];
}

const RULE_CAVEAT =
  "The probe runner behind the published table excluded only responses with a = y_ctrl, not the " +
  "benchmark's ε = 3 rule (SPEC §H.7). Both are shown: first the published rule (comparable with " +
  "the paper), then ε = 3.";

function figureSection(id: string, about: string, caveats: string[] = []): CellSpec[] {
  const def = figureDef(id);
  const n = id.replace("figure", "");
  const inputs = def.studies.length
    ? `\n\n**Inputs** (${
      def.needsRecords ? "per-response records" : "scored summaries"
    }) — studies read:\n` +
      runsText(id, def.studies)
    : "\n\n**Inputs:** none from the study; the example item comes from AnchorLab's generator.";
  const notes = caveats.length
    ? "\n\n**Published vs reproduced:**\n" + caveats.map((c) => `- ${c.trim()}`).join("\n")
    : "";
  const varName = `fig${n}`;
  return [
    md(
      `## Figure ${n}: ${
        def.title.replace(/^Figure \d+: /, "")
      }\n\n${about.trim()}${inputs}${notes}`,
    ),
    code(
      `const ${varName} = await reproduceFigure("${id}", STUDY);\ndisplayFigureResult(${varName})`,
    ),
  ];
}

const TABLE_IMPORTS = ["displayComparison", "reproduceTable"];
const FIGURE_IMPORTS = ["reproduceFigure"];

// ---------------------------------------------------------------------------------------------
// Caveats used in several notebooks

const WORKED_CAVEAT =
  "The paper's worked figures are illustrative (shortened labels, a = 23, Tool key order " +
  "mean/std/min/max/count instead of the generated mean/count/min/max/std; SPEC §H.12). These " +
  "drawings use a real generated item, so wording and numbers differ by design; there is no " +
  "published data to compare.";
const HISTORY_API_CAVEAT =
  "Published API History cells were scored against `control_twostage` and sent Stage 2 as one " +
  "quoted-transcript user message (SPEC §H.2). AnchorLab runs a real multi-turn chat by default; " +
  "the `transcript` history protocol reproduces the published one.";
const PARSE_CAVEAT = "Cells with a parse rate below 0.05 are printed as “—”, as in the paper.";

// ---------------------------------------------------------------------------------------------
// The notebooks

export const NOTEBOOKS: readonly NotebookSpec[] = [
  {
    name: "01_benchmark_walkthrough",
    cells: [
      intro(
        "AnchorBench walkthrough",
        "What the benchmark is made of: the generated datasets of this study and their sizes, one " +
          "item under every condition, the worked examples of the five pathways (Figures 2, 4–7) " +
          "and the model panel (Table 3).",
      ),
      setupCell({
        tables: ["displayComparison", "displayTable", "reproduceTable"],
        figures: FIGURE_IMPORTS,
        helpers: [
          "datasetCounts",
          "datasetInventory",
          "displayFigureResult",
          "itemUnderAllConditions",
        ],
      }),
      md(
        "## Datasets and counts\n\nThe five core datasets hold 360 items each, rendered under five " +
          "core conditions (control, irrelevant/plausible × low/high); ablation files add the " +
          "placebo, authority and two-stage-control variants. First the core counts against the " +
          "paper's generator, then every dataset directory the study generated.",
      ),
      code("const counts = await datasetCounts(STUDY);\ndisplayComparison(counts.comparison)"),
      code("displayTable(await datasetInventory(STUDY))"),
      md(
        "## One item under every condition\n\nThe first External item of the study's data, as the " +
          "model reads it under each condition (control open; click a condition to expand). Only " +
          "the anchor sentence changes between conditions; the evidence block is identical.",
      ),
      code('await itemUnderAllConditions(STUDY, { dataset: "anchorbench_external_core" })'),
      ...figureSection(
        "figure2",
        "External pathway: the anchor is a stated figure in the prompt, phrased by condition.",
        [WORKED_CAVEAT],
      ),
      ...figureSection(
        "figure4",
        "History pathway: the model's own Stage-1 answer on a subset of the evidence becomes the " +
          "anchor for the Stage-2 judgment on the full evidence.",
        [WORKED_CAVEAT],
      ),
      ...figureSection(
        "figure5",
        "ICL pathway: the anchor sits in the metadata header of a demonstration.",
        [WORKED_CAVEAT],
      ),
      ...figureSection(
        "figure6",
        "RAG pathway: one retrieved document carries the anchor; its wording depends on the condition.",
        [WORKED_CAVEAT],
      ),
      ...figureSection(
        "figure7",
        "Tool pathway: the anchor arrives in the second tool output.",
        [WORKED_CAVEAT],
      ),
      ...tableSection({
        id: "table3",
        about: "The fourteen-model panel: model card, parameter count, access and serving route. " +
          "It comes from AnchorLab's model registry, not from a run.",
        caveats: [
          "Simulated studies run the simulated twins (`sim/paper/<model>`) of these models.",
        ],
      }),
    ],
  },
  {
    name: "02_main_results",
    cells: [
      intro(
        "Main results",
        "The headline results: Table 1, the full per-suite results (Tables 4–8), mean influence by " +
          "suite (Table 9), the statistical summary (Table 10) and the Acc10 vs Disc∆ scatter " +
          "(Figure 8).",
      ),
      setupCell({
        tables: TABLE_IMPORTS,
        figures: FIGURE_IMPORTS,
        helpers: ["displayFigureResult"],
      }),
      ...tableSection({
        id: "table1",
        about: "Per model and core suite: control accuracy within ±10 (Acc10, %), UAI under " +
          "irrelevant and plausible anchors. Bold marks the largest UAI_pls per suite.",
        caveats: [
          "Bold follows the paper's caption (largest UAI_pls); the repository's revised table " +
          "generator bolded the lowest UAI instead (SPEC §H.13).",
          "Llama-1B has no Tool cell in the paper (“—”).",
          HISTORY_API_CAVEAT,
        ],
      }),
      ...[
        ["table4", "External"],
        ["table5", "History"],
        ["table6", "ICL"],
        ["table7", "RAG"],
        ["table8", "Tool"],
      ].flatMap(([id, suite]) =>
        tableSection({
          id,
          about: `Full ${suite} results per model: control MAE, Acc10 (%), UAI_irr, UAI_pls, ` +
            "TAR_irr, TAR_pls (share of responses moving toward the anchor), Disc∆ = UAI_pls − " +
            "UAI_irr and the parse rate (fraction).",
          caveats: [
            PARSE_CAVEAT,
            ...(suite === "History" ? [HISTORY_API_CAVEAT] : []),
            ...(suite === "Tool"
              ? [
                "Tool format follows the registry (native tool turns for Qwen/Llama, plaintext " +
                "otherwise; API models plaintext), which is how the published runs chose it " +
                "(by model-id substring, SPEC §H.14).",
              ]
              : []),
          ],
        })
      ),
      ...tableSection({
        id: "table9",
        about: "Suite means over model cells of UAI_irr, UAI_pls, Disc∆ and the number of cells " +
          "with Disc∆ > 0, with ICL-dist (open-weight models) as an extra row and an " +
          "“All (excl. ICL-dist)” row.",
      }),
      ...tableSection({
        id: "table10",
        about: "Panel statistics per suite: mean ∆UAI (pls − irr) with a bootstrap CI and the " +
          "BH-corrected Wilcoxon p; the range of open-weight suite-mean Disc∆ with a CI; and the " +
          "Pearson correlation of Acc10 with Disc∆.",
        caveats: [
          "The tests are two-sided although the text describes UAI_pls > UAI_irr; the printed range " +
          "CI [0.20, 0.62] became [0.20, 0.60] in the repository, and several cells differ by 0.01 " +
          "from its current code (SPEC §H.9). Bootstrap CIs depend on the RNG, so small CI " +
          "differences are expected.",
        ],
      }),
      ...figureSection(
        "figure8",
        "Control accuracy (Acc10) against Disc∆ for every model–suite cell: circles open-weight, " +
          "diamonds API, colour by suite, with the Pearson r and its bootstrap CI.",
      ),
    ],
  },
  {
    name: "03_offsets_and_boundary_clipping",
    cells: [
      intro(
        "Anchor offsets and boundary clipping",
        "How plausible-anchor influence changes with the anchor's distance δ from the target " +
          "(Figure 3), and whether anchors clipped at 0 or 100 explain the drop at δ = 40 " +
          "(Appendix A.8).",
      ),
      setupCell({
        tables: TABLE_IMPORTS,
        figures: FIGURE_IMPORTS,
        helpers: ["displayFigureResult"],
      }),
      ...figureSection(
        "figure3",
        "UAI_pls by anchor offset δ ∈ {15, 25, 40} on External, RAG and ICL, one line per tier " +
          "(open-weight, API) with the tier mean ± 1.96·SE across models. ICL is dotted.",
      ),
      ...tableSection({
        id: "tableA8",
        mainSuites: ["external", "rag"],
        about:
          "At δ = 40 some anchors fall outside [0, 100] and are clipped to the boundary. The " +
          "paper's unnumbered table compares the mean UAI_pls by offset over all External + RAG " +
          "responses of every model with the same mean excluding responses whose anchor is 0 or " +
          "100; the notes under the table count the boundary responses.",
        caveats: [
          "The published side is the transcription of the unnumbered inline table " +
          "(`data/paper/printed/tableA8.json`); the shipped summaries do not separate boundary " +
          "items, so it cannot be checked against data.",
        ],
      }),
    ],
  },
  {
    name: "04_difficulty",
    cells: [
      intro(
        "Anchoring by item difficulty",
        "Easy items show all five ratings; hard items hide two and reflect one visible value. " +
          "Table 17 splits the main metrics by difficulty.",
      ),
      setupCell({ tables: TABLE_IMPORTS }),
      ...tableSection({
        id: "table17",
        about: "Per suite and difficulty (easy/hard), the mean across models of Acc10, control " +
          "MAE, UAI_irr, UAI_pls and Disc∆, with an All row (14 models; 13 on Tool).",
        caveats: [
          "Hard-item gold is the mean of the three visible ratings, including the reflected value " +
          "(SPEC §H.5); the dataset card's wording (mean of all five) does not match the data.",
        ],
      }),
    ],
  },
  {
    name: "05_error_decomposition",
    cells: [
      intro(
        "Error decomposition",
        "Whether anchors make answers worse: the change in MAE from control to anchored " +
          "conditions (Table 12), the share of anchored answers that move away from or toward the " +
          "gold (Table 16) and the harmful-shift share per model (Figure 9).",
      ),
      setupCell({
        tables: TABLE_IMPORTS,
        figures: FIGURE_IMPORTS,
        helpers: ["displayFigureResult"],
      }),
      ...tableSection({
        id: "table12",
        about: "Per suite, MAE under irrelevant and plausible anchors minus control MAE, pooled " +
          "over models.",
      }),
      ...tableSection({
        id: "table16",
        about: "Per suite and overall: share of anchored answers further from the gold than the " +
          "control answer (Err↑), closer (Err↓), and Err↑ split by irrelevant and plausible " +
          "anchors. Runs without a literal `control` condition drop out.",
      }),
      ...figureSection(
        "figure9",
        "Harmful-shift share (anchored answer further from gold than control) for irrelevant vs " +
          "plausible anchors.",
        [
          "The published data (gold_shift_aggregated.csv) holds only suite-level shares, so the " +
          "published panel is per suite while the reproduced one is per model.",
        ],
      ),
    ],
  },
  {
    name: "06_uai_distribution_and_epsilon",
    cells: [
      intro(
        "UAI distribution and ε sensitivity",
        "How per-item UAI values are distributed (Table 11) and how the exclusion threshold ε " +
          "(responses with |a − y_ctrl| < ε have no defined UAI) changes what is excluded and the " +
          "sign of Disc∆ (Appendix A.6).",
      ),
      setupCell({ tables: TABLE_IMPORTS }),
      ...tableSection({
        id: "table11",
        about: "Per-item UAI pooled over every model and suite, per relevance: share in [0, 1], " +
          "above 1 (overshoot), below 0, mean, median, capped mean and the 5/25/75/95th " +
          "percentiles.",
      }),
      ...tableSection({
        id: "tableA6",
        about:
          "Share of anchored responses excluded from UAI at ε ∈ {1, 3, 5} per suite, and the " +
          "number of model–suite cells whose Disc∆ changes sign across those ε (in the notes " +
          "under the table).",
        caveats: [
          "The paper prints only the ε = 3 range (lowest and highest suite) and the flip count " +
          "(`data/paper/printed/claims.json`), so the other published cells are empty.",
        ],
      }),
    ],
  },
  {
    name: "07_rational_bound",
    cells: [
      intro(
        "The rational bound",
        "A Bayesian reader who treats the anchor as one more rating next to five pieces of " +
          "evidence would move 1/6 of the way toward it. Tables 20 and 21 compare the plausible " +
          "UAI with that ceiling.",
      ),
      setupCell({ tables: TABLE_IMPORTS }),
      ...tableSection({
        id: "table20",
        about:
          "Implied anchor weight w_imp (in units of one evidence rating, n = 5) per model and " +
          "suite under plausible anchors; a star marks cells whose UAI_pls CI lies entirely above " +
          "1/6.",
      }),
      ...tableSection({
        id: "table21",
        about: "Excess of UAI_pls over the rational ceiling 1/6 ≈ 0.167 per model and suite, " +
          "starred as in Table 20.",
      }),
    ],
  },
  {
    name: "08_partial_evidence",
    cells: [
      intro(
        "Anchoring under partial evidence",
        "The external_uncertain suite shows only k ∈ {1, 2, 3} of the ratings, so a rational " +
          "reader should lean on the anchor more (ceiling 1/(k+1)). Table 2 (main text) and " +
          "Table 23 (appendix, with Acc10) report the locked four-model panel.",
      ),
      setupCell({ tables: TABLE_IMPORTS }),
      ...tableSection({
        id: "table2",
        about: "UAI_pls and UAI_irr per k for each locked-panel model, with the rational-ceiling " +
          "row 0.50 / 0.33 / 0.25 (and 0 for irrelevant anchors).",
        caveats: [
          "Gold for hard items is the mean of the visible ratings, not the full-five mean the text " +
          "describes (SPEC §H.5); UAI does not use the gold, Acc10 does.",
        ],
      }),
      ...tableSection({
        id: "table23",
        about: "The appendix version: Acc10, UAI_pls and UAI_irr per k, with the ceiling row.",
        caveats: [
          "The exclusion threshold of the original uncertain analysis is not documented; ε = 3 is " +
          "assumed (SPEC §H unknowns).",
        ],
      }),
    ],
  },
  {
    name: "09_placebo_spectrum",
    cells: [
      intro(
        "The plausibility spectrum",
        "External anchors ordered by how plausible they are as evidence: placebo (an explicitly " +
          "arbitrary number), irrelevant, plausible, and authority-framed.",
      ),
      setupCell({ tables: TABLE_IMPORTS }),
      ...tableSection({
        id: "table22",
        mainSuites: ["external"],
        about: "Mean UAI per anchor type for the five-model panel (locked four + GPT-5.4-mini), " +
          "with a mean row. Placebo and authority come from the External ablation file.",
      }),
    ],
  },
  {
    name: "10_intensity",
    cells: [
      intro(
        "Plausibility intensity across pathways",
        "Does a more convincing plausible anchor pull harder? Table 24 varies the framing " +
          "(mild / standard / strong) on External, RAG and History.",
      ),
      setupCell({ tables: TABLE_IMPORTS }),
      ...tableSection({
        id: "table24",
        mainSuites: ["external", "rag", "history"],
        about: "Pooled UAI per intensity level for the locked four-model panel on External, RAG " +
          "and History, with a mean row. History's baseline is `control_twostage` when present.",
        caveats: [RULE_CAVEAT],
        cells: bothRules("table24"),
      }),
    ],
  },
  {
    name: "11_task_spec_mitigation_cot",
    cells: [
      intro(
        "Task specification, mitigation and chain of thought",
        "Interventions in the prompt: stating the aggregation rule or asking for judgment " +
          "(Table 28), telling the model to ignore the anchor, to self-check, or to reason first " +
          "(Table 19), and chain-of-thought vs answer-only across pathways (Table 27).",
      ),
      setupCell({ tables: TABLE_IMPORTS }),
      ...tableSection({
        id: "table28",
        mainSuites: ["external"],
        about: "UAI_pls and UAI_irr on External for the locked panel under the baseline prompt, " +
          "+Rule (the aggregation rule stated) and +Judgment, with a mean row.",
      }),
      ...tableSection({
        id: "table19",
        mainSuites: ["external", "rag"],
        about: "Disc∆ and control MAE for Qwen-7B and Llama-8B on External and RAG under the " +
          "baseline, ignore-the-anchor, self-check and chain-of-thought instructions.",
      }),
      ...tableSection({
        id: "table27",
        mainSuites: ["external", "rag", "history"],
        about: "UAI_irr, UAI_pls and Disc∆ under answer-only (base) vs chain-of-thought prompts, " +
          "and their difference, for the five-model panel on External, RAG and History (History " +
          "baseline: `control_twostage`).",
      }),
    ],
  },
  {
    name: "12_rag_and_tool_realism_and_format",
    cells: [
      intro(
        "RAG and Tool realism, and the Tool format",
        "Making the retrieval and tool settings more realistic (Tables 29 and 30), and whether the " +
          "Tool result arrives as a structured tool message or as plaintext (Table 15).",
      ),
      setupCell({ tables: TABLE_IMPORTS }),
      ...tableSection({
        id: "table29",
        mainSuites: ["rag"],
        about: "UAI for plausible and irrelevant anchors in RAG: Base, one retrieved document " +
          "(R1), five documents with distractors (R5+D) and with retrieval scores (R5+D+Sc), " +
          "locked panel with a mean row.",
        caveats: [
          RULE_CAVEAT,
          "The paper says scores let the model down-weight a “mid-ranked” anchor; in R5+D+Sc the " +
          "anchor document is ranked last with the lowest score, 0.48 (SPEC §H.11).",
        ],
        cells: bothRules("table29"),
      }),
      ...tableSection({
        id: "table30",
        mainSuites: ["tool"],
        about:
          "UAI for plausible and irrelevant anchors in Tool: Base, Elicited (the model asked " +
          "for the tool call) and Noisy (noisy tool outputs), locked panel with a mean row.",
        caveats: [
          RULE_CAVEAT,
          "In the published runs the “Elicited” prompts were plaintext and identical to the base " +
          "plaintext Tool prompt (the planning turns were never sent), while “Base” for Qwen/Llama " +
          "came from native-tool runs (SPEC §H.3). AnchorLab really sends the planning turns, so " +
          "Elicited is expected to differ from the published column.",
        ],
        cells: bothRules("table30"),
      }),
      ...tableSection({
        id: "table15",
        mainSuites: ["tool"],
        about: "Disc∆ and MAE for the models that support native tool calls (Qwen-1.5B/3B/7B, " +
          "Llama-3B/8B) with structured tool messages vs the same payload as plaintext.",
        caveats: [
          "The original runs behind this table were not preserved and independent re-runs did not " +
          "reproduce its cells (SPEC §H.10); differences are expected even with real models.",
        ],
      }),
    ],
  },
  {
    name: "13_icl_dist",
    cells: [
      intro(
        "ICL: metadata anchor vs distribution anchor",
        "The main ICL suite puts the anchor in a demonstration's metadata header; ICL-dist shifts " +
          "the demonstrations' answers instead (Appendix A.11).",
      ),
      setupCell({ tables: TABLE_IMPORTS }),
      ...tableSection({
        id: "table14",
        mainSuites: ["icl"],
        about:
          "For the open-weight models: UAI_pls and Disc∆ under the metadata variant (std) and " +
          "the distribution variant (dist).",
      }),
    ],
  },
  {
    name: "14_history_matched_control",
    cells: [
      intro(
        "History: the matched two-stage control",
        "History anchors are the model's own Stage-1 answers, so its control can be single-stage " +
          "(standard) or a two-stage conversation without an anchor (matched). Table 13 compares " +
          "the two baselines.",
      ),
      setupCell({ tables: TABLE_IMPORTS }),
      ...tableSection({
        id: "table13",
        mainSuites: ["history"],
        about: "Per open-weight model: control MAE under the standard and the two-stage control, " +
          "and Disc∆ scored against each.",
        caveats: [
          "The original runs behind this table were not preserved and independent re-runs did not " +
          "reproduce its cells (SPEC §H.10).",
          HISTORY_API_CAVEAT,
        ],
      }),
    ],
  },
  {
    name: "15_sampling",
    cells: [
      intro(
        "Sampling robustness",
        "Are the results an artefact of greedy decoding? Table 18 reruns two models with " +
          "sampling, three times.",
      ),
      setupCell({ tables: TABLE_IMPORTS }),
      ...tableSection({
        id: "table18",
        mainSuites: ["external", "rag"],
        about: "Qwen-7B and Llama-8B on External, RAG and ICL-dist: greedy Disc∆, sampled Disc∆ " +
          "(mean ± population SD over three runs) and whether the signs agree.",
        caveats: [
          "The paper states T = 0.7, top-p 0.9 and three seeds; the original code passed no top-p " +
          "(1.0) and no seed (SPEC §H.1). AnchorLab sends T = 0.7, top-p 0.9 and a real per-run " +
          "seed by default; an option omits both to match the published runs.",
        ],
      }),
    ],
  },
  {
    name: "16_domains",
    cells: [
      intro(
        "Domain robustness",
        "The main benchmark uses six business domains; pilot datasets extend External and History " +
          "to medical and other domains (eleven in all).",
      ),
      setupCell({ tables: TABLE_IMPORTS }),
      ...tableSection({
        id: "table25",
        mainSuites: ["external", "history"],
        about:
          "UAI_irr, UAI_pls and Disc∆ for the locked panel on External and History by domain " +
          "family: business (main benchmark), medical pilot, other pilot.",
        caveats: [
          "The sizes of the External “other” and History “medical” pilots and the History pilots' " +
          "baseline are not documented (SPEC §H unknowns); the analysis prefers " +
          "`control_twostage` and falls back to `control`.",
        ],
      }),
    ],
  },
  {
    name: "17_gold_variants",
    cells: [
      intro(
        "Mean vs weighted-mean gold",
        "Does the definition of the gold answer matter? Table 26 scores External under the plain " +
          "mean and a weighted mean of the evidence.",
      ),
      setupCell({ tables: TABLE_IMPORTS }),
      ...tableSection({
        id: "table26",
        mainSuites: ["external"],
        about: "UAI_irr, UAI_pls and Disc∆ for the locked panel under the mean-gold and the " +
          "weighted-mean-gold runs.",
        caveats: [
          "UAI does not depend on the gold, and the two published datasets have byte-identical " +
          "prompts, anchors and evidence (SPEC §H.4): the published differences reflect inference " +
          "nondeterminism only. With deterministic (or simulated) runs the two columns agree.",
        ],
      }),
    ],
  },
  {
    name: "18_large_panel",
    cells: [
      intro(
        "The extended large-model panel",
        "Two 70B open-weight models and three frontier API models on the five core suites.",
      ),
      setupCell({ tables: TABLE_IMPORTS }),
      ...tableSection({
        id: "table31",
        about: "Acc10, UAI_irr and UAI_pls per suite for the large panel.",
        caveats: [
          "The History protocol and baseline used for this panel are not documented (SPEC §H " +
          "unknowns); provider-side reasoning settings of the API models are unknown.",
        ],
      }),
    ],
  },
  {
    name: "19_case_studies",
    cells: [
      intro(
        "Per-item case studies",
        "Individual External items where the plausible anchor moved the answer much more than the " +
          "irrelevant one.",
      ),
      setupCell({ tables: [...TABLE_IMPORTS, "displayTable"] }),
      ...tableSection({
        id: "table32",
        mainSuites: ["external"],
        about:
          "For each locked-panel model, three items: the high anchor a_hi, the control answer " +
          "y_c, the answers under the plausible and irrelevant high anchors, and the difference of " +
          "their shifts ∆_p − ∆_i.",
        caveats: [
          "Items are selected from this study's responses, so they are in general not the " +
          "paper's items: the comparison keeps the paper's rows (reproduced side empty) and names " +
          "the items selected here only by key (“only reproduced: …”). The second cell shows " +
          "those items with their values. Compare the size of the contrasts, not the rows.",
        ],
        cells: [
          code(
            `const table32 = await reproduceTable("table32", STUDY);\ndisplayComparison(table32.comparison)`,
          ),
          code(
            "// The case studies selected from this study's responses.\ndisplayTable(table32.reproduced)",
          ),
        ],
      }),
    ],
  },
  {
    name: "20_cohens_d",
    cells: [
      intro(
        "Effect sizes (Cohen's d)",
        "Anchoring magnitude as a standardised effect size, for readers used to the anchoring " +
          "literature in psychology.",
      ),
      setupCell({ tables: TABLE_IMPORTS }),
      ...tableSection({
        id: "table33",
        mainSuites: ["external", "history", "rag", "tool"],
        about:
          "|Cohen's d| of plausible anchors, irrelevant anchors, and high vs low anchors, as " +
          "panel means of the locked four models on External, History, RAG and Tool.",
        caveats: [
          "How the original averaged d across models is not documented (SPEC §H unknowns).",
        ],
      }),
    ],
  },
  {
    name: "21_prototype_new_ablation",
    cells: [
      md(
        "# Prototyping a new ablation\n\n" +
          "How to try a condition the paper does not have, before writing a dataset: define it in " +
          "a few lines, render it for a handful of items with the benchmark's own External " +
          "renderer, run it on the simulated panel in this process, read the standard metrics " +
          "beside the core plausible and irrelevant conditions, and estimate how many items a " +
          "real study would need to detect an effect of a given size.\n\n" +
          "Nothing here reads the study's runs: the items come from AnchorLab's generator (with " +
          "the study's seed) and every response is SIMULATED. The simulated respondents read an " +
          "anchor sentence through keyword cue families (lib/sim/framing.ts), so their verdict " +
          "on a new wording is a property of the simulator, not evidence about LLMs: run the " +
          "same views against real endpoints (`ab run`) for that.",
      ),
      setupCell({
        tables: ["displayBundle", "displayTable"],
        modules: [
          ["../lib/items/mod.ts", ["generateSuiteItems"]],
          [
            "../lib/suites/mod.ts",
            [
              "CORE_CONDITIONS",
              "type CustomCondition",
              "customConditionViews",
              "renderExternalViews",
            ],
          ],
          ["../lib/infer/mod.ts", ["panelModels"]],
          [
            "../lib/study/mod.ts",
            [
              "customConditionMetrics",
              "customPairedDifferences",
              "powerTable",
              "promptChangeMarkdown",
              "prototypeTable",
              "runnableViews",
              "runViewsOnSim",
              "simRunsTable",
            ],
          ],
          ["../lib/metrics/mod.ts", ["itemsForDiscDelta"]],
          ["../lib/stats/mod.ts", ["sampleSd"]],
        ],
      }),
      md(
        "## 1. Define the condition\n\n" +
          "A condition is a name (views become `<name>_low` and `<name>_high`), the anchor " +
          "relevance it stands for (stored as `anchor_relevance`), the sentence that carries the " +
          "anchor, and the item anchor(s) it uses. Here: an External variant that presents the " +
          "anchor as a colleague's quick guess, with the item's low and high anchors. The " +
          "sentence must contain the anchor as digits; names the benchmark already uses are " +
          "refused.",
      ),
      code(
        `const colleague: CustomCondition = {
  name: "colleague_guess",
  relevance: "colleague",
  sentence: (anchor) => \`A colleague's quick guess is \${anchor}.\`,
  direction: "both",
};
colleague.sentence(37)`,
      ),
      md(
        "## 2. Render it for a few items\n\n" +
          "Every sixth External item of the study's seed (60 items over the six domains, both " +
          "difficulties and all anchor offsets), rendered under the five core conditions and the " +
          "new one. The new views come from the External renderer itself, so each differs from " +
          "the item's control view only by the sentence before the question; `anchor_span` " +
          "points at the anchor inside it.",
      ),
      code(
        `const items = generateSuiteItems("external", { seed: study.seed ?? 42 })
  .filter((_, i) => i % 6 === 0);
const coreViews = renderExternalViews(items, CORE_CONDITIONS);
const newViews = customConditionViews(items, colleague);
displayBundle({ "text/markdown": promptChangeMarkdown(coreViews[0], newViews[0]) })`,
      ),
      md(
        "## 3. Run on the simulated panel\n\n" +
          "The simulated twins of the locked four-model panel answer every view (core and new) " +
          "through the same runner, response store and parser as `ab run`, in this process, " +
          "into a temporary directory (greedy decoding; rerunning on the same directory resumes).",
      ),
      code(
        `const runDir = await Deno.makeTempDir({ prefix: "anchorlab-prototype-" });
const views = runnableViews([...coreViews, ...newViews], items);
const runs = await runViewsOnSim(views, panelModels("sim-locked4"), runDir);
displayTable(simRunsTable(runs))`,
      ),
      md(
        "## 4. Standard metrics beside the core conditions\n\n" +
          "The §F.1/§F.2 metrics of lib/metrics per model: UAI and TAR of the irrelevant and " +
          "plausible core anchors and of the new condition, and for the latter two Disc∆ " +
          "against the irrelevant anchors with its bootstrap CI and the item-paired Wilcoxon p. " +
          "The new condition is scored by putting its records in the plausible slot of the same " +
          "functions, so the two rows are computed identically.",
      ),
      code(
        `const metrics = customConditionMetrics(runs, colleague.name);
displayTable(prototypeTable(metrics, colleague.name))`,
      ),
      md(
        "## 5. How many items would a study need?\n\n" +
          "`itemsForDiscDelta` simulates studies of n items, each item giving two paired " +
          "differences d = UAI_new − UAI_irr (low and high anchor) drawn from Normal(Disc∆, sd), " +
          "tests them with the two-sided Wilcoxon signed-rank test at α = 0.05, and searches the " +
          "smallest n whose power reaches 0.8. The sd is taken from this pilot's paired " +
          "differences (pooled over the four models, so it includes between-model spread); the " +
          "target below is Disc∆ = 0.05. The normal-approximation answer is given in the notes " +
          "for comparison.",
      ),
      code(
        `const pilot = customPairedDifferences(runs, colleague.name);
const power = itemsForDiscDelta({ discDelta: 0.05, sdItem: sampleSd(pilot) });
displayTable(powerTable(power))`,
      ),
      md(
        "## Next steps\n\n" +
          '- Widen the prototype: all 360 items (`generateSuiteItems("external")`), another ' +
          'panel (`panelModels("sim-paper14")`), or real models by writing the views to a ' +
          "`promptviews_*.jsonl` file and running `ab run` on it.\n" +
          "- A name containing a §F.2 keyword (placebo, authority, neutral, irrelevant, " +
          "plausible) joins that UAI group in `extendedMetrics`; other names stay out of the " +
          "groups and are scored only through the plausible slot, as above.",
      ),
    ],
  },
  {
    name: "22_llm_as_a_judge",
    cells: [
      md(
        "# LLM-as-a-judge: anchoring on a prior score (seed 002)\n\n" +
          "Does a prior score left in a judge's context drag its next score? The study grades one " +
          "fixed answer per task on a 0–5 rubric scale under three conditions: **C0** (no " +
          "metadata), **C1** (the submission is framed as a revision) and **C2** (revision, " +
          "attempt number k ∈ {1..4} and a prior score a ~ U[0, 3.99), always below the " +
          "acceptance threshold 4.0). Every model × task × condition × temperature cell gets N " +
          "calls; Δ(C2−C0) is the total anchored-metadata effect.\n\n" +
          "Every number below is computed by `lib/` from a judge run directory; each cell calls " +
          "one function and displays it. Tables show the published value (P), this run's value " +
          "(R) and R − P cell by cell. The study's 20 texts and its industry data are not " +
          "public: AnchorLab runs its own synthetic task set (or your task file), so the " +
          "comparison is of **pattern**, not identity. When the run comes from the simulated " +
          "judges, every table and figure says so.\n\n" +
          "The judge run is `$ANCHORLAB_JUDGE_RUN` if set, else the `judge/` folder of the study " +
          "in `$ANCHORLAB_STUDY` (written by `ab repro`); without either, a quick simulated " +
          "study is run here first. `deno task ab judge run --out DIR --full --categorical demo` " +
          "makes a full run by hand.",
      ),
      setupCell({
        tables: [
          "displayJudgeBanner",
          "displayJudgeTable",
          "judgeAcceptanceTable",
          "judgeCategoryTable",
          "judgeTable1",
          "judgeTable10",
          "judgeTable2",
          "judgeTable3",
          "judgeTable4",
          "judgeTable5",
          "judgeTable6",
          "judgeTable7",
          "judgeTable8",
          "judgeTable9",
        ],
        figures: ["displayFigure", "judgeFigure2", "judgeFigure3", "judgeFigure4"],
        modules: [["../lib/judge/mod.ts", ["analyzeJudgeRun", "judgeBootstrap", "judgeRunDir"]]],
      }),
      md(
        "## The judge run\n\n" +
          "Resolved as described above and analysed once (bootstrap replicates from " +
          "`$ANCHORLAB_JUDGE_BOOTSTRAP`, default 10,000); every table and figure below reads this " +
          "analysis.",
      ),
      code(
        `// $ANCHORLAB_JUDGE_RUN, else this study's judge/ run, else a quick simulated study here.
const run = await judgeRunDir({ studyDir: STUDY });
const analysis = await analyzeJudgeRun(run.dir, { B: judgeBootstrap() });
displayJudgeBanner(analysis, run.description)`,
      ),
      md(
        "## Table 1: Complete triplets\n\n" +
          "Trials with a valid C0, C1 and C2 score at the same trial index (model × task × " +
          "temperature × trial); the descriptive Cohen's d of Table 2 uses only these. Invalid = " +
          "call error or no numeric score; scores outside [0, 5] are clipped.",
      ),
      code("displayJudgeTable(judgeTable1(analysis))"),
      md(
        "## Table 2: Total anchored-metadata effect by model\n\n" +
          "Per model, the four temperature-specific contrasts are averaged per task and the " +
          "tasks weighted equally; 95% intervals resample tasks within category (stratified task " +
          "bootstrap). d is descriptive, on complete triplets.",
      ),
      code("displayJudgeTable(judgeTable2(analysis))"),
      md(
        "## Figure 2: Score difference by model, condition and temperature\n\n" +
          "Circles Δ(C2−C0), squares Δ(C1−C0), with stratified task-bootstrap intervals; the " +
          "black tick is the published temperature-averaged Δ(C2−C0) of Table 2 (the paper " +
          "prints no per-temperature values).",
      ),
      code("displayFigure(judgeFigure2(analysis).reproduced)"),
      md(
        "## Acceptance (§4.2) and Figure 3\n\n" +
          "Acceptance is derived from the score (≥ 4.0), never from the judge's emitted Boolean. " +
          "Changes in percentage points.",
      ),
      code("displayJudgeTable(judgeAcceptanceTable(analysis))"),
      code("displayFigure(judgeFigure3(analysis).reproduced)"),
      md(
        "## Category heterogeneity (§4.3) and Figure 4\n\n" +
          "Mean Δ(C2−C0) per task category; the heatmap's bottom row holds the published " +
          "category means (the paper prints no per-cell values).",
      ),
      code("displayJudgeTable(judgeCategoryTable(analysis))"),
      code("displayFigure(judgeFigure4(analysis).reproduced)"),
      md(
        "## Table 3: Task-aware joint model\n\n" +
          "OLS of the cell contrasts Δ(C2−C0) ~ category + C(temperature) + C_sum(model); the " +
          "intercept is the equally weighted model mean for code review at T = 0. Intervals from " +
          "the stratified task bootstrap; the last rows are descriptive mean effects per " +
          "temperature.",
      ),
      code("displayJudgeTable(judgeTable3(analysis))"),
      md(
        "## Tables 4–5: Token probe\n\n" +
          "At T = 0, C0, C1 and C2 at priors 1.0, 2.0, 3.0 and 3.9 on one creative-writing task; " +
          "P_d = exp(logprob) of each leading score digit at the JSON `score` position (where the " +
          "endpoint returns log-probabilities). A large C0→C2 redistribution with a flat " +
          "within-C2 slope is the study's threshold-like pattern.",
      ),
      code("displayJudgeTable(judgeTable4(analysis))"),
      code("displayJudgeTable(judgeTable5(analysis))"),
      md(
        "## Table 6: Ceiling robustness\n\n" +
          "Per model–task unit (temperatures averaged): regressions of Δ (or |Δ|) on the " +
          "distance to the ceiling 5 − μC0, unadjusted and adjusted for model and category, with " +
          "task-clustered intervals; and the mean Δ of units with 3.0 ≤ μC0 < 4.5.",
      ),
      code("displayJudgeTable(judgeTable6(analysis))"),
      md(
        "## Tables 7–8: Mitigation on one model–task pair\n\n" +
          "Baseline, chain-of-thought and a warning to disregard metadata (AnchorLab's own " +
          "wording), at T = 0 with attempt 2; Δtotal = μC2 − μC0 with C2 averaged equally over " +
          "the four priors, call-bootstrap intervals; token cost = mean prompt + completion " +
          "tokens per call.",
      ),
      code("displayJudgeTable(judgeTable7(analysis))"),
      code("displayJudgeTable(judgeTable8(analysis))"),
      md(
        "## Tables 9–10: Categorical validation\n\n" +
          "A labelled file (human label and the original classifier's label per item): Group A = " +
          "items the classifier got wrong (C0/C1/C2, the wrong label as the C2 anchor); Group B = " +
          "items it got right (paired C0/C2 with a seeded wrong label). With the built-in demo " +
          "set these are synthetic items, not the study's proprietary data.",
      ),
      code("displayJudgeTable(judgeTable9(analysis))"),
      code("displayJudgeTable(judgeTable10(analysis))"),
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// nbformat output

const KERNELSPEC = { name: "deno", display_name: "Deno", language: "typescript" };
const LANGUAGE_INFO = { name: "typescript" };

/** nbformat stores a cell source as lines, each but the last ending in "\n". */
function sourceLines(source: string): string[] {
  const lines = source.split("\n");
  return lines.map((l, i) => (i < lines.length - 1 ? `${l}\n` : l));
}

/** Stable id from the notebook name and the cell position (nbformat 4.5 cell ids). */
export function cellId(notebook: string, index: number): string {
  return createHash("sha256").update(`${notebook}:${index}`).digest("hex").slice(0, 12);
}

export function notebookJson(spec: NotebookSpec): Record<string, unknown> {
  return {
    cells: spec.cells.map((c, i) =>
      c.kind === "markdown"
        ? {
          cell_type: "markdown",
          id: cellId(spec.name, i),
          metadata: {},
          source: sourceLines(c.source),
        }
        : {
          cell_type: "code",
          execution_count: null,
          id: cellId(spec.name, i),
          metadata: {},
          outputs: [],
          source: sourceLines(c.source),
        }
    ),
    metadata: { kernelspec: KERNELSPEC, language_info: LANGUAGE_INFO },
    nbformat: 4,
    nbformat_minor: 5,
  };
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value).sort().map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** The file text, formatted as Jupyter writes notebooks (sorted keys, one-space indent). */
export function notebookText(spec: NotebookSpec): string {
  return JSON.stringify(sortKeys(notebookJson(spec)), null, 1) + "\n";
}

/** Problems that make a notebook not commit-ready: outputs or execution counts in code cells. */
export function outputProblems(text: string, file: string): string[] {
  let nb: { cells?: { cell_type?: string; outputs?: unknown[]; execution_count?: unknown }[] };
  try {
    nb = JSON.parse(text);
  } catch (err) {
    return [`${file}: invalid JSON (${(err as Error).message})`];
  }
  const problems: string[] = [];
  (nb.cells ?? []).forEach((c, i) => {
    if (c.cell_type !== "code") return;
    if ((c.outputs ?? []).length > 0) problems.push(`${file}: cell ${i} has outputs`);
    if (c.execution_count !== null && c.execution_count !== undefined) {
      problems.push(`${file}: cell ${i} has an execution count`);
    }
  });
  return problems;
}

async function readOrNull(path: string): Promise<string | null> {
  try {
    return await Deno.readTextFile(path);
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return null;
    throw err;
  }
}

/**
 * Compares notebooks/ with the descriptions: authored notebooks must match byte for byte; any other
 * notebook in the folder must at least carry no outputs. Returns one line per problem.
 */
export async function checkNotebooks(dir: string = NOTEBOOKS_DIR): Promise<string[]> {
  const problems: string[] = [];
  const authored = new Set(NOTEBOOKS.map((n) => `${n.name}.ipynb`));
  for (const spec of NOTEBOOKS) {
    const file = join(dir, `${spec.name}.ipynb`);
    const onDisk = await readOrNull(file);
    if (onDisk === null) {
      problems.push(`${file}: missing (run deno run -A scripts/notebooks.ts)`);
      continue;
    }
    const outputs = outputProblems(onDisk, file);
    problems.push(...outputs);
    if (outputs.length === 0 && onDisk !== notebookText(spec)) {
      problems.push(`${file}: differs from scripts/notebooks.ts (rewrite it or update the script)`);
    }
  }
  for await (const entry of Deno.readDir(dir)) {
    if (!entry.isFile || !entry.name.endsWith(".ipynb") || authored.has(entry.name)) continue;
    const file = join(dir, entry.name);
    problems.push(...outputProblems(await Deno.readTextFile(file), file));
  }
  return problems;
}

export async function writeNotebooks(dir: string = NOTEBOOKS_DIR): Promise<string[]> {
  await Deno.mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const spec of NOTEBOOKS) {
    const file = join(dir, `${spec.name}.ipynb`);
    const text = notebookText(spec);
    if (await readOrNull(file) !== text) {
      await Deno.writeTextFile(file, text);
      written.push(file);
    }
  }
  return written;
}

if (import.meta.main) {
  const args = Deno.args;
  const unknown = args.filter((a) => a !== "--check");
  if (unknown.length) {
    console.error(
      `unknown argument(s): ${unknown.join(" ")}\nusage: scripts/notebooks.ts [--check]`,
    );
    Deno.exit(2);
  }
  if (args.includes("--check")) {
    const problems = await checkNotebooks();
    for (const p of problems) console.error(p);
    if (problems.length) Deno.exit(1);
    console.log(`${NOTEBOOKS.length} notebooks up to date, no outputs`);
  } else {
    const written = await writeNotebooks();
    console.log(
      `${written.length} of ${NOTEBOOKS.length} notebooks written` +
        (written.length ? `:\n${written.map((w) => `  ${w}`).join("\n")}` : " (all up to date)"),
    );
  }
}
