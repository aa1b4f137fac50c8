/** Judge task and rubric files: the built-in synthetic set or a user's own JSONL. */
import { DataError, parseJsonlText } from "../data/mod.ts";
import type { JudgeTask, RubricSet } from "./types.ts";

const BUILTIN_DIR = new URL("../../data/judge/", import.meta.url);

export const BUILTIN_TASKS_PATH = decodeURIComponent(new URL("tasks.jsonl", BUILTIN_DIR).pathname);
export const BUILTIN_RUBRICS_PATH = decodeURIComponent(
  new URL("rubrics.json", BUILTIN_DIR).pathname,
);

const REQUIRED_TASK_FIELDS = ["task_id", "category", "task", "answer", "rubric_id"] as const;

/** Parses judge tasks (one JSON object per line); errors name the file and line. */
export function parseJudgeTasks(text: string, file: string): JudgeTask[] {
  const tasks: JudgeTask[] = [];
  const seen = new Set<string>();
  for (const { line, value: row } of parseJsonlText(text, file)) {
    for (const field of REQUIRED_TASK_FIELDS) {
      if (typeof row[field] !== "string" || row[field] === "") {
        throw new DataError(file, line, `missing or empty string field "${field}"`);
      }
    }
    const task = row as unknown as JudgeTask;
    if (seen.has(task.task_id)) {
      throw new DataError(file, line, `duplicate task_id "${task.task_id}"`);
    }
    seen.add(task.task_id);
    tasks.push({
      task_id: task.task_id,
      category: task.category,
      task: task.task,
      answer: task.answer,
      rubric_id: task.rubric_id,
    });
  }
  if (tasks.length === 0) throw new Error(`${file}: no tasks`);
  return tasks;
}

export async function loadJudgeTasks(path = BUILTIN_TASKS_PATH): Promise<JudgeTask[]> {
  return parseJudgeTasks(await Deno.readTextFile(path), path);
}

export async function loadRubrics(path = BUILTIN_RUBRICS_PATH): Promise<RubricSet> {
  let set: RubricSet;
  try {
    set = JSON.parse(await Deno.readTextFile(path));
  } catch (err) {
    throw new Error(`${path}: ${(err as Error).message}`);
  }
  if (!set.rubrics || typeof set.acceptance_threshold !== "number") {
    throw new Error(`${path}: expected "rubrics" and "acceptance_threshold"`);
  }
  return set;
}

/** Every task must name a rubric that exists. */
export function checkRubrics(tasks: JudgeTask[], rubrics: RubricSet, file: string): void {
  for (const task of tasks) {
    if (!rubrics.rubrics[task.rubric_id]) {
      throw new Error(`${file}: task "${task.task_id}" names unknown rubric "${task.rubric_id}"`);
    }
  }
}
