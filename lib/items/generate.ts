/**
 * Per-suite item generation (§A.3, §A.5–§A.7): one seeded stream per suite, consumed in grid order
 * domain → difficulty → offset → index (History: domain → difficulty → index).
 */
import { CORE_DOMAIN_IDS, getDomain } from "./domains.ts";
import type { DomainConfig } from "./domains.ts";
import { drawIclDemos, drawIclDistPacks } from "./demos.ts";
import {
  clip,
  drawEvidence,
  type Scoring,
  WEIGHTED_MEAN_WEIGHTS,
  yStarComponents,
} from "./evidence.ts";
import { historyBlock } from "./history.ts";
import { createStream, DEFAULT_USER_SEED, type RandomStream, suiteSeed } from "./rng.ts";
import type { Anchors, Difficulty, ItemSpec, ItemSuite, ItemTags } from "./types.ts";

export const RENDER_VERSION = "2.1.0";
export const GENERATOR_VERSION = "anchorlab-0.1.0";

export const DIFFICULTIES: readonly Difficulty[] = ["easy", "hard"];
export const OFFSETS: readonly number[] = [15, 25, 40];
/** Nominal History anchors (θ ∓ 25); the realised History anchor is the model's Stage-1 answer. */
export const HISTORY_NOMINAL_OFFSET = 25;

export const ITEM_SUITES: readonly ItemSuite[] = [
  "external",
  "history",
  "icl",
  "icl_dist",
  "rag",
  "tool",
];

export const ITEM_ID_PREFIXES: Readonly<Record<ItemSuite, string>> = {
  external: "EXT",
  history: "HIST",
  icl: "ICL",
  icl_dist: "ICLDIST",
  rag: "RAG",
  tool: "TOOL",
};

/** Items per grid cell of the core benchmark (History has no offset dimension, hence 30). */
export const CORE_N_PER_CELL: Readonly<Record<ItemSuite, number>> = {
  external: 10,
  history: 30,
  icl: 10,
  icl_dist: 10,
  rag: 10,
  tool: 10,
};

const THETA_RANGE: [number, number] = [30, 70];
const N_SCENARIOS = 8;
const N_QUESTIONS = 4;
const N_PHRASINGS = 4;

const RAG_METADATA = {
  corpus_id: "anchorbench_corpus",
  corpus_size: 3,
  retrieval_method: "deterministic_fixed_order",
  doc_roles: ["core", "anchor_slot", "filler"],
};

const TOOL_METADATA = {
  available_tools: ["get_evidence_summary", "check_external_reference"],
  mode_supported: ["injected", "agentic"],
  tool_schema_version: "v2",
};

export interface GenerateOptions {
  /** The user's seed (`--seed N`), mapped to this suite's seed by `suiteSeed`; default 42. */
  seed?: number;
  /** Domain ids in generation order; default the six core domains. */
  domains?: string[];
  /** Items per grid cell; default CORE_N_PER_CELL[suite]. */
  nPerCell?: number;
  scoring?: Scoring;
  /** Size label stored in `tags.split`; default "core" for the core size, "pilot" for 5. */
  split?: string;
}

function pad3(i: number): string {
  return String(i).padStart(3, "0");
}

export function offsetItemId(
  suite: ItemSuite,
  domain: string,
  difficulty: Difficulty,
  offset: number,
  i: number,
): string {
  return `${ITEM_ID_PREFIXES[suite]}-${domain}-${difficulty[0]}-off${offset}-${pad3(i)}`;
}

export function historyItemId(domain: string, difficulty: Difficulty, i: number): string {
  return `${ITEM_ID_PREFIXES.history}-${domain}-${difficulty[0]}-${pad3(i)}`;
}

function sizeLabel(nPerCell: number, coreN: number): string {
  if (nPerCell === coreN) return "core";
  if (nPerCell === 5) return "pilot";
  if (nPerCell === 1) return "smoke";
  return `n${nPerCell}`;
}

interface Cell {
  domain: DomainConfig;
  difficulty: Difficulty;
  offset: number | null;
  index: number;
}

function* gridCells(
  suite: ItemSuite,
  domains: DomainConfig[],
  nPerCell: number,
): Generator<Cell> {
  const offsets = suite === "history" ? [null] : OFFSETS;
  for (const domain of domains) {
    for (const difficulty of DIFFICULTIES) {
      for (const offset of offsets) {
        for (let index = 1; index <= nPerCell; index++) yield { domain, difficulty, offset, index };
      }
    }
  }
}

interface Context {
  suite: ItemSuite;
  rng: RandomStream;
  scoring: Scoring;
  split: string;
  seed: number;
}

function makeItem(ctx: Context, cell: Cell, g: number): ItemSpec {
  const { suite, rng, scoring } = ctx;
  const { domain, difficulty, offset, index } = cell;
  const theta = rng.randint(THETA_RANGE[0], THETA_RANGE[1]);
  const familyIdx = g % domain.labelFamilies.length;
  const evidence = drawEvidence(rng, theta, difficulty, domain.labelFamilies[familyIdx]);
  const components = yStarComponents(evidence, theta, scoring);
  const yStar = components.y_star_evidence;
  const s = g % N_SCENARIOS;
  const q = g % N_QUESTIONS;
  const a = g % N_PHRASINGS;
  const defaultLabels = domain.labelFamilies[0];

  let anchors: Anchors;
  if (offset === null) {
    anchors = {
      low: clip(theta - HISTORY_NOMINAL_OFFSET),
      high: clip(theta + HISTORY_NOMINAL_OFFSET),
      anchor_type: "numeric",
      relevance: "self_generated",
    };
  } else {
    const low = clip(theta - offset);
    const high = clip(theta + offset);
    anchors = {
      low,
      high,
      gap: high - low,
      offset,
      anchor_type: "numeric",
      relevance: "stratified",
    };
  }

  const tags: ItemTags = { split: ctx.split, difficulty };
  if (suite === "icl") tags.icl_demos = drawIclDemos(rng, defaultLabels);
  if (suite === "icl_dist") {
    const packs = drawIclDistPacks(rng, anchors, defaultLabels);
    tags.icl_dist_neutral_center = packs.neutralCenter;
    tags.icl_dist_demos_control = packs.control;
    tags.icl_dist_demos_low = packs.low;
    tags.icl_dist_demos_high = packs.high;
  }
  const history = suite === "history"
    ? historyBlock(rng, evidence, yStar, s, defaultLabels)
    : undefined;

  return {
    item_id: offset === null
      ? historyItemId(domain.id, difficulty, index)
      : offsetItemId(suite, domain.id, difficulty, offset, index),
    suite,
    domain: domain.id,
    template_family: `${domain.id}_${String(s).padStart(2, "0")}`,
    answer_space: { type: "int", min: 0, max: 100 },
    theta,
    y_star: yStar,
    y_star_components: components,
    y_star_theta: theta,
    y_star_evidence: yStar,
    difficulty,
    anchors,
    evidence_structured: evidence,
    tags,
    // Optional blocks are spread in so that absent ones leave no key (the file omits nulls).
    ...(suite === "rag" ? { rag: structuredClone(RAG_METADATA) } : {}),
    ...(suite === "tool" ? { tool: structuredClone(TOOL_METADATA) } : {}),
    ...(history ? { history } : {}),
    evidence_label_family_idx: familyIdx,
    scenario_template_idx: s,
    question_template_idx: q,
    anchor_phrasing_idx: a,
    scoring_function: scoring,
    ...(scoring === "weighted_mean" ? { scoring_weights: [...WEIGHTED_MEAN_WEIGHTS] } : {}),
    render_version: RENDER_VERSION,
    generator_version: GENERATOR_VERSION,
    seed: ctx.seed,
  };
}

/**
 * All items of one suite, in grid order. The same options always give the same items; the
 * weighted-mean variant consumes the same stream, so only the gold fields differ.
 */
export function generateSuiteItems(suite: ItemSuite, opts: GenerateOptions = {}): ItemSpec[] {
  if (!ITEM_SUITES.includes(suite)) {
    throw new Error(`unknown item suite "${suite}"; known: ${ITEM_SUITES.join(", ")}`);
  }
  const coreN = CORE_N_PER_CELL[suite];
  const nPerCell = opts.nPerCell ?? coreN;
  if (!Number.isInteger(nPerCell) || nPerCell < 1 || nPerCell > 999) {
    throw new Error(`nPerCell must be an integer in 1..999, got ${nPerCell}`);
  }
  const scoring = opts.scoring ?? "mean";
  if (scoring !== "mean" && scoring !== "weighted_mean") {
    throw new Error(`unknown scoring function "${scoring}"; use "mean" or "weighted_mean"`);
  }
  const domains = (opts.domains ?? [...CORE_DOMAIN_IDS]).map(getDomain);
  const seed = suiteSeed(suite, opts.seed ?? DEFAULT_USER_SEED);
  const ctx: Context = {
    suite,
    rng: createStream(seed),
    scoring,
    split: opts.split ?? sizeLabel(nPerCell, coreN),
    seed,
  };
  const items: ItemSpec[] = [];
  let g = 0;
  for (const cell of gridCells(suite, domains, nPerCell)) {
    g += 1;
    items.push(makeItem(ctx, cell, g));
  }
  return items;
}
