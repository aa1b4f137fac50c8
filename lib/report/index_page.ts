/** The report's index page: one link per rendered notebook, with the run's manifest. */
import type { NotebookResult } from "./notebooks.ts";

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export interface ReportIndexInput {
  title: string;
  simulated: boolean;
  manifest: Record<string, unknown>;
  notebooks: NotebookResult[];
  /** Extra files of the run to link (tables, figures), relative to the report folder. */
  artifacts?: { label: string; href: string }[];
}

function notebookTitle(path: string): string {
  const base = path.split("/").pop()!.replace(/\.ipynb$/, "");
  return base.replace(/^\d+_/, "").replace(/_/g, " ");
}

export function reportIndexHtml(input: ReportIndexInput): string {
  const banner = input.simulated
    ? `<div class="anchorlab-simulated" style="background:#fff3cd;border:1px solid #e0b84c;padding:6px 10px">` +
      `SIMULATED: every number in this report comes from AnchorLab's simulated-respondent panel, not from any LLM.</div>`
    : "";
  const rows = input.notebooks.map((nb) => {
    const file = nb.html.split("/").pop()!;
    const status = nb.errors.length > 0
      ? `<span style="color:#a00">${nb.errors.length} error(s)</span>`
      : nb.emptyCodeCells.length > 0
      ? `<span style="color:#a60">${nb.emptyCodeCells.length} cell(s) without output</span>`
      : `<span style="color:#070">ok</span>`;
    return `<tr><td><a href="${escapeHtml(file)}">${
      escapeHtml(notebookTitle(nb.notebook))
    }</a></td>` +
      `<td>${nb.cells}</td><td>${status}</td><td>${nb.seconds.toFixed(1)} s</td></tr>`;
  }).join("\n");
  const artifacts = (input.artifacts ?? []).map((a) =>
    `<li><a href="${escapeHtml(a.href)}">${escapeHtml(a.label)}</a></li>`
  ).join("\n");
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(input.title)}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2em;max-width:70em}td,th{padding:2px 10px;border-bottom:1px solid #ddd;text-align:left}</style>
</head><body>
<h1>${escapeHtml(input.title)}</h1>
${banner}
<h2>Notebooks</h2>
<table id="notebooks"><thead><tr><th>notebook</th><th>cells</th><th>status</th><th>time</th></tr></thead>
<tbody>
${rows}
</tbody></table>
${artifacts ? `<h2>Files</h2><ul>${artifacts}</ul>` : ""}
<h2>Run manifest</h2>
<pre id="manifest">${escapeHtml(JSON.stringify(input.manifest, null, 2))}</pre>
</body></html>
`;
}
