/**
 * Table 13: History scored against the single-stage `control` and against the matched two-stage
 * `control_twostage`, on runs that contain both (no fallback between the two).
 */
import type { ResultRecord } from "../data/records.ts";
import { runCore, unifiedFromCore } from "./unified.ts";

export interface HistoryMatchedRow {
  model_id: string;
  mae_std: number | null;
  mae_ts: number | null;
  disc_std: number | null;
  disc_match: number | null;
}

export function historyMatchedControl(
  records: readonly ResultRecord[],
  opts: { epsilon?: number } = {},
): HistoryMatchedRow {
  const epsilon = opts.epsilon ?? 3;
  const scored = (baseline: "control" | "control_twostage") => {
    if (!records.some((r) => r.condition === baseline)) return null;
    return unifiedFromCore(records, runCore(records, { baseline, epsilon }), epsilon);
  };
  const std = scored("control");
  const ts = scored("control_twostage");
  return {
    model_id: records[0]?.model_id ?? "",
    mae_std: std?.mae_control ?? null,
    mae_ts: ts?.mae_control ?? null,
    disc_std: std?.disc_delta ?? null,
    disc_match: ts?.disc_delta ?? null,
  };
}
