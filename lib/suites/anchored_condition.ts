/** The anchor an anchored condition selects on an item, and the error for unknown conditions. */
import type { ItemSpec } from "../items/types.ts";
import type { Direction } from "./conditions.ts";

export type { Direction };

/** The item's designed anchor for a direction (`anchors.low` / `anchors.high`). */
export function designedAnchor(item: ItemSpec, direction: Direction): number {
  const value = item.anchors?.[direction];
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new Error(`${item.item_id}: anchors.${direction} is missing or not a number`);
  }
  return value;
}

/** Error for a condition a suite does not render. */
export function unknownCondition(
  suite: string,
  item: ItemSpec,
  condition: string,
  known: readonly string[],
): Error {
  return new Error(
    `${suite}: unknown condition "${condition}" for ${item.item_id}; known: ${known.join(", ")}`,
  );
}
