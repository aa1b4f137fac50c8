/**
 * Figure 9: harmful-shift share (anchored answer further from gold than the control answer) per
 * model for irrelevant vs plausible anchors, pooled over suites. The published data
 * (gold_shift_aggregated.csv) holds only suite-level shares, so the published panel is per suite.
 */
import * as Plot from "@observablehq/plot";
import type { ResultRecord } from "../../data/records.ts";
import { errorDecomposition } from "../../metrics/mod.ts";
import { csvNumber } from "../../tables/paper/csv.ts";
import { anySimulatedRecords, inTableOrder, paperModelName } from "../../tables/paper/models.ts";
import { PUBLISHED_CSV, publishedCsv, type PublishedData } from "../../tables/paper/published.ts";
import { renderPlot } from "../render.ts";
import type { FigureResult } from "./types.ts";

export interface Figure9Input {
  /** Every main-study record (runs without a literal control drop out). */
  records: readonly ResultRecord[];
}

export const FIGURE9_TITLE = "Figure 9: Harmful shift share by model and relevance";

export interface Figure9Point {
  /** Model short name (reproduced) or suite (published). */
  row: string;
  relevance: "Irrelevant" | "Plausible";
  harmful_pct: number;
}

export function figure9Points(records: readonly ResultRecord[]): Figure9Point[] {
  const d = errorDecomposition(records);
  const out: Figure9Point[] = [];
  for (const [model, shares] of Object.entries(d.by_model)) {
    const row = paperModelName(model);
    if (shares.irrelevant_harmful_pct !== null) {
      out.push({ row, relevance: "Irrelevant", harmful_pct: shares.irrelevant_harmful_pct });
    }
    if (shares.plausible_harmful_pct !== null) {
      out.push({ row, relevance: "Plausible", harmful_pct: shares.plausible_harmful_pct });
    }
  }
  const order = inTableOrder([...new Set(out.map((p) => p.row))]);
  return out.sort((a, b) => order.indexOf(a.row) - order.indexOf(b.row));
}

export function publishedFigure9Points(data: PublishedData): Figure9Point[] {
  const file = PUBLISHED_CSV.goldShift;
  return publishedCsv(data, file).flatMap((r) => {
    const row = r.suite === "ALL" ? "All" : r.suite;
    return [
      {
        row,
        relevance: "Irrelevant" as const,
        harmful_pct: csvNumber(r, "irrelevant_harmful_pct", file)!,
      },
      {
        row,
        relevance: "Plausible" as const,
        harmful_pct: csvNumber(r, "plausible_harmful_pct", file)!,
      },
    ];
  });
}

export function plotFigure9(
  id: string,
  title: string,
  points: readonly Figure9Point[],
  simulated: boolean,
) {
  const rows = [...new Set(points.map((p) => p.row))];
  return renderPlot(id, title, {
    width: 560,
    height: 40 + 24 * rows.length,
    marginLeft: 130,
    x: { label: "Harmful shift share (%)", grid: true },
    y: { label: null, domain: rows },
    color: { legend: true, domain: ["Irrelevant", "Plausible"] },
    marks: [
      Plot.ruleY(rows, { stroke: "#eee" }),
      Plot.dot(points, { x: "harmful_pct", y: "row", fill: "relevance", r: 5 }),
    ],
  }, simulated);
}

export function figure9(
  input: Figure9Input,
  data: PublishedData | null,
): FigureResult<Figure9Point[]> {
  const reproduced = figure9Points(input.records);
  const published = data ? publishedFigure9Points(data) : null;
  return {
    id: "figure9",
    title: FIGURE9_TITLE,
    reproduced: plotFigure9(
      "figure9",
      FIGURE9_TITLE,
      reproduced,
      anySimulatedRecords(input.records),
    ),
    published: published
      ? plotFigure9(
        "figure9-published",
        `${FIGURE9_TITLE} — published data (per suite; no per-model file is published)`,
        published,
        false,
      )
      : null,
    data: { reproduced, published },
  };
}
