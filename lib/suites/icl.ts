/**
 * ICL suite, metadata variant (§B.4): three neutral demos whose headers carry the anchor as metadata
 * (irrelevant), as a prior value (plausible) or as a bare tag (neutral ablation). Demo ratings and
 * answers are the same under every condition; only the headers change.
 */
import type { ItemSpec } from "../items/types.ts";
import { designedAnchor, unknownCondition } from "./anchored_condition.ts";
import { caseBlock, caseComponents, itemCaseTexts, pickFromPool } from "./case_text.ts";
import { makeView } from "./common.ts";
import { CORE_CONDITIONS } from "./conditions.ts";
import { datasetMeta } from "./dataset_meta.ts";
import { DEMO_COUNT, demoHeader, itemDemos, renderDemos } from "./icl_demos.ts";
import {
  type HeaderTemplate,
  ICL_INTRO,
  IRRELEVANT_HEADERS,
  NEUTRAL_HEADERS,
  NEW_CASE_MARKER,
  PLAUSIBLE_HEADERS,
} from "./icl_text.ts";
import type { Dataset, PromptView } from "./types.ts";

export const ICL_ABLATION_CONDITIONS: readonly string[] = ["neutral_low", "neutral_high"];

/** Render order: the five core conditions, then the neutral-header ablation. */
export const ICL_CONDITIONS: readonly string[] = [...CORE_CONDITIONS, ...ICL_ABLATION_CONDITIONS];

const HEADER_POOLS: Readonly<Record<string, readonly HeaderTemplate[]>> = {
  irrelevant: IRRELEVANT_HEADERS,
  plausible: PLAUSIBLE_HEADERS,
  neutral: NEUTRAL_HEADERS,
};

export function renderIclView(item: ItemSpec, condition: string): PromptView {
  if (!ICL_CONDITIONS.includes(condition)) {
    throw unknownCondition("icl", item, condition, ICL_CONDITIONS);
  }
  let relevance = "none";
  let anchor: number | null = null;
  let bracket: string | null = null;
  if (condition !== "control") {
    const cut = condition.lastIndexOf("_");
    relevance = condition.slice(0, cut);
    anchor = designedAnchor(item, condition.slice(cut + 1) as "low" | "high");
    bracket = pickFromPool(HEADER_POOLS[relevance], item.anchor_phrasing_idx)(anchor);
  }
  const headers = Array.from({ length: DEMO_COUNT }, (_, i) => demoHeader(i + 1, bracket));
  const demos = renderDemos(itemDemos(item, "icl_demos"), headers);
  const target = itemCaseTexts(item);
  const demosStart = ICL_INTRO.length + 2;
  return makeView({
    item_id: item.item_id,
    suite: "icl",
    domain: item.domain,
    condition,
    prompt_text: `${ICL_INTRO}\n\n${demos.text}${NEW_CASE_MARKER}${caseBlock(target)}`,
    prompt_components: { ...demos.components, ...caseComponents(target) },
    anchor_relevance: relevance,
    anchor_value: anchor,
    // The anchor is the first number inside the first header's bracket.
    anchor_search_from: demosStart + headers[0].indexOf("[") + 1,
  });
}

/** The ICL dataset: core views and the neutral-header ablation, item by item in render order. */
export function iclDatasets(items: ItemSpec[]): Dataset[] {
  const meta = datasetMeta("iclDatasets", "icl", items);
  const core: PromptView[] = [];
  const ablation: PromptView[] = [];
  for (const item of items) {
    for (const condition of ICL_CONDITIONS) {
      const view = renderIclView(item, condition);
      (ICL_ABLATION_CONDITIONS.includes(condition) ? ablation : core).push(view);
    }
  }
  return [{
    name: "anchorbench_icl_core",
    suite: "icl",
    ...meta,
    itemspecs: items,
    files: { "promptviews_core.jsonl": core, "promptviews_ablation.jsonl": ablation },
    core_conditions: [...CORE_CONDITIONS],
    ablation_conditions: [...ICL_ABLATION_CONDITIONS],
  }];
}
