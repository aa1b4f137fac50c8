/**
 * Appendix A.8: anchors clipped at the scale boundary (a ∈ {0, 100}, only possible at δ = 40).
 * Mean plausible UAI by offset over all responses vs responses with an unclipped anchor.
 */
import { mean } from "./mean.ts";
import type { AnchoredResponse } from "./responses.ts";

export interface BoundaryRow {
  offset: number;
  mean_uai_all: number | null;
  mean_uai_unclipped: number | null;
  n_all: number;
  n_unclipped: number;
  /** Responses whose anchor sits at 0 or 100. */
  n_boundary: number;
}

export interface BoundaryOptions {
  /** Record suites to include (default External and RAG). */
  suites?: readonly string[];
  /** UAI group (default "plaus"). */
  group?: "irr" | "plaus";
}

/** Rows by offset (ascending) from pooled responses (see `pooledResponses`, ε = 3). */
export function boundaryClipping(
  responses: readonly AnchoredResponse[],
  opts: BoundaryOptions = {},
): BoundaryRow[] {
  const suites = new Set(opts.suites ?? ["external", "rag"]);
  const group = opts.group ?? "plaus";
  const byOffset = new Map<number, AnchoredResponse[]>();
  for (const r of responses) {
    if (!suites.has(r.suite) || r.group !== group || r.offset === null) continue;
    let list = byOffset.get(r.offset);
    if (!list) byOffset.set(r.offset, list = []);
    list.push(r);
  }
  return [...byOffset.keys()].sort((a, b) => a - b).map((offset) => {
    const list = byOffset.get(offset)!;
    const clipped = (r: AnchoredResponse) => r.anchor === 0 || r.anchor === 100;
    const all = list.filter((r) => r.uai !== null).map((r) => r.uai as number);
    const unclipped = list.filter((r) => r.uai !== null && !clipped(r)).map((r) => r.uai as number);
    return {
      offset,
      mean_uai_all: mean(all),
      mean_uai_unclipped: mean(unclipped),
      n_all: all.length,
      n_unclipped: unclipped.length,
      n_boundary: list.filter(clipped).length,
    };
  });
}
