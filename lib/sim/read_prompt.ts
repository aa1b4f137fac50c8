/**
 * readPrompt: what a respondent takes from a chat request, read from its structure (evidence
 * lines, demo blocks, bracketed document headers, tool outputs, conversation turns) rather than
 * from any particular wording. One pass over the lines of the answered turn, then cheap per-unit
 * work; no generator internals are consulted.
 */
import { parseResponse } from "../parse/mod.ts";
import { readConversation } from "./conversation.ts";
import {
  classifyFraming,
  classifyHistoryFraming,
  classifyIntroFraming,
  isDistractor,
} from "./framing.ts";
import { payloadAnchors } from "./tool_payload.ts";
import type {
  AnchorReading,
  EvidenceReading,
  Framing,
  Pathway,
  PromptReading,
  SimMessage,
  SuffixKind,
} from "./types.ts";

const EVIDENCE_LINE = /^\s*[-•*]\s+(.+?):\s+(-?\d+(?:\.\d+)?|\[[^\]\n]*\])\s*$/;
const LABELLED_NUMBER_LINE = /^\s*[A-Za-z][A-Za-z ]{0,30}:\s*(-?\d+(?:\.\d+)?)\s*$/;
const DOC_HEADER = /^\s*\[[^\]\n]*\d[^\]\n]*\]\s*$/;
const TOOL_OUTPUT = /^\s*(?:[A-Za-z][\w ]{0,30}:\s*)?(\{.*\})\s*$/;
const PARTIAL_HEADER = /partial|preliminary|subset|early indicators|incomplete/i;
const WANTS_NUMBER = /\b0\s*(?:–|-|to)\s*100\b|\binteger\b/i;

/** Candidate anchor numbers: 1–3 digits standing alone (no decimals, %, units glued on). */
const NUMBER = /(?<![\w.\-–])\d{1,3}(?![\w%]|\.\d|[-–]\w)/g;
/** Spans whose numbers are not anchors: ranges ("0–100", "0 to 100") and "k of N" notes. */
const RANGE = /\b\d{1,3}\s*(?:–|-|to)\s*\d{1,3}\b/g;
const K_OF_N = /\b(\d{1,3})\s+(?:of|out of)\s+(?:the\s+)?(\d{1,3})\b/g;
/** A header ordinal at the start of a line: "Example 2 [", "[Document 3]", "Case 1:". */
const ORDINAL = /^\s*\[?\s*[A-Za-z]+\s+(\d{1,3})(?=\s*(?:[:\][|(]|$))/;
const HAS_DIGIT = /\d/;
const SENTENCE_END = /[.!?](?=\s+[A-Z("'])/g;

const SUFFIX_CUES: ReadonlyArray<[SuffixKind, RegExp]> = [
  ["cot", /step by step|step-by-step|think through|work through|reason through/i],
  ["ignore", /\b(?:disregard|ignore|set aside)\b/i],
  ["self_check", /\b(?:biased|pulled it|double-check|check whether|ask yourself)\b/i],
  ["rule", /\bunweighted\b|\barithmetic mean\b|\bplain average\b/i],
  ["judgment", /\bweighted average\b|\bhow credible\b|\bcredibility\b/i],
];

type LineKind = "blank" | "evidence" | "demoAnswer" | "docHeader" | "toolOutput" | "text";

interface Run {
  start: number;
  end: number; // exclusive
  header: number; // index of the preceding non-blank text line, or -1
  demo: boolean;
}

interface Candidate {
  value: number;
  before: string;
}

/** Numbers of a text line that may be anchors (ranges, k-of-N notes and ordinals removed). */
function candidateNumbers(line: string): Candidate[] {
  if (!HAS_DIGIT.test(line)) return [];
  let out: Candidate[] | null = null;
  let blocked: Array<[number, number]> | null = null;
  for (const m of line.matchAll(NUMBER)) {
    const value = Number.parseInt(m[0], 10);
    if (value > 100) continue;
    blocked ??= blockedSpans(line);
    const at = m.index!;
    if (blocked.some(([s, e]) => at >= s && at < e)) continue;
    (out ??= []).push({ value, before: line.slice(0, at) });
  }
  return out ?? [];
}

/** Spans of a line whose numbers are not anchors (ranges, k-of-N notes, a header ordinal). */
function blockedSpans(line: string): Array<[number, number]> {
  const blocked: Array<[number, number]> = [];
  for (const m of line.matchAll(RANGE)) blocked.push([m.index!, m.index! + m[0].length]);
  if (line.includes(" of ")) {
    for (const m of line.matchAll(K_OF_N)) blocked.push([m.index!, m.index! + m[0].length]);
  }
  const ordinal = ORDINAL.exec(line);
  if (ordinal) blocked.push([ordinal[0].length - ordinal[1].length, ordinal[0].length]);
  return blocked;
}

/** One candidate per value within a unit (a header naming the anchor twice reads it once). */
function uniqueValues(candidates: Candidate[]): Candidate[] {
  const seen = new Set<number>();
  return candidates.filter((c) => !seen.has(c.value) && seen.add(c.value));
}

/** The sentence of `line` that contains position `at`. */
function sentenceAt(line: string, at: number): string {
  let start = 0;
  for (const m of line.matchAll(SENTENCE_END)) {
    const end = m.index! + 1;
    if (end > at) return line.slice(start, end).trim();
    start = end;
  }
  return line.slice(start).trim();
}

function isBlank(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return true;
}

/** Evidence lines open with blanks and a bullet: a cheap test before the regex. */
function mayBeEvidence(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === " " || c === "\t") continue;
    return c === "-" || c === "*" || c === "•";
  }
  return false;
}

function mean(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0) / values.length;
}

class AnchorSet {
  readonly list: AnchorReading[] = [];
  private readonly index = new Map<string, AnchorReading>();
  add(a: Omit<AnchorReading, "repeats">): void {
    const key = `${a.pathway}|${a.value}|${a.framing}`;
    const seen = this.index.get(key);
    if (seen) {
      seen.repeats++;
      return;
    }
    const entry: AnchorReading = { ...a, repeats: 1 };
    this.index.set(key, entry);
    this.list.push(entry);
  }
}

export interface ReadPromptOptions {
  /** The request's `tools` field (its presence marks a tool context). */
  tools?: readonly unknown[];
}

export function readPrompt(
  messages: readonly SimMessage[],
  opts: ReadPromptOptions = {},
): PromptReading {
  const conv = readConversation(messages);
  const lines = conv.target.split("\n");
  const n = lines.length;
  const kinds: LineKind[] = new Array(n);
  const evidence: Array<EvidenceReading | null> = new Array(n).fill(null);

  // Pass 1: kind of every line.
  let previousWasEvidence = false;
  for (let i = 0; i < n; i++) {
    const line = lines[i];
    if (isBlank(line)) {
      kinds[i] = "blank";
      previousWasEvidence = false;
      continue;
    }
    const ev = mayBeEvidence(line) ? EVIDENCE_LINE.exec(line) : null;
    if (ev) {
      kinds[i] = "evidence";
      evidence[i] = { label: ev[1].trim(), value: ev[2].startsWith("[") ? null : Number(ev[2]) };
      previousWasEvidence = true;
      continue;
    }
    if (previousWasEvidence && HAS_DIGIT.test(line) && LABELLED_NUMBER_LINE.test(line)) {
      kinds[i] = "demoAnswer";
    } else if (line.includes("[") && DOC_HEADER.test(line)) kinds[i] = "docHeader";
    else if (line.includes("{") && TOOL_OUTPUT.test(line)) kinds[i] = "toolOutput";
    else kinds[i] = "text";
    previousWasEvidence = false;
  }

  // Evidence runs, demo blocks, document regions.
  const runs: Run[] = [];
  const docs: Array<{ start: number; end: number }> = [];
  let lastText = -1;
  for (let i = 0; i < n;) {
    if (kinds[i] === "evidence") {
      const start = i;
      while (i < n && kinds[i] === "evidence") i++;
      runs.push({ start, end: i, header: lastText, demo: i < n && kinds[i] === "demoAnswer" });
      continue;
    }
    if (kinds[i] === "docHeader") {
      const start = i + 1;
      let end = start;
      while (end < n && kinds[end] !== "blank" && kinds[end] !== "docHeader") end++;
      docs.push({ start, end });
    }
    if (kinds[i] === "text") lastText = i;
    i++;
  }
  const inDoc: Int32Array = new Int32Array(n).fill(-1);
  docs.forEach((d, k) => {
    for (let i = d.start; i < d.end; i++) inDoc[i] = k;
  });
  const demoHeaders = new Set(runs.filter((r) => r.demo && r.header >= 0).map((r) => r.header));
  const targetRun = [...runs].reverse().find((r) => !r.demo) ?? null;

  const target: EvidenceReading[] = [];
  if (targetRun) {
    for (let i = targetRun.start; i < targetRun.end; i++) {
      target.push(evidence[i]!);
    }
  }
  const visible = target.filter((e) => e.value !== null).map((e) => e.value as number);

  const anchors = new AnchorSet();
  const distractors: number[] = [];
  const demoAnswers: number[] = [];
  let declaredTotal: number | null = null;
  const payloads: string[] = [...conv.toolMessages];
  const introLines: string[] = [];
  const firstDemo = runs.find((r) => r.demo);
  const firstDemoHeader = firstDemo
    ? (firstDemo.header >= 0 ? firstDemo.header : firstDemo.start)
    : -1;

  // Pass 2: anchors in documents, demo headers, tool outputs and free text.
  for (let i = 0; i < n; i++) {
    const kind = kinds[i];
    const line = lines[i];
    if (kind === "demoAnswer") {
      demoAnswers.push(Number(LABELLED_NUMBER_LINE.exec(line)![1]));
      continue;
    }
    if (kind === "toolOutput") {
      payloads.push(TOOL_OUTPUT.exec(line)![1]);
      continue;
    }
    if (kind !== "text") continue;
    if (firstDemoHeader >= 0 && i < firstDemoHeader) introLines.push(line);
    if (line.includes(" of ") && HAS_DIGIT.test(line)) {
      for (const m of line.matchAll(K_OF_N)) declaredTotal = Number(m[2]);
    }
    const candidates = uniqueValues(candidateNumbers(line));
    if (candidates.length === 0) continue;

    if (demoHeaders.has(i)) {
      const header = line.replace(ORDINAL, "");
      for (const c of candidates) {
        anchors.add({
          value: c.value,
          framing: classifyFraming(header, c.before),
          pathway: "icl",
          source: "demo_header",
          cue: header.trim(),
        });
      }
      continue;
    }
    const docIndex = inDoc[i];
    if (docIndex >= 0) {
      const doc = docs[docIndex];
      const docText = lines.slice(doc.start, doc.end).join(" ");
      for (const c of candidates) {
        if (isDistractor(docText, c.before)) {
          distractors.push(c.value);
          continue;
        }
        anchors.add({
          value: c.value,
          framing: classifyFraming(docText, c.before),
          pathway: "rag",
          source: "document",
          cue: docText,
          position: { index: docIndex + 1, of: docs.length },
        });
      }
      continue;
    }
    for (const c of candidates) {
      const sentence = sentenceAt(line, c.before.length);
      if (isDistractor(sentence, c.before)) {
        distractors.push(c.value);
        continue;
      }
      anchors.add({
        value: c.value,
        framing: classifyFraming(sentence, c.before),
        pathway: "external",
        source: "sentence",
        cue: sentence,
      });
    }
  }

  // Tool outputs (plaintext "Output: {...}" lines and native tool messages).
  for (const payload of payloads) {
    for (const a of payloadAnchors(payload)) {
      anchors.add({ ...a, pathway: "tool", source: "tool_payload" });
    }
  }

  // ICL: the demos' answers pull as one anchor, framed by the intro before the first demo.
  if (demoAnswers.length > 0) {
    const intro = introLines.join(" ");
    anchors.add({
      value: Math.round(mean(demoAnswers)),
      framing: classifyIntroFraming(intro),
      pathway: "icl",
      source: "demo_answers",
      cue: intro,
    });
    anchors.list[anchors.list.length - 1].repeats = demoAnswers.length;
  }

  // History: the respondent's own earlier answer, framed by the turn's opening paragraph.
  let history: PromptReading["history"] = null;
  if (conv.ownReply !== null) {
    const own = parseResponse(conv.ownReply, conv.ownReplyPrompt).answer_int;
    const blank = conv.target.search(/\n\s*\n/);
    const preamble = blank >= 0 ? conv.target.slice(0, blank) : conv.target;
    const framing: Framing = classifyHistoryFraming(preamble);
    history = { ownAnswer: own, framing };
    if (own !== null) {
      anchors.add({
        value: own,
        framing,
        pathway: "history",
        source: "own_answer",
        cue: preamble.trim(),
      });
    }
  }

  const questionText = targetRun ? lines.slice(targetRun.end).join("\n") : conv.target;
  const suffixes = SUFFIX_CUES.filter(([, re]) => re.test(questionText)).map(([k]) => k);
  const toolContext = payloads.length > 0 || (opts.tools?.length ?? 0) > 0;
  const primaryPathway: Pathway = payloads.length > 0
    ? "tool"
    : docs.length > 0
    ? "rag"
    : demoAnswers.length > 0
    ? "icl"
    : conv.laterStage
    ? "history"
    : "external";
  const headerLine = targetRun && targetRun.header >= 0 ? lines[targetRun.header] : "";

  return {
    evidence: target,
    visible,
    evidenceScope: PARTIAL_HEADER.test(headerLine) ? "partial" : "full",
    declaredTotal,
    anchors: anchors.list,
    distractors,
    demoAnswers,
    history,
    suffixes,
    primaryPathway,
    wantsNumber: WANTS_NUMBER.test(questionText),
    toolContext,
    caseKey: target.length > 0
      ? target.map((e) => `${e.label}=${e.value ?? "?"}`).join("|")
      : conv.target,
    judgeRequest: /\bjson\b/i.test(conv.system) && /\bscore\b/i.test(conv.system),
  };
}
