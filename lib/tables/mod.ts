/**
 * Tables stage: paper-layout tables, published-vs-reproduced comparison, and exports
 * (HTML, Markdown, CSV, LaTeX) plus Jupyter display bundles.
 */
export type { CellValue, ColumnSpec, ComparedCell, ComparisonTable, PaperTable } from "./types.ts";
export { formatCell, formatDiff } from "./format.ts";
export { compareCell, compareTables, maxAbsDiff } from "./compare.ts";
export {
  comparisonToHtml,
  comparisonToMarkdown,
  SIMULATED_BANNER,
  tableToCsv,
  tableToHtml,
  tableToLatex,
  tableToMarkdown,
  UNDEFINED_CELL,
} from "./export.ts";
export { displayBundle, displayComparison, displayTable, type MimeBundle } from "./display.ts";
export * from "./printed.ts";
export * from "./paper/mod.ts";
export * from "./judge/mod.ts";
