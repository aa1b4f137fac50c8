/** Condition names and how metrics classify them (SPEC §B.0, §F.1, §F.2). */
import type { ResultRecord } from "../data/records.ts";

export type BaselineName = "control" | "control_twostage";
export type Direction = "low" | "high";
/** UAI groups of §F.2, in the order the summary lists their CIs and tests. */
export type UaiGroup = "irr" | "plaus" | "placebo" | "authority" | "neutral";

export const UAI_GROUPS: readonly UaiGroup[] = ["irr", "plaus", "placebo", "authority", "neutral"];

/** The four anchored conditions F.1 scores, in summary order. */
export const CORE_ANCHORED = [
  "irrelevant_low",
  "irrelevant_high",
  "plausible_low",
  "plausible_high",
] as const;
export type CoreAnchored = typeof CORE_ANCHORED[number];

export function isCoreAnchored(condition: string): condition is CoreAnchored {
  return (CORE_ANCHORED as readonly string[]).includes(condition);
}

const DIRECTION_PART = /_(low|high)(?=_|$)/;

/** "low"/"high" when the name has that part ("plausible_low", "irrelevant_high_rank1"), else null. */
export function conditionDirection(condition: string): Direction | null {
  const match = DIRECTION_PART.exec(condition);
  return match ? match[1] as Direction : null;
}

/** The condition without its direction part ("plausible_mild_low" → "plausible_mild"). */
export function conditionStem(condition: string): string {
  return condition.replace(DIRECTION_PART, "");
}

/**
 * §F.2 keyword grouping: placebo, authority and neutral are matched first, then irrelevant and
 * plausible; conditions without any keyword (controls) belong to no group.
 */
export function uaiGroupOf(condition: string): UaiGroup | null {
  if (condition.includes("placebo")) return "placebo";
  if (condition.includes("authority")) return "authority";
  if (condition.includes("neutral")) return "neutral";
  if (condition.includes("irrelevant")) return "irr";
  if (condition.includes("plausible")) return "plaus";
  return null;
}

/**
 * Baseline rule of §F.1: the requested control if any record carries it, else the other control if
 * present (API History runs hold only `control_twostage`), else the requested name (all metrics null).
 */
export function resolveBaseline(
  records: readonly Pick<ResultRecord, "condition">[],
  requested: BaselineName = "control",
): BaselineName {
  let hasRequested = false;
  let hasOther = false;
  const other: BaselineName = requested === "control" ? "control_twostage" : "control";
  for (const r of records) {
    if (r.condition === requested) hasRequested = true;
    else if (r.condition === other) hasOther = true;
  }
  if (hasRequested || !hasOther) return requested;
  return other;
}
