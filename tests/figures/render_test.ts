import assert from "node:assert/strict";
import * as Plot from "@observablehq/plot";
import { displayFigure, renderPlot, standaloneSvg } from "../../lib/figures/mod.ts";

Deno.test("renderPlot draws one circle per datum and a standalone SVG with namespaces", () => {
  const data = [{ x: 15, y: 0.3 }, { x: 25, y: 0.2 }, { x: 40, y: 0.1 }];
  const fig = renderPlot(
    "fig3",
    "UAI by offset",
    { marks: [Plot.dot(data, { x: "x", y: "y" })] },
    true,
  );
  assert.equal((fig.html.match(/<circle/g) ?? []).length, 3);
  assert.ok(
    fig.svg.startsWith(
      '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"',
    ),
  );
  const bundle = (displayFigure(fig) as Record<symbol, () => Record<string, string>>)
    [Symbol.for("Jupyter.display")]();
  assert.match(bundle["text/html"], /SIMULATED/);
  assert.match(bundle["text/html"], /<svg/);
});

Deno.test("standaloneSvg keeps an existing xmlns and rejects markup without an svg", () => {
  const svg = standaloneSvg(
    '<figure><svg xmlns="http://www.w3.org/2000/svg" width="1"></svg></figure>',
  );
  assert.equal((svg.match(/xmlns="/g) ?? []).length, 1);
  assert.ok(!svg.includes("<figure"));
  assert.throws(() => standaloneSvg("<div></div>"), /no <svg>/);
});
