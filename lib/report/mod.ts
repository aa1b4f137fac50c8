/** Report stage: executing notebooks headlessly and rendering the HTML report. */
export {
  executeNotebook,
  type ExecuteOptions,
  listNotebooks,
  type NotebookResult,
} from "./notebooks.ts";
export { reportIndexHtml, type ReportIndexInput } from "./index_page.ts";
export * from "./notebook_helpers.ts";
export { checkPage, inspectDom, type PageCheck, renderedDom } from "./browser_check.ts";
