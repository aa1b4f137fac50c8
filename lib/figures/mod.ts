/** Figures stage: Observable Plot figures rendered with a virtual DOM, as rich output and SVG files. */
export {
  type PlotOptions,
  type RenderedFigure,
  renderPlot,
  standaloneSvg,
  standaloneSvgFromElement,
  virtualDocument,
} from "./render.ts";
export { displayFigure, figureHtml, writeFigureSvg } from "./display.ts";
export * from "./paper/mod.ts";
export * from "./judge/mod.ts";
