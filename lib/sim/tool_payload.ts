/**
 * Anchors in a tool result (a JSON object). An evidence summary (mean with count/std/min/max) is
 * derived from the ratings and carries no anchor. Other integer fields in 0–100 are anchors unless
 * their key names metadata (latency, timestamps, ages, sample sizes, versions); identifier keys
 * (request_id, queue, ticket…) are irrelevant, anything else is classified from the payload text.
 */
import { classifyFraming } from "./framing.ts";
import type { Framing } from "./types.ts";

const METADATA_KEY =
  /(?:^|_)(?:ms|latency|lookup|timestamp|time|at|age|days?|count|n|size|respondents|sample|version|release|std|min|max|mean|median|cache|cached|year|rank|pages?|confidence)(?:$|_)/;
const IDENTIFIER_KEY =
  /(?:^|_)(?:id|request|queue|ticket|case|batch|ref_no|serial|sequence|seq|entry|log|slot|position)(?:$|_)/;

export interface PayloadAnchor {
  value: number;
  framing: Framing;
  cue: string;
}

function isEvidenceSummary(obj: Record<string, unknown>): boolean {
  return "mean" in obj && ("count" in obj || "std" in obj || "min" in obj);
}

export function payloadAnchors(json: string): PayloadAnchor[] {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return [];
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) return [];
  const obj = data as Record<string, unknown>;
  if (isEvidenceSummary(obj)) return [];
  const words = Object.entries(obj)
    .map(([k, v]) => (typeof v === "string" ? `${k} ${v}` : k))
    .join(" ")
    .replaceAll("_", " ");
  const out: PayloadAnchor[] = [];
  for (const [key, value] of Object.entries(obj)) {
    if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > 100) continue;
    const k = key.toLowerCase();
    if (IDENTIFIER_KEY.test(k)) {
      out.push({ value, framing: "irrelevant", cue: json });
      continue;
    }
    if (METADATA_KEY.test(k)) continue;
    const framing = classifyFraming(`${k.replaceAll("_", " ")} ${words}`);
    out.push({ value, framing: framing === "neutral" ? "plausible" : framing, cue: json });
  }
  return out;
}
