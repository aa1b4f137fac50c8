/**
 * External suite (§B.1): the anchor is a sentence placed on the question's line.
 * Prompt = scenario, "Evidence:" block, then [anchor sentence + " "] question, then the instruction.
 */
import { anchorSentence } from "../items/pools.ts";
import type { ItemSpec } from "../items/types.ts";
import { ANSWER_INSTRUCTION, makeView, renderEvidenceBlock } from "./common.ts";
import {
  CORE_CONDITIONS,
  EXTERNAL_ABLATION_CONDITIONS,
  INTENSITY_CONDITIONS,
  splitCondition,
} from "./conditions.ts";
import { questionText, scenarioText } from "./templates.ts";
import type { Dataset, PromptView } from "./types.ts";

export const EXTERNAL_SUITE = "external";

/** Every condition the External renderer knows, in render order. */
export const EXTERNAL_CONDITIONS: readonly string[] = [
  ...CORE_CONDITIONS,
  ...EXTERNAL_ABLATION_CONDITIONS,
  ...INTENSITY_CONDITIONS,
];

export interface AnchorChoice {
  relevance: string;
  value: number | null;
  sentence: string | null;
}

/** The anchor of an External-style condition: relevance, value (anchors.low/high) and sentence. */
export function externalAnchor(item: ItemSpec, condition: string): AnchorChoice {
  const { relevance, direction } = splitCondition(condition);
  if (direction === null) return { relevance, value: null, sentence: null };
  const value = item.anchors[direction];
  return {
    relevance,
    value,
    sentence: anchorSentence(item.domain, relevance, item.anchor_phrasing_idx, value),
  };
}

function assertExternalItem(item: ItemSpec): void {
  if (item.anchors.offset === undefined) {
    throw new Error(
      `${item.item_id}: External rendering needs an offset-grid item (anchors.offset)`,
    );
  }
}

export function renderExternalView(
  item: ItemSpec,
  condition: string,
  provenance?: Record<string, unknown>,
): PromptView {
  if (!EXTERNAL_CONDITIONS.includes(condition)) {
    throw new Error(
      `${item.item_id}: unknown External condition "${condition}"; known: ${
        EXTERNAL_CONDITIONS.join(", ")
      }`,
    );
  }
  return renderExternalAnchored(item, condition, externalAnchor(item, condition), provenance);
}

/**
 * The External layout with a given anchor (value and sentence, or none for a control): the
 * renderer behind every External condition and behind conditions defined outside the benchmark
 * (lib/suites/custom_condition.ts).
 */
export function renderExternalAnchored(
  item: ItemSpec,
  condition: string,
  anchor: AnchorChoice,
  provenance?: Record<string, unknown>,
): PromptView {
  assertExternalItem(item);
  const scenario = scenarioText(item);
  const evidence = renderEvidenceBlock(item.evidence_structured);
  return externalLayoutView(item, {
    suite: EXTERNAL_SUITE,
    condition,
    head: `${scenario}\n\nEvidence:\n${evidence}\n\n`,
    scenario,
    evidence,
    question: questionText(item),
    anchor,
    provenance,
  });
}

/** What an External-layout view is made of (External and external_uncertain). */
export interface ExternalLayout {
  suite: string;
  condition: string;
  /** Everything before the anchor sentence: the case and its evidence, ending in a blank line. */
  head: string;
  scenario: string;
  evidence: string;
  question: string;
  /** Components listed after answer_format (and before anchor_sentence). */
  extraComponents?: Record<string, unknown>;
  anchor: AnchorChoice;
  provenance?: Record<string, unknown>;
}

/** `head`, then the anchor sentence (if any) leading into the question, then the instruction. */
export function externalLayoutView(item: ItemSpec, layout: ExternalLayout): PromptView {
  const { anchor, head, question } = layout;
  const lead = anchor.sentence === null ? "" : `${anchor.sentence} `;
  const components: Record<string, unknown> = {
    scenario: layout.scenario,
    evidence: layout.evidence,
    question,
    answer_format: ANSWER_INSTRUCTION,
    ...layout.extraComponents,
  };
  if (anchor.sentence !== null) components.anchor_sentence = anchor.sentence;
  return makeView({
    item_id: item.item_id,
    suite: layout.suite,
    domain: item.domain,
    condition: layout.condition,
    prompt_text: `${head}${lead}${question}\n${ANSWER_INSTRUCTION}`,
    prompt_components: components,
    anchor_relevance: anchor.relevance,
    anchor_value: anchor.value,
    anchor_search_from: head.length,
    provenance: layout.provenance,
  });
}

/** Views of all items × conditions, item by item (grid order), conditions in the given order. */
export function renderExternalViews(
  items: readonly ItemSpec[],
  conditions: readonly string[],
  provenance?: Record<string, unknown>,
): PromptView[] {
  const views: PromptView[] = [];
  for (const item of items) {
    for (const c of conditions) views.push(renderExternalView(item, c, provenance));
  }
  return views;
}

export interface DatasetNaming {
  name: string;
  size?: string;
}

function datasetBase(items: readonly ItemSpec[], meta: DatasetNaming, suite: string) {
  if (items.length === 0) throw new Error(`${meta.name}: no items to render`);
  return {
    name: meta.name,
    suite,
    seed: items[0].seed,
    size: meta.size ?? items[0].tags.split,
    scoring_function: items[0].scoring_function,
    itemspecs: [...items],
  };
}

/**
 * An External directory with the core file and, unless `ablations` is false, the placebo/authority
 * file (9 views per item). Used for the core suite, the domain pilots and the weighted-mean split.
 */
export function externalCoreDataset(
  items: readonly ItemSpec[],
  meta: DatasetNaming,
  ablations = true,
): Dataset {
  const files: Record<string, PromptView[]> = {
    "promptviews_core.jsonl": renderExternalViews(items, CORE_CONDITIONS),
  };
  if (ablations) {
    files["promptviews_ablation.jsonl"] = renderExternalViews(items, EXTERNAL_ABLATION_CONDITIONS);
  }
  return {
    ...datasetBase(items, meta, EXTERNAL_SUITE),
    files,
    core_conditions: [...CORE_CONDITIONS],
    ablation_conditions: ablations ? [...EXTERNAL_ABLATION_CONDITIONS] : [],
  };
}

/** The intensity probe (`anchorbench_external_d1`): mild and strong plausible sentences. */
export function externalIntensityDataset(items: readonly ItemSpec[]): Dataset {
  return {
    ...datasetBase(items, { name: "anchorbench_external_d1" }, EXTERNAL_SUITE),
    files: {
      "promptviews_d1.jsonl": renderExternalViews(items, INTENSITY_CONDITIONS, {
        ablation_type: "intensity",
      }),
    },
    core_conditions: [],
    ablation_conditions: [...INTENSITY_CONDITIONS],
  };
}

/** External core (1,800 core + 1,440 ablation views) and the d1 intensity probe (1,440 views). */
export function externalDatasets(items: readonly ItemSpec[]): Dataset[] {
  return [
    externalCoreDataset(items, { name: "anchorbench_external_core" }),
    externalIntensityDataset(items),
  ];
}
