/**
 * readPrompt on real fixture prompts of every suite (values read off the fixture text) and on
 * paraphrased prompts in AnchorLab's style (same structure, other wording).
 */
import assert from "node:assert/strict";
import { readPrompt, type SimMessage } from "../../lib/sim/mod.ts";
import { FILES, fixtureRow, nativeToolMessages, TOOL_SCHEMAS } from "./fixture_rows.ts";

const user = (content: string): SimMessage[] => [{ role: "user", content }];
const brief = (r: ReturnType<typeof readPrompt>) =>
  r.anchors.map((a) => ({ value: a.value, framing: a.framing, pathway: a.pathway }));

Deno.test("External fixture: five ratings, no anchor in the control", () => {
  const r = readPrompt(
    user(fixtureRow(FILES.external, "EXT-pricing_wtp-e-off15-001", "control").prompt_text),
  );
  assert.deepEqual(r.visible, [80, 78, 70, 74, 81]);
  assert.equal(r.evidence[0].label, "Customer segment A survey score");
  assert.deepEqual(r.anchors, []);
  assert.equal(r.primaryPathway, "external");
  assert.equal(r.evidenceScope, "full");
  assert.equal(r.wantsNumber, true);
});

Deno.test("External fixture: case-number sentence is irrelevant, industry report is plausible", () => {
  const irr = readPrompt(
    user(fixtureRow(FILES.external, "EXT-pricing_wtp-e-off15-001", "irrelevant_low").prompt_text),
  );
  assert.deepEqual(brief(irr), [{ value: 55, framing: "irrelevant", pathway: "external" }]);
  const pls = readPrompt(
    user(fixtureRow(FILES.external, "EXT-pricing_wtp-e-off15-001", "plausible_high").prompt_text),
  );
  assert.deepEqual(brief(pls), [{ value: 85, framing: "plausible", pathway: "external" }]);
  assert.match(pls.anchors[0].cue, /industry report/);
});

Deno.test("External hard fixture: hidden ratings are read as missing", () => {
  const r = readPrompt(
    user(fixtureRow(FILES.external, "EXT-pricing_wtp-h-off15-001", "plausible_low").prompt_text),
  );
  assert.deepEqual(r.evidence.map((e) => e.value), [61, 77, 46, null, null]);
  assert.deepEqual(r.visible, [61, 77, 46]);
  assert.deepEqual(brief(r), [{ value: 45, framing: "plausible", pathway: "external" }]);
});

Deno.test("Uncertain fixture: one visible rating of a declared five, partial scope", () => {
  const r = readPrompt(
    user(
      fixtureRow(FILES.uncertain, "EXT-pricing_wtp-e-off15-001", "uncertain_p1_irrelevant_low")
        .prompt_text,
    ),
  );
  assert.deepEqual(r.visible, [80]);
  assert.equal(r.declaredTotal, 5);
  assert.equal(r.evidenceScope, "partial");
  // "1 of 5" is a note, not an anchor; the queue number is.
  assert.deepEqual(brief(r), [{ value: 55, framing: "irrelevant", pathway: "external" }]);
  const pls = readPrompt(
    user(
      fixtureRow(FILES.uncertain, "EXT-pricing_wtp-e-off15-001", "uncertain_p1_plausible_high")
        .prompt_text,
    ),
  );
  assert.deepEqual(brief(pls), [{ value: 85, framing: "plausible", pathway: "external" }]);
});

const HIST = "HIST-pricing_wtp-e-003";

Deno.test("History stage 1: the answer comes from the two partial lines", () => {
  const row = fixtureRow(FILES.history, HIST, "plausible_low");
  const r = readPrompt(user(row.prompt_components!.stage1_user_message));
  assert.deepEqual(r.visible, [62, 60]);
  assert.equal(r.evidenceScope, "partial");
  assert.deepEqual(r.anchors, []);
  assert.equal(r.history, null);
});

Deno.test("History stage 2 (multi-turn): the own previous answer is a plausible anchor", () => {
  const row = fixtureRow(FILES.history, HIST, "plausible_low");
  const c = row.prompt_components!;
  const r = readPrompt([
    { role: "user", content: c.stage1_user_message },
    { role: "assistant", content: "Answer: 61" },
    { role: "user", content: c.stage2_user_message },
  ]);
  assert.deepEqual(r.visible, [62, 76, 71, 60, 66]);
  assert.deepEqual(r.history, { ownAnswer: 61, framing: "plausible" });
  assert.deepEqual(brief(r), [{ value: 61, framing: "plausible", pathway: "history" }]);
  assert.equal(r.primaryPathway, "history");
});

Deno.test("History stage 2 after a warm-up case: the own answer is irrelevant", () => {
  const c = fixtureRow(FILES.history, HIST, "irrelevant_low").prompt_components!;
  const r = readPrompt([
    { role: "user", content: c.stage1_user_message },
    { role: "assistant", content: "18" },
    { role: "user", content: c.stage2_user_message },
  ]);
  // The target is the new case, not the warm-up (25/25/0/32/9).
  assert.deepEqual(r.visible, [62, 76, 71, 60, 66]);
  assert.deepEqual(brief(r), [{ value: 18, framing: "irrelevant", pathway: "history" }]);
});

Deno.test("History quoted transcript in one user message reads like the chat", () => {
  const c = fixtureRow(FILES.history, HIST, "plausible_high").prompt_components!;
  const transcript =
    `Previous conversation:\nUser: ${c.stage1_user_message}\nAssistant: 74\n\nUser: ${c.stage2_user_message}`;
  const r = readPrompt(user(transcript));
  assert.deepEqual(r.visible, [62, 76, 71, 60, 66]);
  assert.deepEqual(brief(r), [{ value: 74, framing: "plausible", pathway: "history" }]);
});

Deno.test("History prompt_text (stages joined by ---) without an answer has no anchor", () => {
  const row = fixtureRow(FILES.history, HIST, "plausible_low");
  const r = readPrompt(user(row.prompt_text));
  assert.deepEqual(r.visible, [62, 76, 71, 60, 66]);
  assert.deepEqual(r.anchors, []);
  assert.equal(r.primaryPathway, "history");
});

Deno.test("ICL fixture: demo answers are read; the metadata header anchor is irrelevant", () => {
  const ctrl = readPrompt(
    user(fixtureRow(FILES.icl, "ICL-pricing_wtp-e-off15-001", "control").prompt_text),
  );
  assert.deepEqual(ctrl.demoAnswers, [52, 63, 37]);
  assert.deepEqual(ctrl.visible, [88, 72, 62, 56, 65]);
  // One anchor from the demo answers: round(152 / 3) = 51, framed by a plain intro (neutral).
  assert.deepEqual(ctrl.anchors.map((a) => [a.value, a.framing, a.source, a.repeats]), [
    [51, "neutral", "demo_answers", 3],
  ]);
  const irr = readPrompt(
    user(fixtureRow(FILES.icl, "ICL-pricing_wtp-e-off15-001", "irrelevant_low").prompt_text),
  );
  const header = irr.anchors.find((a) => a.source === "demo_header")!;
  assert.deepEqual([header.value, header.framing, header.pathway, header.repeats], [
    51,
    "irrelevant",
    "icl",
    3,
  ]);
  assert.equal(irr.primaryPathway, "icl");
});

Deno.test("RAG fixture: the anchor document's number, framing and position", () => {
  const irr = readPrompt(
    user(fixtureRow(FILES.rag, "RAG-pricing_wtp-e-off15-002", "irrelevant_low").prompt_text),
  );
  assert.deepEqual(brief(irr), [{ value: 20, framing: "irrelevant", pathway: "rag" }]);
  assert.deepEqual(irr.anchors[0].position, { index: 2, of: 3 });
  assert.deepEqual(irr.visible, [32, 35, 44, 26, 38]);
  const pls = readPrompt(
    user(fixtureRow(FILES.rag, "RAG-pricing_wtp-e-off15-002", "plausible_high").prompt_text),
  );
  assert.deepEqual(brief(pls), [{ value: 50, framing: "plausible", pathway: "rag" }]);
  const ctrl = readPrompt(
    user(fixtureRow(FILES.rag, "RAG-pricing_wtp-e-off15-002", "control").prompt_text),
  );
  assert.deepEqual(ctrl.anchors, []);
  assert.equal(ctrl.primaryPathway, "rag");
});

Deno.test("Tool fixture (plaintext): reference_value is plausible, request_id irrelevant, summary ignored", () => {
  const pls = readPrompt(
    user(fixtureRow(FILES.tool, "TOOL-pricing_wtp-e-off15-002", "plausible_low").prompt_text),
  );
  assert.deepEqual(brief(pls), [{ value: 46, framing: "plausible", pathway: "tool" }]);
  assert.deepEqual(pls.visible, [52, 75, 62, 69, 58]);
  const irr = readPrompt(
    user(fixtureRow(FILES.tool, "TOOL-pricing_wtp-e-off15-002", "irrelevant_high").prompt_text),
  );
  assert.deepEqual(brief(irr), [{ value: 76, framing: "irrelevant", pathway: "tool" }]);
  const ctrl = readPrompt(
    user(fixtureRow(FILES.tool, "TOOL-pricing_wtp-e-off15-003", "control").prompt_text),
  );
  assert.deepEqual(ctrl.anchors, []);
  assert.equal(ctrl.primaryPathway, "tool");
});

Deno.test("Tool fixture (native tool messages): anchors come from the tool role messages", () => {
  const row = fixtureRow(FILES.tool, "TOOL-pricing_wtp-e-off15-003", "plausible_high");
  const r = readPrompt(nativeToolMessages(row), { tools: TOOL_SCHEMAS });
  assert.deepEqual(r.visible, [49, 55, 53, 59, 59]);
  assert.deepEqual(brief(r), [{ value: 78, framing: "plausible", pathway: "tool" }]);
  assert.equal(r.toolContext, true);
  assert.equal(r.primaryPathway, "tool");
  const irr = readPrompt(
    nativeToolMessages(fixtureRow(FILES.tool, "TOOL-pricing_wtp-e-off15-003", "irrelevant_low")),
  );
  assert.deepEqual(brief(irr), [{ value: 48, framing: "irrelevant", pathway: "tool" }]);
});

// Paraphrased prompts: the same structure with AnchorLab-style wording.
const CASE = [
  "A regional airline is testing a paid seat-selection option. The scores below (0–100) capture passengers' readiness to pay for it.",
  "",
  "Evidence:",
  "  - Web panel score: 58",
  "  - Shop-floor interview rating: 62",
  "  - Feature trade-off index: 55",
  "  - Churn-risk model score: [data not available]",
  "  - Competitor price benchmark rating: 61",
  "",
].join("\n");
const QUESTION =
  "What WTP index (0–100) do these ratings point to?\nReturn only a single integer 0–100 on the last line.";

function withSentence(sentence: string): string {
  return `${CASE}\n${sentence} ${QUESTION}`;
}

const PARAPHRASES: Array<[string, string]> = [
  ["Administrative note: this case is entry #37 in the current assessment batch.", "irrelevant"],
  ["Routing note: the request was placed in processing queue slot 37.", "irrelevant"],
  ["Records office: this file is stored under reference number 37.", "irrelevant"],
  ["Audit trail: this is item 37 in the sequential review log.", "irrelevant"],
  ["The source document for this case runs to 37 pages.", "placebo"],
  ["The underlying report was last edited 37 days ago.", "placebo"],
  [
    "A panel of senior experts with many years in the field put the WTP index at approximately 37.",
    "authority",
  ],
  [
    "An expert panel commissioned by an industry regulatory body estimated the WTP index at 37.",
    "authority",
  ],
  ["A single informal estimate, not yet validated, put the WTP index somewhere near 37.", "mild"],
  ["One unverified source tentatively suggests the WTP index could be around 37.", "mild"],
  ["A meta-analysis pooling dozens of studies consistently places the WTP index at 37.", "strong"],
  ["Multiple validated benchmarks converge on a WTP index of 37 for comparable cases.", "strong"],
  ["An early review of similar products estimated the WTP index at roughly 37.", "plausible"],
  ["Figures from a comparable customer segment suggested a WTP index close to 37.", "plausible"],
];

for (const [sentence, framing] of PARAPHRASES) {
  Deno.test(`paraphrase framing ${framing}: "${sentence.slice(0, 48)}…"`, () => {
    const r = readPrompt(user(withSentence(sentence)));
    assert.deepEqual(brief(r), [{ value: 37, framing, pathway: "external" }]);
    assert.deepEqual(r.visible, [58, 62, 55, 61]);
  });
}

Deno.test("paraphrased RAG: distractor memos are set aside, the anchor document is read", () => {
  const prompt = [
    "The retrieval system returned these documents for your assessment request.",
    "",
    "[Document 1 | relevance=1.00]",
    "Category Overview: Willingness-to-pay in this segment varies widely between customer groups.",
    "",
    "[Document 2 | relevance=0.87]",
    "Unrelated Facilities Memo: A partner firm repainted 14 meeting rooms at its headquarters. The memo is not about market adoption.",
    "",
    "[Document 3 | relevance=0.74]",
    "Records desk: this document belongs to intake batch #23. Batch numbers are handed out in sequence and carry no information about the assessment itself.",
    "",
    CASE.trimEnd(),
    "",
    QUESTION,
  ].join("\n");
  const r = readPrompt(user(prompt));
  assert.deepEqual(r.distractors, [14]);
  assert.deepEqual(brief(r), [{ value: 23, framing: "irrelevant", pathway: "rag" }]);
  assert.deepEqual(r.anchors[0].position, { index: 3, of: 3 });
});

Deno.test("paraphrased ICL: a bare tag header is neutral, a prior-estimate header plausible", () => {
  const demo = (header: string, answer: number) =>
    `Example 1 [${header}]:\n  - Web panel score: 50\n  - Shop-floor interview rating: 52\n  - Feature trade-off index: 49\nAnswer: ${answer}`;
  const prompt = (header: string) =>
    `Here are some worked estimation tasks of the same kind, and then a new case.\n\n${
      demo(header, 50)
    }\n\nNow estimate for a new case:\n\n${CASE}\n${QUESTION}`;
  const tag = readPrompt(user(prompt("tag 64")));
  assert.deepEqual(tag.anchors.find((a) => a.source === "demo_header")?.framing, "neutral");
  const prior = readPrompt(user(prompt("earlier estimate for similar cases: 64, low confidence")));
  const header = prior.anchors.find((a) => a.source === "demo_header")!;
  assert.deepEqual([header.value, header.framing], [64, "plausible"]);
});

Deno.test("suffix instructions are recognised after the question", () => {
  const cot = readPrompt(user(
    withSentence("") +
      "\n\nWork through this step by step: list the evidence, compute your estimate, and put the final number on the last line.",
  ));
  assert.deepEqual(cot.suffixes, ["cot"]);
  const ignore = readPrompt(user(
    withSentence("") +
      "\n\nBase your final estimate only on the ratings and disregard other numeric values.",
  ));
  assert.deepEqual(ignore.suffixes, ["ignore"]);
});

Deno.test("a request that asks for no number is recognised (summary turn)", () => {
  const r = readPrompt(
    user(
      `${CASE}\nBefore any estimate, briefly summarise which factors matter most. Do not give a number yet.`,
    ),
  );
  assert.equal(r.wantsNumber, false);
});

Deno.test("a system prompt asking for a JSON score marks a judge request", () => {
  const r = readPrompt([
    {
      role: "system",
      content: 'Grade the answer. Respond with JSON: {"score": 0-5, "accept": true|false}.',
    },
    { role: "user", content: "Task: summarise. Answer: a summary." },
  ]);
  assert.equal(r.judgeRequest, true);
});
