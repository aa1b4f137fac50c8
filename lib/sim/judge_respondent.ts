/**
 * The simulated LLM judge (SPEC §J): answers judge-score and categorical-label requests addressed
 * to `sim/judge/<short>` with the JSON the protocol asks for, from the messages alone (see
 * judge_read.ts) and the twin's parameters (judge_twins.ts). Deterministic per request: the item
 * baseline comes from the item text, the prompt noise from the messages, the sampled score from
 * the whole request (messages, temperature, seed, choice). With `logprobs: true` the reply carries
 * token log-probabilities whose entry at the score's first digit holds the digits 0–5.
 */
import { type JudgeReading, readJudgeRequest } from "./judge_read.ts";
import {
  categoryFactor,
  effectMultiplier,
  gridProbabilities,
  judgeTwin,
  type JudgeTwinParams,
  MITIGATION_EFFECT,
  samplingSpread,
  scoreGrid,
} from "./judge_twins.ts";
import { tokenize, type TokenLogprob, type TopLogprob } from "./logprobs.ts";
import { hashString, normal, type Rng, rngFor } from "./random.ts";
import type { Respondent, SimReply } from "./respond.ts";
import type { SimChatRequest } from "./types.ts";

/** Centre of the study's prior distribution U[0, 3.99): the pull term averages out over it. */
const PRIOR_CENTER = 2.0;
/** Share of valid answers whose score is written on a 0–10 scale (then clipped by the reader). */
const OUT_OF_RANGE_RATE = 0.0002;
/** Share of answers whose emitted `accept` disagrees with the score. */
const ACCEPT_MISMATCH_RATE = 0.03;
const MIN_PROB = 1e-9;

export type JudgeCondition = "C0" | "C1" | "C2";

export function conditionOf(reading: JudgeReading): JudgeCondition {
  if (reading.priorScore !== null || reading.priorLabel !== null) return "C2";
  return reading.revision ? "C1" : "C0";
}

/** The latent mean score μ of a judge-score request (before prompt noise). */
export function latentScore(params: JudgeTwinParams, reading: JudgeReading): number {
  const shared = normal(rngFor("judge-item", reading.itemKey));
  const own = normal(rngFor(params.short, "judge-item", reading.itemKey));
  const mu0 = params.center + params.taskSpread * (0.7 * shared + 0.714 * own);
  const h = Math.max(
    0,
    1 + params.heterogeneity * normal(rngFor(params.short, "effect", reading.itemKey)),
  );
  const k = effectMultiplier(params);
  const g = categoryFactor(reading.category);
  const mit = MITIGATION_EFFECT[reading.mitigation];
  let mu = mu0 + mit.lift;
  const condition = conditionOf(reading);
  if (condition === "C1") mu += k * params.framing * h * g;
  if (condition === "C2" && reading.priorScore !== null) {
    mu += k * params.total * h * g * mit.total +
      params.pull * mit.pull * (reading.priorScore - PRIOR_CENTER);
  }
  return mu;
}

function requestTemperature(request: SimChatRequest): number {
  const t = request.temperature;
  return typeof t === "number" && Number.isFinite(t) ? Math.max(0, t) : 1;
}

function pick(rng: Rng, probs: readonly number[]): number {
  let r = rng();
  for (let i = 0; i < probs.length; i++) {
    r -= probs[i];
    if (r < 0) return i;
  }
  return probs.length - 1;
}

const RATIONALES: [number, string][] = [
  [4.5, "Clear, accurate and complete; only trivial polish is possible."],
  [4, "Solid work that meets the rubric with minor gaps."],
  [3, "Acceptable in substance but with noticeable weaknesses in coverage or precision."],
  [2, "Several rubric criteria are only partly met."],
  [0, "Falls well short of the rubric on most criteria."],
];

function rationale(score: number, reading: JudgeReading): string {
  const base = RATIONALES.find(([min]) => score >= min)?.[1] ?? RATIONALES[4][1];
  if (reading.mitigation !== "cot") return base;
  return "Criterion by criterion: organisation is mostly clear; claims are supported with one " +
    "loose statement; wording is fluent; coverage leaves out a minor point. " + base;
}

function formatScore(score: number): string {
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}

const FAILURES = [
  (score: number) => `{"score": "${score >= 4 ? "high" : "medium"}", "accept": ${score >= 4}}`,
  () => "I am unable to give a numeric score for this response without more context.",
  (score: number) =>
    `{"score": ${formatScore(score)}, "accept": ${score >= 4}, "rationale": "The resp`,
];

const encoder = new TextEncoder();

function entry(token: string, p: number): TopLogprob {
  return {
    token,
    logprob: Math.log(Math.max(MIN_PROB, p)),
    bytes: Array.from(encoder.encode(token)),
  };
}

/** Probabilities of the first digit 0–5 of the score (grid mass grouped by integer part). */
export function digitProbabilities(grid: readonly number[], probs: readonly number[]): number[] {
  const digits = [0, 0, 0, 0, 0, 0];
  grid.forEach((g, i) => (digits[Math.min(5, Math.floor(g))] += probs[i]));
  return digits;
}

/** Token logprobs of a JSON reply; the first digit after `"score"` carries the digit distribution. */
export function judgeLogprobs(
  content: string,
  digits: readonly number[] | null,
  topLogprobs: number,
  rng: Rng,
): { content: TokenLogprob[]; refusal: null } {
  const tokens = tokenize(content);
  const k = Math.max(0, Math.min(20, Math.floor(topLogprobs)));
  let scoreIndex = -1;
  let seenScore = false;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].trim() === "score") seenScore = true;
    else if (seenScore && /^\s*\d/.test(tokens[i])) {
      scoreIndex = i;
      break;
    }
  }
  const out = tokens.map((token, i): TokenLogprob => {
    if (i === scoreIndex && digits !== null) {
      const lead = token.slice(0, token.length - token.trimStart().length);
      const own = digits[Number(token.trim()[0])] ?? 0;
      const top = digits.map((p, d) => entry(lead + String(d), p))
        .sort((a, b) => b.logprob - a.logprob).slice(0, k);
      return { ...entry(token, own), top_logprobs: top };
    }
    const p = 1 - 0.05 * rng() * rng();
    const top = [entry(token, p)];
    if (k > 1) top.push(entry(token === " the" ? " a" : " the", (1 - p) / 2));
    return { ...entry(token, p), top_logprobs: top.slice(0, k) };
  });
  return { content: out, refusal: null };
}

function scoreReply(
  request: SimChatRequest,
  params: JudgeTwinParams,
  reading: JudgeReading,
  rng: Rng,
  promptZ: number,
): SimReply {
  const temperature = requestTemperature(request);
  const grid = scoreGrid(params.step);
  const m = latentScore(params, reading) + params.promptSd * promptZ;
  const probs = gridProbabilities(grid, m, samplingSpread(params, temperature));
  let score = grid[pick(rng, probs)];
  let content: string;
  const failed = rng() < params.parseFailureRate;
  if (failed) {
    content = FAILURES[Math.floor(rng() * FAILURES.length)](score);
  } else {
    if (rng() < OUT_OF_RANGE_RATE) score = Math.min(10, score * 2);
    const accept = (score >= 4) !== (rng() < ACCEPT_MISMATCH_RATE);
    content = `{"score": ${formatScore(score)}, "accept": ${accept}, "rationale": ${
      JSON.stringify(rationale(score, reading))
    }, "flags": []}`;
  }
  let logprobs: SimReply["logprobs"] = null;
  if (request.logprobs) {
    // Logprobs describe the model's distribution (T = 1), whatever the sampling temperature.
    const raw = gridProbabilities(grid, m, params.digitSpread);
    logprobs = judgeLogprobs(
      content,
      digitProbabilities(grid, raw),
      request.top_logprobs ?? 0,
      rng,
    );
  }
  return {
    content,
    finishReason: failed && content.endsWith("resp") ? "length" : "stop",
    logprobs,
    decision: null,
  };
}

function classCue(text: string, classes: readonly string[]): string | null {
  const counts = classes.map((c) => {
    const re = new RegExp(`\\b${c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "gi");
    return (text.match(re) ?? []).length;
  });
  const max = Math.max(0, ...counts);
  if (max === 0 || counts.filter((c) => c === max).length > 1) return null;
  return classes[counts.indexOf(max)];
}

function labelReply(
  request: SimChatRequest,
  params: JudgeTwinParams,
  reading: JudgeReading,
  rng: Rng,
): SimReply {
  const classes = reading.classes;
  const mit = MITIGATION_EFFECT[reading.mitigation];
  // The item-level reading is shared by every condition of the item (paired comparisons).
  const itemRng = rngFor(params.short, "label", reading.mitigation, reading.itemKey);
  const cue = classCue(reading.text, classes);
  let label: string;
  if (cue !== null && itemRng() < params.labelAccuracy + mit.labelAccuracy) label = cue;
  else {
    const others = cue === null ? classes : classes.filter((c) => c !== cue);
    label = others[Math.floor(itemRng() * others.length)];
  }
  const prior = reading.priorLabel;
  if (prior !== null && classes.includes(prior) && label !== prior) {
    if (rng() < params.labelSwitch * mit.labelSwitch) label = prior;
  }
  const failed = rng() < params.parseFailureRate;
  const content = failed
    ? "The text could belong to more than one class; I cannot decide."
    : `{"label": ${JSON.stringify(label)}, "rationale": ${
      JSON.stringify(`The wording fits the ${label} class best.`)
    }}`;
  return {
    content,
    finishReason: "stop",
    logprobs: request.logprobs
      ? judgeLogprobs(content, null, request.top_logprobs ?? 0, rng)
      : null,
    decision: null,
  };
}

/** Whether a request is for a simulated judge and has the judge or categorical structure. */
export function isSimJudgeRequest(request: SimChatRequest): boolean {
  return judgeTwin(request.model) !== null && readJudgeRequest(request.messages) !== null;
}

/** The judge respondent, registered by default in the simulated service. */
export function judgeRespondent(): Respondent {
  return {
    name: "judge",
    accepts: (request) => isSimJudgeRequest(request),
    respond(request, _reading, ctx) {
      const params = judgeTwin(request.model) as JudgeTwinParams;
      const reading = readJudgeRequest(request.messages) as JudgeReading;
      const messagesKey = hashString(JSON.stringify(request.messages));
      const promptZ = normal(rngFor(params.short, "prompt", messagesKey));
      const rng = rngFor(
        params.short,
        messagesKey,
        String(requestTemperature(request)),
        String(request.seed ?? "none"),
        String(ctx.choice),
      );
      return reading.kind === "score"
        ? scoreReply(request, params, reading, rng, promptZ)
        : labelReply(request, params, reading, rng);
    },
  };
}
