/**
 * A new External-style condition in a few lines: a name, the anchor relevance it stands for, the
 * sentence that carries the anchor, and which anchor of the item (low, high or both) it uses.
 * Views are rendered by the External renderer itself (`renderExternalAnchored`), so a custom view
 * differs from the item's control view only by the sentence placed before the question.
 *
 * Metrics group conditions by keywords in their names (lib/metrics `uaiGroupOf`: placebo,
 * authority, neutral, irrelevant, plausible): a name without those words stays out of every group,
 * and is scored by relabelling it (lib/study `customConditionMetrics`).
 */
import type { ItemSpec } from "../items/types.ts";
import { CORE_CONDITIONS, type Direction, EXTERNAL_ABLATION_CONDITIONS } from "./conditions.ts";
import { EXTERNAL_CONDITIONS, renderExternalAnchored } from "./external.ts";
import type { PromptView } from "./types.ts";

export interface CustomCondition {
  /** Condition stem: views are named `${name}_low` and `${name}_high` (lowercase, digits, "_"). */
  name: string;
  /** `anchor_relevance` of the views (e.g. "plausible", or a new label such as "colleague"). */
  relevance: string;
  /** The anchor sentence for an anchor value; it must contain the value as digits. */
  sentence: (anchor: number) => string;
  /** The item anchor(s) to use: "low", "high", both in that order ("both", the default) or a list. */
  direction?: Direction | "both" | readonly Direction[];
}

const NAME = /^[a-z][a-z0-9_]*$/;

/** Stems the benchmark already uses (a custom condition must not be mistaken for one of them). */
const BENCHMARK_STEMS = new Set(
  [...CORE_CONDITIONS, ...EXTERNAL_ABLATION_CONDITIONS, ...EXTERNAL_CONDITIONS]
    .map((c) => c.replace(/_(low|high)$/, "")),
);

function directionsOf(direction: CustomCondition["direction"]): Direction[] {
  const list: readonly string[] = direction === undefined || direction === "both"
    ? ["low", "high"]
    : typeof direction === "string"
    ? [direction]
    : direction;
  if (list.length === 0) throw new Error("custom condition: no direction given");
  for (const d of list) {
    if (d !== "low" && d !== "high") {
      throw new Error(`custom condition: direction "${d}" is not "low", "high" or "both"`);
    }
  }
  return [...new Set(list)] as Direction[];
}

function checkCondition(condition: CustomCondition): void {
  const { name, relevance } = condition;
  if (!NAME.test(name) || /_(low|high)$/.test(name)) {
    throw new Error(
      `custom condition name "${name}": use lowercase letters, digits and "_", starting with a ` +
        `letter and without a _low/_high ending (the direction is added per view)`,
    );
  }
  if (BENCHMARK_STEMS.has(name)) {
    throw new Error(
      `custom condition name "${name}" is a benchmark condition; choose a new name`,
    );
  }
  if (typeof relevance !== "string" || relevance.trim() === "") {
    throw new Error(`custom condition "${name}": relevance must be a non-empty string`);
  }
  if (typeof condition.sentence !== "function") {
    throw new Error(`custom condition "${name}": sentence must be a function of the anchor`);
  }
}

/** The sentence for one anchor, checked: one line that holds the anchor value as digits. */
function anchorSentenceOf(condition: CustomCondition, item: ItemSpec, anchor: number): string {
  const text = condition.sentence(anchor);
  const where = `custom condition "${condition.name}", item ${item.item_id}`;
  if (typeof text !== "string" || text.trim() === "") {
    throw new Error(`${where}: sentence(${anchor}) returned no text`);
  }
  if (/[\r\n]/.test(text)) {
    throw new Error(`${where}: sentence(${anchor}) spans several lines; External needs one line`);
  }
  if (!text.includes(String(anchor))) {
    throw new Error(
      `${where}: sentence(${anchor}) = "${text}" does not contain the anchor ${anchor}`,
    );
  }
  return text.trim();
}

/**
 * Views of a custom condition for every item, item by item, directions in the order given. Each
 * view uses the item's External anchor of that direction (`anchors.low` / `anchors.high`) and
 * records the condition in its provenance (`ablation_type: "custom"`).
 */
export function customConditionViews(
  items: readonly ItemSpec[],
  condition: CustomCondition,
): PromptView[] {
  checkCondition(condition);
  const directions = directionsOf(condition.direction);
  const provenance = { ablation_type: "custom", custom_condition: condition.name };
  const views: PromptView[] = [];
  for (const item of items) {
    for (const direction of directions) {
      const value = item.anchors[direction];
      views.push(renderExternalAnchored(
        item,
        `${condition.name}_${direction}`,
        {
          relevance: condition.relevance,
          value,
          sentence: anchorSentenceOf(condition, item, value),
        },
        provenance,
      ));
    }
  }
  return views;
}
