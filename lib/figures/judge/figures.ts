/**
 * The LLM-as-a-judge study's figures (seed 002): Figure 2 (score differences by model, condition
 * and temperature), Figure 3 (acceptance-rate differences, same layout) and Figure 4 (heatmap of
 * Δ(C2−C0) by model and task category). The paper prints no per-point values for its figures, so
 * the published side is drawn from what it does print: Table 2's temperature-averaged Δ and §4.2's
 * acceptance changes as ticks, and §4.3's category means as an extra heatmap row.
 */
import * as Plot from "@observablehq/plot";
import type { JudgeAnalysis } from "../../judge/mod.ts";
import { judgeDisplayName } from "../../judge/mod.ts";
import type { ModelTemperatureEffect } from "../../metrics/mod.ts";
import { publishedJudge } from "../../tables/judge/published.ts";
import { renderPlot } from "../render.ts";
import type { FigureResult } from "../paper/types.ts";

export interface JudgeFigurePoint {
  model: string;
  temperature: number;
  contrast: "C2−C0" | "C1−C0";
  estimate: number;
  lo: number;
  hi: number;
}

export interface JudgePublishedMark {
  model: string;
  value: number;
}

function points(
  analysis: JudgeAnalysis,
  rows: Record<"C2-C0" | "C1-C0", ModelTemperatureEffect[]>,
): JudgeFigurePoint[] {
  const out: JudgeFigurePoint[] = [];
  for (const [key, label] of [["C2-C0", "C2−C0"], ["C1-C0", "C1−C0"]] as const) {
    for (const e of rows[key]) {
      if (!Number.isFinite(e.estimate)) continue;
      out.push({
        model: analysis.names[e.model] ?? judgeDisplayName(e.model),
        temperature: e.temperature,
        contrast: label,
        estimate: e.estimate,
        lo: e.lo,
        hi: e.hi,
      });
    }
  }
  return out;
}

function modelOrder(analysis: JudgeAnalysis): string[] {
  return analysis.models.map((m) => analysis.names[m] ?? judgeDisplayName(m));
}

function dotFigure(
  id: string,
  title: string,
  xLabel: string,
  analysis: JudgeAnalysis,
  data: JudgeFigurePoint[],
  published: JudgePublishedMark[],
) {
  const order = modelOrder(analysis);
  const temps = [...new Set(data.map((p) => p.temperature))].sort((a, b) => a - b);
  const pubRows = temps.flatMap((temperature) =>
    published.filter((p) => order.includes(p.model)).map((p) => ({ ...p, temperature }))
  );
  const mark = (contrast: JudgeFigurePoint["contrast"], dy: number, symbol: string) => {
    const rows = data.filter((p) => p.contrast === contrast);
    return [
      Plot.ruleY(rows, {
        y: "model",
        x1: "lo",
        x2: "hi",
        fx: "temperature",
        stroke: "contrast",
        dy,
      }),
      Plot.dot(rows, {
        y: "model",
        x: "estimate",
        fx: "temperature",
        fill: "contrast",
        symbol,
        r: 3.5,
        dy,
        tip: true,
      }),
    ];
  };
  return renderPlot(id, title, {
    width: 900,
    height: 60 + 28 * Math.max(order.length, 1),
    marginLeft: 120,
    x: { label: xLabel, grid: true },
    y: { label: null, domain: order },
    fx: { label: "Temperature", domain: temps },
    // The title carries the legend: a Plot swatch legend would wrap the chart in a <figure>
    // with several <svg> elements, which a standalone .svg file cannot hold.
    color: { domain: ["C2−C0", "C1−C0"], range: ["#c0392b", "#27ae60"] },
    marks: [
      Plot.ruleX([0], { stroke: "#999" }),
      ...mark("C2−C0", -4, "circle"),
      ...mark("C1−C0", 4, "square"),
      Plot.tickX(pubRows, {
        y: "model",
        x: "value",
        fx: "temperature",
        stroke: "#333",
        strokeWidth: 1.5,
      }),
    ],
  }, analysis.simulated);
}

export const JUDGE_FIGURE2_TITLE =
  "Judge Figure 2: Score difference by model, condition and temperature (● C2−C0, ■ C1−C0, 95% task-bootstrap CIs; | published Table 2 Δ(C2−C0), temperature-averaged)";

export function judgeFigure2(analysis: JudgeAnalysis): FigureResult<JudgeFigurePoint[]> {
  const data = points(analysis, analysis.byTemperature.score);
  const published = publishedJudge("table02").rows.map((r) => ({
    model: String(r.model),
    value: Number(r.delta),
  }));
  return {
    id: "judge_figure2",
    title: JUDGE_FIGURE2_TITLE,
    reproduced: dotFigure(
      "judge_figure2",
      JUDGE_FIGURE2_TITLE,
      "Δ score",
      analysis,
      data,
      published,
    ),
    published: null,
    data: { reproduced: data, published: null },
  };
}

export const JUDGE_FIGURE3_TITLE =
  "Judge Figure 3: Acceptance-rate difference (pp, score ≥ 4.0) by model, condition and temperature (● C2−C0, ■ C1−C0; | published §4.2 Δ(C2−C0), temperature-averaged)";

export function judgeFigure3(analysis: JudgeAnalysis): FigureResult<JudgeFigurePoint[]> {
  const data = points(analysis, analysis.byTemperature.accept);
  const published = publishedJudge("acceptance").rows.map((r) => ({
    model: String(r.model),
    value: Number(r.accept_pp),
  }));
  return {
    id: "judge_figure3",
    title: JUDGE_FIGURE3_TITLE,
    reproduced: dotFigure(
      "judge_figure3",
      JUDGE_FIGURE3_TITLE,
      "Δ acceptance (pp)",
      analysis,
      data,
      published,
    ),
    published: null,
    data: { reproduced: data, published: null },
  };
}

export interface JudgeHeatmapCell {
  model: string;
  category: string;
  mean: number;
}

export const JUDGE_FIGURE4_TITLE =
  "Judge Figure 4: Mean Δ(C2−C0) by model and task category (bottom row: published category means, §4.3)";

export const PUBLISHED_ROW = "Published: all models";

export function judgeFigure4(analysis: JudgeAnalysis): FigureResult<JudgeHeatmapCell[]> {
  const data = analysis.categories.map((c) => ({
    model: analysis.names[c.model] ?? judgeDisplayName(c.model),
    category: c.category,
    mean: c.mean,
  }));
  const published = publishedJudge("categories").rows.map((r) => ({
    model: PUBLISHED_ROW,
    category: String(r.category),
    mean: Number(r.mean),
  }));
  const cells = [...data, ...published];
  const order = [...modelOrder(analysis), PUBLISHED_ROW];
  const extent = Math.max(0.05, ...cells.map((c) => Math.abs(c.mean)));
  const figure = renderPlot("judge_figure4", JUDGE_FIGURE4_TITLE, {
    width: 640,
    height: 70 + 30 * order.length,
    marginLeft: 150,
    x: { label: null, axis: "top" },
    y: { label: null, domain: order },
    // No colour legend: a ramp legend needs a canvas, which the virtual DOM lacks; cells are labelled.
    color: { type: "diverging", scheme: "RdBu", domain: [-extent, extent] },
    marks: [
      Plot.cell(cells, { x: "category", y: "model", fill: "mean", inset: 0.5 }),
      Plot.text(cells, {
        x: "category",
        y: "model",
        text: (d: JudgeHeatmapCell) => d.mean.toFixed(2),
        fill: (d: JudgeHeatmapCell) => (Math.abs(d.mean) > extent * 0.6 ? "white" : "black"),
      }),
    ],
  }, analysis.simulated);
  return {
    id: "judge_figure4",
    title: JUDGE_FIGURE4_TITLE,
    reproduced: figure,
    published: null,
    data: { reproduced: data, published },
  };
}
