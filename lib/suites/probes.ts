/**
 * Suffix probes (§B.9, §D.5): core views of a suite re-rendered with a prompt suffix. Each probe
 * directory holds one `promptviews_<suffix>.jsonl` per suffix; the baseline is the suite's core file.
 *   task spec (Table 28):   External × rule, judgment           → anchorbench_external_taskspec
 *   mitigation (Table 19):  External, RAG × ignore, self_check, cot
 *                                                                → anchorbench_{external,rag}_mitigation
 *   CoT (Table 27):         External, RAG, History × cot         → anchorbench_{external,rag,history}_cot
 * History CoT uses all six History conditions (its baseline is control_twostage).
 */
import type { ItemSpec } from "../items/types.ts";
import { applySuffix, type SuffixName } from "./suffixes.ts";
import type { Dataset, PromptView } from "./types.ts";

export const TASK_SPEC_SUFFIXES: readonly SuffixName[] = ["rule", "judgment"];
export const MITIGATION_SUFFIXES: readonly SuffixName[] = ["ignore", "self_check", "cot"];
export const COT_SUFFIXES: readonly SuffixName[] = ["cot"];

export interface ProbeSpec {
  name: string;
  suite: string;
  items: readonly ItemSpec[];
  /** The unsuffixed views the probe starts from (e.g. the suite's core file). */
  baseViews: readonly PromptView[];
  suffixes: readonly SuffixName[];
  coreConditions: readonly string[];
}

export function suffixProbeDataset(spec: ProbeSpec): Dataset {
  if (spec.items.length === 0) throw new Error(`${spec.name}: no items`);
  const files: Record<string, PromptView[]> = {};
  for (const suffix of spec.suffixes) {
    files[`promptviews_${suffix}.jsonl`] = spec.baseViews.map((v) => applySuffix(v, suffix));
  }
  return {
    name: spec.name,
    suite: spec.suite,
    seed: spec.items[0].seed,
    size: spec.items[0].tags.split,
    scoring_function: spec.items[0].scoring_function,
    itemspecs: [...spec.items],
    files,
    core_conditions: [...spec.coreConditions],
    ablation_conditions: [],
  };
}
