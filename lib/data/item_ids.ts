/** Facts recoverable from an item id alone (SPEC §A.3): `{PREFIX}-{domain}-{e|h}[-off{δ}]-{NNN}`. */
import type { Difficulty } from "../items/types.ts";

/** The designed offset δ from `-off(\d+)-`, or null (History ids carry none). */
export function offsetFromItemId(itemId: string): number | null {
  const match = /-off(\d+)-/.exec(itemId);
  return match ? Number(match[1]) : null;
}

/** `easy` for `-e-`, `hard` for `-h-`, else null. */
export function difficultyFromItemId(itemId: string): Difficulty | null {
  const match = /-([eh])(?:-off\d+)?-\d+$/.exec(itemId);
  if (!match) return null;
  return match[1] === "e" ? "easy" : "hard";
}
