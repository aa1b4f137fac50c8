/** Standalone .svg files of figures with a swatch legend are well-formed XML holding the marks. */
import assert from "node:assert/strict";
import * as Plot from "@observablehq/plot";
import { DOMParser } from "linkedom";
import { renderPlot, standaloneSvg } from "../../lib/figures/mod.ts";

const data = [
  { x: 15, y: 0.3, group: "Open-weight & small" },
  { x: 25, y: 0.2, group: "API <hosted>" },
  { x: 40, y: 0.1, group: "Open-weight & small" },
];

function legendFigure() {
  return renderPlot(
    "figL",
    "UAI by offset",
    {
      color: { legend: true },
      marks: [Plot.dot(data, { x: "x", y: "y", fill: "group" })],
    },
    false,
  );
}

/** Strict well-formedness check by an independent XML parser (Python's expat). */
async function xmlProblems(text: string): Promise<string> {
  const child = new Deno.Command("python3", {
    args: ["-c", "import sys, xml.etree.ElementTree as E; E.fromstring(sys.stdin.buffer.read())"],
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(text));
  await writer.close();
  const out = await child.output();
  return out.code === 0 ? "" : new TextDecoder().decode(out.stderr);
}

Deno.test("Plot wraps a chart with a swatch legend in a <figure> whose swatches are <svg>s", () => {
  const fig = legendFigure();
  assert.ok(fig.html.startsWith("<figure"));
  // Two legend swatches plus the chart: the case a first-<svg>/last-</svg> slice got wrong.
  assert.equal((fig.html.match(/<svg/g) ?? []).length, 3);
});

Deno.test("the standalone SVG of a legend figure is well-formed XML with the chart's marks", async () => {
  const fig = legendFigure();
  assert.ok(fig.svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="'));
  assert.equal(await xmlProblems(fig.svg), "");
  assert.ok(
    !fig.svg.includes("<figure") && !fig.svg.includes("<span") && !fig.svg.includes("<div"),
  );

  const doc = new DOMParser().parseFromString(fig.svg, "image/svg+xml");
  const root = doc.documentElement as unknown as Element;
  assert.equal(root.localName, "svg");
  assert.equal(root.getAttribute("xmlns"), "http://www.w3.org/2000/svg");
  assert.equal(root.querySelectorAll("circle").length, 3);
  // Legend redrawn in SVG: one label per group, text escaped and read back intact.
  const labels = [...root.querySelectorAll("text")].map((t) => t.textContent);
  assert.ok(labels.includes("Open-weight & small"), labels.join("|"));
  assert.ok(labels.includes("API <hosted>"), labels.join("|"));
  // The chart is nested below the legend at its full size.
  const chart = [...root.querySelectorAll("svg")].find((s) =>
    s.getAttribute("viewBox") === "0 0 640 400"
  );
  assert.ok(chart, "chart svg kept with its viewBox");
  assert.ok(Number(chart.getAttribute("y")) > 0);
  assert.equal(Number(root.getAttribute("height")), Number(chart.getAttribute("y")) + 400);
});

Deno.test("standaloneSvg from the figure markup gives the same file as renderPlot", () => {
  const fig = legendFigure();
  assert.equal(standaloneSvg(fig.html), fig.svg);
});

Deno.test("a chart without a legend stays one <svg> and text with '&' is escaped", async () => {
  const fig = renderPlot(
    "figT",
    "t",
    { marks: [Plot.text([{ x: 1, y: 1, t: "R&D <core>" }], { x: "x", y: "y", text: "t" })] },
    false,
  );
  assert.ok(fig.html.startsWith("<svg"));
  assert.equal(await xmlProblems(fig.svg), "");
  assert.ok(fig.svg.includes("R&amp;D &lt;core&gt;"));
  assert.equal((fig.svg.match(/<svg/g) ?? []).length, 1);
});
