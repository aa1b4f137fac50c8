/**
 * Domain-extension pilots (§B.11, Table 25): the External and History renderers on the medical and
 * "other" pilot domains, 5 items per grid cell. External pilots carry 9 views per item (core +
 * placebo/authority), History pilots 6 (core + control_twostage).
 */
import { MEDICAL_DOMAIN_IDS, OTHER_DOMAIN_IDS } from "../items/domains.ts";
import { generateSuiteItems } from "../items/generate.ts";
import type { ItemSpec } from "../items/types.ts";
import { externalCoreDataset } from "./external.ts";
import {
  HISTORY_ABLATION_CONDITIONS,
  HISTORY_CONDITIONS,
  HISTORY_CORE_CONDITIONS,
  renderHistoryView,
} from "./history.ts";
import type { Dataset, PromptView } from "./types.ts";

export const PILOT_N_PER_CELL = 5;

export const PILOT_GROUPS = {
  medical: MEDICAL_DOMAIN_IDS,
  other: OTHER_DOMAIN_IDS,
} as const;

export type PilotGroup = keyof typeof PILOT_GROUPS;

export function pilotItems(
  suite: "external" | "history",
  group: PilotGroup,
  userSeed: number,
): ItemSpec[] {
  return generateSuiteItems(suite, {
    seed: userSeed,
    domains: [...PILOT_GROUPS[group]],
    nPerCell: PILOT_N_PER_CELL,
    split: "pilot",
  });
}

/** `anchorbench_external_pilot_{group}`: 90 (medical) or 60 (other) items × 9 views. */
export function externalPilotDataset(group: PilotGroup, userSeed: number): Dataset {
  return externalCoreDataset(pilotItems("external", group, userSeed), {
    name: `anchorbench_external_pilot_${group}`,
    size: "pilot",
  });
}

/** `anchorbench_history_pilot_{group}`: 30 (medical) or 20 (other) items × 6 views. */
export function historyPilotDataset(group: PilotGroup, userSeed: number): Dataset {
  const items = pilotItems("history", group, userSeed);
  const core: PromptView[] = [];
  const ablation: PromptView[] = [];
  for (const item of items) {
    for (const condition of HISTORY_CONDITIONS) {
      const view = renderHistoryView(item, condition);
      (HISTORY_ABLATION_CONDITIONS.includes(condition) ? ablation : core).push(view);
    }
  }
  return {
    name: `anchorbench_history_pilot_${group}`,
    suite: "history",
    seed: items[0].seed,
    size: "pilot",
    scoring_function: items[0].scoring_function,
    itemspecs: items,
    files: { "promptviews_core.jsonl": core, "promptviews_ablation.jsonl": ablation },
    core_conditions: [...HISTORY_CORE_CONDITIONS],
    ablation_conditions: [...HISTORY_ABLATION_CONDITIONS],
  };
}

export function externalPilotDatasets(userSeed: number): Dataset[] {
  return [externalPilotDataset("medical", userSeed), externalPilotDataset("other", userSeed)];
}

export function historyPilotDatasets(userSeed: number): Dataset[] {
  return [historyPilotDataset("medical", userSeed), historyPilotDataset("other", userSeed)];
}

/** All four pilot directories: External medical/other, then History medical/other. */
export function pilotDatasets(userSeed: number): Dataset[] {
  return [...externalPilotDatasets(userSeed), ...historyPilotDatasets(userSeed)];
}
