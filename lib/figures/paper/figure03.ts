/**
 * Figure 3: UAI_pls by anchor offset δ (15/25/40) on External, RAG and ICL; one line per tier
 * (open-weight, API) with a mean ± 1.96·SE band across the tier's models.
 */
import * as Plot from "@observablehq/plot";
import { offsetTierMeans, type OffsetTierPoint } from "../../metrics/mod.ts";
import { withPaperNames } from "../../tables/paper/cells.ts";
import { anySimulatedEntries, isOpenWeight } from "../../tables/paper/models.ts";
import type { PublishedData } from "../../tables/paper/published.ts";
import type { SummaryEntry } from "../../tables/paper/types.ts";
import { renderPlot } from "../render.ts";
import type { FigureResult } from "./types.ts";

export interface Figure3Input {
  /** Main-study entries with `by_offset`. */
  entries: readonly SummaryEntry[];
}

const SUITES: [string, string][] = [["external", "External"], ["rag", "RAG"], ["icl", "ICL"]];
export const FIGURE3_TITLE = "Figure 3: UAI_pls by anchor offset δ (tier mean ± 1.96·SE)";

export interface Figure3Point extends OffsetTierPoint {
  lo: number | null;
  hi: number | null;
  delta: number;
}

export function figure3Points(entries: readonly SummaryEntry[]): Figure3Point[] {
  const cells = withPaperNames(entries).flatMap((e) => {
    const s = SUITES.find(([record]) => record === String(e.suite).toLowerCase());
    return s ? [{ ...e, suite: s[1] }] : [];
  });
  const tier = (model: string) => (isOpenWeight(model) ? "Open-weight" : "API");
  return offsetTierMeans(cells as unknown as Parameters<typeof offsetTierMeans>[0], tier)
    .filter((p) => p.mean !== null)
    .map((p) => ({
      ...p,
      delta: Number(p.offset),
      lo: p.half_width === null ? null : p.mean! - p.half_width,
      hi: p.half_width === null ? null : p.mean! + p.half_width,
    }));
}

export function plotFigure3(id: string, points: readonly Figure3Point[], simulated: boolean) {
  const bands = points.filter((p) => p.lo !== null);
  return renderPlot(id, FIGURE3_TITLE, {
    width: 720,
    height: 260,
    marginLeft: 50,
    x: { label: "Anchor offset δ", ticks: [15, 25, 40] },
    y: { label: "UAI_pls", grid: true },
    fx: { label: null, domain: SUITES.map(([, l]) => l) },
    color: { legend: true, domain: ["Open-weight", "API"] },
    marks: [
      Plot.ruleY([0], { stroke: "#bbb" }),
      Plot.areaY(bands, {
        x: "delta",
        y1: "lo",
        y2: "hi",
        fx: "suite",
        fill: "tier",
        fillOpacity: 0.15,
        z: "tier",
      }),
      Plot.lineY(points.filter((p) => p.suite !== "ICL"), {
        x: "delta",
        y: "mean",
        fx: "suite",
        stroke: "tier",
        z: "tier",
      }),
      // ICL is drawn dotted, as in the paper.
      Plot.lineY(points.filter((p) => p.suite === "ICL"), {
        x: "delta",
        y: "mean",
        fx: "suite",
        stroke: "tier",
        z: "tier",
        strokeDasharray: "3,3",
      }),
      Plot.dot(points, { x: "delta", y: "mean", fx: "suite", fill: "tier", r: 3 }),
    ],
  }, simulated);
}

export function figure3(
  input: Figure3Input,
  data: PublishedData | null,
): FigureResult<Figure3Point[]> {
  const reproduced = figure3Points(input.entries);
  const published = data ? figure3Points(data.unified) : null;
  return {
    id: "figure3",
    title: FIGURE3_TITLE,
    reproduced: plotFigure3("figure3", reproduced, anySimulatedEntries(input.entries)),
    published: published ? plotFigure3("figure3-published", published, false) : null,
    data: { reproduced, published },
  };
}
