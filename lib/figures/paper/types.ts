/** A paper figure drawn from this run's data and, where the paper's data exists, from it too. */
import type { RenderedFigure } from "../render.ts";

export interface FigureResult<T = unknown> {
  id: string;
  title: string;
  reproduced: RenderedFigure;
  /** Drawn from data/paper (null when the paper's figure has no published data). */
  published: RenderedFigure | null;
  /** The plotted values, for inspection and tests. */
  data: { reproduced: T; published: T | null };
}
