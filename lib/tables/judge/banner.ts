/** Notebook display of the judge study: the run banner and tables with rows beyond the paper. */
import type { JudgeAnalysis } from "../../judge/mod.ts";
import { displayBundle } from "../display.ts";
import { comparisonToHtml, comparisonToMarkdown, tableToHtml, tableToMarkdown } from "../export.ts";
import type { TableResult } from "../paper/types.ts";

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function judgeBannerLines(analysis: JudgeAnalysis, description: string): string[] {
  const lines = [description];
  if (analysis.simulated) {
    lines.unshift(
      "SIMULATED: these numbers come from AnchorLab's simulated judges (sim/judge/*), calibrated on the study's published Tables 1, 2 and 7 — not from any LLM.",
    );
  }
  lines.push(
    `Models: ${
      analysis.models.map((m) => analysis.names[m] ?? m).join(", ")
    }; ${analysis.counts.attempted} main-grid calls, ${analysis.counts.valid} valid; bootstrap B = ${analysis.bootstrap.B}.`,
    "The study's tasks and industry data are not public: comparisons with the published values are comparisons of pattern, not identity.",
  );
  return lines;
}

export function displayJudgeBanner(analysis: JudgeAnalysis, description: string) {
  const lines = judgeBannerLines(analysis, description);
  const style = analysis.simulated
    ? "background:#fff3cd;border:1px solid #e0b84c"
    : "background:#eef5ff;border:1px solid #8fb3e0";
  return displayBundle({
    "text/html":
      `<div class="anchorlab-banner" style="${style};padding:6px 10px;font:13px system-ui">${
        lines.map((l) => `<div>${escapeHtml(l)}</div>`).join("")
      }</div>`,
    "text/plain": lines.join("\n"),
  });
}

/**
 * A judge table for the notebook: the published-vs-reproduced comparison, followed by the
 * reproduced table itself when it has rows the paper does not (e.g. a user's own models).
 */
export function displayJudgeTable(result: TableResult) {
  const extra = result.comparison.unmatched.reproducedOnly.length > 0;
  const note = extra
    ? `<p style="font:12px system-ui">Rows not in the paper (${
      escapeHtml(result.comparison.unmatched.reproducedOnly.join("; "))
    }) are shown in this run's table below.</p>`
    : "";
  return displayBundle({
    "text/html": comparisonToHtml(result.comparison) + note +
      (extra ? tableToHtml(result.reproduced) : ""),
    "text/markdown": comparisonToMarkdown(result.comparison) +
      (extra ? "\n" + tableToMarkdown(result.reproduced) : ""),
  });
}
