/**
 * The request key of a record: a hash of everything that determines the answer (model, endpoint
 * kind, the messages sent — for two-stage views both stage templates —, tools, tool format,
 * protocol, decoding including the per-repeat seed, and the repeat index; not the prompts answers
 * are parsed against, which `ab reparse` can change afterwards) plus the view's identity
 * (suite, item, condition), so two views with byte-identical prompts still get one record each.
 * The base URL is not part of it: the same sim or vLLM model behind another port resumes the run.
 */
import { createHash } from "node:crypto";
import type { Decoding, EndpointKind } from "./endpoints.ts";
import type { RequestPlan } from "./protocols.ts";

/** Bumped when the hashed content changes meaning, so old run directories never match by accident. */
export const REQUEST_HASH_VERSION = 1;

export interface RequestIdentity {
  model: string;
  endpoint: EndpointKind;
  suite: string;
  item_id: string;
  condition: string;
  plan: RequestPlan;
  decoding: Decoding;
  repeat: number;
}

/** JSON with object keys sorted at every level and `undefined` members dropped. */
export function canonicalJson(value: unknown): string {
  return write(value, "");
}

function write(value: unknown, out: string): string {
  if (value === null || typeof value !== "object") {
    return out + (value === undefined ? "null" : JSON.stringify(value));
  }
  if (Array.isArray(value)) {
    out += "[";
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ",";
      out = write(value[i], out);
    }
    return out + "]";
  }
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).sort();
  out += "{";
  let first = true;
  for (const key of keys) {
    const v = obj[key];
    if (v === undefined) continue;
    out += (first ? "" : ",") + JSON.stringify(key) + ":";
    first = false;
    out = write(v, out);
  }
  return out + "}";
}

/** The part of a plan that determines the answer (parse prompts only affect parsing). */
function sentPart(plan: RequestPlan): unknown {
  return plan.kind === "single"
    ? {
      kind: plan.kind,
      protocol: plan.protocol,
      tool_format: plan.tool_format,
      messages: plan.messages,
      tools: plan.tools,
    }
    : { kind: plan.kind, protocol: plan.protocol, stage1: plan.stage1, after: plan.after };
}

/** Canonical JSON of what a plan sends (computed once per view, shared by its repeats). */
export function planFingerprint(plan: RequestPlan): string {
  return canonicalJson(sentPart(plan));
}

/**
 * 32 hex digits (128 bits) of SHA-256 over the identity's fields in a fixed order, the canonical
 * JSON of its decoding, a newline, and the plan's fingerprint (`planJson`, computed here when not
 * given).
 */
export function requestHash(identity: RequestIdentity, planJson?: string): string {
  const { plan, model, endpoint, suite, item_id, condition, decoding, repeat } = identity;
  // Fixed field order instead of a sorted object: this runs once per request.
  const head =
    JSON.stringify([REQUEST_HASH_VERSION, model, endpoint, suite, item_id, condition, repeat]) +
    canonicalJson(decoding);
  return createHash("sha256").update(head, "utf8").update("\n").update(
    planJson ?? planFingerprint(plan),
    "utf8",
  ).digest("hex").slice(0, 32);
}
