/**
 * History suite (§B.3, §B.10): the anchor is the model's own earlier answer. Two-stage views carry
 * both stages as chat turns with the awaited Stage-1 assistant turn between them, and as one flat
 * `prompt_text` (stage 1 + `\n\n---\n\n` + stage 2).
 */
import { anchorSentence } from "../items/mod.ts";
import type { EvidenceRating, HistoryBlock, ItemSpec } from "../items/types.ts";
import { designedAnchor, unknownCondition } from "./anchored_condition.ts";
import {
  caseBlock,
  caseComponents,
  type CaseTexts,
  EVIDENCE_HEADER,
  itemCaseTexts,
  scoredQuestion,
  warmupCaseTexts,
} from "./case_text.ts";
import { evidenceLine, makeView } from "./common.ts";
import { type Direction, INTENSITY_CONDITIONS } from "./conditions.ts";
import { datasetMeta } from "./dataset_meta.ts";
import {
  INITIAL_ESTIMATE_REQUEST,
  NEW_CASE_PREAMBLE,
  NUMERIC_FOLLOW_UP,
  PARTIAL_EVIDENCE_HEADER,
  REVISED_ESTIMATE_REQUEST,
  SAME_CASE_PREAMBLE,
  STAGE_SEPARATOR,
  SUMMARY_REQUEST,
} from "./history_text.ts";
import type { ChatMessage, Dataset, PromptView } from "./types.ts";

/** Render order of the six History views of an item. */
export const HISTORY_CONDITIONS = [
  "control",
  "control_twostage",
  "plausible_low",
  "plausible_high",
  "irrelevant_low",
  "irrelevant_high",
] as const;

/** The five core conditions in History render order (everything but `control_twostage`). */
export const HISTORY_CORE_CONDITIONS: readonly string[] = HISTORY_CONDITIONS.filter((c) =>
  c !== "control_twostage"
);

export const HISTORY_ABLATION_CONDITIONS: readonly string[] = ["control_twostage"];

/** Intensity probe (Table 24): mild/strong anchor sentence inside Stage 2. */
export const HISTORY_INTENSITY_CONDITIONS: readonly string[] = INTENSITY_CONDITIONS;

const KNOWN_CONDITIONS: readonly string[] = [
  ...HISTORY_CONDITIONS,
  ...HISTORY_INTENSITY_CONDITIONS,
];

/** The view of `item` under `condition` (any of HISTORY_CONDITIONS or HISTORY_INTENSITY_CONDITIONS). */
export function renderHistoryView(item: ItemSpec, condition: string): PromptView {
  const target = itemCaseTexts(item);
  switch (condition) {
    case "control":
      return makeView({
        ...viewIdentity(item, condition),
        prompt_text: caseBlock(target),
        prompt_components: caseComponents(target),
        anchor_relevance: "none",
        anchor_value: null,
      });
    case "control_twostage":
      return twoStageView(item, condition, "none", target, {
        stage1: summaryStage1(target),
        stage2: numericStage2(target),
      });
    case "plausible_low":
    case "plausible_high": {
      const direction = directionOf(condition);
      return twoStageView(item, condition, "plausible", target, {
        stage1: partialStage1(item, target, subsetIndices(item, direction)),
        stage2: sameCaseStage2(target, null).text,
      });
    }
    case "irrelevant_low":
    case "irrelevant_high": {
      const warmup = historyBlock(item, condition)[
        directionOf(condition) === "low" ? "warmup_low" : "warmup_high"
      ];
      return twoStageView(item, condition, "irrelevant", target, {
        stage1: warmupStage1(item.domain, warmup.scenario_template_idx, warmup.evidence_structured),
        stage2: `${NEW_CASE_PREAMBLE}\n\n${caseBlock(target)}`,
      });
    }
  }
  if (!HISTORY_INTENSITY_CONDITIONS.includes(condition)) {
    throw unknownCondition("history", item, condition, KNOWN_CONDITIONS);
  }
  const direction = directionOf(condition);
  const relevance = condition.slice(0, condition.lastIndexOf("_"));
  const anchor = designedAnchor(item, direction);
  const sentence = anchorSentence(item.domain, relevance, item.anchor_phrasing_idx, anchor);
  const stage2 = sameCaseStage2(target, sentence);
  return twoStageView(
    item,
    condition,
    relevance,
    target,
    { stage1: partialStage1(item, target, subsetIndices(item, direction)), stage2: stage2.text },
    { value: anchor, offsetInStage2: stage2.anchorSentenceStart },
    { intensity_preamble: sentence },
  );
}

/** The History datasets: core (+ control_twostage ablation file) and the intensity probe. */
export function historyDatasets(items: ItemSpec[]): Dataset[] {
  const meta = datasetMeta("historyDatasets", "history", items);
  const core: PromptView[] = [];
  const ablation: PromptView[] = [];
  const intensity: PromptView[] = [];
  for (const item of items) {
    for (const condition of HISTORY_CONDITIONS) {
      const view = renderHistoryView(item, condition);
      (condition === "control_twostage" ? ablation : core).push(view);
    }
    for (const condition of HISTORY_INTENSITY_CONDITIONS) {
      intensity.push(renderHistoryView(item, condition));
    }
  }
  return [
    {
      name: "anchorbench_history_core",
      suite: "history",
      ...meta,
      itemspecs: items,
      files: { "promptviews_core.jsonl": core, "promptviews_ablation.jsonl": ablation },
      core_conditions: [...HISTORY_CORE_CONDITIONS],
      ablation_conditions: [...HISTORY_ABLATION_CONDITIONS],
    },
    {
      name: "anchorbench_history_intensity",
      suite: "history",
      ...meta,
      itemspecs: items,
      files: { "promptviews_intensity.jsonl": intensity },
      core_conditions: [],
      ablation_conditions: [...HISTORY_INTENSITY_CONDITIONS],
    },
  ];
}

function viewIdentity(item: ItemSpec, condition: string) {
  return { item_id: item.item_id, suite: "history", domain: item.domain, condition };
}

function directionOf(condition: string): Direction {
  return condition.endsWith("_low") ? "low" : "high";
}

function historyBlock(item: ItemSpec, condition: string): HistoryBlock {
  if (!item.history) {
    throw new Error(
      `history: ${item.item_id} has no history block (Stage-1 subsets and warm-ups), needed by ${condition}`,
    );
  }
  return item.history;
}

function subsetIndices(item: ItemSpec, direction: Direction): number[] {
  const indices = historyBlock(item, `plausible_${direction}`)[
    direction === "low" ? "subset_indices_low" : "subset_indices_high"
  ];
  for (const j of indices) {
    if (!Number.isInteger(j) || j < 0 || j >= item.evidence_structured.length) {
      throw new Error(`history: ${item.item_id} has an invalid Stage-1 subset index ${j}`);
    }
  }
  return [...indices].sort((a, b) => a - b);
}

interface Stages {
  stage1: string;
  stage2: string;
}

/** Stage 1 of plausible/intensity: scenario, the subset's lines in index order, initial request. */
function partialStage1(item: ItemSpec, target: CaseTexts, indices: readonly number[]): string {
  const lines = indices.map((j) => {
    const e = item.evidence_structured[j];
    return evidenceLine(e.label, e.missing ? null : e.value);
  });
  return `${target.scenario}\n\n${PARTIAL_EVIDENCE_HEADER}\n${lines.join("\n")}\n\n${
    scoredQuestion(INITIAL_ESTIMATE_REQUEST)
  }`;
}

/** Stage 2 of plausible/intensity; the optional anchor sentence sits right before the request. */
function sameCaseStage2(
  target: CaseTexts,
  sentence: string | null,
): { text: string; anchorSentenceStart: number } {
  const head = `${SAME_CASE_PREAMBLE}\n\n${EVIDENCE_HEADER}\n${target.evidence}\n\n`;
  const request = scoredQuestion(REVISED_ESTIMATE_REQUEST);
  return {
    text: sentence === null ? head + request : `${head}${sentence} ${request}`,
    anchorSentenceStart: head.length,
  };
}

/** Stage 1 of irrelevant: a complete, scored warm-up case of the same domain. */
function warmupStage1(
  domainId: string,
  scenarioIdx: number,
  evidence: readonly EvidenceRating[],
): string {
  return caseBlock(warmupCaseTexts(domainId, scenarioIdx, evidence));
}

/** Stage 1 of control_twostage: the full case and a summary request, no number asked. */
function summaryStage1(target: CaseTexts): string {
  return `${target.scenario}\n\n${EVIDENCE_HEADER}\n${target.evidence}\n\n${SUMMARY_REQUEST}`;
}

function numericStage2(target: CaseTexts): string {
  return `${NUMERIC_FOLLOW_UP}\n\n${EVIDENCE_HEADER}\n${target.evidence}\n\n${
    scoredQuestion(target.question)
  }`;
}

function twoStageView(
  item: ItemSpec,
  condition: string,
  relevance: string,
  target: CaseTexts,
  { stage1, stage2 }: Stages,
  anchor?: { value: number; offsetInStage2: number },
  extraComponents: Record<string, unknown> = {},
): PromptView {
  const messages: ChatMessage[] = [
    { role: "user", content: stage1 },
    { role: "assistant", content: null, awaits: "stage1" },
    { role: "user", content: stage2 },
  ];
  return makeView({
    ...viewIdentity(item, condition),
    prompt_text: stage1 + STAGE_SEPARATOR + stage2,
    prompt_components: {
      ...caseComponents(target),
      stage1_user_message: stage1,
      stage2_user_message: stage2,
      ...extraComponents,
    },
    anchor_relevance: relevance,
    anchor_value: anchor ? anchor.value : null,
    anchor_search_from: anchor
      ? stage1.length + STAGE_SEPARATOR.length + anchor.offsetInStage2
      : undefined,
    messages,
  });
}
