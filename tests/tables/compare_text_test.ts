/** Printed texts in published cells ("<0.01") survive the comparison and show in its exports. */
import assert from "node:assert/strict";
import {
  compareCell,
  compareTables,
  comparisonToHtml,
  comparisonToMarkdown,
  type PaperTable,
} from "../../lib/tables/mod.ts";

const columns = [
  { key: "suite", label: "Suite", format: "text" as const },
  { key: "estimate", label: "Est.", digits: 2, format: "number" as const, value: true },
  { key: "p_bh", label: "p_BH", digits: 2, format: "pvalue" as const, value: true },
];

const published: PaperTable = {
  id: "t10",
  title: "Tests",
  columns,
  rows: [
    { suite: "External", estimate: 0.21, p_bh: "<0.01" },
    { suite: "ICL", estimate: 0.05, p_bh: 0.23 },
  ],
};

const reproduced: PaperTable = {
  ...published,
  rows: [
    { suite: "External", estimate: 0.25, p_bh: 0.0031 },
    { suite: "ICL", estimate: 0.04, p_bh: 0.4 },
  ],
};

Deno.test("a printed '<0.01' is kept as publishedText with no number and no difference", () => {
  const cmp = compareTables(published, reproduced);
  const external = cmp.rows[0].cells.p_bh;
  assert.equal(external.published, null);
  assert.equal(external.publishedText, "<0.01");
  assert.equal(external.reproduced, 0.0031);
  assert.equal(external.diff, null);
  // The reproduced p is formatted with the column's p-value format.
  assert.equal(external.reproducedText, "<0.01");
  const icl = cmp.rows[1].cells.p_bh;
  assert.equal(icl.publishedText, undefined);
  assert.equal(icl.reproducedText, "0.40");
  assert.ok(Math.abs(icl.diff! - 0.17) < 1e-12);
  // Number columns carry no texts.
  assert.deepEqual(cmp.rows[0].cells.estimate, {
    published: 0.21,
    reproduced: 0.25,
    diff: 0.25 - 0.21,
  });
});

Deno.test("HTML and Markdown comparisons show the printed '<0.01' on the published side", () => {
  const cmp = compareTables(published, reproduced);
  const md = comparisonToMarkdown(cmp);
  assert.ok(md.includes("| External | 0.21 / 0.25 / +0.04 | <0.01 / <0.01 / — |"), md);
  assert.ok(md.includes("| ICL | 0.05 / 0.04 / −0.01 | 0.23 / 0.40 / +0.17 |"), md);
  const html = comparisonToHtml(cmp);
  // P row of External: Est. 0.21, p "<0.01" (escaped); R row: 0.25 and "<0.01".
  const cellsOf = (tag: string) =>
    [...html.matchAll(new RegExp(`<td[^>]*>${tag}</td>((?:<td[^>]*>[^<]*</td>)+)</tr>`, "g"))]
      .map((m) => [...m[1].matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((x) => x[1]));
  assert.deepEqual(cellsOf("P")[0], ["0.21", "&lt;0.01"]);
  assert.deepEqual(cellsOf("R")[0], ["0.25", "&lt;0.01"]);
  assert.deepEqual(cellsOf("Δ")[0], ["+0.04", "—"]);
});

Deno.test("compareCell keeps text on either side and leaves missing cells as an em dash", () => {
  const col = columns[1];
  assert.deepEqual(compareCell("✓", "✓", col), {
    published: null,
    reproduced: null,
    diff: null,
    publishedText: "✓",
    reproducedText: "✓",
  });
  assert.deepEqual(compareCell(null, undefined, col), {
    published: null,
    reproduced: null,
    diff: null,
  });
  const md = comparisonToMarkdown(
    compareTables(published, { ...reproduced, rows: [] }),
  );
  assert.ok(md.includes("| External | 0.21 / — / — | <0.01 / — / — |"), md);
});
