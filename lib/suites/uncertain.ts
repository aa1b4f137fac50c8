/**
 * external_uncertain (§B.2): External items with only k of the five rating slots shown
 * (k = 1 → [0], 2 → [0, 2], 3 → [0, 2, 4]); a slot hidden in the item stays "[data not available]".
 * Gold stays the item's y_star_evidence.
 */
import type { ItemSpec } from "../items/types.ts";
import { evidenceLine } from "./common.ts";
import { CORE_CONDITIONS, UNCERTAIN_CONDITIONS } from "./conditions.ts";
import { externalAnchor, externalLayoutView } from "./external.ts";
import { questionText, scenarioText } from "./templates.ts";
import type { Dataset, PromptView } from "./types.ts";

export const UNCERTAIN_SUITE = "external_uncertain";

export const VISIBLE_SLOTS: Readonly<Record<number, readonly number[]>> = {
  1: [0],
  2: [0, 2],
  3: [0, 2, 4],
};

/** The parenthetical note telling the model how much of the evidence it sees. */
export function partialEvidenceNote(k: number, nTotal: number): string {
  return `(Only ${k} of the ${nTotal} ratings could be retrieved for this assessment.)`;
}

/** `uncertain_p2_plausible_high` → { k: 2, base: "plausible_high" }. */
export function splitUncertainCondition(condition: string): { k: number; base: string } {
  const m = /^uncertain_p(\d+)_(.+)$/.exec(condition);
  const k = m ? Number(m[1]) : NaN;
  if (!m || !(k in VISIBLE_SLOTS) || !(CORE_CONDITIONS as readonly string[]).includes(m[2])) {
    throw new Error(
      `unknown external_uncertain condition "${condition}"; expected uncertain_p{1|2|3}_{core condition}`,
    );
  }
  return { k, base: m[2] };
}

export function renderUncertainView(item: ItemSpec, condition: string): PromptView {
  const { k, base } = splitUncertainCondition(condition);
  const slots = VISIBLE_SLOTS[k];
  const nTotal = item.evidence_structured.length;
  const scenario = scenarioText(item);
  const evidence = slots
    .map((j) => {
      const e = item.evidence_structured[j];
      return evidenceLine(e.label, e.missing ? null : e.value);
    })
    .join("\n");
  return externalLayoutView(item, {
    suite: UNCERTAIN_SUITE,
    condition,
    head: `${scenario}\n\nPartial evidence:\n${evidence}\n\n${partialEvidenceNote(k, nTotal)}\n\n`,
    scenario,
    evidence,
    question: questionText(item),
    extraComponents: { k_visible: k, n_total: nTotal, visible_indices: slots.join(",") },
    anchor: externalAnchor(item, base),
    provenance: { k_visible: k, n_total: nTotal },
  });
}

/** `anchorbench_external_uncertain`: 15 views per External item (5,400 for the core items). */
export function uncertainDatasets(externalItems: readonly ItemSpec[]): Dataset[] {
  if (externalItems.length === 0) throw new Error("external_uncertain needs External items");
  const views: PromptView[] = [];
  for (const item of externalItems) {
    for (const c of UNCERTAIN_CONDITIONS) views.push(renderUncertainView(item, c));
  }
  return [{
    name: "anchorbench_external_uncertain",
    suite: UNCERTAIN_SUITE,
    seed: externalItems[0].seed,
    size: externalItems[0].tags.split,
    scoring_function: externalItems[0].scoring_function,
    itemspecs: [...externalItems],
    files: { "promptviews_uncertain.jsonl": views },
    core_conditions: [...UNCERTAIN_CONDITIONS],
    ablation_conditions: [],
  }];
}
