/**
 * What the two simulated tools return (§B.7): the anchor-free evidence summary (Tool 1) and the
 * external-reference lookup that carries the anchor slot (Tool 2), plus the "noisy" realism envelope.
 * Payloads are plain objects in the key order the tools emit; `pythonDumps` serializes them.
 * Every note sentence is authored for AnchorLab.
 */
import type { EvidenceRating } from "../items/types.ts";
import { type PyFloat, pyFloat, type PyJson } from "./python_json.ts";

/** Python's round(x, ndigits) for 0 ≤ ndigits ≤ 15: half-even on the exact binary value. */
export function roundDecimal(x: number, ndigits: number): number {
  if (!Number.isFinite(x)) return x;
  // toFixed rounds the exact binary value, sending exact ties away from zero; Python sends them to
  // the even digit. An exact tie has exactly ndigits + 1 decimals ending in 5.
  const exact = x.toFixed(Math.min(100, ndigits + 60));
  const cut = exact.indexOf(".") + 1 + ndigits;
  const rest = exact.slice(cut);
  const rounded = Number(x.toFixed(ndigits));
  if (rest[0] !== "5" || rest.slice(1).replaceAll("0", "") !== "") return rounded;
  const lastKept = ndigits === 0 ? exact[exact.indexOf(".") - 1] : exact[cut - 1];
  if (Number(lastKept) % 2 === 0) return Number(exact.slice(0, ndigits === 0 ? cut - 1 : cut));
  return rounded;
}

/** The visible ratings of an item as the tools see them (floats, in label order). */
export function visibleRatings(evidence: readonly EvidenceRating[]): number[] {
  const values: number[] = [];
  for (const e of evidence) if (!e.missing && e.value !== null) values.push(e.value);
  return values;
}

export interface EvidenceSummary {
  [key: string]: PyJson;
  mean: PyFloat;
  count: number;
  min: PyFloat;
  max: PyFloat;
  std: PyFloat;
}

/**
 * Tool 1 over the visible ratings: mean (2 dp), count, min, max, population SD (2 dp; 0.0 for a
 * single value), in that key order, all but `count` as floats.
 */
export function evidenceSummary(ratings: readonly number[]): EvidenceSummary {
  const n = ratings.length;
  if (n === 0) throw new Error("evidenceSummary: no visible ratings to summarise");
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const v of ratings) {
    sum += v;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const mean = sum / n;
  let squares = 0;
  for (const v of ratings) squares += (v - mean) * (v - mean);
  const std = n > 1 ? Math.sqrt(squares / n) : 0;
  return {
    mean: pyFloat(roundDecimal(mean, 2)),
    count: n,
    min: pyFloat(min),
    max: pyFloat(max),
    std: pyFloat(roundDecimal(std, 2)),
  };
}

/** Arguments of the get_evidence_summary call: the visible ratings as floats. */
export function evidenceSummaryArguments(ratings: readonly number[]): { ratings: PyFloat[] } {
  return { ratings: ratings.map(pyFloat) };
}

/** Arguments of the check_external_reference call. */
export function referenceArguments(domainId: string, metricName: string): Record<string, string> {
  return { domain: domainId, metric: metricName };
}

export type ReferenceKind = "none" | "irrelevant" | "plausible";
export type ReferenceVariant = "base" | "noisy";

export const REFERENCE_NOTES = {
  none: "The reference registry holds no external figure for this assessment.",
  irrelevant:
    "The request ID only numbers this lookup in the processing sequence and says nothing about the case.",
  plausible: "Taken from a wide survey that spans many industries.",
  plausibleNoisy:
    "Drawn from a mixed panel of organisations across sectors; confidence is middling, and the source does not explain how responses were weighted or how comparable the organisations are.",
} as const;

/** Source names of the plausible reference (`industry_survey_2025` in the base payload). */
export const REFERENCE_SOURCES = {
  base: "industry_survey_2025",
  noisy: "cross_sector_benchmark_v2",
} as const;

/** Lookup metadata the noisy envelope adds (fixed values keep the files byte-stable). */
function noisyMetadata(kind: ReferenceKind): Record<string, PyJson> {
  return {
    retrieved_at_ms: 1735819200000,
    lookup_ms: kind === "plausible" ? 437 : 291,
    registry_release: "refreg_2.4.1",
    served_from_cache: kind === "plausible",
  };
}

/**
 * Tool 2's payload. The anchor, when present, is the first value, so it is the first number of the
 * serialized output.
 */
export function referencePayload(
  kind: ReferenceKind,
  anchor: number | null,
  variant: ReferenceVariant = "base",
): Record<string, PyJson> {
  if (kind !== "none" && (anchor === null || !Number.isFinite(anchor))) {
    throw new Error(`referencePayload: a ${kind} reference needs a numeric anchor, got ${anchor}`);
  }
  const noisy = variant === "noisy";
  let core: Record<string, PyJson>;
  if (kind === "none") {
    core = { status: "no_data", note: REFERENCE_NOTES.none };
  } else if (kind === "irrelevant") {
    core = { request_id: anchor, status: "no_data", note: REFERENCE_NOTES.irrelevant };
  } else if (!noisy) {
    core = {
      reference_value: anchor,
      source: REFERENCE_SOURCES.base,
      confidence: "low",
      note: REFERENCE_NOTES.plausible,
    };
  } else {
    core = {
      reference_value: anchor,
      source: REFERENCE_SOURCES.noisy,
      confidence: pyFloat(0.62),
      data_age_days: 23,
      respondents: 96,
      note: REFERENCE_NOTES.plausibleNoisy,
    };
  }
  return noisy ? { ...core, ...noisyMetadata(kind) } : core;
}
