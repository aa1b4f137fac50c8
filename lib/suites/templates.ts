/** Resolves an item's scenario and question text from its domain's template pools. */
import { getDomain } from "../items/domains.ts";
import type { ItemSpec } from "../items/types.ts";

function pick(pool: readonly string[], idx: number): string {
  return pool[((idx % pool.length) + pool.length) % pool.length];
}

/** The scenario sentence(s): `scenario_text` when set, else pool[scenario_template_idx mod 8]. */
export function scenarioText(item: ItemSpec): string {
  if (typeof item.scenario_text === "string") return item.scenario_text;
  return pick(getDomain(item.domain).scenarios, item.scenario_template_idx);
}

/** The question: pool[question_template_idx mod 4]. */
export function questionText(item: ItemSpec): string {
  return pick(getDomain(item.domain).questions, item.question_template_idx);
}
