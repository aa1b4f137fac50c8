/**
 * Data stage: JSONL I/O, the loaders of the three sources (native, upstream, release), the dataset
 * and release writers, manifests and checksums.
 */
export type * from "./records.ts";
export type * from "./types.ts";
export { RELEASE_FIELDS } from "./types.ts";
export * from "./errors.ts";
export * from "./jsonl.ts";
export * from "./json_file.ts";
export * from "./conditions.ts";
export * from "./item_ids.ts";
export { isTemporaryName, replaceDirectoryAtomic, writeFileAtomic } from "./atomic.ts";
export * from "./checksums.ts";
export * from "./manifest.ts";
export * from "./write.ts";
export * from "./release_export.ts";
export { detectRowFormat, isStalePublicFileName, type RowFormat } from "./detect.ts";
export {
  ITEMSPECS_FILE,
  loadItemSpecs,
  loadPromptViews,
  promptViewFiles,
  toPromptView,
} from "./load_views.ts";
export type { LoadViewsOptions } from "./load_views.ts";
export { checkRecord, loadRecords, RESULTS_FILE } from "./load_records.ts";
export { STAGE_SEPARATOR, twoStageMessages } from "./view_upstream.ts";
export { ratingsFromEvidenceBlock, toolMessagesFromComponents } from "./tool_messages.ts";
export { datasetProblems } from "./validate_dataset.ts";
export * from "./catalog.ts";
export * from "./view_diff.ts";
