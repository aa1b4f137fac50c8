/** Types of the simulated-respondent stage: the chat request it reads and what it reads from it. */

/** How an anchor is framed, classified from the cue words around it. */
export type Framing =
  | "irrelevant"
  | "plausible"
  | "placebo"
  | "authority"
  | "mild"
  | "strong"
  | "neutral";

export const FRAMINGS: readonly Framing[] = [
  "irrelevant",
  "plausible",
  "placebo",
  "authority",
  "mild",
  "strong",
  "neutral",
];

/** Framings a rational reader treats as information about the case (weight 1 in `sim/rational`). */
export const PLAUSIBLE_CLASS: ReadonlySet<Framing> = new Set([
  "plausible",
  "authority",
  "mild",
  "strong",
]);

/** Where in the request the anchor sits. */
export type Pathway = "external" | "history" | "icl" | "rag" | "tool";

export const PATHWAYS: readonly Pathway[] = ["external", "history", "icl", "rag", "tool"];

/** Instructions appended to the prompt (SPEC §B.9). */
export type SuffixKind = "cot" | "ignore" | "self_check" | "rule" | "judgment";

export const SUFFIX_KINDS: readonly SuffixKind[] = [
  "cot",
  "ignore",
  "self_check",
  "rule",
  "judgment",
];

/** Text part of a multi-part message content. */
export interface SimContentPart {
  type: string;
  text?: string;
}

export interface SimToolCall {
  id?: string;
  type?: string;
  function?: { name?: string; arguments?: string };
}

/** One chat message as an OpenAI-compatible endpoint receives it. */
export interface SimMessage {
  role: string;
  content?: string | SimContentPart[] | null;
  tool_calls?: SimToolCall[];
  tool_call_id?: string;
  name?: string;
}

/** The body of POST /chat/completions, as far as the simulator reads it. */
export interface SimChatRequest {
  model: string;
  messages: SimMessage[];
  tools?: unknown[];
  temperature?: number | null;
  top_p?: number | null;
  seed?: number | null;
  max_tokens?: number | null;
  max_completion_tokens?: number | null;
  logprobs?: boolean | null;
  top_logprobs?: number | null;
  n?: number | null;
  stream?: boolean | null;
}

/** One rating line of the case being judged ("  - label: value"); null when hidden. */
export interface EvidenceReading {
  label: string;
  value: number | null;
}

/** The structural unit an anchor was read from. */
export type AnchorSource =
  | "sentence"
  | "document"
  | "demo_header"
  | "demo_answers"
  | "tool_payload"
  | "own_answer";

export interface AnchorReading {
  value: number;
  framing: Framing;
  pathway: Pathway;
  source: AnchorSource;
  /** The text the framing was read from (sentence, document, header, payload or preamble). */
  cue: string;
  /** How often the same anchor was read (ICL demo headers repeat it). */
  repeats: number;
  /** 1-based position among the retrieved documents (RAG). */
  position?: { index: number; of: number };
}

/** Everything a respondent takes from a request (SPEC §B structure, any wording). */
export interface PromptReading {
  /** Ratings of the case to judge (the last evidence block that is not a demo). */
  evidence: EvidenceReading[];
  /** The visible rating values, in order. */
  visible: number[];
  /** "partial" when the block is announced as partial/preliminary evidence. */
  evidenceScope: "full" | "partial";
  /** N of a "k of N ratings" note, else null. */
  declaredTotal: number | null;
  anchors: AnchorReading[];
  /** Numbers in off-topic passages (retrieval distractors), read and set aside. */
  distractors: number[];
  /** Answers of "Answer: N" demo blocks. */
  demoAnswers: number[];
  /** The respondent's own earlier answer in a multi-turn conversation (History stage 2). */
  history: { ownAnswer: number | null; framing: Framing } | null;
  suffixes: SuffixKind[];
  /** The pathway the request's structure belongs to (tool outputs, documents, demos, history). */
  primaryPathway: Pathway;
  /** Whether the request asks for a number (a 0–100 range or an integer instruction). */
  wantsNumber: boolean;
  /** Tool results are present or tools are offered. */
  toolContext: boolean;
  /** Identifies the case across conditions (labels and values of the target evidence). */
  caseKey: string;
  /** The system prompt asks for a JSON score (LLM-as-a-judge protocol, SPEC §J). */
  judgeRequest: boolean;
}
