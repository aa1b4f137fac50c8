/**
 * The respondent's judgement model. Given what it read (PromptReading) it forms an answer in one of
 * two documented forms.
 *
 * Notation: v_1..v_n the visible ratings of the case (n ≥ 0), m = mean(v) (50 when n = 0);
 * anchors a_i with framing f_i and pathway p_i; P the request's primary pathway (its structure);
 * z_case ~ N(0,1) drawn from a stream seeded by (model, case key) — shared by every
 * condition of the same case — and z_req ~ N(0,1) from the stream of the whole request.
 *
 * Anchoring-and-adjustment form (`form: "anchoring"`):
 *   b    = m + σ_case(P) · z_case                                    (the respondent's own reading)
 *   w_i  = W_{p_i}(f_i) · M(p_i) · exp(−|a_i − b| / λ) · (n_ref / max(n,1))^γ · S
 *   y    = b + Σ_i w_i · (a_i − b) + sqrt(σ_j(P)² + (T · σ_T)²) · z_req
 * Bayesian form (`form: "bayesian"`):
 *   w_i  = W_{p_i}(f_i) · M(p_i) · S
 *   y    = (Σ v + Σ_i w_i · a_i) / (n + Σ_i w_i)  + sqrt(σ_case(P)² + σ_j(P)² + (T·σ_T)²) · z_req
 *   (50 when n + Σ w_i = 0)
 * Answer = clamp(round_half_even(y), 0, 100). λ = ∞ switches distance attenuation off. S is the
 * product of the suffix multipliers of the instructions found in the prompt (e.g. "ignore other
 * numbers" halves anchor weights); T is the request temperature.
 *
 * A request with no numeric question (e.g. a "summarise the factors" turn) gets a summary instead.
 */
import type { Framing, Pathway, PromptReading, SuffixKind } from "./types.ts";
import { normal, pickWeighted, type Rng } from "./random.ts";

export type AnswerStyle = "bare" | "answer_line" | "cot" | "xml";
export type FailureStyle = "truncated" | "refusal" | "tool_call";

/** Per-pathway response parameters. */
export interface ResponseParams {
  /** SD of the case-level deviation (shared by all conditions of a case). */
  caseSd: number;
  /** SD of the request-level jitter at temperature 0. */
  jitterSd: number;
  /** Anchor weight per framing (W). */
  weights: Record<Framing, number>;
  /** Probability that the response cannot be parsed (a failure style is used). */
  parseFailureRate: number;
}

export interface AnchoringModelSpec {
  id: string;
  description: string;
  form: "anchoring" | "bayesian";
  /** Parameters of pathways without an override. */
  base: ResponseParams;
  /** Per-pathway overrides (calibrated presets set one per suite). */
  pathways: Partial<Record<Pathway, Partial<ResponseParams>>>;
  /** M: per-pathway multiplier on every anchor weight of that pathway. */
  pathwayMultiplier: Record<Pathway, number>;
  /** λ of the distance attenuation exp(−|a − b| / λ); Infinity = none. */
  distanceScale: number;
  /** γ: anchors weigh more when fewer ratings are visible. */
  evidenceExponent: number;
  /** n_ref of the evidence factor (5 ratings in the benchmark). */
  referenceEvidenceCount: number;
  /** σ_T: extra request-level SD per unit of temperature. */
  temperatureSd: number;
  /** Multiplier on anchor weights per suffix instruction present. */
  suffixMultiplier: Record<SuffixKind, number>;
  /** Mix of answer styles for parsable responses. */
  styleMix: Record<AnswerStyle, number>;
  /** Mix of failure styles (tool_call only used when the request has a tool context). */
  failureMix: Record<FailureStyle, number>;
  /** Where the numbers come from. */
  provenance?: string;
}

/** The decision for one request, before it is written out as text. */
export interface Decision {
  /** Parsable answer (null for a failure or a non-numeric turn). */
  answer: number | null;
  /** Continuous value before rounding (centre of the answer's log-probabilities). */
  continuous: number | null;
  /** SD the answer token's alternatives are spread by. */
  spread: number;
  /** Evidence mean the respondent started from. */
  evidenceMean: number;
  /** Anchors with their effective weights. */
  weighted: Array<{ value: number; weight: number; framing: Framing; pathway: Pathway }>;
  kind: "answer" | "failure" | "summary";
  style: AnswerStyle | null;
  failure: FailureStyle | null;
}

export function paramsFor(spec: AnchoringModelSpec, pathway: Pathway): ResponseParams {
  const o = spec.pathways[pathway];
  if (!o) return spec.base;
  return {
    caseSd: o.caseSd ?? spec.base.caseSd,
    jitterSd: o.jitterSd ?? spec.base.jitterSd,
    weights: o.weights ?? spec.base.weights,
    parseFailureRate: o.parseFailureRate ?? spec.base.parseFailureRate,
  };
}

export function evidenceMean(visible: readonly number[]): number {
  if (visible.length === 0) return 50;
  let s = 0;
  for (const v of visible) s += v;
  return s / visible.length;
}

/** Half-even rounding then clamping into [0, 100]. */
export function toAnswer(y: number): number {
  const r = Math.round(y);
  const even = Math.abs(y % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
  return Math.min(100, Math.max(0, even === 0 ? 0 : even));
}

function suffixFactor(spec: AnchoringModelSpec, suffixes: readonly SuffixKind[]): number {
  let s = 1;
  for (const k of suffixes) s *= spec.suffixMultiplier[k] ?? 1;
  return s;
}

export interface DecideInput {
  reading: PromptReading;
  /** Stream shared by all conditions of the case. */
  caseRng: Rng;
  /** Stream of this request. */
  requestRng: Rng;
  temperature: number;
}

/** The numeric judgement (no failure or style choice): y, the answer and the weights used. */
export function judge(
  spec: AnchoringModelSpec,
  input: DecideInput,
): Pick<Decision, "answer" | "continuous" | "spread" | "evidenceMean" | "weighted"> {
  const { reading, temperature } = input;
  const params = paramsFor(spec, reading.primaryPathway);
  const n = reading.visible.length;
  const m = evidenceMean(reading.visible);
  const s = suffixFactor(spec, reading.suffixes);
  const tempSd = Math.max(0, temperature) * spec.temperatureSd;
  const zCase = normal(input.caseRng);
  const zReq = normal(input.requestRng);
  const weighted: Decision["weighted"] = [];
  let y: number;
  let spread: number;

  if (spec.form === "bayesian") {
    let num = 0;
    let den = n;
    for (const v of reading.visible) num += v;
    for (const a of reading.anchors) {
      const w = paramsFor(spec, a.pathway).weights[a.framing] * spec.pathwayMultiplier[a.pathway] *
        s;
      weighted.push({ value: a.value, weight: w, framing: a.framing, pathway: a.pathway });
      num += w * a.value;
      den += w;
    }
    spread = Math.sqrt(params.caseSd ** 2 + params.jitterSd ** 2 + tempSd ** 2);
    y = (den > 0 ? num / den : 50) + spread * zReq;
  } else {
    const b = m + params.caseSd * zCase;
    const evidenceFactor = Math.pow(
      spec.referenceEvidenceCount / Math.max(n, 1),
      spec.evidenceExponent,
    );
    let shift = 0;
    for (const a of reading.anchors) {
      const attenuation = Number.isFinite(spec.distanceScale)
        ? Math.exp(-Math.abs(a.value - b) / spec.distanceScale)
        : 1;
      const w = paramsFor(spec, a.pathway).weights[a.framing] * spec.pathwayMultiplier[a.pathway] *
        attenuation * evidenceFactor * s;
      weighted.push({ value: a.value, weight: w, framing: a.framing, pathway: a.pathway });
      shift += w * (a.value - b);
    }
    spread = Math.sqrt(params.jitterSd ** 2 + tempSd ** 2);
    y = b + shift + spread * zReq;
  }
  return { answer: toAnswer(y), continuous: y, spread, evidenceMean: m, weighted };
}

function normalisedFailureMix(
  spec: AnchoringModelSpec,
  toolContext: boolean,
): Record<FailureStyle, number> {
  return { ...spec.failureMix, tool_call: toolContext ? spec.failureMix.tool_call : 0 };
}

/** The full decision: judgement, then whether the response fails and in which style it is written. */
export function decide(spec: AnchoringModelSpec, input: DecideInput): Decision {
  const { reading, requestRng } = input;
  const judged = judge(spec, input);
  if (!reading.wantsNumber) {
    return {
      ...judged,
      answer: null,
      continuous: null,
      kind: "summary",
      style: null,
      failure: null,
    };
  }
  const params = paramsFor(spec, reading.primaryPathway);
  if (requestRng() < params.parseFailureRate) {
    const mix = normalisedFailureMix(spec, reading.toolContext);
    return {
      ...judged,
      answer: null,
      kind: "failure",
      style: null,
      failure: pickWeighted(requestRng, mix),
    };
  }
  const style: AnswerStyle = reading.suffixes.includes("cot")
    ? "cot"
    : pickWeighted(requestRng, spec.styleMix);
  return { ...judged, kind: "answer", style, failure: null };
}
