/**
 * Token log-probabilities consistent with the answer. The text is cut into rough tokens (words
 * with their leading blank, digit groups, punctuation). The answer's token gets alternatives at the
 * neighbouring integers with probabilities ∝ exp(−(k − y)² / 2s²) around the respondent's continuous
 * value y (s = the decision's spread, at least 0.5), so the chosen integer — the nearest to y — is
 * always the most probable. Other tokens are near-certain, with a few low-probability alternatives.
 */
import type { Rng } from "./random.ts";

export interface TopLogprob {
  token: string;
  logprob: number;
  bytes: number[];
}

export interface TokenLogprob extends TopLogprob {
  top_logprobs: TopLogprob[];
}

const TOKEN = /\s*[A-Za-z]+|\s*\d{1,3}|\s*[^\sA-Za-z\d]|\s+/g;
const encoder = new TextEncoder();
const FILLER = [" the", " a", ",", ".", " and", " of", "\n", " is"];

function entry(token: string, logprob: number): TopLogprob {
  return { token, logprob, bytes: Array.from(encoder.encode(token)) };
}

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** Log-probabilities of the integers 0–100 around y, most probable first. */
export function answerAlternatives(y: number, spread: number): Array<[number, number]> {
  const s = Math.max(0.5, spread);
  const logits: Array<[number, number]> = [];
  let max = -Infinity;
  for (let k = 0; k <= 100; k++) {
    const l = -((k - y) ** 2) / (2 * s * s);
    logits.push([k, l]);
    if (l > max) max = l;
  }
  let z = 0;
  for (const [, l] of logits) z += Math.exp(l - max);
  const logZ = max + Math.log(z);
  return logits.map(([k, l]) => [k, l - logZ] as [number, number]).sort((a, b) => b[1] - a[1]);
}

export interface LogprobOptions {
  text: string;
  topLogprobs: number;
  /** The answer integer and the continuous value it was rounded from (null: no answer token). */
  answer: number | null;
  continuous: number | null;
  spread: number;
  rng: Rng;
}

export function buildLogprobs(opts: LogprobOptions): { content: TokenLogprob[]; refusal: null } {
  const tokens = tokenize(opts.text);
  const k = Math.max(0, Math.min(20, Math.floor(opts.topLogprobs)));
  let answerIndex = -1;
  if (opts.answer !== null) {
    const digits = String(opts.answer);
    for (let i = tokens.length - 1; i >= 0; i--) {
      if (tokens[i].trim() === digits) {
        answerIndex = i;
        break;
      }
    }
  }
  const content: TokenLogprob[] = tokens.map((token, i) => {
    if (i === answerIndex && opts.continuous !== null) {
      const lead = token.slice(0, token.length - token.trimStart().length);
      const alternatives = answerAlternatives(opts.continuous, opts.spread);
      const own = alternatives.find(([v]) => v === opts.answer)?.[1] ?? 0;
      return {
        ...entry(token, own),
        top_logprobs: alternatives.slice(0, k).map(([v, l]) => entry(lead + String(v), l)),
      };
    }
    const logprob = -0.2 * opts.rng() * opts.rng();
    const rest = Math.log(Math.max(1e-12, 1 - Math.exp(logprob)));
    const top = [entry(token, logprob)];
    for (let j = 1; j < k; j++) {
      const filler = FILLER[(i + j) % FILLER.length];
      top.push(entry(filler === token ? FILLER[(i + j + 1) % FILLER.length] : filler, rest - j));
    }
    return { ...entry(token, logprob), top_logprobs: top.slice(0, k) };
  });
  return { content, refusal: null };
}
