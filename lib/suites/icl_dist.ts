/**
 * ICL-dist suite (§B.5): the anchor is carried by the demos' answers, not by any printed number. The
 * control uses the neutral pack, `*_low` the pack centred on the low anchor, `*_high` the high pack;
 * irrelevant and plausible views of a direction share the demos and differ only in the framing intro.
 */
import type { ItemSpec } from "../items/types.ts";
import { designedAnchor, unknownCondition } from "./anchored_condition.ts";
import { caseBlock, caseComponents, itemCaseTexts, pickFromPool } from "./case_text.ts";
import { makeView } from "./common.ts";
import { CORE_CONDITIONS } from "./conditions.ts";
import { datasetMeta } from "./dataset_meta.ts";
import { DEMO_COUNT, demoHeader, itemDemos, renderDemos } from "./icl_demos.ts";
import {
  ICL_DIST_CONTROL_INTROS,
  ICL_DIST_IRRELEVANT_INTROS,
  ICL_DIST_PLAUSIBLE_INTROS,
  NEW_CASE_MARKER,
} from "./icl_text.ts";
import type { Dataset, PromptView } from "./types.ts";

/** The five core conditions, in render order. */
export const ICL_DIST_CONDITIONS: readonly string[] = [...CORE_CONDITIONS];

const INTRO_POOLS: Readonly<Record<string, readonly string[]>> = {
  none: ICL_DIST_CONTROL_INTROS,
  irrelevant: ICL_DIST_IRRELEVANT_INTROS,
  plausible: ICL_DIST_PLAUSIBLE_INTROS,
};

const PLAIN_HEADERS: readonly string[] = Array.from(
  { length: DEMO_COUNT },
  (_, i) => demoHeader(i + 1, null),
);

export function renderIclDistView(item: ItemSpec, condition: string): PromptView {
  if (!ICL_DIST_CONDITIONS.includes(condition)) {
    throw unknownCondition("icl_dist", item, condition, ICL_DIST_CONDITIONS);
  }
  let relevance = "none";
  let anchor: number | null = null;
  let packKey = "icl_dist_demos_control";
  if (condition !== "control") {
    const cut = condition.lastIndexOf("_");
    const direction = condition.slice(cut + 1) as "low" | "high";
    relevance = condition.slice(0, cut);
    anchor = designedAnchor(item, direction);
    packKey = `icl_dist_demos_${direction}`;
  }
  const intro = pickFromPool(INTRO_POOLS[relevance], item.anchor_phrasing_idx);
  const demos = renderDemos(itemDemos(item, packKey), PLAIN_HEADERS);
  const target = itemCaseTexts(item);
  return makeView({
    item_id: item.item_id,
    suite: "icl_dist",
    domain: item.domain,
    condition,
    prompt_text: `${intro}\n\n${demos.text}${NEW_CASE_MARKER}${caseBlock(target)}`,
    prompt_components: {
      framing_intro: intro,
      ...demos.components,
      ...caseComponents(target),
    },
    anchor_relevance: relevance,
    anchor_value: anchor,
    anchor_in_prompt: false,
  });
}

/** The ICL-dist dataset: the five core conditions per item. */
export function iclDistDatasets(items: ItemSpec[]): Dataset[] {
  const meta = datasetMeta("iclDistDatasets", "icl_dist", items);
  const core: PromptView[] = [];
  for (const item of items) {
    for (const condition of ICL_DIST_CONDITIONS) core.push(renderIclDistView(item, condition));
  }
  return [{
    name: "anchorbench_icl_dist_core",
    suite: "icl_dist",
    ...meta,
    itemspecs: items,
    files: { "promptviews_core.jsonl": core },
    core_conditions: [...ICL_DIST_CONDITIONS],
    ablation_conditions: [],
  }];
}
