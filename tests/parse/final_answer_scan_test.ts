/**
 * The single-scan form of the final_answer tier and Guard A: `scanFinalAnswer` gives the tier's
 * value and, when there is none, whether any pattern matched — the same as running
 * `parseFinalAnswer` and `declaresAnswer` separately. Expectations follow the pattern list (S1–S6,
 * T1–T2).
 */
import assert from "node:assert/strict";
import {
  declaresAnswer,
  parseFinalAnswer,
  parseResponse,
  scanFinalAnswer,
} from "../../lib/parse/mod.ts";

const CASES: Array<{ raw: string; value: number | null; declares: boolean }> = [
  { raw: "Final answer: 54", value: 54, declares: true }, // S1
  { raw: "Answer: 154", value: null, declares: true }, // S2/S3 match, out of range
  { raw: "My ESTIMATE is 7 and then 9", value: 7, declares: true }, // S1, case-insensitive
  { raw: "The overall risk index is about 61.", value: 61, declares: true }, // S4
  { raw: "Result:\n**42**", value: 42, declares: true }, // S6, bold closing a line
  { raw: "thus the score = 33", value: 33, declares: true }, // T2 in the tail
  { raw: "54", value: null, declares: false }, // no pattern word
  { raw: "I think 61 fits; the ratings sit near 60.", value: null, declares: false },
  { raw: "the maximum index is 90", value: null, declares: false }, // T1's look-behind
];

Deno.test("scanFinalAnswer = parseFinalAnswer + declaresAnswer on the pattern table", () => {
  for (const c of CASES) {
    const scan = scanFinalAnswer(c.raw);
    assert.equal(scan.value?.value ?? null, c.value, c.raw);
    assert.equal(parseFinalAnswer(c.raw)?.value ?? null, c.value, c.raw);
    if (c.value === null) {
      assert.equal(scan.declares, c.declares, c.raw);
      assert.equal(declaresAnswer(c.raw), c.declares, c.raw);
    }
  }
});

Deno.test("the cascade fails a declared out-of-range answer (Guard A) and reads a bare integer", () => {
  assert.deepEqual(parseResponse("Answer: 154"), {
    answer_int: null,
    parsed_ok: false,
    parse_strategy: "failed",
  });
  assert.deepEqual(parseResponse(" 54\n"), {
    answer_int: 54,
    parsed_ok: true,
    parse_strategy: "regex",
  });
  assert.deepEqual(parseResponse("<answer>12</answer>"), {
    answer_int: 12,
    parsed_ok: true,
    parse_strategy: "xml_tag",
  });
});
