/** Quick-mode item selection and panel resolution. */
import { panelModels } from "../infer/mod.ts";
import type { ReproOptions } from "./options.ts";

/**
 * Keeps the first `n` items of every grid cell. Item ids end with the index within their cell
 * (`…-off15-001`, `HIST-…-e-007`), so this keeps the design balanced over domains, difficulties
 * and offsets.
 */
export function keepItem(itemId: string, n: number | null): boolean {
  if (n === null) return true;
  const match = /-(\d{3})$/.exec(itemId);
  return match !== null && Number(match[1]) <= n;
}

/** The models a plan panel runs with under these options. */
export function modelsFor(panel: string, opts: Pick<ReproOptions, "endpoint" | "model">): string[] {
  if (opts.model) return [opts.model];
  return panelModels(opts.endpoint === "sim" ? `sim-${panel}` : panel);
}
