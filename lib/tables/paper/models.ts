/**
 * Model names as the paper's rows show them. Reproduced inputs may come from simulated twins
 * (`sim/paper/<Short>`): their rows match the paper's short names, and the tables say simulated.
 */
import type { ResultRecord } from "../../data/records.ts";
import { ALL_MODELS, modelByShort } from "../../infer/registry.ts";
import { MODEL_SHORT_NAMES } from "../../metrics/mod.ts";

const SHORT_NAMES = new Set(ALL_MODELS.map((m) => m.short));

/**
 * The paper short name of a model id or an entry's `model` label: `sim/paper/Qwen-7B`,
 * `sim/Qwen-7B`, `Qwen/Qwen2.5-7B-Instruct` and `Qwen-7B` all give "Qwen-7B". Unknown names keep
 * their last path part.
 */
export function paperModelName(idOrName: string): string {
  let name = idOrName;
  if (name.startsWith("sim/")) name = name.slice(4);
  if (name.startsWith("paper/")) name = name.slice(6);
  if (SHORT_NAMES.has(name)) return name;
  // LaTeX-wrapped names of the large-panel file: "\\textsc{GPT-5.4}".
  const latex = /^\\textsc\{(.+)\}$/.exec(name);
  if (latex) return paperModelName(latex[1]);
  return MODEL_SHORT_NAMES[name] ?? name.slice(name.lastIndexOf("/") + 1);
}

export function isSimulatedName(idOrName: string): boolean {
  return idOrName.startsWith("sim/") || idOrName.startsWith("sim_");
}

/** True when any entry (by model label or slug) or record comes from the simulated panel. */
export function anySimulatedEntries(
  entries: readonly { model: string; model_slug?: string }[],
): boolean {
  return entries.some((e) => isSimulatedName(e.model) || isSimulatedName(e.model_slug ?? ""));
}

export function anySimulatedRecords(records: readonly ResultRecord[]): boolean {
  return records.some((r) => r.simulated === true || isSimulatedName(r.model_id));
}

/** Row position of a short name in the paper's table order; unknown names sort last. */
export function tableRank(short: string): number {
  try {
    return modelByShort(short).row;
  } catch {
    return Number.MAX_SAFE_INTEGER;
  }
}

/** Short names in the paper's row order (stable for unknown names). */
export function inTableOrder(shorts: readonly string[]): string[] {
  return shorts.map((s, i) => ({ s, i }))
    .sort((a, b) => tableRank(a.s) - tableRank(b.s) || a.i - b.i)
    .map((x) => x.s);
}

export function isOpenWeight(short: string): boolean {
  try {
    return modelByShort(short).open_weight;
  } catch {
    return false;
  }
}

/** The locked appendix panels (SPEC §D.1), in the paper's row order of Tables 22–33. */
export const LOCKED4 = ["Qwen-7B", "Llama-8B", "Gemma-4B", "OLMo-13B"] as const;
export const LOCKED5 = [...LOCKED4, "GPT-5.4-mini"] as const;

/** Code-unit order of short names, as the appendix tables list models (GPT-5.4-mini before Gemma-4B). */
export function alphabetical(shorts: readonly string[]): string[] {
  return [...shorts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
