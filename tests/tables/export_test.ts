import assert from "node:assert/strict";
import {
  compareTables,
  comparisonToHtml,
  comparisonToMarkdown,
  formatCell,
  maxAbsDiff,
  type PaperTable,
  tableToCsv,
  tableToLatex,
  tableToMarkdown,
} from "../../lib/tables/mod.ts";

const columns = [
  { key: "model", label: "Model" },
  { key: "acc10", label: "Acc10 (%)", format: "percent" as const, digits: 0, value: true },
  { key: "uai", label: "UAI_pls", digits: 2, value: true },
];

const published: PaperTable = {
  id: "t",
  title: "Main results",
  columns,
  rows: [
    { model: "Qwen-7B", acc10: 0.3417, uai: 0.2001 },
    { model: "Llama-1B", acc10: null, uai: null },
  ],
};

Deno.test("formatCell rounds per column and prints an em dash for undefined cells", () => {
  assert.equal(formatCell(0.3417, columns[1]), "34");
  assert.equal(formatCell(0.2001, columns[2]), "0.20");
  assert.equal(formatCell(null, columns[2]), "—");
  assert.equal(formatCell(Number.NaN, columns[2]), "—");
  assert.equal(formatCell(0.004, { key: "p", label: "p", format: "pvalue", digits: 2 }), "<0.01");
});

Deno.test("compareTables pairs cells by key and reports reproduced minus published", () => {
  const reproduced: PaperTable = {
    ...published,
    rows: [{ model: "Qwen-7B", acc10: 0.30, uai: 0.25 }, { model: "Extra", acc10: 0.1, uai: 0.1 }],
    simulated: true,
  };
  const cmp = compareTables(published, reproduced);
  assert.equal(cmp.rows.length, 2);
  assert.ok(Math.abs(cmp.rows[0].cells.uai.diff! - 0.0499) < 1e-12);
  assert.ok(Math.abs(cmp.rows[0].cells.acc10.diff! - (0.30 - 0.3417)) < 1e-12);
  assert.equal(cmp.rows[1].cells.uai.reproduced, null);
  assert.equal(cmp.rows[1].cells.uai.diff, null);
  assert.deepEqual(cmp.unmatched.reproducedOnly, ["Extra"]);
  assert.deepEqual(cmp.unmatched.publishedOnly, ["Llama-1B"]);
  assert.ok(Math.abs(maxAbsDiff(cmp)! - 0.0499) < 1e-12);
  const html = comparisonToHtml(cmp);
  assert.match(html, /SIMULATED/);
  assert.match(html, /−4/); // acc10 difference 30 − 34.17 shown on the percent scale
});

Deno.test("comparison exports list rows found only on the published or only on the reproduced side", () => {
  const reproduced: PaperTable = {
    ...published,
    rows: [
      { model: "Qwen-7B", acc10: 0.30, uai: 0.25 },
      { model: "Extra <1>", acc10: 0.1, uai: 0.1 },
      { model: "Other", acc10: 0.2, uai: 0.2 },
    ],
  };
  const cmp = compareTables(published, reproduced);
  const html = comparisonToHtml(cmp);
  assert.match(html, /not reproduced: Llama-1B<\/p>/);
  assert.match(html, /only reproduced: Extra &lt;1&gt;<\/p>/);
  assert.match(html, /only reproduced: Other<\/p>/);
  // The reproduced-only rows are notes, not table rows: the table keeps the published rows.
  assert.equal(html.match(/<tr>/g)!.length, 1 + 2 * 3);
  const md = comparisonToMarkdown(cmp);
  assert.ok(
    md.endsWith(
      "\n\n_not reproduced: Llama-1B_\n\n_only reproduced: Extra <1>_\n\n_only reproduced: Other_\n",
    ),
    md,
  );
  const matched = comparisonToMarkdown(compareTables(published, published));
  assert.ok(!matched.includes("reproduced:"), matched);
});

Deno.test("exports keep the paper layout in Markdown, CSV and LaTeX", () => {
  const md = tableToMarkdown(published);
  assert.match(md, /\| Model \| Acc10 \(%\) \| UAI_pls \|/);
  assert.match(md, /\| Llama-1B \| — \| — \|/);
  assert.equal(tableToCsv(published), "Model,Acc10 (%),UAI_pls\nQwen-7B,34,0.20\nLlama-1B,—,—\n");
  const tex = tableToLatex({ ...published, bold: ["0:uai"] });
  assert.match(tex, /\\begin\{tabular\}\{lrr\}/);
  assert.match(tex, /Qwen-7B & 34 & \\textbf\{0\.20\} \\\\/);
  assert.match(tex, /Llama-1B & --- & --- \\\\/);
  assert.match(tex, /UAI\\_pls/);
});

Deno.test("formatCell breaks exact ties to even like the paper's Python formatting", () => {
  const pct = { key: "a", label: "a", format: "percent" as const, digits: 0 };
  assert.equal(formatCell(0.725, pct), "72"); // 72.5 → 72, where toFixed would give 73
  assert.equal(formatCell(0.125, { key: "u", label: "u", digits: 2 }), "0.12");
  assert.equal(formatCell(0.375, { key: "u", label: "u", digits: 2 }), "0.38");
  assert.equal(formatCell(-0.0049, { key: "u", label: "u", digits: 2 }), "-0.00");
});
