/** Parse-policy alternatives and re-parsing stored records (expectations reasoned from SPEC §E). */
import assert from "node:assert/strict";
import type { ResultRecord } from "../../lib/data/records.ts";
import { PARSE_POLICIES, parseWithPolicy, reparseRecords } from "../../lib/parse/mod.ts";

Deno.test("PARSE_POLICIES lists the five sensitivity policies", () => {
  assert.deepEqual([...PARSE_POLICIES], [
    "strict_regex",
    "regex_final",
    "full_cascade",
    "last_only",
    "clamped_cascade",
  ]);
});

Deno.test("strict_regex uses only the regex tier", () => {
  // Three distinct candidates; the statement rule reads ": 64" (followed by a blank) → 64.
  assert.deepEqual(
    parseWithPolicy("Final answer: 64 (the ratings are 60 and 68)", "strict_regex"),
    {
      answer_int: 64,
      parsed_ok: true,
      parse_strategy: "regex",
    },
  );
  // A comma after the declared number defeats the statement rule, so regex alone fails.
  assert.equal(
    parseWithPolicy("Final answer: 64, with ratings 60 and 68", "strict_regex").parse_strategy,
    "failed",
  );
});

Deno.test("regex_final falls back to the final_answer tier", () => {
  assert.deepEqual(parseWithPolicy("Final answer: 64, with ratings 60 and 68", "regex_final"), {
    answer_int: 64,
    parsed_ok: true,
    parse_strategy: "final_answer",
  });
});

Deno.test("full_cascade runs regex first and has no guards", () => {
  // Production: Guard A fails this (S1 declares 700); full_cascade's regex tier finds the lone 70.
  const raw = "Ratings average 70. My final answer is 700.";
  assert.equal(parseWithPolicy(raw, "production").parse_strategy, "failed");
  assert.deepEqual(parseWithPolicy(raw, "full_cascade"), {
    answer_int: 70,
    parsed_ok: true,
    parse_strategy: "regex",
  });
  // Production tries xml before regex; full_cascade's regex sees one in-range token first.
  assert.equal(parseWithPolicy("<answer>45</answer>", "production").parse_strategy, "xml_tag");
  assert.equal(parseWithPolicy("<answer>45</answer>", "full_cascade").parse_strategy, "regex");
});

Deno.test("last_only reads the last number of the last line", () => {
  const raw = "Answer: 64\nThe ratings were 60 and 68";
  assert.equal(parseWithPolicy(raw, "production").answer_int, 64);
  assert.deepEqual(parseWithPolicy(raw, "last_only"), {
    answer_int: 68,
    parsed_ok: true,
    parse_strategy: "last_number",
  });
});

Deno.test("clamped_cascade clamps out-of-range values and marks the strategy", () => {
  assert.deepEqual(parseWithPolicy("<answer>120</answer>", "clamped_cascade"), {
    answer_int: 100,
    parsed_ok: true,
    parse_strategy: "xml_tag_clamped",
  });
  assert.equal(parseWithPolicy("<answer>120</answer>", "full_cascade").parse_strategy, "failed");
  assert.deepEqual(parseWithPolicy("-5", "clamped_cascade"), {
    answer_int: 0,
    parsed_ok: true,
    parse_strategy: "regex_clamped",
  });
  // In-range values keep the plain strategy name.
  assert.equal(parseWithPolicy("57", "clamped_cascade").parse_strategy, "regex");
});

Deno.test("parseWithPolicy rejects an unknown policy by name", () => {
  assert.throws(
    () => parseWithPolicy("5", "lenient" as never),
    /unknown parse policy "lenient"/,
  );
});

function record(raw: string, extra: Partial<ResultRecord> = {}): ResultRecord {
  return {
    model_id: "sim/rational",
    item_id: "EXT-pricing_wtp-e-off15-001",
    suite: "external",
    domain: "pricing_wtp",
    difficulty: "easy",
    condition: "control",
    anchor_relevance: "none",
    anchor_value: null,
    y_star_evidence: 77,
    answer_int: 1,
    parsed_ok: true,
    parse_strategy: "stale",
    raw_text: raw,
    simulated: true,
    ...extra,
  };
}

Deno.test("reparseRecords recomputes only the parse fields and leaves the input untouched", () => {
  const input = [record("Answer: 64\nThe ratings were 60 and 68"), record("no number here")];
  const snapshot = structuredClone(input);
  const out = reparseRecords(input, "last_only");
  assert.deepEqual(input, snapshot);
  assert.deepEqual(out[0], {
    ...input[0],
    answer_int: 68,
    parsed_ok: true,
    parse_strategy: "last_number",
  });
  assert.deepEqual(out[1], {
    ...input[1],
    answer_int: null,
    parsed_ok: false,
    parse_strategy: "failed",
  });
});

Deno.test("reparseRecords passes the looked-up prompt to the echo filter", () => {
  const raw = "Ratings 80, 78, 70, 74, 81 suggest 77\nrange 70 to 81, pick 77";
  const prompt = "Evidence: 80, 78, 70, 74, 81 on a 0–100 scale";
  const [withPrompt] = reparseRecords([record(raw)], "strict_regex", () => prompt);
  const [without] = reparseRecords([record(raw)], "strict_regex");
  assert.equal(withPrompt.answer_int, 77);
  assert.equal(without.parse_strategy, "failed");
});
