/**
 * The simulated judge (lib/sim/judge_*.ts): reads the protocol from the messages, pulls toward the
 * prior in C2, is deterministic per request, answers with score-token logprobs, and is registered
 * by default for sim/judge/* ids only.
 */
import assert from "node:assert/strict";
import {
  judgeMessages,
  type JudgeTask,
  type JudgeTrialSpec,
  loadJudgeTasks,
  loadRubrics,
  parseJudgeOutput,
  scoreDigitProbe,
} from "../../lib/judge/mod.ts";
import {
  type AnchoringModelSpec,
  createSimFetch,
  JUDGE_TWIN_IDS,
  judgeRespondent,
  judgeTwin,
  latentScore,
  type PromptReading,
  readJudgeRequest,
  type SimChatRequest,
  type SimMessage,
} from "../../lib/sim/mod.ts";

/** The judge respondent reads the messages itself; the generic reading and spec are unused. */
function respondTo(request: SimChatRequest) {
  return judgeRespondent().respond(request, {} as unknown as PromptReading, {
    spec: {} as unknown as AnchoringModelSpec,
    choice: 0,
  });
}

const tasks = await loadJudgeTasks();
const rubrics = await loadRubrics();
const task = tasks.find((t) => t.task_id === "sum-01") as JudgeTask;

function trial(
  condition: "C0" | "C1" | "C2",
  prior: number | null,
  extra: Partial<JudgeTrialSpec> = {},
) {
  return {
    task_id: task.task_id,
    category: task.category,
    condition,
    temperature: 1,
    trial: 0,
    attempt: condition === "C0" ? null : 3,
    prior,
    mitigation: "none" as const,
    ...extra,
  };
}

function messages(spec: JudgeTrialSpec): SimMessage[] {
  return judgeMessages(task, rubrics, spec) as SimMessage[];
}

function ask(
  model: string,
  spec: JudgeTrialSpec,
  temperature: number,
  seed: number,
  logprobs = false,
) {
  const request: SimChatRequest = {
    model,
    messages: messages(spec),
    temperature,
    seed,
    logprobs,
    top_logprobs: logprobs ? 6 : undefined,
  };
  return respondTo(request);
}

Deno.test("the reader finds condition, prior, attempt, category and mitigation in the messages", () => {
  const c2 = readJudgeRequest(messages(trial("C2", 1.75)))!;
  assert.equal(c2.kind, "score");
  assert.equal(c2.priorScore, 1.75);
  assert.equal(c2.attempt, 3);
  assert.equal(c2.revision, true);
  assert.equal(c2.category, "summarization");
  const c1 = readJudgeRequest(messages(trial("C1", null)))!;
  assert.equal(c1.priorScore, null);
  assert.equal(c1.revision, true);
  // The warning mentions revisions, but C0 with a warning is still C0.
  const warned = readJudgeRequest(messages(trial("C0", null, { mitigation: "warning" })))!;
  assert.equal(warned.revision, false);
  assert.equal(warned.mitigation, "warning");
  assert.equal(
    readJudgeRequest(messages(trial("C0", null, { mitigation: "cot" })))!.mitigation,
    "cot",
  );
  // The graded item is the same in every condition (same baseline).
  assert.equal(c1.itemKey, readJudgeRequest(messages(trial("C0", null)))!.itemKey);
  const code = tasks.find((t) => t.category === "code review")!;
  const codeReading = readJudgeRequest(
    judgeMessages(code, rubrics, { ...trial("C0", null), task_id: code.task_id }) as SimMessage[],
  )!;
  assert.equal(codeReading.category, "code review");
});

Deno.test("C2 pulls the latent score toward the prior by the twin's slope and below C0", () => {
  const gpt = judgeTwin("sim/judge/GPT-4.1")!;
  const low = latentScore(gpt, readJudgeRequest(messages(trial("C2", 0.5)))!);
  const high = latentScore(gpt, readJudgeRequest(messages(trial("C2", 3.5)))!);
  // GPT-4.1's pull is 0.25 score points per prior point (Table 7's baseline slope ≈ 0.267).
  assert.ok(Math.abs(high - low - 0.25 * 3) < 1e-12);
  const c0 = latentScore(gpt, readJudgeRequest(messages(trial("C0", null)))!);
  const c1 = latentScore(gpt, readJudgeRequest(messages(trial("C1", null)))!);
  const mid = latentScore(gpt, readJudgeRequest(messages(trial("C2", 2.0)))!);
  assert.ok(mid < c1 && c1 < c0, `expected C2 < C1 < C0, got ${mid}, ${c1}, ${c0}`);
  // Sampled scores follow: 60 calls at T = 1 with prior 0.5 average below the C0 calls.
  const mean = (spec: JudgeTrialSpec) => {
    let s = 0;
    for (let seed = 0; seed < 60; seed++) {
      s += parseJudgeOutput(ask("sim/judge/GPT-4.1", spec, 1, seed).content).score ?? 0;
    }
    return s / 60;
  };
  assert.ok(mean(trial("C2", 0.5)) < mean(trial("C0", null)));
});

Deno.test("answers are deterministic per request and vary with the request seed at T > 0", () => {
  const spec = trial("C2", 2.2);
  const a = ask("sim/judge/Qwen2.5-7B", spec, 1, 7).content;
  assert.equal(ask("sim/judge/Qwen2.5-7B", spec, 1, 7).content, a);
  const scores = new Set<number | null>();
  for (let seed = 0; seed < 20; seed++) {
    scores.add(parseJudgeOutput(ask("sim/judge/Qwen2.5-7B", spec, 2, seed).content).score);
  }
  assert.ok(scores.size > 1, "T = 2 with different seeds should not always give one score");
});

Deno.test("logprobs carry the digit distribution at the score token, consistent with the answer", () => {
  const reply = ask("sim/judge/GPT-4.1", trial("C0", null), 0, 1, true);
  const probe = scoreDigitProbe(reply.logprobs);
  assert.equal(probe.status, "ok");
  if (probe.status !== "ok") return;
  const total = probe.digits.reduce((s, p) => s + p, 0);
  assert.ok(Math.abs(total - 1) < 1e-6, `digit probabilities sum to ${total}`);
  const score = parseJudgeOutput(reply.content).score!;
  // At T = 0 the emitted digit is the most probable one.
  const modal = probe.digits.indexOf(Math.max(...probe.digits));
  assert.equal(Math.floor(score), modal);
});

Deno.test("the service answers judge requests for sim/judge/* twins and still 501s for other models", async () => {
  const f = createSimFetch();
  const post = (model: string) =>
    f("http://sim.local/v1/chat/completions", {
      method: "POST",
      body: JSON.stringify({ model, messages: messages(trial("C2", 1.0)), temperature: 0 }),
    });
  const ok = await post("sim/judge/Claude-4.5-Sonnet");
  assert.equal(ok.status, 200);
  const body = await ok.json();
  assert.equal(body.simulated, true);
  assert.equal(parseJudgeOutput(body.choices[0].message.content).valid, true);
  const other = await post("sim/anchoring");
  assert.equal(other.status, 501);
  await other.body?.cancel();
  const list = await (await f("http://sim.local/v1/models")).json();
  const ids = list.data.map((m: { id: string }) => m.id);
  for (const id of JUDGE_TWIN_IDS) assert.ok(ids.includes(id), `${id} listed`);
});

Deno.test("categorical requests: C2 switches to the prior label more often than C0 shows it", () => {
  const classes = ["alpha", "beta", "gamma"];
  const system =
    'Classify the text.\nClasses: alpha, beta, gamma.\nReply with a single JSON object: {"label": "<class>"}.';
  let switched = 0;
  let c0Anchor = 0;
  for (let i = 0; i < 150; i++) {
    const text = `Text:\nItem ${i}: this reads like alpha to me.`;
    const base: SimMessage[] = [{ role: "system", content: system }, {
      role: "user",
      content: text,
    }];
    const c2: SimMessage[] = [
      base[0],
      {
        role: "user",
        content:
          `${text}\n\nReview metadata:\n  - Attempt: 2 (This is a re-review)\n  - Prior label: gamma`,
      },
    ];
    const label = (m: SimMessage[]) =>
      JSON.parse(respondTo({ model: "sim/judge/GPT-4.1", messages: m, temperature: 0 }).content)
        .label;
    if (label(base) === "gamma") c0Anchor++;
    if (label(c2) === "gamma") switched++;
    assert.ok(classes.includes(label(base)));
  }
  assert.ok(switched > c0Anchor, `C2 anchor agreement ${switched} vs C0 ${c0Anchor}`);
});
