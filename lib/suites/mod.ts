/**
 * Suite stage: renderers that turn an ItemSpec + condition into a PromptView, and the builder that
 * composes every dataset directory.
 *
 * Directories produced by `buildDatasets` (files in brackets; every directory also has itemspecs):
 *   anchorbench_external_core                [promptviews_core, promptviews_ablation]   360 items
 *   anchorbench_external_d1                  [promptviews_d1]          External intensity probe
 *   anchorbench_history_core                 [promptviews_core, promptviews_ablation]   360 items
 *   anchorbench_history_intensity            [promptviews_intensity]
 *   anchorbench_icl_core                     [promptviews_core, promptviews_ablation]
 *   anchorbench_icl_dist_core                [promptviews_core]
 *   anchorbench_rag_core                     [promptviews_core, promptviews_ablation] + corpus
 *   anchorbench_rag_p2                       [promptviews_p2]          RAG realism
 *   anchorbench_rag_intensity                [promptviews_intensity]
 *   anchorbench_tool_core                    [promptviews_core]
 *   anchorbench_tool_p3                      [promptviews_p3]          Tool realism
 *   anchorbench_external_uncertain           [promptviews_uncertain]   15 views per External item
 *   anchorbench_external_weighted_mean_core  [promptviews_core]        weighted-mean gold
 *   anchorbench_external_pilot_medical       [promptviews_core, promptviews_ablation]   90 items
 *   anchorbench_external_pilot_other         [promptviews_core, promptviews_ablation]   60 items
 *   anchorbench_history_pilot_medical        [promptviews_core, promptviews_ablation]   30 items
 *   anchorbench_history_pilot_other          [promptviews_core, promptviews_ablation]   20 items
 *   anchorbench_external_taskspec            [promptviews_rule, promptviews_judgment]
 *   anchorbench_external_mitigation          [promptviews_ignore, promptviews_self_check, promptviews_cot]
 *   anchorbench_rag_mitigation               [promptviews_ignore, promptviews_self_check, promptviews_cot]
 *   anchorbench_external_cot                 [promptviews_cot]
 *   anchorbench_rag_cot                      [promptviews_cot]
 *   anchorbench_history_cot                  [promptviews_cot]         all six History conditions
 * (File names carry the `.jsonl` extension.)
 */
export type * from "./types.ts";
export * from "./common.ts";
export * from "./conditions.ts";
export * from "./templates.ts";
export * from "./external.ts";
export * from "./custom_condition.ts";
export * from "./uncertain.ts";
export * from "./suffixes.ts";
export * from "./pilots.ts";
export * from "./probes.ts";
export * from "./build.ts";
export * from "./history.ts";
export * from "./icl.ts";
export * from "./icl_dist.ts";
export * from "./rag.ts";
export * from "./tool.ts";
