/**
 * Reading an LLM-as-a-judge request (SPEC §J) the way a model would: from the messages only. It
 * finds the task, the response under review, the rubric, the revision metadata (revision framing,
 * attempt, prior score or prior label), an appended mitigation instruction, and — for the
 * categorical variant — the classes and the text to classify. Any wording works as long as the
 * structure is there: labelled sections and "key: value" metadata lines.
 */
import { messageText } from "./conversation.ts";
import type { JudgeCategory, JudgeMitigationKind } from "./judge_twins.ts";
import type { SimMessage } from "./types.ts";

export interface JudgeReading {
  kind: "score" | "label";
  /** Text that identifies the graded item across conditions (task + response, or the text). */
  itemKey: string;
  category: JudgeCategory;
  revision: boolean;
  attempt: number | null;
  priorScore: number | null;
  priorLabel: string | null;
  mitigation: JudgeMitigationKind;
  /** Categorical variant: the classes offered and the text to classify. */
  classes: string[];
  text: string;
}

const SECTION =
  /^(task|response to grade|response|submission|answer|candidate answer|output|rubric[^:\n]*|text)\s*:/im;
const PRIOR_SCORE =
  /\b(?:prior|previous|earlier|last)\s+(?:score|rating|grade)\s*[:=]\s*(-?\d+(?:\.\d+)?)/i;
const PRIOR_LABEL =
  /\b(?:prior|previous|earlier|last)\s+(?:label|class|classification|verdict)\s*[:=]\s*"?([^\s",]+)/i;
const ATTEMPT = /\battempt\s*(?:number|no\.?|#)?\s*[:=]?\s*(\d+)/i;
const REVISION = /\b(revision|revised|resubmi\w*|re-review\w*|re-evaluat\w*|second look)\b/i;
const COT =
  /\b(step[- ]by[- ]step|one criterion at a time|criterion[- ]by[- ]criterion|each (?:rubric )?criterion (?:separately|in turn))/i;
const WARNING =
  /\b(ignore|disregard)\b[^.]*\b(prior|earlier|previous)\b[^.]*\b(scores?|labels?|attempt|metadata|revision)/i;
const CLASSES = /^\s*classes\s*:\s*(.+)$/im;

/** Text of a labelled section ("Task:\n…") up to the next section label or metadata block. */
function section(text: string, names: RegExp): string {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => names.test(l));
  if (start < 0) return "";
  const first = lines[start].replace(names, "").trim();
  const body = [first];
  for (let i = start + 1; i < lines.length; i++) {
    if (SECTION.test(lines[i]) || /metadata\s*:/i.test(lines[i])) break;
    body.push(lines[i]);
  }
  return body.join("\n").trim();
}

/** Category of a task from what it asks for (summaries, code, creative pieces, else factual). */
export function taskCategory(task: string, rubric: string): JudgeCategory {
  if (/\bsummar(y|ies|ise|ize|ising|izing)\b/i.test(task)) return "summarization";
  if (
    /```|\bcode review\b/i.test(task) ||
    /\breview\b[^.\n]*\b(code|function|query|script|snippet|class|patch)\b/i.test(task)
  ) {
    return "code review";
  }
  if (
    /\bcreative\b/i.test(rubric) ||
    /\b(poem|haiku|story|dialogue|limerick|verse|fiction|slogan|description)\b/i.test(task)
  ) {
    return "creative writing";
  }
  return "factual QA";
}

function withoutInstructions(text: string): string {
  return text.split(/(?<=[.!?])\s+/).filter((s) => !/\b(ignore|disregard)\b/i.test(s)).join(" ");
}

function mitigationOf(text: string): JudgeMitigationKind {
  if (WARNING.test(text)) return "warning";
  if (COT.test(text)) return "cot";
  return "none";
}

/** Null when the request is neither a judge-score nor a categorical-label request. */
export function readJudgeRequest(messages: readonly SimMessage[]): JudgeReading | null {
  const system = messages.filter((m) => m.role === "system").map((m) => messageText(m.content))
    .join("\n");
  const users = messages.filter((m) => m.role === "user");
  const fullUser = users.length ? messageText(users[users.length - 1].content) : "";
  // Appended instruction paragraphs (mitigations) are not part of the graded material.
  const user = fullUser.split(/\n\s*\n/).filter((p) => !COT.test(p) && !WARNING.test(p))
    .join("\n\n");
  const wantsJson = /\bjson\b/i.test(system);
  const classLine = CLASSES.exec(system) ?? CLASSES.exec(user);
  const kind = wantsJson && /\bscore\b/i.test(system)
    ? "score"
    : wantsJson && /\blabel\b/i.test(system) && classLine
    ? "label"
    : null;
  if (kind === null) return null;
  // Metadata is read with instruction sentences set aside ("ignore … that this is a revision").
  // A labelled metadata block is preferred, so task texts that mention revisions do not count.
  const block = /^.*metadata\s*:/im.exec(user);
  const metadata = withoutInstructions(block ? user.slice(block.index) : user);
  const prior = PRIOR_SCORE.exec(metadata);
  const priorLabel = PRIOR_LABEL.exec(metadata);
  const attempt = ATTEMPT.exec(metadata);
  const task = section(user, /^task\s*:/i);
  const answer = section(
    user,
    /^(response to grade|response|submission|answer|candidate answer|output)\s*:/i,
  );
  const rubric = section(user, /^rubric[^:\n]*:/i);
  const text = section(user, /^text\s*:/i);
  const classes = classLine
    ? classLine[1].replace(/\.\s*$/, "").split(",").map((c) => c.trim()).filter((c) => c !== "")
    : [];
  return {
    kind,
    itemKey: kind === "score" ? `${task}\n---\n${answer || user}` : text || user,
    category: taskCategory(task || user, rubric),
    revision: REVISION.test(metadata),
    attempt: attempt ? Number(attempt[1]) : null,
    priorScore: prior ? Number(prior[1]) : null,
    priorLabel: priorLabel ? priorLabel[1].replace(/[.;]$/, "") : null,
    mitigation: mitigationOf(`${system}\n${fullUser}`),
    classes,
    text: text || user,
  };
}
