/** Table exports: HTML (notebooks and report), Markdown, CSV and LaTeX in paper layout. */
import { formatCell, formatDiff, UNDEFINED_CELL } from "./format.ts";
import type { ColumnSpec, ComparedCell, ComparisonTable, PaperTable } from "./types.ts";

const SIMULATED_BANNER =
  "SIMULATED: these numbers come from AnchorLab's simulated-respondent panel, not from any LLM.";

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(
    /"/g,
    "&quot;",
  );
}

function escapeLatex(text: string): string {
  return text.replace(/\\/g, "\\textbackslash{}").replace(/([&%$#_{}])/g, "\\$1").replace(
    /~/g,
    "\\textasciitilde{}",
  )
    .replace(/\^/g, "\\textasciicircum{}").replace(/—/g, "---").replace(/−/g, "$-$").replace(
      /∆|Δ/g,
      "$\\Delta$",
    );
}

function csvField(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function cells(table: PaperTable): string[][] {
  return table.rows.map((row) => table.columns.map((c) => formatCell(row[c.key], c)));
}

export function tableToMarkdown(table: PaperTable): string {
  const header = `| ${table.columns.map((c) => c.label).join(" | ")} |`;
  const rule = `| ${table.columns.map((c) => (c.value ? "---:" : "---")).join(" | ")} |`;
  const body = cells(table).map((r, i) =>
    `| ${
      r.map((
        text,
        j,
      ) => (table.bold?.includes(`${i}:${table.columns[j].key}`) ? `**${text}**` : text)).join(
        " | ",
      )
    } |`
  );
  const lines = [`**${table.title}**`, "", header, rule, ...body];
  if (table.simulated) lines.unshift(`> ${SIMULATED_BANNER}`, "");
  for (const note of table.notes ?? []) lines.push("", `_${note}_`);
  return lines.join("\n") + "\n";
}

export function tableToCsv(table: PaperTable): string {
  const lines = [table.columns.map((c) => csvField(c.label)).join(",")];
  for (const r of cells(table)) lines.push(r.map(csvField).join(","));
  return lines.join("\n") + "\n";
}

export function tableToLatex(table: PaperTable): string {
  const align = table.columns.map((c) => (c.value ? "r" : "l")).join("");
  const body = cells(table).map((r, i) =>
    r.map((text, j) => {
      const escaped = escapeLatex(text);
      return table.bold?.includes(`${i}:${table.columns[j].key}`)
        ? `\\textbf{${escaped}}`
        : escaped;
    }).join(" & ") + " \\\\"
  );
  return [
    "\\begin{table}[t]",
    "\\centering",
    `\\caption{${escapeLatex(table.title)}${table.simulated ? " (simulated respondents)" : ""}}`,
    `\\label{tab:${table.id}}`,
    `\\begin{tabular}{${align}}`,
    "\\toprule",
    table.columns.map((c) => escapeLatex(c.label)).join(" & ") + " \\\\",
    "\\midrule",
    ...body,
    "\\bottomrule",
    "\\end{tabular}",
    "\\end{table}",
  ].join("\n") + "\n";
}

const TABLE_STYLE = "border-collapse:collapse;font:12px/1.4 system-ui,sans-serif;margin:8px 0";
const CELL_STYLE = "border:1px solid #ccc;padding:2px 6px";

function banner(simulated: boolean): string {
  return simulated
    ? `<div class="anchorlab-simulated" style="background:#fff3cd;border:1px solid #e0b84c;padding:4px 8px;font:12px system-ui">${SIMULATED_BANNER}</div>`
    : "";
}

export function tableToHtml(table: PaperTable): string {
  const head = table.columns.map((c) => `<th style="${CELL_STYLE}">${escapeHtml(c.label)}</th>`)
    .join("");
  const body = cells(table).map((r, i) =>
    "<tr>" + r.map((text, j) => {
      const bold = table.bold?.includes(`${i}:${table.columns[j].key}`);
      const align = table.columns[j].value ? "right" : "left";
      return `<td style="${CELL_STYLE};text-align:${align}${bold ? ";font-weight:bold" : ""}">${
        escapeHtml(text)
      }</td>`;
    }).join("") + "</tr>"
  ).join("");
  const notes = (table.notes ?? []).map((n) =>
    `<p style="font:11px system-ui;color:#555">${escapeHtml(n)}</p>`
  )
    .join("");
  return `<div class="anchorlab-table" data-table-id="${table.id}">${
    banner(Boolean(table.simulated))
  }` +
    `<p style="font:bold 13px system-ui">${escapeHtml(table.title)}</p>` +
    `<table style="${TABLE_STYLE}"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>${notes}</div>`;
}

function keyText(value: unknown, column: ColumnSpec): string {
  return formatCell(value as string | number | null, column);
}

/**
 * One line per row present on one side only (by key text): published rows the study did not
 * produce, and reproduced rows the paper does not have (e.g. case-study items picked by this study).
 */
function unmatchedNotes(table: ComparisonTable): string[] {
  return [
    ...table.unmatched.publishedOnly.map((k) => `not reproduced: ${k}`),
    ...table.unmatched.reproducedOnly.map((k) => `only reproduced: ${k}`),
  ];
}

/** One side of a compared cell as printed: its kept text ("<0.01") if any, else the formatted number. */
function sideText(
  cell: ComparedCell,
  side: "published" | "reproduced",
  column: ColumnSpec,
): string {
  const text = side === "published" ? cell.publishedText : cell.reproducedText;
  return text ?? formatCell(cell[side], column);
}

/** Published / reproduced / difference per cell, one sub-row each, for notebooks and the report. */
export function comparisonToHtml(table: ComparisonTable): string {
  const head = [
    ...table.keyColumns.map((c) => `<th style="${CELL_STYLE}">${escapeHtml(c.label)}</th>`),
    `<th style="${CELL_STYLE}"></th>`,
    ...table.valueColumns.map((c) => `<th style="${CELL_STYLE}">${escapeHtml(c.label)}</th>`),
  ].join("");
  const body = table.rows.map((row) => {
    const lines = [["published", "P"], ["reproduced", "R"], ["diff", "Δ"]] as const;
    return lines.map(([field, tag], li) => {
      const keys = li === 0
        ? table.keyColumns.map((c) =>
          `<td rowspan="3" style="${CELL_STYLE}">${escapeHtml(keyText(row.keys[c.key], c))}</td>`
        ).join("")
        : "";
      const values = table.valueColumns.map((c) => {
        const cell = row.cells[c.key];
        const text = field === "diff" ? formatDiff(cell.diff, c) : sideText(cell, field, c);
        const color = field === "diff" ? "color:#666;" : "";
        return `<td style="${CELL_STYLE};text-align:right;${color}">${escapeHtml(text)}</td>`;
      }).join("");
      return `<tr>${keys}<td style="${CELL_STYLE};color:#888">${tag}</td>${values}</tr>`;
    }).join("");
  }).join("");
  const unmatched = unmatchedNotes(table)
    .map((t) => `<p style="font:11px system-ui;color:#a00">${escapeHtml(t)}</p>`).join("");
  const notes = table.notes.map((n) =>
    `<p style="font:11px system-ui;color:#555">${escapeHtml(n)}</p>`
  ).join("");
  return `<div class="anchorlab-table anchorlab-comparison" data-table-id="${table.id}">${
    banner(table.simulated)
  }` +
    `<p style="font:bold 13px system-ui">${
      escapeHtml(table.title)
    } — published (P), reproduced (R), R − P (Δ)</p>` +
    `<table style="${TABLE_STYLE}"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>${unmatched}${notes}</div>`;
}

/** Comparison as Markdown with "P / R / Δ" in each cell, then the rows found on one side only. */
export function comparisonToMarkdown(table: ComparisonTable): string {
  const header = `| ${
    [...table.keyColumns, ...table.valueColumns].map((c) => c.label).join(" | ")
  } |`;
  const rule = `| ${
    [...table.keyColumns.map(() => "---"), ...table.valueColumns.map(() => "---:")].join(" | ")
  } |`;
  const body = table.rows.map((row) => {
    const keys = table.keyColumns.map((c) => keyText(row.keys[c.key], c));
    const values = table.valueColumns.map((c) => {
      const cell = row.cells[c.key];
      return `${sideText(cell, "published", c)} / ${sideText(cell, "reproduced", c)} / ${
        formatDiff(cell.diff, c)
      }`;
    });
    return `| ${[...keys, ...values].join(" | ")} |`;
  });
  const lines = [`**${table.title}** (published / reproduced / Δ)`, "", header, rule, ...body];
  if (table.simulated) lines.unshift(`> ${SIMULATED_BANNER}`, "");
  for (const note of unmatchedNotes(table)) lines.push("", `_${note}_`);
  return lines.join("\n") + "\n";
}

export { SIMULATED_BANNER, UNDEFINED_CELL };
