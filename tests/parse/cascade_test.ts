/**
 * The §E cascade on a table of raw outputs. Each expectation is reasoned from the SPEC rules (the
 * comment says which rule decides), not read off the implementation.
 */
import assert from "node:assert/strict";
import { looksIncomplete, parseResponse } from "../../lib/parse/mod.ts";

/** The External control prompt of fixture item EXT-pricing_wtp-e-off15-001 (ratings 80/78/70/74/81). */
const PROMPT = [
  "A SaaS company is pricing a premium add-on. The following customer research scores (0–100) indicate price tolerance.",
  "",
  "Evidence:",
  "  - Customer segment A survey score: 80",
  "  - Customer segment B survey score: 78",
  "  - Focus group rating: 70",
  "  - Conjoint analysis index: 74",
  "  - Historical price-sensitivity score: 81",
  "",
  "Given these signals, what is your best estimate for the WTP index on a 0–100 scale?",
  "Return only a single integer 0–100 on the last line.",
].join("\n");

const FILLER =
  "The ratings come from independent channels and none of them dominates the picture, so they are read together. ";

interface Case {
  name: string;
  raw: string;
  prompt?: string;
  answer: number | null;
  strategy: string;
}

const CASES: Case[] = [
  // regex tier: the whole text is an integer.
  { name: "bare integer", raw: "72", answer: 72, strategy: "regex" },
  { name: "bare integer with blanks", raw: "  \n 64 \n", answer: 64, strategy: "regex" },
  // Whole integer out of range fails regex; last_number sees 150 out of range too.
  { name: "bare integer out of range fails", raw: "150", answer: null, strategy: "failed" },
  // S1: "my final answer is N".
  {
    name: "S1 my final answer is",
    raw: "After weighing the ratings, my final answer is 64.",
    answer: 64,
    strategy: "final_answer",
  },
  // S1 captures 250 (out of range) → next pattern S2 sees "answer: 250" and "Answer: 65"; last = 65.
  {
    name: "S1 out of range falls through to S2's last match",
    raw: "Final answer: 250\nAnswer: 65",
    answer: 65,
    strategy: "final_answer",
  },
  // S2: "the answer is N".
  {
    name: "S2 the answer is",
    raw: "Looking at the ratings, the answer is 58 based on the mean.",
    answer: 58,
    strategy: "final_answer",
  },
  // S3: the bracket defeats S2; S3 reads 72.5 and rounds half-even to 72.
  { name: "S3 bracketed decimal", raw: "Answer: [72.5]", answer: 72, strategy: "final_answer" },
  // S4: "estimated <word> index = N".
  {
    name: "S4 estimated WTP index =",
    raw: "Combining the sources, the estimated WTP index = 61 overall.",
    answer: 61,
    strategy: "final_answer",
  },
  // S5: "WTP index is N" without overall/estimated/composite (so not S4).
  {
    name: "S5 WTP index is",
    raw: "Given all signals the WTP index is 53 in my view",
    answer: 53,
    strategy: "final_answer",
  },
  // S6: a bold number closing a line.
  {
    name: "S6 bold number at line end",
    raw: "Weighted view of the ratings:\n**66**",
    answer: 66,
    strategy: "final_answer",
  },
  // T1: "index is around N" in the tail.
  {
    name: "T1 index is around",
    raw: "Taken together the evidence suggests the index is around 59 for this case",
    answer: 59,
    strategy: "final_answer",
  },
  // T1 skips "maximum index is 90" (lookbehind) and takes the later match.
  {
    name: "T1 ignores a maximum index",
    raw: "The maximum index is 90 and the resulting index is 71",
    answer: 71,
    strategy: "final_answer",
  },
  // T2: "so the estimate = N".
  {
    name: "T2 so the estimate =",
    raw: "Most ratings sit in the high range, so the estimate = 68",
    answer: 68,
    strategy: "final_answer",
  },
  // T2 outside the last 520 characters is not seen; the regex tier takes the lone number.
  {
    name: "tail patterns only read the last 520 characters",
    raw: "Thus the score is 40. " + FILLER.repeat(6).trim(),
    answer: 40,
    strategy: "regex",
  },
  // xml_tag: last match wins.
  {
    name: "xml last match",
    raw: "<answer>40</answer> on reflection <answer>45</answer>",
    answer: 45,
    strategy: "xml_tag",
  },
  {
    name: "xml half-even 72.5 → 72",
    raw: "<answer>72.5</answer>",
    answer: 72,
    strategy: "xml_tag",
  },
  {
    name: "xml half-even 73.5 → 74",
    raw: "<answer> 73.5 </answer>",
    answer: 74,
    strategy: "xml_tag",
  },
  // xml out of range fails its tier; S2 then reads "Answer: 62".
  {
    name: "xml out of range falls to final_answer",
    raw: "<answer>150</answer>\nAnswer: 62",
    answer: 62,
    strategy: "final_answer",
  },
  // xml out of range and nothing else in range anywhere.
  {
    name: "xml out of range alone fails",
    raw: "<answer>120</answer>",
    answer: null,
    strategy: "failed",
  },
  // Guard A: S1 declares 700 (out of range) → failed, although the regex tier would find 70.
  {
    name: "Guard A declared but invalid",
    raw: "Ratings average 70. My final answer is 700.",
    answer: null,
    strategy: "failed",
  },
  // Guard B: long text ending on "the" with no digit on its last line → failed (regex would say 64).
  {
    name: "Guard B truncation",
    raw:
      "The visible ratings point to 64.\nWeighing these together with the context of the case, the most sensible approach is to start from the",
    answer: null,
    strategy: "failed",
  },
  // Tool-call JSON: rejected by the regex and last_number tiers (last_number would otherwise say 44).
  {
    name: "tool-call JSON rejected",
    raw: '{"name": "get_evidence_summary", "arguments": {"ratings": [61.0, 73.0, 44.0]}}',
    answer: null,
    strategy: "failed",
  },
  // Echo filter: five numbers copied from the prompt plus 77 → 77 (regex); no other rule decides.
  {
    name: "echo filter removes numbers copied from the prompt",
    raw: "Ratings 80, 78, 70, 74, 81 suggest 77\nrange 70 to 81, pick 77",
    prompt: PROMPT,
    answer: 77,
    strategy: "regex",
  },
  // Same text without the prompt: regex cannot decide; last_number reads the last line's 77.
  {
    name: "without the prompt the echo filter cannot decide",
    raw: "Ratings 80, 78, 70, 74, 81 suggest 77\nrange 70 to 81, pick 77",
    answer: 77,
    strategy: "last_number",
  },
  // Decimals yield no integer token: 76.6 is ignored, 77 is the lone candidate.
  {
    name: "regex tier ignores decimals",
    raw: "The mean is 76.6 and I go with 77",
    answer: 77,
    strategy: "regex",
  },
  // No integer token at all → last_number rounds 72.5 half-even to 72.
  {
    name: "last_number half-even 72.5 → 72",
    raw: "Roughly 72.5",
    answer: 72,
    strategy: "last_number",
  },
  // Statement rule: "is 55" (from "is 55.4") is the last is/=/: statement.
  {
    name: "regex statement rule",
    raw: "Ratings: 61, 73, 44, 42, 57. Their mean is 55.4, which rounds to 55.\nBetween 50 and 60",
    answer: 55,
    strategy: "regex",
  },
  // last_number scans the last line backwards: 44.
  {
    name: "last_number scans the last line backwards",
    raw: "Somewhere between 40 and 45, maybe 43 or 44",
    answer: 44,
    strategy: "last_number",
  },
  // Last line holds only 150; the last number of the text is 150 → no further scanning → failed.
  {
    name: "last_number does not scan past an out-of-range last number",
    raw: "I lean to 62 or 64\nscore 150 overall",
    answer: null,
    strategy: "failed",
  },
  { name: "empty text", raw: "", answer: null, strategy: "failed" },
  {
    name: "refusal without digits",
    raw: "I cannot settle on a single value from the information given.",
    answer: null,
    strategy: "failed",
  },
];

for (const c of CASES) {
  Deno.test(`parseResponse: ${c.name}`, () => {
    const got = parseResponse(c.raw, c.prompt ?? "");
    assert.deepEqual(got, {
      answer_int: c.answer,
      parsed_ok: c.answer !== null,
      parse_strategy: c.strategy,
    });
  });
}

Deno.test("the structured tier takes an integral in-range answer and nothing else", () => {
  assert.deepEqual(parseResponse("no digits", "", { structured: '{"answer": 42}' }), {
    answer_int: 42,
    parsed_ok: true,
    parse_strategy: "structured",
  });
  assert.equal(parseResponse("", "", { structured: '{"answer": 42.0}' }).answer_int, 42);
  // A non-integral or out-of-range structured answer falls through to the text tiers.
  assert.equal(parseResponse("Answer: 30", "", { structured: '{"answer": 42.5}' }).answer_int, 30);
  assert.equal(parseResponse("31", "", { structured: '{"answer": 142}' }).parse_strategy, "regex");
  assert.equal(parseResponse("31", "", { structured: "not json" }).answer_int, 31);
});

Deno.test("looksIncomplete: short, closed or numeric endings are not truncation", () => {
  const long = FILLER.repeat(2);
  assert.equal(looksIncomplete("we start from the"), false, "under 100 characters");
  assert.equal(looksIncomplete(long.trim()), false, "ends with a full stop");
  assert.equal(looksIncomplete(long + "and the value 64"), false, "ends with a number");
  assert.equal(
    looksIncomplete(long + "with a note of 12 points about"),
    false,
    "digit on last line",
  );
  assert.equal(
    looksIncomplete(long + "and now, considering,"),
    true,
    "function word after stripping",
  );
  assert.equal(looksIncomplete(long + "and then we average"), true, "'average' is listed");
  assert.equal(looksIncomplete(long + "and then we conclude"), false, "'conclude' is not listed");
  assert.equal(
    looksIncomplete(long + "we start from the\n"),
    true,
    "right-trimmed before the checks",
  );
});
