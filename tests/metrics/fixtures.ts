/** Record builders for the metrics tests (hand-computable runs). */
import type { ResultRecord } from "../../lib/data/records.ts";

export interface RecordFields {
  answer?: number | null;
  anchor?: number | null;
  ystar?: number;
  parsed?: boolean;
  model?: string;
  suite?: string;
  domain?: string;
  difficulty?: string;
  stage1?: number | null;
  offset?: number | null;
}

const RELEVANCES = ["placebo", "authority", "neutral", "irrelevant", "plausible"];

function relevanceOf(condition: string): string {
  return RELEVANCES.find((r) => condition.includes(r)) ?? "none";
}

/** One record; `answer: null` or `parsed: false` makes it unparsed. */
export function rec(itemId: string, condition: string, f: RecordFields = {}): ResultRecord {
  const answer = f.answer === undefined ? 50 : f.answer;
  const parsed = f.parsed ?? answer !== null;
  const record: ResultRecord = {
    model_id: f.model ?? "test/model-a",
    item_id: itemId,
    suite: f.suite ?? "external",
    domain: f.domain ?? "pricing_wtp",
    difficulty: f.difficulty ?? "easy",
    condition,
    anchor_relevance: relevanceOf(condition),
    anchor_value: f.anchor === undefined ? null : f.anchor,
    y_star_evidence: f.ystar ?? 50,
    answer_int: parsed ? answer : null,
    parsed_ok: parsed,
    parse_strategy: parsed ? "regex" : "failed",
    raw_text: answer === null ? "" : String(answer),
  };
  if (f.stage1 !== undefined) record.stage1_answer = f.stage1;
  if (f.offset !== undefined) record.offset = f.offset;
  return record;
}

/** A tiny deterministic generator (mulberry32) so fixtures do not depend on other modules. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CORE = ["control", "irrelevant_low", "irrelevant_high", "plausible_low", "plausible_high"];

/**
 * A full-size run shaped like the published ones: 6 domains × 2 difficulties × 3 offsets ×
 * `perCell` items (History: no offsets, ids HIST-…), core conditions (+ `extra`), answers pulled
 * towards the anchor with some noise. Records carry no `offset` field (offset comes from the id).
 */
export function syntheticRun(opts: {
  suite?: string;
  model?: string;
  perCell?: number;
  extra?: string[];
  baseline?: "control" | "control_twostage";
  seed?: number;
}): ResultRecord[] {
  const suite = opts.suite ?? "external";
  const history = suite === "history";
  const rand = mulberry32(opts.seed ?? 7);
  const conditions = [...CORE, ...(opts.extra ?? [])].filter((c) =>
    opts.baseline === "control_twostage" ? c !== "control" : true
  );
  if (opts.baseline === "control_twostage" && !conditions.includes("control_twostage")) {
    conditions.unshift("control_twostage");
  }
  const out: ResultRecord[] = [];
  const domains = ["pricing_wtp", "operations_time", "legal_policy"];
  for (const domain of domains) {
    for (const difficulty of ["easy", "hard"]) {
      for (const offset of history ? [0] : [15, 25, 40]) {
        for (let i = 1; i <= (opts.perCell ?? 4); i++) {
          const n = String(i).padStart(3, "0");
          const d = difficulty[0];
          const itemId = history
            ? `HIST-${domain}-${d}-${String(offset + i).padStart(3, "0")}`
            : `EXT-${domain}-${d}-off${offset}-${n}`;
          const theta = 30 + Math.floor(rand() * 41);
          const ystar = theta + Math.floor(rand() * 11) - 5;
          const yCtrl = ystar + Math.floor(rand() * 13) - 6;
          for (const condition of conditions) {
            const dir = condition.includes("_low") ? -1 : condition.includes("_high") ? 1 : 0;
            const stage1 = history && dir
              ? ystar + dir * 15 + Math.floor(rand() * 7) - 3
              : undefined;
            const anchor = dir === 0 ? null : history ? stage1! : theta + dir * (offset || 25);
            const pull = condition.startsWith("plausible") ? 0.35 : 0.05;
            const answer = anchor === null
              ? yCtrl
              : Math.round(yCtrl + pull * (anchor - yCtrl) + (rand() * 6 - 3));
            out.push(rec(itemId, condition, {
              suite,
              model: opts.model,
              domain,
              difficulty,
              answer,
              anchor,
              ystar,
              stage1: history ? (stage1 ?? null) : undefined,
            }));
          }
        }
      }
    }
  }
  return out;
}
