/**
 * `ab judge run` / `ab judge score` with a user's task file and labelled categorical file, through
 * to the analysis JSON and the tables; malformed input fails with file and line.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { ab } from "../cli/capture.ts";
import type { JudgeAnalysis } from "../../lib/judge/mod.ts";
import { judgeTable1, judgeTable9 } from "../../lib/tables/judge/mod.ts";

const USER_TASKS = [
  {
    task_id: "mine-1",
    category: "email",
    task: "Write a polite two-sentence reply declining a meeting.",
    answer:
      "Thank you for the invitation. Unfortunately I cannot attend on Tuesday, but I am happy to read the notes.",
    rubric_id: "default",
  },
  {
    task_id: "mine-2",
    category: "email",
    task: "Write a one-line subject for a newsletter about autumn recipes.",
    answer: "Five warming autumn recipes for busy weeknights",
    rubric_id: "creative",
  },
  {
    task_id: "mine-3",
    category: "trivia",
    task: "What is the capital of Australia?",
    answer: "The capital of Australia is Canberra.",
    rubric_id: "factual",
  },
];

const LABELLED = [
  {
    item_id: "i1",
    text: "Big discount on shoes, this looks like spam to me.",
    label: "spam",
    original_label: "ham",
  },
  {
    item_id: "i2",
    text: "Lunch at noon? ham sandwich as usual.",
    label: "ham",
    original_label: "ham",
  },
  { item_id: "i3", text: "You won a prize, spam alert.", label: "spam", original_label: "spam" },
  {
    item_id: "i4",
    text: "Minutes of the ham radio club meeting.",
    label: "ham",
    original_label: "spam",
  },
];

const jsonl = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).join("\n") + "\n";

Deno.test("a user task file and a labelled categorical file flow through run, score and the tables", async () => {
  const dir = await Deno.makeTempDir();
  const tasks = join(dir, "tasks.jsonl");
  const labels = join(dir, "labels.jsonl");
  await Deno.writeTextFile(tasks, jsonl(USER_TASKS));
  await Deno.writeTextFile(labels, jsonl(LABELLED));
  const out = join(dir, "run");
  // The same command twice: the second run finds everything answered.
  const judgeRun = () =>
    ab(
      "judge",
      "run",
      "--tasks",
      tasks,
      "--model",
      "sim/judge/GPT-4.1",
      "--calls",
      "2",
      "--temperatures",
      "0,1",
      "--categorical",
      labels,
      "--classes",
      "spam,ham",
      "--out",
      out,
      "--quiet",
    );
  const run = await judgeRun();
  assert.equal(run.code, 0, run.err);
  // 3 tasks × 2 T × 2 calls × 3 conditions = 36; categorical: (2 A × 3 + 2 B × 2) × 3 strategies = 30.
  assert.match(run.err, /66 sent/);
  const analysisPath = join(dir, "analysis.json");
  const score = await ab(
    "judge",
    "score",
    "--run",
    out,
    "--out",
    analysisPath,
    "--bootstrap",
    "200",
  );
  assert.equal(score.code, 0, score.err);
  const analysis = JSON.parse(await Deno.readTextFile(analysisPath)) as JudgeAnalysis;
  assert.deepEqual(analysis.models, ["sim/judge/GPT-4.1"]);
  assert.equal(analysis.simulated, true);
  assert.equal(analysis.counts.attempted, 36);
  assert.deepEqual(analysis.categoryMeans.map((c) => c.category), ["email", "trivia"]);
  assert.equal(analysis.effects.score["C2-C0"][0].nTasks, 3);
  const strategies = analysis.categorical!.strategies.map((s) => s.strategy);
  assert.deepEqual(strategies, ["none", "cot", "warning"]);
  assert.equal(analysis.categorical!.strategies[0].groupA!.n, 2);
  assert.equal(analysis.categorical!.strategies[0].groupB!.n, 2);
  // The tables read the analysis JSON as written.
  assert.equal(judgeTable1(analysis).reproduced.rows[0].model, "GPT-4.1");
  assert.equal(judgeTable9(analysis).reproduced.rows.length, 4);
  const again = await judgeRun();
  assert.match(again.err, /0 sent, 66 already answered/);
});

Deno.test("a malformed task or labelled file fails naming file and line; bad flags are usage errors", async () => {
  const dir = await Deno.makeTempDir();
  const tasks = join(dir, "bad.jsonl");
  await Deno.writeTextFile(
    tasks,
    jsonl(USER_TASKS.slice(0, 1)) + '{"task_id": "x", "category": "c"\n',
  );
  const r = await ab("judge", "run", "--tasks", tasks, "--out", join(dir, "o"));
  assert.equal(r.code, 1);
  assert.match(r.err, new RegExp(`${tasks.replaceAll(".", "\\.")}:2: invalid JSON`));
  const labels = join(dir, "labels.jsonl");
  await Deno.writeTextFile(
    labels,
    jsonl([{ item_id: "a", text: "t", label: "eggs", original_label: "ham" }]),
  );
  const good = join(dir, "good.jsonl");
  await Deno.writeTextFile(good, jsonl(USER_TASKS));
  const c = await ab(
    "judge",
    "run",
    "--tasks",
    good,
    "--categorical",
    labels,
    "--classes",
    "spam,ham",
    "--out",
    join(dir, "o2"),
  );
  assert.equal(c.code, 1);
  assert.match(c.err, /labels\.jsonl:1: label "eggs" is not one of spam, ham/);
  const unknownRubric = join(dir, "rubric.jsonl");
  await Deno.writeTextFile(unknownRubric, jsonl([{ ...USER_TASKS[0], rubric_id: "nope" }]));
  const u = await ab("judge", "run", "--tasks", unknownRubric, "--out", join(dir, "o3"));
  assert.match(u.err, /names unknown rubric "nope"/);
  assert.equal((await ab("judge", "run", "--out", dir, "--mitigation", "pray")).code, 2);
  assert.equal((await ab("judge", "run", "--out", dir, "--panel", "nope")).code, 2);
  assert.equal((await ab("judge", "score", "--out", "x.json")).code, 2);
  const help = await ab("judge", "run", "--help");
  assert.equal(help.code, 0);
  assert.match(help.out, /--categorical FILE\|demo/);
});
