/** The paper's figures: Figs 3, 8, 9 from data (ours and the published), Figs 2, 4–7 worked examples. */
export type { FigureResult } from "./types.ts";
export {
  figure3,
  type Figure3Input,
  type Figure3Point,
  figure3Points,
  plotFigure3,
} from "./figure03.ts";
export {
  correlationLabel,
  figure8,
  type Figure8Data,
  figure8Data,
  type Figure8Input,
  type Figure8Point,
  plotFigure8,
} from "./figure08.ts";
export {
  figure9,
  type Figure9Input,
  type Figure9Point,
  figure9Points,
  plotFigure9,
  publishedFigure9Points,
} from "./figure09.ts";
export {
  exampleItem,
  highlightedHtml,
  WORKED_EXAMPLES,
  type WorkedCondition,
  workedCondition,
  type WorkedExample,
  workedExample,
} from "./worked_examples.ts";
export { ALL_FIGURES, type FigureDef, figureDef, reproduceFigure } from "./registry.ts";
