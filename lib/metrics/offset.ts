/** The designed anchor offset δ of a record (SPEC §F.2 `by_offset`). */
import type { ResultRecord } from "../data/records.ts";

const OFFSET_IN_ID = /-off(\d+)-/;

/**
 * `record.offset`, else `anchors.offset`, else `anchor_offset` (fields of older record layouts),
 * else the `-off<δ>-` part of the item id; null when none is present (History).
 */
export function recordOffset(record: ResultRecord): number | null {
  const loose = record as ResultRecord & {
    anchors?: { offset?: unknown } | null;
    anchor_offset?: unknown;
  };
  for (const candidate of [record.offset, loose.anchors?.offset, loose.anchor_offset]) {
    if (typeof candidate === "number" && Number.isFinite(candidate)) return candidate;
  }
  const match = OFFSET_IN_ID.exec(record.item_id);
  return match ? Number(match[1]) : null;
}
