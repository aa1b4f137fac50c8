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
const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Layout of the legend and title lines placed above the chart in a standalone file. */
const SWATCH = 15;
const SWATCH_GAP = 5;
const SWATCH_SPACING = 16;
const SWATCH_ROW = 20;
/** Rough advance of a 10px system-ui character, to lay swatch labels out without a font engine. */
const CHAR_WIDTH = 6;
const HEADING_SIZES: Record<string, number> = { h1: 20, h2: 16, h3: 12 };
const BLOCK_GAP = 8;

function escapeXmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeXmlAttribute(text: string): string {
  return escapeXmlText(text).replace(/"/g, "&quot;");
}

/**
 * XML markup of an element and its subtree: every attribute quoted and escaped, text escaped,
 * comments dropped, empty elements self-closed. (An HTML serialisation is not well-formed XML in
 * general, e.g. for text holding "&" or "<".)
 */
function xmlMarkup(el: Element, extraAttributes: Record<string, string> = {}): string {
  const attributes: [string, string][] = [...el.attributes].map((a) => [a.name, a.value]);
  for (const [name, value] of Object.entries(extraAttributes)) {
    const i = attributes.findIndex(([n]) => n === name);
    if (i >= 0) attributes[i] = [name, value];
    else attributes.push([name, value]);
  }
  const attrText = attributes.map(([n, v]) => ` ${n}="${escapeXmlAttribute(v)}"`).join("");
  const name = el.localName;
  let inner = "";
  for (const child of el.childNodes) {
    if (child.nodeType === 1) inner += xmlMarkup(child as Element);
    else if (child.nodeType === 3 || child.nodeType === 4) {
      inner += escapeXmlText(child.textContent ?? "");
    }
  }
  return inner === "" ? `<${name}${attrText}/>` : `<${name}${attrText}>${inner}</${name}>`;
}

/** A standalone root <svg>: the SVG namespace, and the xlink one when an attribute needs it. */
function rootSvg(el: Element, extra: Record<string, string> = {}): string {
  const markup = xmlMarkup(el, extra);
  let head = markup.slice(0, markup.indexOf(">"));
  const rest = markup.slice(head.length);
  if (!/\sxmlns="/.test(head)) head = head.replace(/^<svg/, `<svg xmlns="${SVG_NS}"`);
  if (markup.includes("xlink:") && !/\sxmlns:xlink="/.test(head)) {
    head = head.replace(/^<svg/, `<svg xmlns:xlink="${XLINK_NS}"`);
  }
  return XML_HEADER + head + rest + "\n";
}

function numberAttribute(el: Element, name: string): number | null {
  const v = Number.parseFloat(el.getAttribute(name) ?? "");
  return Number.isFinite(v) ? v : null;
}

/** Width and height of an <svg> from its attributes, else from its viewBox. */
function svgSize(el: Element): { width: number; height: number } {
  const box = (el.getAttribute("viewBox") ?? "").trim().split(/[\s,]+/).map(Number);
  return {
    width: numberAttribute(el, "width") ?? (box.length === 4 ? box[2] : 640),
    height: numberAttribute(el, "height") ?? (box.length === 4 ? box[3] : 400),
  };
}

function elementChildren(el: Element): Element[] {
  return [...el.childNodes].filter((n) => n.nodeType === 1) as Element[];
}

/** The swatches of a Plot swatch legend: each a small <svg> (rect or symbol) and its label. */
function swatchItems(legend: Element): { swatch: Element; label: string }[] {
  const items: { swatch: Element; label: string }[] = [];
  for (const span of elementChildren(legend)) {
    const swatch = elementChildren(span).find((c) => c.localName === "svg");
    if (!swatch) continue;
    items.push({ swatch, label: (span.textContent ?? "").trim() });
  }
  return items;
}

/** Swatch legend as SVG: swatches and labels in rows no wider than `width`. */
function swatchRows(legend: Element, y: number, width: number): { markup: string; height: number } {
  let x = 0;
  let row = 0;
  const parts: string[] = [];
  for (const { swatch, label } of swatchItems(legend)) {
    const advance = SWATCH + SWATCH_GAP + label.length * CHAR_WIDTH + SWATCH_SPACING;
    if (x > 0 && x + advance > width) {
      x = 0;
      row++;
    }
    const top = y + row * SWATCH_ROW;
    parts.push(
      xmlMarkup(swatch, {
        x: String(x),
        y: String(top),
        width: String(SWATCH),
        height: String(SWATCH),
        overflow: "visible",
      }),
      `<text x="${x + SWATCH + SWATCH_GAP}" y="${top + SWATCH / 2}" dy="0.32em" font-size="10" ` +
        `font-family="system-ui, sans-serif" fill="currentColor">${escapeXmlText(label)}</text>`,
    );
    x += advance;
  }
  return { markup: parts.join(""), height: parts.length ? (row + 1) * SWATCH_ROW : 0 };
}

/**
 * A Plot <figure> (chart plus legends, title, subtitle or caption) as one SVG document: the chart
 * <svg> is nested unchanged below swatch legends redrawn as SVG rects/symbols with text labels;
 * headings and captions become text lines.
 */
function figureAsSvg(figure: Element): string {
  const children = elementChildren(figure);
  const svgs = children.filter((c) => c.localName === "svg");
  if (svgs.length === 0) throw new Error("plot produced no <svg> element");
  // Plot appends the chart after its legends (and before a caption).
  const chart = svgs[svgs.length - 1];
  const size = svgSize(chart);
  if (children.length === 1) return rootSvg(chart);
  const parts: string[] = [];
  let y = 0;
  const textLine = (text: string, fontSize: number, weight: string) => {
    if (!text) return;
    parts.push(
      `<text x="0" y="${y + fontSize}" font-size="${fontSize}" font-weight="${weight}" ` +
        `font-family="system-ui, sans-serif" fill="currentColor">${escapeXmlText(text)}</text>`,
    );
    y += fontSize + BLOCK_GAP;
  };
  for (const child of children) {
    if (child === chart) {
      parts.push(xmlMarkup(chart, { x: "0", y: String(y) }));
      y += size.height;
    } else if (child.localName === "svg") {
      const legend = svgSize(child);
      parts.push(xmlMarkup(child, { x: "0", y: String(y) }));
      y += legend.height + BLOCK_GAP;
    } else if (swatchItems(child).length > 0) {
      const rows = swatchRows(child, y, size.width);
      parts.push(rows.markup);
      y += rows.height + BLOCK_GAP;
    } else if (child.localName !== "style") {
      const heading = HEADING_SIZES[child.localName];
      textLine((child.textContent ?? "").trim(), heading ?? 10, heading ? "bold" : "normal");
    }
  }
  const root = `<svg xmlns="${SVG_NS}" width="${size.width}" height="${y}" ` +
    `viewBox="0 0 ${size.width} ${y}" font-family="system-ui, sans-serif">` +
    `<rect width="100%" height="100%" fill="white"/>${parts.join("")}</svg>`;
  return XML_HEADER +
    (root.includes("xlink:") ? root.replace(/^<svg/, `<svg xmlns:xlink="${XLINK_NS}"`) : root) +
    "\n";
}

/** What Plot returned: an <svg>, or a <figure> when it added legends or headings. */
export function standaloneSvgFromElement(node: Element): string {
  if (node.localName === "svg") return rootSvg(node);
  if (node.localName === "figure") return figureAsSvg(node);
  const svg = node.querySelector("svg");
  if (!svg) throw new Error("plot produced no <svg> element");
  return rootSvg(svg);
}

/**
 * Plot leaves the namespace attributes out of its <svg> (browsers infer them); a standalone .svg
 * file needs them, and must be well-formed XML. Figures with a legend come back as a <figure>
 * whose swatches are themselves small <svg>s: the file then nests the chart below the legend
 * redrawn in SVG.
 */
export function standaloneSvg(markup: string): string {
  const { document } = parseHTML(`<!DOCTYPE html><html><body>${markup}</body></html>`);
  const root = (document.body as unknown as Element).firstElementChild;
  if (!root || (root.localName !== "svg" && !root.querySelector("svg"))) {
    throw new Error("plot produced no <svg> element");
  }
  return standaloneSvgFromElement(root);
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
  return { id, title, html: node.outerHTML, svg: standaloneSvgFromElement(node), simulated };
}
