/** Rich display in Jupyter (Deno kernel): objects carrying a Jupyter.display mime bundle. */
import { comparisonToHtml, comparisonToMarkdown, tableToHtml, tableToMarkdown } from "./export.ts";
import type { ComparisonTable, PaperTable } from "./types.ts";

export interface MimeBundle {
  [mime: string]: string;
}

export function displayBundle(bundle: MimeBundle): { [key: symbol]: () => MimeBundle } {
  return { [Symbol.for("Jupyter.display")]: () => bundle };
}

export function displayTable(table: PaperTable) {
  return displayBundle({
    "text/html": tableToHtml(table),
    "text/markdown": tableToMarkdown(table),
  });
}

export function displayComparison(table: ComparisonTable) {
  return displayBundle({
    "text/html": comparisonToHtml(table),
    "text/markdown": comparisonToMarkdown(table),
  });
}
