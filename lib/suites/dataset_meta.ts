/** Dataset-level fields shared by the items of one generated suite. */
import type { ItemSpec } from "../items/types.ts";

export interface DatasetMeta {
  seed: number;
  size: string;
  scoring_function: string;
}

/**
 * Seed, size label and scoring function of a non-empty item list whose items all belong to `suite`;
 * throws naming the caller and the offending item otherwise.
 */
export function datasetMeta(
  caller: string,
  suite: string,
  items: readonly ItemSpec[],
): DatasetMeta {
  if (items.length === 0) throw new Error(`${caller}: no items given`);
  for (const item of items) {
    if (item.suite !== suite) {
      throw new Error(
        `${caller}: item ${item.item_id} has suite "${item.suite}", expected "${suite}"`,
      );
    }
  }
  const first = items[0];
  return { seed: first.seed, size: first.tags.split, scoring_function: first.scoring_function };
}
