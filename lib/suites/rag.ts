/**
 * RAG suite (§B.6): the anchor arrives as one document of a small retrieved corpus. Renders the core
 * and ablation views (document order, no disclosure, authority), the realism probe (rank and
 * distractors, Table 29), the intensity probe (Table 24) and the per-item corpus file.
 */
import { anchorSentence, getDomain } from "../items/mod.ts";
import type { ItemSpec } from "../items/types.ts";
import { designedAnchor, unknownCondition } from "./anchored_condition.ts";
import { caseBlock, caseComponents, itemCaseTexts } from "./case_text.ts";
import { makeView } from "./common.ts";
import { CORE_CONDITIONS, type Direction, INTENSITY_CONDITIONS } from "./conditions.ts";
import { datasetMeta } from "./dataset_meta.ts";
import {
  authorityNote,
  CONTROL_NOTE,
  domainDocuments,
  irrelevantNote,
  nodisclNote,
  plausibleNote,
  RETRIEVAL_HEADER,
} from "./rag_documents.ts";
import type { CorpusDoc, Dataset, PromptView } from "./types.ts";

const DIRECTIONS: readonly Direction[] = ["low", "high"];

/** Which anchor-slot document a condition shows. */
export type RagSlot =
  | "control"
  | "irrelevant"
  | "plausible"
  | "irrelevant_nodiscl"
  | "plausible_authority"
  | "plausible_mild"
  | "plausible_strong";

/**
 * Where the anchor document goes: default = [core, anchor, filler]; first/rank1 = [anchor, core,
 * filler]; last = [core, filler, anchor]; rank5 = [core, filler, distractor 1, distractor 2,
 * anchor]; rank5_distract = rank5 with relevance scores in the document headers.
 */
export type RagLayout = "default" | "first" | "last" | "rank1" | "rank5" | "rank5_distract";

interface RagConditionSpec {
  slot: RagSlot;
  direction: Direction | null;
  layout: RagLayout;
  relevance: string;
}

const SLOT_RELEVANCE: Readonly<Record<RagSlot, string>> = {
  control: "none",
  irrelevant: "irrelevant",
  plausible: "plausible",
  irrelevant_nodiscl: "irrelevant",
  plausible_authority: "authority",
  plausible_mild: "plausible_mild",
  plausible_strong: "plausible_strong",
};

/** Ablations in render order per direction (low first, then high). */
function ablationSpecs(direction: Direction): [string, RagConditionSpec][] {
  const spec = (slot: RagSlot, layout: RagLayout): RagConditionSpec => ({
    slot,
    direction,
    layout,
    relevance: SLOT_RELEVANCE[slot],
  });
  return [
    [`irrelevant_${direction}_order_first`, spec("irrelevant", "first")],
    [`irrelevant_${direction}_order_last`, spec("irrelevant", "last")],
    [`plausible_${direction}_order_first`, spec("plausible", "first")],
    [`plausible_${direction}_order_last`, spec("plausible", "last")],
    [`irrelevant_${direction}_nodiscl`, spec("irrelevant_nodiscl", "default")],
    [`plausible_${direction}_authority`, spec("plausible_authority", "default")],
  ];
}

function coreSpecs(): [string, RagConditionSpec][] {
  return CORE_CONDITIONS.map((condition) => {
    if (condition === "control") {
      return [condition, {
        slot: "control",
        direction: null,
        layout: "default",
        relevance: "none",
      }];
    }
    const cut = condition.lastIndexOf("_");
    const slot = condition.slice(0, cut) as RagSlot;
    const direction = condition.slice(cut + 1) as Direction;
    return [condition, { slot, direction, layout: "default", relevance: SLOT_RELEVANCE[slot] }];
  });
}

const REALISM_VARIANTS: readonly RagLayout[] = ["rank1", "rank5", "rank5_distract"];

function realismSpecs(): [string, RagConditionSpec][] {
  const out: [string, RagConditionSpec][] = [];
  for (const slot of ["plausible", "irrelevant"] as const) {
    for (const direction of DIRECTIONS) {
      for (const layout of REALISM_VARIANTS) {
        out.push([`${slot}_${direction}_${layout}`, {
          slot,
          direction,
          layout,
          relevance: SLOT_RELEVANCE[slot],
        }]);
      }
    }
  }
  return out;
}

function intensitySpecs(): [string, RagConditionSpec][] {
  return INTENSITY_CONDITIONS.map((condition) => {
    const cut = condition.lastIndexOf("_");
    const slot = condition.slice(0, cut) as RagSlot;
    const direction = condition.slice(cut + 1) as Direction;
    return [condition, { slot, direction, layout: "default", relevance: SLOT_RELEVANCE[slot] }];
  });
}

const CORE_SPECS = coreSpecs();
const ABLATION_SPECS = [...ablationSpecs("low"), ...ablationSpecs("high")];
const REALISM_SPECS = realismSpecs();
const INTENSITY_SPECS = intensitySpecs();

/** The 5 core conditions, then the 12 ablations (for low then high), in render order: 17 views. */
export const RAG_CONDITIONS: readonly string[] = [...CORE_SPECS, ...ABLATION_SPECS].map(([c]) => c);
export const RAG_CORE_CONDITIONS: readonly string[] = CORE_SPECS.map(([c]) => c);
export const RAG_ABLATION_CONDITIONS: readonly string[] = ABLATION_SPECS.map(([c]) => c);

/**
 * Realism probe (Table 29): for rel in (plausible, irrelevant), dir in (low, high), variant in
 * (rank1, rank5, rank5_distract) — 2 × 2 × 3 = 12 conditions.
 */
export const RAG_REALISM_CONDITIONS: readonly string[] = REALISM_SPECS.map(([c]) => c);

/** Intensity probe (Table 24): mild/strong plausible anchor documents in the default slot. */
export const RAG_INTENSITY_CONDITIONS: readonly string[] = INTENSITY_SPECS.map(([c]) => c);

const SPECS = new Map<string, RagConditionSpec>([
  ...CORE_SPECS,
  ...ABLATION_SPECS,
  ...REALISM_SPECS,
  ...INTENSITY_SPECS,
]);

const ALL_CONDITIONS: readonly string[] = [...SPECS.keys()];

/** Relevance scores shown in the rank5_distract headers, by position. */
export const RELEVANCE_SCORES: readonly number[] = [1.0, 0.87, 0.74, 0.61, 0.48];

interface RagDoc {
  id: string;
  text: string;
}

/** Document id of an anchor-slot document, as the corpus file names it. */
export function anchorDocId(itemId: string, slot: RagSlot, direction: Direction | null): string {
  if (slot === "control") return `${itemId}_anchor_slot_control`;
  return `${itemId}_anchor_slot_${slot}_${direction}`;
}

/** The text of an anchor-slot document for an item and anchor value. */
export function anchorDocText(item: ItemSpec, slot: RagSlot, anchor: number | null): string {
  if (slot === "control") return CONTROL_NOTE;
  if (anchor === null) throw new Error(`${item.item_id}: RAG slot "${slot}" needs an anchor`);
  const metric = getDomain(item.domain).metricName;
  const idx = item.anchor_phrasing_idx;
  switch (slot) {
    case "irrelevant":
      return irrelevantNote(idx, anchor);
    case "plausible":
      return plausibleNote(metric, idx, anchor);
    case "irrelevant_nodiscl":
      return nodisclNote(anchor);
    case "plausible_authority":
      return authorityNote(metric, idx, anchor);
    case "plausible_mild":
    case "plausible_strong":
      return anchorSentence(item.domain, slot, idx, anchor);
  }
}

function coreDoc(item: ItemSpec): RagDoc {
  return {
    id: `${item.item_id}_core`,
    text: domainDocuments(item.domain).core[item.scenario_template_idx % 4],
  };
}

function fillerDoc(item: ItemSpec): RagDoc {
  return {
    id: `${item.item_id}_filler`,
    text: domainDocuments(item.domain).filler[item.scenario_template_idx % 2],
  };
}

function distractorDocs(item: ItemSpec): RagDoc[] {
  return domainDocuments(item.domain).distractors.map((text, i) => ({
    id: `${item.item_id}_distractor_${i + 1}`,
    text,
  }));
}

function layoutDocs(item: ItemSpec, anchorDoc: RagDoc, layout: RagLayout): RagDoc[] {
  const core = coreDoc(item);
  const filler = fillerDoc(item);
  switch (layout) {
    case "default":
      return [core, anchorDoc, filler];
    case "first":
    case "rank1":
      return [anchorDoc, core, filler];
    case "last":
      return [core, filler, anchorDoc];
    case "rank5":
    case "rank5_distract":
      return [core, filler, ...distractorDocs(item), anchorDoc];
  }
}

function docHeader(position: number, withScores: boolean): string {
  if (!withScores) return `[Document ${position}]`;
  const score = RELEVANCE_SCORES[position - 1];
  if (score === undefined) throw new Error(`no relevance score for document position ${position}`);
  return `[Document ${position} | relevance=${score.toFixed(2)}]`;
}

/** Document blocks joined by blank lines, and where the anchor document's text starts. */
function renderDocs(
  docs: readonly RagDoc[],
  anchorDocIdValue: string,
  withScores: boolean,
): { text: string; anchorTextStart: number } {
  let text = "";
  let anchorTextStart = -1;
  for (let i = 0; i < docs.length; i++) {
    if (i > 0) text += "\n\n";
    text += docHeader(i + 1, withScores) + "\n";
    if (docs[i].id === anchorDocIdValue) anchorTextStart = text.length;
    text += docs[i].text;
  }
  return { text, anchorTextStart };
}

function isRealism(layout: RagLayout): boolean {
  return layout === "rank1" || layout === "rank5" || layout === "rank5_distract";
}

function provenanceFor(
  spec: RagConditionSpec,
  rank: number,
  nDistractors: number,
  scores: boolean,
) {
  if (isRealism(spec.layout)) {
    return {
      ablation_type: "realism",
      anchor_rank: rank,
      n_distractors: nDistractors,
      with_relevance_scores: scores,
    };
  }
  if (spec.slot === "plausible_mild" || spec.slot === "plausible_strong") {
    return { ablation_type: spec.slot };
  }
  return undefined;
}

/** One RAG view of an item under a condition (core, ablation, realism or intensity). */
export function renderRagView(item: ItemSpec, condition: string): PromptView {
  const spec = SPECS.get(condition);
  if (!spec) throw unknownCondition("rag", item, condition, ALL_CONDITIONS);
  const anchor = spec.direction === null ? null : designedAnchor(item, spec.direction);
  const anchorDoc: RagDoc = {
    id: anchorDocId(item.item_id, spec.slot, spec.direction),
    text: anchorDocText(item, spec.slot, anchor),
  };
  const docs = layoutDocs(item, anchorDoc, spec.layout);
  const withScores = spec.layout === "rank5_distract";
  const rendered = renderDocs(docs, anchorDoc.id, withScores);
  const texts = itemCaseTexts(item);
  const head = `${RETRIEVAL_HEADER}\n\n`;
  const promptText = `${head}${rendered.text}\n\n${caseBlock(texts)}`;

  const rank = docs.indexOf(anchorDoc) + 1;
  const nDistractors = docs.length - 3;
  const components: Record<string, unknown> = {
    retrieval_header: `${RETRIEVAL_HEADER}\n`,
    retrieved_docs: rendered.text,
    ...caseComponents(texts),
    retrieved_doc_ids: docs.map((d) => d.id).join(","),
    anchor_doc_id: anchorDoc.id,
  };
  if (isRealism(spec.layout)) {
    components.anchor_rank = rank;
    components.n_distractors = nDistractors;
    components.with_relevance_scores = withScores;
  } else {
    components.anchor_doc_role = "anchor_slot";
  }
  return makeView({
    item_id: item.item_id,
    suite: "rag",
    domain: item.domain,
    condition,
    prompt_text: promptText,
    prompt_components: components,
    anchor_relevance: spec.relevance,
    anchor_value: anchor,
    anchor_search_from: head.length + rendered.anchorTextStart,
    provenance: provenanceFor(spec, rank, nDistractors, withScores),
  });
}

function corpusDoc(
  id: string,
  item: ItemSpec,
  role: "core" | "filler" | "anchor_slot",
  text: string,
  relevance: string,
  anchor: number | null,
): CorpusDoc {
  const doc: CorpusDoc = { doc_id: id, domain: item.domain, doc_type: role, text, role, relevance };
  if (anchor !== null) doc.anchor_value = anchor;
  return doc;
}

const CORPUS_SLOTS: readonly RagSlot[] = [
  "irrelevant",
  "plausible",
  "irrelevant_nodiscl",
  "plausible_authority",
];

/**
 * The item's corpus documents in file order: core, filler, control slot, then for low and high the
 * irrelevant, plausible, no-disclosure and authority slots (11 documents).
 */
export function ragCorpus(item: ItemSpec): CorpusDoc[] {
  const core = coreDoc(item);
  const filler = fillerDoc(item);
  const docs: CorpusDoc[] = [
    corpusDoc(core.id, item, "core", core.text, "none", null),
    corpusDoc(filler.id, item, "filler", filler.text, "none", null),
    corpusDoc(
      anchorDocId(item.item_id, "control", null),
      item,
      "anchor_slot",
      CONTROL_NOTE,
      "none",
      null,
    ),
  ];
  for (const direction of DIRECTIONS) {
    const anchor = designedAnchor(item, direction);
    for (const slot of CORPUS_SLOTS) {
      docs.push(corpusDoc(
        anchorDocId(item.item_id, slot, direction),
        item,
        "anchor_slot",
        anchorDocText(item, slot, anchor),
        SLOT_RELEVANCE[slot],
        anchor,
      ));
    }
  }
  return docs;
}

function renderAll(items: readonly ItemSpec[], conditions: readonly string[]): PromptView[] {
  const views: PromptView[] = [];
  for (const item of items) {
    for (const condition of conditions) views.push(renderRagView(item, condition));
  }
  return views;
}

/**
 * The RAG datasets: `anchorbench_rag_core` (core + ablation views and the corpus),
 * `anchorbench_rag_p2` (realism probe) and `anchorbench_rag_intensity` (intensity probe).
 */
export function ragDatasets(items: readonly ItemSpec[]): Dataset[] {
  const meta = datasetMeta("ragDatasets", "rag", items);
  const base = { suite: "rag", ...meta, itemspecs: [...items] };
  return [
    {
      name: "anchorbench_rag_core",
      ...base,
      files: {
        "promptviews_core.jsonl": renderAll(items, RAG_CORE_CONDITIONS),
        "promptviews_ablation.jsonl": renderAll(items, RAG_ABLATION_CONDITIONS),
      },
      core_conditions: [...RAG_CORE_CONDITIONS],
      ablation_conditions: [...RAG_ABLATION_CONDITIONS],
      corpus: items.flatMap(ragCorpus),
    },
    {
      name: "anchorbench_rag_p2",
      ...base,
      files: { "promptviews_p2.jsonl": renderAll(items, RAG_REALISM_CONDITIONS) },
      core_conditions: [],
      ablation_conditions: [...RAG_REALISM_CONDITIONS],
    },
    {
      name: "anchorbench_rag_intensity",
      ...base,
      files: { "promptviews_intensity.jsonl": renderAll(items, RAG_INTENSITY_CONDITIONS) },
      core_conditions: [],
      ablation_conditions: [...RAG_INTENSITY_CONDITIONS],
    },
  ];
}
