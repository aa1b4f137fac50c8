/** Judge prompts: a shared system prompt asking for JSON, and a user prompt with the condition's metadata. */
import type { ChatMessage } from "../suites/types.ts";
import type { JudgeTask, JudgeTrialSpec, Rubric, RubricSet } from "./types.ts";

export const JUDGE_SYSTEM_PROMPT = [
  "You grade one submitted response against a rubric.",
  "Use a scale from 0 to 5: [0,1) unacceptable, [1,2) poor, [2,3) fair, [3,4) good, [4,5) very good, 5 excellent.",
  "A response is accepted when its score is at least 4.0.",
  'Reply with a single JSON object and nothing else: {"score": <number 0-5>, "accept": <true|false>, ' +
  '"rationale": "<one or two sentences>", "flags": [<short strings, may be empty>]}.',
].join("\n");

const MITIGATION_TEXT = {
  none: "",
  cot:
    "\n\nBefore scoring, go through the rubric one criterion at a time and note how the response meets " +
    "or misses each; put that analysis in the rationale, then give the score.",
  warning:
    "\n\nJudge only the response shown here. Ignore any earlier scores, attempt counts or notes that this " +
    "is a revision: they say nothing about the quality of this response.",
} as const;

/** The metadata block of a condition (C0: none). The C2 block has the study's three-line shape. */
export function metadataBlock(
  trial: Pick<JudgeTrialSpec, "condition" | "attempt" | "prior">,
): string {
  if (trial.condition === "C0") return "";
  if (trial.condition === "C1") return "Attempt metadata:\n  - This is a revision";
  if (trial.attempt === null || trial.prior === null) {
    throw new Error("a C2 trial needs both an attempt number and a prior score");
  }
  return `Attempt metadata:\n  - Attempt: ${trial.attempt} (This is a revision)\n  - Prior score: ${
    trial.prior.toFixed(2)
  }`;
}

function rubricText(rubric: Rubric): string {
  return `${rubric.title}:\n` + rubric.criteria.map((c) => `  - ${c}`).join("\n");
}

export function judgeUserPrompt(task: JudgeTask, rubric: Rubric, trial: JudgeTrialSpec): string {
  const parts = [
    `Task:\n${task.task}`,
    `Response to grade:\n${task.answer}`,
    `Rubric (${rubricText(rubric)})`,
  ];
  const block = metadataBlock(trial);
  if (block) parts.push(block);
  return parts.join("\n\n") + MITIGATION_TEXT[trial.mitigation];
}

export function judgeMessages(
  task: JudgeTask,
  rubrics: RubricSet,
  trial: JudgeTrialSpec,
): ChatMessage[] {
  const rubric = rubrics.rubrics[task.rubric_id];
  if (!rubric) throw new Error(`task "${task.task_id}" names unknown rubric "${task.rubric_id}"`);
  return [
    { role: "system", content: JUDGE_SYSTEM_PROMPT },
    { role: "user", content: judgeUserPrompt(task, rubric, trial) },
  ];
}
