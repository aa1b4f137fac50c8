/** Rendering Observable Plot figures without a browser: a linkedom document, standalone SVG out. */
import * as Plot from "@observablehq/plot";
import { parseHTML } from "linkedom";

export type PlotOptions = Parameters<typeof Plot.plot>[0];

let sharedDocument: Document | null = null;

/** One virtual DOM document for every figure (creating one per figure is the slow part). */
export function virtualDocument(): Document {
  if (!sharedDocument) {
    sharedDocument = parseHTML("<!DOCTYPE html><html><head></head><body></body></html>")
      .document as unknown as Document;
  }
  return sharedDocument;
}

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";

/**
 * Plot leaves the namespace attributes out of its <svg> (browsers infer them); a standalone .svg
 * file needs them. Figures with a legend come back as a <figure> wrapping the <svg>: the standalone
 * file then keeps only the chart and the caller's title.
 */
export function standaloneSvg(markup: string): string {
  const start = markup.indexOf("<svg");
  const end = markup.lastIndexOf("</svg>");
  if (start < 0 || end < 0) throw new Error("plot produced no <svg> element");
  let svg = markup.slice(start, end + "</svg>".length);
  svg = svg.replace(/^<svg(?![^>]*\sxmlns=)/, `<svg xmlns="${SVG_NS}"`);
  if (svg.includes("xlink:") && !/^<svg[^>]*xmlns:xlink=/.test(svg)) {
    svg = svg.replace(/^<svg/, `<svg xmlns:xlink="${XLINK_NS}"`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`;
}

export interface RenderedFigure {
  id: string;
  title: string;
  /** What Plot produced (an <svg> or a <figure> with legend), for HTML embedding. */
  html: string;
  /** A standalone SVG document (with xmlns), for .svg files. */
  svg: string;
  simulated: boolean;
}

export function renderPlot(
  id: string,
  title: string,
  options: PlotOptions,
  simulated: boolean,
): RenderedFigure {
  const node = Plot.plot({ ...options, document: virtualDocument() }) as unknown as Element;
  const html = node.outerHTML;
  return { id, title, html, svg: standaloneSvg(html), simulated };
}
