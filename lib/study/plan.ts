/**
 * The paper's experimental design as data: which panel runs which generated dataset file under which
 * options, for every table and figure (SPEC §D.4–§D.5, §G). `ab repro` executes the plan; the tables
 * stage reads the resulting study directory through `layout.ts`.
 */

/** One unit of the plan: a panel of models on one prompt-view file of one generated dataset. */
export interface StudyRun {
  /** Study id, unique within the plan, e.g. "main", "spectrum", "sampling". */
  study: string;
  /** Generated dataset directory, e.g. "anchorbench_external_core". */
  dataset: string;
  /** Prompt-view files of that directory to run, in order. */
  files: string[];
  /** Registry panel name (see lib/infer/registry.ts), e.g. "paper14", "locked4". */
  panel: string;
  /** Tables/figures this run feeds. */
  feeds: string[];
  /** Run options that change the answer. */
  options?: {
    temperature?: number;
    topP?: number;
    repeats?: number;
    toolFormat?: "native" | "plaintext";
    maxTokens?: number;
  };
}

const CORE_SUITES = ["external", "history", "icl", "rag", "tool"] as const;

/** The full plan of the paper's runs. Panels are registry panels; the simulated default uses their twins. */
export const PAPER_PLAN: readonly StudyRun[] = [
  ...CORE_SUITES.map((suite): StudyRun => ({
    study: "main",
    dataset: `anchorbench_${suite}_core`,
    // History also runs its matched two-stage control (ablation file) for Table 13.
    files: suite === "history"
      ? ["promptviews_core.jsonl", "promptviews_ablation.jsonl"]
      : ["promptviews_core.jsonl"],
    panel: "paper14",
    feeds: [
      "table1",
      "table4-8",
      "table9",
      "table10",
      "table11",
      "table12",
      "table13",
      "table16",
      "table17",
      "table20",
      "table21",
      "figure3",
      "figure8",
      "figure9",
    ],
  })),
  {
    study: "icl_dist",
    dataset: "anchorbench_icl_dist_core",
    files: ["promptviews_core.jsonl"],
    panel: "open10",
    feeds: ["table9", "table14", "table18"],
  },
  {
    study: "uncertain",
    dataset: "anchorbench_external_uncertain",
    files: ["promptviews_uncertain.jsonl"],
    panel: "locked4",
    feeds: ["table2", "table23"],
  },
  {
    study: "spectrum",
    dataset: "anchorbench_external_core",
    files: ["promptviews_ablation.jsonl"],
    panel: "locked5",
    feeds: ["table22"],
  },
  ...[["anchorbench_external_d1", "promptviews_d1.jsonl"], [
    "anchorbench_rag_intensity",
    "promptviews_intensity.jsonl",
  ], ["anchorbench_history_intensity", "promptviews_intensity.jsonl"]].map((
    [dataset, file],
  ): StudyRun => ({
    study: "intensity",
    dataset,
    files: [file],
    panel: "locked4",
    feeds: ["table24"],
  })),
  {
    study: "realism",
    dataset: "anchorbench_rag_p2",
    files: ["promptviews_p2.jsonl"],
    panel: "locked4",
    feeds: ["table29"],
  },
  {
    study: "realism",
    dataset: "anchorbench_tool_p3",
    files: ["promptviews_p3.jsonl"],
    panel: "locked4",
    feeds: ["table30"],
  },
  ...[
    "external_pilot_medical",
    "external_pilot_other",
    "history_pilot_medical",
    "history_pilot_other",
  ].map(
    (name): StudyRun => ({
      study: "domains",
      dataset: `anchorbench_${name}`,
      // History pilots include the two-stage control, which the domain analysis prefers as baseline.
      files: name.startsWith("history")
        ? ["promptviews_core.jsonl", "promptviews_ablation.jsonl"]
        : ["promptviews_core.jsonl"],
      panel: "locked4",
      feeds: ["table25"],
    }),
  ),
  {
    study: "weighted_mean",
    dataset: "anchorbench_external_weighted_mean_core",
    files: ["promptviews_core.jsonl"],
    panel: "locked4",
    feeds: ["table26"],
  },
  {
    study: "task_spec",
    dataset: "anchorbench_external_taskspec",
    files: ["promptviews_rule.jsonl", "promptviews_judgment.jsonl"],
    panel: "locked4",
    feeds: ["table28"],
  },
  ...["external", "rag"].map((suite): StudyRun => ({
    study: "mitigation",
    dataset: `anchorbench_${suite}_mitigation`,
    files: ["promptviews_ignore.jsonl", "promptviews_self_check.jsonl", "promptviews_cot.jsonl"],
    panel: "sampling2",
    feeds: ["table19"],
    options: { maxTokens: 2048 },
  })),
  ...["external", "rag", "history"].map((suite): StudyRun => ({
    study: "cot",
    dataset: `anchorbench_${suite}_cot`,
    files: ["promptviews_cot.jsonl"],
    panel: "locked5",
    feeds: ["table27"],
    options: { maxTokens: 2048 },
  })),
  ...[["anchorbench_external_core", "promptviews_core.jsonl"], [
    "anchorbench_rag_core",
    "promptviews_core.jsonl",
  ], [
    "anchorbench_icl_dist_core",
    "promptviews_core.jsonl",
  ]].map(([dataset, file]): StudyRun => ({
    study: "sampling",
    dataset,
    files: [file],
    panel: "sampling2",
    feeds: ["table18"],
    options: { temperature: 0.7, topP: 0.9, repeats: 3 },
  })),
  {
    study: "tool_plaintext",
    dataset: "anchorbench_tool_core",
    files: ["promptviews_core.jsonl"],
    panel: "tool_native5",
    feeds: ["table15"],
    options: { toolFormat: "plaintext" },
  },
  ...CORE_SUITES.map((suite): StudyRun => ({
    study: "large_panel",
    dataset: `anchorbench_${suite}_core`,
    files: ["promptviews_core.jsonl"],
    panel: "large5",
    feeds: ["table31"],
  })),
];

/** Studies by id, in plan order. */
export function studies(plan: readonly StudyRun[] = PAPER_PLAN): string[] {
  return [...new Set(plan.map((r) => r.study))];
}

/** The runs of a plan that feed a table or figure id (e.g. "table22"). */
export function runsFeeding(id: string, plan: readonly StudyRun[] = PAPER_PLAN): StudyRun[] {
  return plan.filter((r) => r.feeds.includes(id));
}
