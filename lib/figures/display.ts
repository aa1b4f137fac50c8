/** Figure display in notebooks and the report: SVG inline in text/html (survives nbconvert's HTML export). */
import type { RenderedFigure } from "./render.ts";

const SIMULATED_NOTE =
  "SIMULATED: drawn from AnchorLab's simulated-respondent panel, not from any LLM.";

export function figureHtml(figure: RenderedFigure): string {
  const banner = figure.simulated
    ? `<div class="anchorlab-simulated" style="background:#fff3cd;border:1px solid #e0b84c;padding:4px 8px;font:12px system-ui">${SIMULATED_NOTE}</div>`
    : "";
  return `<div class="anchorlab-figure" data-figure-id="${figure.id}">${banner}` +
    `<p style="font:bold 13px system-ui">${figure.title}</p>${figure.html}</div>`;
}

export function displayFigure(figure: RenderedFigure) {
  return {
    [Symbol.for("Jupyter.display")]: () => ({
      "text/html": figureHtml(figure),
      "text/plain": `${figure.title}${figure.simulated ? " (simulated)" : ""}`,
    }),
  };
}

export async function writeFigureSvg(figure: RenderedFigure, path: string): Promise<void> {
  await Deno.writeTextFile(path, figure.svg);
}
