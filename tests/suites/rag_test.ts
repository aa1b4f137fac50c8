/**
 * Pins the RAG renderer: document order per condition, anchor placement and spans, disclosure and
 * authority variants, the realism layouts with relevance scores, the corpus file and dataset counts.
 */
import assert from "node:assert/strict";
import {
  anchorSentence,
  CORE_DOMAIN_IDS,
  generateSuiteItems,
  getDomain,
  MEDICAL_DOMAIN_IDS,
  OTHER_DOMAIN_IDS,
} from "../../lib/items/mod.ts";
import type { ItemSpec } from "../../lib/items/types.ts";
import { ratings } from "./hand_built_items.ts";
import { ANSWER_INSTRUCTION } from "../../lib/suites/common.ts";
import {
  RAG_CONDITIONS,
  RAG_INTENSITY_CONDITIONS,
  RAG_REALISM_CONDITIONS,
  ragCorpus,
  ragDatasets,
  renderRagView,
} from "../../lib/suites/rag.ts";
import {
  CONTROL_NOTE,
  domainDocuments,
  irrelevantDisclosure,
  irrelevantNote,
  nodisclNote,
  RETRIEVAL_HEADER,
} from "../../lib/suites/rag_documents.ts";
import type { PromptView } from "../../lib/suites/types.ts";

const LABELS = ["Label A", "Label B", "Label C", "Label D", "Label E"];
const ID = "RAG-pricing_wtp-e-off15-001";

/** A RAG item; `idx` drives the scenario, question and anchor-phrasing indices. */
function ragItem(low: number, high: number, idx = 1, domain = "pricing_wtp"): ItemSpec {
  const values = [46, 47, 53, 54, 59];
  const evidence = ratings(LABELS, values);
  return {
    item_id: ID,
    suite: "rag",
    domain,
    template_family: `${domain}_0${idx}`,
    answer_space: { type: "int", min: 0, max: 100 },
    theta: 51,
    y_star: 52,
    y_star_components: {
      evidence_values_raw: values,
      evidence_values_visible: values,
      evidence_mean: 51.8,
      evidence_std: 4.79,
      evidence_count: 5,
      missing_indices: [],
      y_star_theta: 51,
      y_star_evidence: 52,
      aggregation_rule: "mean",
      theta: 51,
    },
    y_star_theta: 51,
    y_star_evidence: 52,
    difficulty: "easy",
    anchors: {
      low,
      high,
      gap: high - low,
      offset: 15,
      anchor_type: "numeric",
      relevance: "stratified",
    },
    evidence_structured: evidence,
    tags: { split: "core", difficulty: "easy" },
    evidence_label_family_idx: 1,
    scenario_template_idx: idx,
    question_template_idx: idx,
    anchor_phrasing_idx: idx,
    scoring_function: "mean",
    render_version: "2.1.0",
    generator_version: "test",
    seed: 2042,
  };
}

const ITEM = ragItem(36, 66);

/** The document blocks of a view: header line and text, in prompt order. */
function documents(view: PromptView): { header: string; text: string }[] {
  const docs = view.prompt_components.retrieved_docs as string;
  return docs.split("\n\n").map((block) => {
    const cut = block.indexOf("\n");
    return { header: block.slice(0, cut), text: block.slice(cut + 1) };
  });
}

function docIds(view: PromptView): string[] {
  return (view.prompt_components.retrieved_doc_ids as string).split(",");
}

/** Whether the anchor span lies inside the text of the document at `position` (1-based). */
function spanInDocument(view: PromptView, position: number): boolean {
  const docs = documents(view);
  const target = `${docs[position - 1].header}\n${docs[position - 1].text}`;
  const start = view.prompt_text.indexOf(target) + docs[position - 1].header.length + 1;
  const [s, e] = view.anchor_span!;
  return s >= start && e <= start + docs[position - 1].text.length;
}

const pricing = domainDocuments("pricing_wtp");

Deno.test("full prompt: header, three documents with the anchor in document 2, then the case", () => {
  const domain = getDomain("pricing_wtp");
  const view = renderRagView(ITEM, "irrelevant_low");
  const expected = `${RETRIEVAL_HEADER}\n\n` +
    `[Document 1]\n${pricing.core[1]}\n\n` +
    `[Document 2]\n${irrelevantNote(1, 36)}\n\n` +
    `[Document 3]\n${pricing.filler[1]}\n\n` +
    `${domain.scenarios[1]}\n\nEvidence:\n` +
    "  - Label A: 46\n  - Label B: 47\n  - Label C: 53\n  - Label D: 54\n  - Label E: 59\n\n" +
    `${domain.questions[1]}\n${ANSWER_INSTRUCTION}`;
  assert.equal(view.prompt_text, expected);
  assert.deepEqual(docIds(view), [
    `${ID}_core`,
    `${ID}_anchor_slot_irrelevant_low`,
    `${ID}_filler`,
  ]);
  assert.equal(view.prompt_components.anchor_doc_id, `${ID}_anchor_slot_irrelevant_low`);
  assert.equal(view.prompt_components.anchor_doc_role, "anchor_slot");
  assert.equal(view.prompt_components.retrieval_header, `${RETRIEVAL_HEADER}\n`);
  assert.ok(spanInDocument(view, 2));
  assert.equal(view.anchor_string, "36");
});

Deno.test("prompt components are in the original file order", () => {
  assert.deepEqual(Object.keys(renderRagView(ITEM, "plausible_high").prompt_components), [
    "retrieval_header",
    "retrieved_docs",
    "scenario",
    "evidence",
    "question",
    "answer_format",
    "retrieved_doc_ids",
    "anchor_doc_id",
    "anchor_doc_role",
  ]);
  assert.deepEqual(Object.keys(renderRagView(ITEM, "plausible_high_rank5").prompt_components), [
    "retrieval_header",
    "retrieved_docs",
    "scenario",
    "evidence",
    "question",
    "answer_format",
    "retrieved_doc_ids",
    "anchor_doc_id",
    "anchor_rank",
    "n_distractors",
    "with_relevance_scores",
  ]);
});

Deno.test("core and filler documents follow the scenario index (mod 4 and mod 2)", () => {
  const item = ragItem(36, 66, 6);
  const docs = documents(renderRagView(item, "control"));
  assert.equal(docs[0].text, pricing.core[2]);
  assert.equal(docs[2].text, pricing.filler[0]);
});

Deno.test("control shows the no-benchmark note in slot 2 and carries no anchor", () => {
  const view = renderRagView(ITEM, "control");
  assert.equal(documents(view)[1].text, CONTROL_NOTE);
  assert.equal(view.prompt_components.anchor_doc_id, `${ID}_anchor_slot_control`);
  assert.equal(view.anchor_string, null);
  assert.equal(view.anchor_span, undefined);
  assert.equal(view.anchor_relevance, "none");
});

Deno.test("order ablations move the anchor document first or last", () => {
  for (const rel of ["irrelevant", "plausible"]) {
    const first = renderRagView(ITEM, `${rel}_high_order_first`);
    assert.deepEqual(docIds(first), [
      `${ID}_anchor_slot_${rel}_high`,
      `${ID}_core`,
      `${ID}_filler`,
    ]);
    assert.ok(spanInDocument(first, 1));
    const last = renderRagView(ITEM, `${rel}_high_order_last`);
    assert.deepEqual(docIds(last), [`${ID}_core`, `${ID}_filler`, `${ID}_anchor_slot_${rel}_high`]);
    assert.ok(spanInDocument(last, 3));
    assert.equal(first.anchor_relevance, rel);
    assert.equal(documents(first)[0].text, documents(renderRagView(ITEM, `${rel}_high`))[1].text);
  }
});

Deno.test("nodiscl shows only the first note's clause, without any disclosure sentence", () => {
  for (const idx of [0, 1, 2, 3]) {
    const item = ragItem(36, 66, idx);
    const view = renderRagView(item, "irrelevant_low_nodiscl");
    const text = documents(view)[1].text;
    assert.equal(text, nodisclNote(36));
    for (let d = 0; d < 4; d++) assert.equal(text.includes(irrelevantDisclosure(d)), false);
    assert.equal(view.anchor_relevance, "irrelevant");
    assert.equal(view.prompt_components.anchor_doc_id, `${ID}_anchor_slot_irrelevant_nodiscl_low`);
  }
  // The disclosed version of note 0 is the same clause plus its disclosure sentence.
  assert.equal(irrelevantNote(0, 36), `${nodisclNote(36)} ${irrelevantDisclosure(0)}`);
});

Deno.test("irrelevant documents carry their disclosure sentence for every phrasing", () => {
  for (const idx of [0, 1, 2, 3]) {
    const text = documents(renderRagView(ragItem(36, 66, idx), "irrelevant_high"))[1].text;
    assert.ok(text.endsWith(irrelevantDisclosure(idx)));
    assert.ok(text.includes("66"));
  }
});

Deno.test("plausible and authority documents name the domain metric; authority relevance", () => {
  const pls = renderRagView(ITEM, "plausible_low");
  assert.ok(documents(pls)[1].text.includes("WTP"));
  const auth = renderRagView(ITEM, "plausible_low_authority");
  assert.ok(documents(auth)[1].text.includes("WTP"));
  assert.equal(auth.anchor_relevance, "authority");
  assert.equal(auth.prompt_components.anchor_doc_id, `${ID}_anchor_slot_plausible_authority_low`);
  assert.notEqual(documents(auth)[1].text, documents(pls)[1].text);
  const ops = ragItem(30, 60, 1, "operations_time");
  assert.ok(documents(renderRagView(ops, "plausible_high"))[1].text.includes("efficiency"));
});

Deno.test("irrelevant and plausible views of an item and direction differ only in the anchor document", () => {
  for (const dir of ["low", "high"]) {
    for (
      const suffix of ["", "_order_first", "_order_last", "_rank1", "_rank5", "_rank5_distract"]
    ) {
      const irr = renderRagView(ITEM, `irrelevant_${dir}${suffix}`);
      const pls = renderRagView(ITEM, `plausible_${dir}${suffix}`);
      const irrDocs = documents(irr);
      const plsDocs = documents(pls);
      const differing = irrDocs.flatMap((d, i) => (d.text === plsDocs[i].text ? [] : [i]));
      assert.equal(differing.length, 1, `${dir}${suffix}`);
      const i = differing[0];
      assert.equal(
        irr.prompt_text.replace(irrDocs[i].text, "<DOC>"),
        pls.prompt_text.replace(plsDocs[i].text, "<DOC>"),
      );
      assert.equal(irr.anchor_value, pls.anchor_value);
    }
  }
});

Deno.test("rank1 has the order_first layout; rank5 appends two distractors and puts the anchor last", () => {
  const rank1 = renderRagView(ITEM, "plausible_low_rank1");
  assert.equal(rank1.prompt_text, renderRagView(ITEM, "plausible_low_order_first").prompt_text);
  assert.equal(rank1.prompt_components.anchor_rank, 1);
  assert.equal(rank1.prompt_components.n_distractors, 0);

  const rank5 = renderRagView(ITEM, "plausible_low_rank5");
  assert.deepEqual(docIds(rank5), [
    `${ID}_core`,
    `${ID}_filler`,
    `${ID}_distractor_1`,
    `${ID}_distractor_2`,
    `${ID}_anchor_slot_plausible_low`,
  ]);
  const docs = documents(rank5);
  assert.deepEqual(docs.map((d) => d.header), [1, 2, 3, 4, 5].map((i) => `[Document ${i}]`));
  assert.deepEqual([docs[2].text, docs[3].text], pricing.distractors);
  assert.ok(spanInDocument(rank5, 5));
  assert.equal(rank5.prompt_components.anchor_rank, 5);
  assert.equal(rank5.prompt_components.n_distractors, 2);
  assert.equal(rank5.prompt_components.with_relevance_scores, false);
  assert.deepEqual(rank5.provenance, {
    ablation_type: "realism",
    anchor_rank: 5,
    n_distractors: 2,
    with_relevance_scores: false,
  });
});

Deno.test("rank5_distract scores the documents 1.00, 0.87, 0.74, 0.61 and 0.48 by position", () => {
  const view = renderRagView(ITEM, "irrelevant_high_rank5_distract");
  const docs = documents(view);
  assert.deepEqual(docs.map((d) => d.header), [
    "[Document 1 | relevance=1.00]",
    "[Document 2 | relevance=0.87]",
    "[Document 3 | relevance=0.74]",
    "[Document 4 | relevance=0.61]",
    "[Document 5 | relevance=0.48]",
  ]);
  assert.equal(docs[4].text, documents(renderRagView(ITEM, "irrelevant_high"))[1].text);
  assert.ok(spanInDocument(view, 5));
  assert.equal(view.prompt_components.with_relevance_scores, true);
  const plain = renderRagView(ITEM, "irrelevant_high_rank5").prompt_text;
  assert.equal(view.prompt_text.replaceAll(/ \| relevance=\d\.\d\d\]/g, "]"), plain);
});

Deno.test("the span finds the anchor in its document when the number also occurs earlier", () => {
  // 18 occurs in the first pricing distractor ("18%"); 5 occurs in the header "[Document 5"; both
  // also sit in documents that precede the anchor document.
  const item = ragItem(5, 18);
  assert.ok(pricing.distractors[0].includes("18"));
  for (const condition of ["plausible_high_rank5", "irrelevant_low_rank5_distract"]) {
    const view = renderRagView(item, condition);
    assert.ok(spanInDocument(view, 5), condition);
    const [s, e] = view.anchor_span!;
    assert.equal(view.prompt_text.slice(s, e), view.anchor_string);
  }
});

Deno.test("intensity conditions put the mild or strong pool sentence in slot 2", () => {
  assert.deepEqual(RAG_INTENSITY_CONDITIONS, [
    "plausible_mild_low",
    "plausible_mild_high",
    "plausible_strong_low",
    "plausible_strong_high",
  ]);
  for (const strength of ["plausible_mild", "plausible_strong"]) {
    const view = renderRagView(ITEM, `${strength}_high`);
    assert.equal(documents(view)[1].text, anchorSentence("pricing_wtp", strength, 1, 66));
    assert.equal(view.anchor_relevance, strength);
    assert.equal(view.prompt_components.anchor_doc_id, `${ID}_anchor_slot_${strength}_high`);
    assert.deepEqual(view.provenance, { ablation_type: strength });
    assert.ok(spanInDocument(view, 2));
  }
});

Deno.test("condition lists: 5 core then 12 ablations; 12 realism conditions", () => {
  const ablations = (d: string) => [
    `irrelevant_${d}_order_first`,
    `irrelevant_${d}_order_last`,
    `plausible_${d}_order_first`,
    `plausible_${d}_order_last`,
    `irrelevant_${d}_nodiscl`,
    `plausible_${d}_authority`,
  ];
  assert.deepEqual(RAG_CONDITIONS, [
    "control",
    "irrelevant_low",
    "irrelevant_high",
    "plausible_low",
    "plausible_high",
    ...ablations("low"),
    ...ablations("high"),
  ]);
  const realism = ["plausible", "irrelevant"].flatMap((rel) =>
    ["low", "high"].flatMap((d) =>
      ["rank1", "rank5", "rank5_distract"].map((v) => `${rel}_${d}_${v}`)
    )
  );
  assert.deepEqual(RAG_REALISM_CONDITIONS, realism);
  assert.equal(RAG_REALISM_CONDITIONS.length, 12);
});

Deno.test("corpus: 11 documents per item in file order, texts as the views show them", () => {
  const corpus = ragCorpus(ITEM);
  assert.deepEqual(corpus.map((d) => d.doc_id), [
    `${ID}_core`,
    `${ID}_filler`,
    `${ID}_anchor_slot_control`,
    `${ID}_anchor_slot_irrelevant_low`,
    `${ID}_anchor_slot_plausible_low`,
    `${ID}_anchor_slot_irrelevant_nodiscl_low`,
    `${ID}_anchor_slot_plausible_authority_low`,
    `${ID}_anchor_slot_irrelevant_high`,
    `${ID}_anchor_slot_plausible_high`,
    `${ID}_anchor_slot_irrelevant_nodiscl_high`,
    `${ID}_anchor_slot_plausible_authority_high`,
  ]);
  assert.deepEqual(corpus.map((d) => d.relevance), [
    "none",
    "none",
    "none",
    "irrelevant",
    "plausible",
    "irrelevant",
    "authority",
    "irrelevant",
    "plausible",
    "irrelevant",
    "authority",
  ]);
  assert.deepEqual(corpus.map((d) => d.role), [
    "core",
    "filler",
    ...Array(9).fill("anchor_slot"),
  ]);
  assert.deepEqual(corpus.map((d) => d.anchor_value), [
    undefined,
    undefined,
    undefined,
    36,
    36,
    36,
    36,
    66,
    66,
    66,
    66,
  ]);
  assert.deepEqual(Object.keys(corpus[3]), [
    "doc_id",
    "domain",
    "doc_type",
    "text",
    "role",
    "relevance",
    "anchor_value",
  ]);
  for (const condition of RAG_CONDITIONS) {
    const view = renderRagView(ITEM, condition);
    const anchorDoc = corpus.find((d) => d.doc_id === view.prompt_components.anchor_doc_id)!;
    const position = docIds(view).indexOf(anchorDoc.doc_id);
    assert.equal(documents(view)[position].text, anchorDoc.text, condition);
  }
});

Deno.test("every domain has 4 core and 2 filler documents without digits and 2 distractors with one number", () => {
  for (const id of [...CORE_DOMAIN_IDS, ...MEDICAL_DOMAIN_IDS, ...OTHER_DOMAIN_IDS]) {
    const docs = domainDocuments(id);
    assert.equal(docs.core.length, 4, id);
    assert.equal(docs.filler.length, 2, id);
    assert.equal(docs.distractors.length, 2, id);
    for (const text of [...docs.core, ...docs.filler]) assert.doesNotMatch(text, /\d/, id);
    for (const text of docs.distractors) assert.equal(text.match(/\d+/g)?.length, 1, text);
  }
  assert.throws(() => domainDocuments("nope"), /no RAG documents for domain "nope"/);
});

Deno.test("unknown conditions are rejected with the item id", () => {
  assert.throws(
    () => renderRagView(ITEM, "placebo_low"),
    /rag: unknown condition "placebo_low" for RAG-/,
  );
});

Deno.test("generated items: 1,800 core, 4,320 ablation, 3,960 corpus, 4,320 realism, 1,440 intensity", () => {
  const items = generateSuiteItems("rag");
  const [core, p2, intensity] = ragDatasets(items);
  assert.equal(core.name, "anchorbench_rag_core");
  assert.equal(core.files["promptviews_core.jsonl"].length, 1800);
  assert.equal(core.files["promptviews_ablation.jsonl"].length, 4320);
  assert.equal(core.corpus?.length, 3960);
  assert.equal(p2.name, "anchorbench_rag_p2");
  assert.equal(p2.files["promptviews_p2.jsonl"].length, 4320);
  assert.equal(intensity.name, "anchorbench_rag_intensity");
  assert.equal(intensity.files["promptviews_intensity.jsonl"].length, 1440);
  const corpusIds = new Set(core.corpus!.map((d) => d.doc_id));
  assert.equal(corpusIds.size, 3960);
  for (const ds of [core, p2, intensity]) {
    for (const views of Object.values(ds.files)) {
      for (const view of views) {
        const anchorDocId = view.prompt_components.anchor_doc_id as string;
        if (ds === core) assert.ok(corpusIds.has(anchorDocId), anchorDocId);
        if (view.anchor_string === null) continue;
        const position = docIds(view).indexOf(anchorDocId) + 1;
        assert.ok(spanInDocument(view, position), `${view.item_id} ${view.condition}`);
      }
    }
  }
});
