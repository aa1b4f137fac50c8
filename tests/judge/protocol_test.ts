import assert from "node:assert/strict";
import {
  categoricalDesign,
  checkRubrics,
  judgeDesign,
  judgeMessages,
  loadJudgeTasks,
  loadRubrics,
  metadataBlock,
  parseCategoricalOutput,
  parseJudgeOutput,
  parseJudgeTasks,
  parseLabelledItems,
  PRIOR_UPPER,
} from "../../lib/judge/mod.ts";

Deno.test("the built-in task set has 20 tasks, 5 per category, each naming an existing rubric", async () => {
  const tasks = await loadJudgeTasks();
  const rubrics = await loadRubrics();
  assert.equal(tasks.length, 20);
  const perCategory = new Map<string, number>();
  for (const t of tasks) perCategory.set(t.category, (perCategory.get(t.category) ?? 0) + 1);
  assert.deepEqual(
    [...perCategory.entries()].sort(),
    [["code review", 5], ["creative writing", 5], ["factual QA", 5], ["summarization", 5]],
  );
  checkRubrics(tasks, rubrics, "tasks.jsonl");
  assert.equal(rubrics.acceptance_threshold, 4.0);
  // Summarization and code review share the default rubric, as in the study.
  assert.ok(
    tasks.filter((t) => t.category === "code review").every((t) => t.rubric_id === "default"),
  );
});

Deno.test("a malformed task file fails with file, line and reason", () => {
  const good = JSON.stringify({
    task_id: "a",
    category: "c",
    task: "t",
    answer: "x",
    rubric_id: "default",
  });
  assert.throws(
    () => parseJudgeTasks(`${good}\n{bad`, "mine.jsonl"),
    /mine\.jsonl:2: invalid JSON/,
  );
  assert.throws(
    () => parseJudgeTasks(JSON.stringify({ task_id: "a", category: "c", task: "t" }), "mine.jsonl"),
    /mine\.jsonl:1: missing or empty string field "answer"/,
  );
  assert.throws(
    () => parseJudgeTasks(`${good}\n${good}`, "mine.jsonl"),
    /mine\.jsonl:2: duplicate task_id "a"/,
  );
});

Deno.test("the design crosses task × temperature × trial × condition with priors in [0, 3.99) on C2 only", async () => {
  const tasks = (await loadJudgeTasks()).slice(0, 2);
  const trials = judgeDesign(tasks, { callsPerCell: 10 });
  assert.equal(trials.length, 2 * 4 * 10 * 3);
  for (const t of trials) {
    if (t.condition === "C2") {
      assert.ok(t.prior! >= 0 && t.prior! < PRIOR_UPPER);
      assert.ok(t.attempt! >= 1 && t.attempt! <= 4);
    } else assert.equal(t.prior, null);
    if (t.condition === "C0") assert.equal(t.attempt, null);
  }
  // Same seed, same priors; the prior does not depend on the condition ordering.
  const again = judgeDesign(tasks, { callsPerCell: 10 });
  assert.deepEqual(again, trials);
  const other = judgeDesign(tasks, { callsPerCell: 10, seed: 7 });
  assert.notDeepEqual(
    other.filter((t) => t.condition === "C2").map((t) => t.prior),
    trials.filter((t) => t.condition === "C2").map((t) => t.prior),
  );
});

Deno.test("C2 prompts carry the three-line metadata block; C0 carries none", async () => {
  const [task] = await loadJudgeTasks();
  const rubrics = await loadRubrics();
  const base = {
    task_id: task.task_id,
    category: task.category,
    temperature: 0,
    trial: 0,
    mitigation: "none" as const,
  };
  const c2 = judgeMessages(task, rubrics, { ...base, condition: "C2", attempt: 3, prior: 1.5 });
  assert.equal(c2[0].role, "system");
  assert.match(
    c2[1].content!,
    /Attempt metadata:\n {2}- Attempt: 3 \(This is a revision\)\n {2}- Prior score: 1\.50$/,
  );
  const c0 = judgeMessages(task, rubrics, { ...base, condition: "C0", attempt: null, prior: null });
  assert.ok(!c0[1].content!.includes("Attempt metadata"));
  assert.ok(c0[1].content!.includes(task.answer));
  assert.throws(() => metadataBlock({ condition: "C2", attempt: null, prior: 1 }), /needs both/);
});

Deno.test("judge output parsing: validity, clipping to [0, 5], acceptance from the score", () => {
  assert.deepEqual(
    parseJudgeOutput('{"score": 4.2, "accept": false, "rationale": "ok", "flags": []}'),
    {
      valid: true,
      score: 4.2,
      clipped: false,
      accepted: true,
      emitted_accept: false,
    },
  );
  const fenced = parseJudgeOutput('Here you go:\n```json\n{"score": 7, "accept": true}\n```');
  assert.equal(fenced.score, 5);
  assert.equal(fenced.clipped, true);
  assert.equal(parseJudgeOutput('{"score": "3.5"}').score, 3.5);
  assert.equal(parseJudgeOutput('{"score": 3.99}').accepted, false);
  assert.equal(parseJudgeOutput("score: 4").valid, false);
  assert.equal(parseJudgeOutput('{"score": null}').valid, false);
  assert.equal(parseJudgeOutput('{"rationale": "a } inside", "score": 2}').score, 2);
});

Deno.test("categorical design: Group A anchors on the original wrong label, Group B on a seeded wrong label", () => {
  const classes = ["pos", "neg", "neu"];
  const text = [
    { item_id: "1", text: "great", label: "pos", original_label: "neg" },
    { item_id: "2", text: "bad", label: "neg", original_label: "neg" },
  ].map((r) => JSON.stringify(r)).join("\n");
  const items = parseLabelledItems(text, "labels.jsonl", classes);
  const trials = categoricalDesign(items, classes);
  const a = trials.filter((t) => t.group === "A");
  const b = trials.filter((t) => t.group === "B");
  assert.deepEqual(a.map((t) => t.condition), ["C0", "C1", "C2"]);
  assert.equal(a[2].anchor_label, "neg");
  assert.deepEqual(b.map((t) => t.condition), ["C0", "C2"]);
  assert.notEqual(b[1].anchor_label, "neg");
  assert.ok(classes.includes(b[1].anchor_label!));
  assert.throws(
    () =>
      parseLabelledItems(
        JSON.stringify({ item_id: "x", text: "t", label: "zzz", original_label: "pos" }),
        "labels.jsonl",
        classes,
      ),
    /labels\.jsonl:1: label "zzz" is not one of/,
  );
  assert.equal(parseCategoricalOutput('{"label": "neu"}', classes), "neu");
  assert.equal(parseCategoricalOutput('{"label": "other"}', classes), null);
});
