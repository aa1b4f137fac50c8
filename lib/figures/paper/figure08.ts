/**
 * Figure 8: control accuracy (Acc10, %) vs Disc∆ for every computable model–suite cell; circles =
 * open-weight, diamonds = API, colour = suite; Pearson r with its cell-resampling bootstrap CI.
 */
import * as Plot from "@observablehq/plot";
import { accDiscCorrelation, type BootstrapSettings, type Correlation } from "../../metrics/mod.ts";
import { withPaperNames } from "../../tables/paper/cells.ts";
import { anySimulatedEntries, isOpenWeight } from "../../tables/paper/models.ts";
import type { PublishedData } from "../../tables/paper/published.ts";
import { CORE_SUITES } from "../../tables/paper/suites.ts";
import type { SummaryEntry } from "../../tables/paper/types.ts";
import { renderPlot } from "../render.ts";
import type { FigureResult } from "./types.ts";

export interface Figure8Input {
  /** Main-study entries (all models × core suites). */
  entries: readonly SummaryEntry[];
  bootstrap?: BootstrapSettings;
}

export const FIGURE8_TITLE =
  "Figure 8: Task accuracy (Acc10) vs discrimination (Disc∆), all computable cells";

export interface Figure8Point {
  model: string;
  suite: string;
  tier: "Open-weight" | "API";
  acc10_pct: number;
  disc: number;
}

export interface Figure8Data {
  points: Figure8Point[];
  correlation: Correlation;
}

export function figure8Data(
  entries: readonly SummaryEntry[],
  bootstrap: BootstrapSettings = {},
): Figure8Data {
  const cells = withPaperNames(entries).filter((e) =>
    typeof e.acc10_control === "number" && typeof e.disc_delta === "number"
  );
  const points = cells.map((e): Figure8Point => ({
    model: e.model,
    suite: CORE_SUITES.find((s) => s.record === String(e.suite).toLowerCase())?.label ??
      String(e.suite),
    tier: isOpenWeight(e.model) ? "Open-weight" : "API",
    acc10_pct: 100 * (e.acc10_control as number),
    disc: e.disc_delta as number,
  }));
  return { points, correlation: accDiscCorrelation(cells, bootstrap) };
}

export function correlationLabel(c: Correlation): string {
  if (c.r === null) return "r undefined";
  const f = (v: number) => v.toFixed(2).replace("-", "−");
  return `r = ${f(c.r)}, 95% CI [${f(c.ci.lo)}, ${f(c.ci.hi)}] (n = ${c.n})`;
}

export function plotFigure8(id: string, data: Figure8Data, simulated: boolean) {
  return renderPlot(id, FIGURE8_TITLE, {
    width: 640,
    height: 400,
    marginLeft: 50,
    x: { label: "Acc10 (control, %)" },
    y: { label: "Disc∆", grid: true },
    color: { legend: true, domain: CORE_SUITES.map((s) => s.label) },
    symbol: { legend: true, domain: ["Open-weight", "API"], range: ["circle", "diamond"] },
    marks: [
      Plot.ruleY([0], { stroke: "#bbb" }),
      Plot.dot(data.points, {
        x: "acc10_pct",
        y: "disc",
        fill: "suite",
        symbol: "tier",
        r: 5,
        stroke: "white",
        title: (d: Figure8Point) => `${d.model} · ${d.suite}`,
      }),
      Plot.text([correlationLabel(data.correlation)], {
        frameAnchor: "top-right",
        dx: -6,
        dy: 6,
        fontSize: 12,
      }),
    ],
  }, simulated);
}

export function figure8(
  input: Figure8Input,
  data: PublishedData | null,
): FigureResult<Figure8Data> {
  const reproduced = figure8Data(input.entries, input.bootstrap);
  const published = data ? figure8Data(data.unified, input.bootstrap) : null;
  return {
    id: "figure8",
    title: FIGURE8_TITLE,
    reproduced: plotFigure8("figure8", reproduced, anySimulatedEntries(input.entries)),
    published: published ? plotFigure8("figure8-published", published, false) : null,
    data: { reproduced, published },
  };
}
