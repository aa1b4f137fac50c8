/**
 * The judgement models: the rational preset's Bayesian answers and the anchoring form's formula,
 * both checked against values computed by hand from the fixture ratings; determinism; answer
 * styles read back by lib/parse.
 */
import assert from "node:assert/strict";
import { looksIncomplete, parseResponse } from "../../lib/parse/mod.ts";
import {
  type AnchoringModelSpec,
  anchoringPreset,
  rationalPreset,
  respond,
  type SimChatRequest,
  type SimMessage,
} from "../../lib/sim/mod.ts";
import { FILES, fixtureRow, nativeToolMessages } from "./fixture_rows.ts";

function ask(
  spec: AnchoringModelSpec,
  messages: SimMessage[],
  extra: Partial<SimChatRequest> = {},
) {
  return respond({ model: spec.id, messages, temperature: 0, ...extra }, { spec, choice: 0 });
}
const say = (spec: AnchoringModelSpec, prompt: string, extra: Partial<SimChatRequest> = {}) =>
  ask(spec, [{ role: "user", content: prompt }], extra).content;
const ext = (item: string, cond: string) => fixtureRow(FILES.external, item, cond).prompt_text;
const E1 = "EXT-pricing_wtp-e-off15-001"; // ratings 80 78 70 74 81: sum 383, mean 76.6

Deno.test("sim/rational: control answers the rounded mean of the visible ratings", () => {
  assert.equal(say(rationalPreset(), ext(E1, "control")), "77"); // 383 / 5 = 76.6
});

Deno.test("sim/rational: a plausible anchor counts as one more rating", () => {
  const r = rationalPreset();
  assert.equal(say(r, ext(E1, "plausible_low")), "73"); // (383 + 55) / 6 = 73
  assert.equal(say(r, ext(E1, "plausible_high")), "78"); // (383 + 85) / 6 = 78
});

Deno.test("sim/rational: an irrelevant anchor weighs nothing", () => {
  assert.equal(say(rationalPreset(), ext(E1, "irrelevant_low")), "77");
  assert.equal(say(rationalPreset(), ext(E1, "irrelevant_high")), "77");
});

Deno.test("sim/rational: hard item uses only the visible ratings", () => {
  // 61 + 77 + 46 = 184; (184 + 45) / 4 = 57.25 → 57
  assert.equal(say(rationalPreset(), ext("EXT-pricing_wtp-h-off15-001", "plausible_low")), "57");
});

Deno.test("sim/rational: partial evidence k = 1 gives the anchor half the weight (half-even)", () => {
  const p = fixtureRow(FILES.uncertain, E1, "uncertain_p1_plausible_high").prompt_text;
  assert.equal(say(rationalPreset(), p), "82"); // (80 + 85) / 2 = 82.5 → 82 (half-even)
  const q = fixtureRow(FILES.uncertain, E1, "uncertain_p1_irrelevant_low").prompt_text;
  assert.equal(say(rationalPreset(), q), "80");
});

Deno.test("sim/rational: History stage 2 weighs its own same-case answer like a rating", () => {
  const c = fixtureRow(FILES.history, "HIST-pricing_wtp-e-003", "plausible_low").prompt_components!;
  const stage1 = say(rationalPreset(), c.stage1_user_message);
  assert.equal(stage1, "61"); // (62 + 60) / 2
  const stage2 = ask(rationalPreset(), [
    { role: "user", content: c.stage1_user_message },
    { role: "assistant", content: stage1 },
    { role: "user", content: c.stage2_user_message },
  ]).content;
  assert.equal(stage2, "66"); // (62 + 76 + 71 + 60 + 66 + 61) / 6 = 396 / 6
});

Deno.test("sim/rational: native tool request with a plausible reference value", () => {
  const row = fixtureRow(FILES.tool, "TOOL-pricing_wtp-e-off15-003", "plausible_high");
  // (49 + 55 + 53 + 59 + 59 + 78) / 6 = 353 / 6 = 58.83 → 59
  assert.equal(ask(rationalPreset(), nativeToolMessages(row)).content, "59");
});

/** An anchoring-form model without noise, attenuation or evidence factor. */
function plainAnchoring(overrides: Partial<AnchoringModelSpec> = {}): AnchoringModelSpec {
  const base = anchoringPreset();
  return {
    ...base,
    id: "sim/test-plain",
    base: {
      caseSd: 0,
      jitterSd: 0,
      parseFailureRate: 0,
      weights: { ...base.base.weights, plausible: 0.5, irrelevant: 0.1 },
    },
    pathwayMultiplier: { external: 1, history: 1, icl: 1, rag: 0.5, tool: 1 },
    distanceScale: Infinity,
    evidenceExponent: 0,
    temperatureSd: 0,
    styleMix: { bare: 1, answer_line: 0, cot: 0, xml: 0 },
    ...overrides,
  };
}

Deno.test("anchoring form: y = m + w·(a − m) with the framing weight", () => {
  const spec = plainAnchoring();
  assert.equal(say(spec, ext(E1, "plausible_low")), "66"); // 76.6 + 0.5·(55 − 76.6) = 65.8
  assert.equal(say(spec, ext(E1, "irrelevant_low")), "74"); // 76.6 + 0.1·(−21.6) = 74.44
});

Deno.test("anchoring form: the pathway multiplier scales RAG anchors", () => {
  const p = fixtureRow(FILES.rag, "RAG-pricing_wtp-e-off15-002", "plausible_high").prompt_text;
  // ratings 32 35 44 26 38 → m = 35; w = 0.5 · 0.5; 35 + 0.25 · (50 − 35) = 38.75
  assert.equal(say(plainAnchoring(), p), "39");
});

Deno.test("anchoring form: distance attenuation exp(−|a − m| / λ)", () => {
  const spec = plainAnchoring({ distanceScale: 30 });
  // w = 0.5 · exp(−21.6 / 30) = 0.24338; 76.6 − 0.24338 · 21.6 = 71.34
  assert.equal(say(spec, ext(E1, "plausible_low")), "71");
});

Deno.test("anchoring form: fewer visible ratings raise the weight by (5/n)^γ", () => {
  const spec = plainAnchoring({ evidenceExponent: 0.5 });
  spec.base.weights.plausible = 0.2;
  const p = fixtureRow(FILES.uncertain, E1, "uncertain_p1_plausible_low").prompt_text;
  // n = 1: w = 0.2 · √5 = 0.44721; 80 + 0.44721 · (55 − 80) = 68.82
  assert.equal(say(spec, p), "69");
});

Deno.test("anchoring form: an 'ignore other numbers' suffix scales anchor weights", () => {
  const spec = plainAnchoring();
  const p = ext(E1, "plausible_low") +
    "\n\nBase your final estimate solely on the evidence and disregard other numeric values in the text.";
  // suffix multiplier 0.5: w = 0.25; 76.6 − 0.25 · 21.6 = 71.2
  assert.equal(say(spec, p), "71");
});

Deno.test("case-level deviation is shared by every condition of a case", () => {
  const spec = plainAnchoring();
  spec.base = {
    ...spec.base,
    caseSd: 10,
    weights: { ...spec.base.weights, plausible: 0, irrelevant: 0 },
  };
  const answers = ["control", "irrelevant_low", "plausible_low", "plausible_high"].map((c) =>
    say(spec, ext(E1, c))
  );
  assert.equal(new Set(answers).size, 1);
  assert.notEqual(answers[0], "77", "with SD 10 the case deviation moves the answer off the mean");
});

Deno.test("the same request gives the same answer; different seeds may differ", () => {
  const spec = anchoringPreset();
  const p = ext(E1, "plausible_low");
  const once = say(spec, p, { temperature: 1, seed: 7 });
  assert.equal(say(spec, p, { temperature: 1, seed: 7 }), once);
  const bySeed = new Set(
    Array.from(
      { length: 20 },
      (_, seed) => parseResponse(say(spec, p, { temperature: 1, seed }), p).answer_int,
    ),
  );
  assert.ok(bySeed.size > 1, `20 seeds at temperature 1 gave one answer: ${[...bySeed]}`);
});

const STYLE_EXPECT: Array<[keyof AnchoringModelSpec["styleMix"], string]> = [
  ["bare", "regex"],
  ["answer_line", "final_answer"],
  ["cot", "final_answer"],
  ["xml", "xml_tag"],
];

for (const [style, strategy] of STYLE_EXPECT) {
  Deno.test(`answer style ${style} parses to the intended integer (${strategy})`, () => {
    const spec = plainAnchoring({
      styleMix: { bare: 0, answer_line: 0, cot: 0, xml: 0, [style]: 1 },
    });
    const prompt = ext(E1, "plausible_low");
    const reply = ask(spec, [{ role: "user", content: prompt }]);
    assert.equal(reply.decision?.answer, 66);
    assert.deepEqual(parseResponse(reply.content, prompt), {
      answer_int: 66,
      parsed_ok: true,
      parse_strategy: strategy,
    });
  });
}

Deno.test("failure styles do not parse: truncated (Guard B), refusal, tool call as text", () => {
  for (const failure of ["truncated", "refusal", "tool_call"] as const) {
    const spec = plainAnchoring({
      failureMix: { truncated: 0, refusal: 0, tool_call: 0, [failure]: 1 },
    });
    spec.base = { ...spec.base, parseFailureRate: 1 };
    const row = fixtureRow(FILES.tool, "TOOL-pricing_wtp-e-off15-003", "plausible_low");
    const reply = ask(spec, nativeToolMessages(row));
    assert.equal(reply.decision?.failure, failure);
    assert.equal(parseResponse(reply.content, row.prompt_text).parse_strategy, "failed");
    if (failure === "truncated") {
      assert.equal(looksIncomplete(reply.content), true);
      assert.equal(reply.finishReason, "length");
    }
  }
});

Deno.test("the parse-failure rate sets the share of unparsable replies", () => {
  const spec = plainAnchoring();
  spec.base = { ...spec.base, parseFailureRate: 0.3 };
  const prompt = ext(E1, "control");
  let failed = 0;
  const n = 400;
  for (let seed = 0; seed < n; seed++) {
    if (!parseResponse(say(spec, prompt, { seed }), prompt).parsed_ok) failed++;
  }
  // Binomial(400, 0.3): SD ≈ 9.2, so ±40 is more than 4 SD.
  assert.ok(Math.abs(failed - 120) <= 40, `failed ${failed} of ${n}`);
});

Deno.test("a turn without a numeric question gets a summary without numbers", () => {
  const c =
    `A software vendor is deciding what to charge.\n\nEvidence:\n  - Web panel score: 58\n  - Shop-floor interview rating: 62\n\nBefore any estimate, briefly summarise which factors matter most. Do not give a number yet.`;
  const reply = say(anchoringPreset(), c);
  assert.doesNotMatch(reply, /\d/);
});

Deno.test("max_tokens cuts a long reply and reports finish_reason length", () => {
  const spec = plainAnchoring({ styleMix: { bare: 0, answer_line: 0, cot: 1, xml: 0 } });
  const reply = ask(spec, [{ role: "user", content: ext(E1, "control") }], { max_tokens: 6 });
  assert.equal(reply.finishReason, "length");
  assert.ok(reply.content.split(/\s+/).length <= 4, reply.content);
});
