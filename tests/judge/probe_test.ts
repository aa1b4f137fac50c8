/** The token probe: digit probabilities read at the JSON score position from a logprobs payload. */
import assert from "node:assert/strict";
import { scoreDigitProbe } from "../../lib/judge/mod.ts";

const tok = (token: string, logprob: number, top: [string, number][] = []) => ({
  token,
  logprob,
  bytes: [],
  top_logprobs: top.map(([t, l]) => ({ token: t, logprob: l, bytes: [] })),
});

Deno.test("digit probabilities are exp(logprob) of the top tokens at the score value, pooled by leading digit", () => {
  // {"score": 4.5, ...}: the key is split over tokens, the value starts with " 4".
  const payload = {
    content: [
      tok('{"', -0.001),
      tok("score", -0.002),
      tok('":', -0.001),
      tok(" 4", Math.log(0.6), [
        [" 4", Math.log(0.6)],
        [" 5", Math.log(0.3)],
        ["4", Math.log(0.05)],
        [" 3", Math.log(0.04)],
        [" a", Math.log(0.01)],
      ]),
      tok(".", -0.01),
      tok("5", -0.2),
    ],
  };
  const probe = scoreDigitProbe(payload);
  assert.equal(probe.status, "ok");
  if (probe.status !== "ok") return;
  assert.equal(probe.position, 3);
  assert.equal(probe.token, " 4");
  const expected = [0, 0, 0, 0.04, 0.65, 0.3];
  probe.digits.forEach((p, d) => assert.ok(Math.abs(p - expected[d]) < 1e-12, `P_${d} = ${p}`));
});

Deno.test("a bare content array works; a rationale mentioning numbers before the key is skipped", () => {
  const content = [
    tok('{"', 0),
    tok("rationale", 0),
    tok('":', 0),
    tok(' "', 0),
    tok("3", 0),
    tok(' points"', 0),
    tok(', "', 0),
    tok("score", 0),
    tok('":', 0),
    tok(" ", 0),
    tok("2", Math.log(0.9), [["2", Math.log(0.9)], ["1", Math.log(0.1)]]),
  ];
  const probe = scoreDigitProbe(content);
  assert.equal(probe.status, "ok");
  if (probe.status === "ok") {
    assert.equal(probe.position, 10);
    assert.ok(Math.abs(probe.digits[2] - 0.9) < 1e-12 && Math.abs(probe.digits[1] - 0.1) < 1e-12);
  }
});

Deno.test("no logprobs, or no numeric score value, gives status unavailable with a reason", () => {
  assert.equal(scoreDigitProbe({ status: "unavailable" }).status, "unavailable");
  assert.equal(scoreDigitProbe(null).status, "unavailable");
  const quoted = scoreDigitProbe([tok('{"score": ', 0), tok('"high"', 0)]);
  assert.deepEqual(quoted, {
    status: "unavailable",
    reason: 'the score value starts with ""high""',
  });
  assert.equal(scoreDigitProbe([tok("I cannot", 0)]).status, "unavailable");
});
