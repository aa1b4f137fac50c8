/**
 * The plan of a judge study (SPEC §J): every request of its parts, as JudgeRequests.
 *
 * - main: models × tasks × T × N trials × C0/C1/C2, seeded priors and attempts;
 * - probe (Tables 4–5): selected models on one task at T = 0, N calls each for C0, C1 and C2 at
 *   priors 1.0, 2.0, 3.0, 3.9 (attempt 2), with top log-probabilities requested;
 * - mitigation (Tables 7–8): one model–task pair at T = 0, N C0 calls and N C2 calls at each of the
 *   four priors (attempt 2), for the baseline, CoT and warning prompts;
 * - categorical (Tables 9–10): a labelled file judged at T = 0 under the three strategies; Group A
 *   (original classifier wrong) C0/C1/C2 with the original label as anchor, Group B C0/C2 with a
 *   seeded wrong label.
 *
 * Each request carries a per-request seed (a hash of its design fields), so equal trial indices
 * of different conditions never share a seed.
 */
import { createHash } from "node:crypto";
import type { Decoding } from "../infer/mod.ts";
import { categoricalDesign, categoricalMessages, type LabelledItem } from "./categorical.ts";
import { fixedPriorDesign, JUDGE_TEMPERATURES, judgeDesign } from "./design.ts";
import { judgeMessages } from "./prompts.ts";
import type { JudgeRequest } from "./record.ts";
import type { JudgeMitigation, JudgeTask, JudgeTrialSpec, RubricSet } from "./types.ts";

export const PROBE_PRIORS = [1.0, 2.0, 3.0, 3.9];
export const MITIGATIONS: readonly JudgeMitigation[] = ["none", "cot", "warning"];
/** Top log-probabilities requested by the token probe. */
export const PROBE_TOP_LOGPROBS = 10;
export const JUDGE_MAX_TOKENS = 512;
export const COT_MAX_TOKENS = 1024;

export interface ProbeSettings {
  models: string[];
  task_id: string;
  calls: number;
}

export interface MitigationSettings {
  model: string;
  task_id: string;
  calls: number;
  strategies: JudgeMitigation[];
}

export interface CategoricalSettings {
  model: string;
  items: LabelledItem[];
  classes: string[];
  /** Calls per item and condition (the study made one at T = 0). */
  calls: number;
  strategies: JudgeMitigation[];
  /** Where the items came from (recorded in the run manifest). */
  source: string;
}

export interface JudgeStudySettings {
  models: string[];
  tasks: JudgeTask[];
  rubrics: RubricSet;
  /** Calls per model × task × condition × temperature cell (N). */
  calls: number;
  temperatures: readonly number[];
  seed: number;
  /** Instruction appended to every main-part prompt (default none). */
  mitigation: JudgeMitigation;
  /** Send a per-request seed (default true). */
  sendSeed: boolean;
  probe: ProbeSettings | null;
  mitigationStudy: MitigationSettings | null;
  categorical: CategoricalSettings | null;
}

export function defaultStudySettings(
  partial: Partial<JudgeStudySettings> & Pick<JudgeStudySettings, "models" | "tasks" | "rubrics">,
): JudgeStudySettings {
  return {
    calls: 100,
    temperatures: JUDGE_TEMPERATURES,
    seed: 42,
    mitigation: "none",
    sendSeed: true,
    probe: null,
    mitigationStudy: null,
    categorical: null,
    ...partial,
  };
}

/** A 31-bit request seed from the design fields. */
export function requestSeed(seed: number, ...parts: (string | number | null)[]): number {
  const digest = createHash("sha256").update(JSON.stringify([seed, ...parts])).digest();
  return digest.readUInt32BE(0) & 0x7fffffff;
}

function decodingFor(
  settings: JudgeStudySettings,
  spec: JudgeTrialSpec,
  model: string,
  part: string,
  logprobs: boolean,
): Decoding {
  const decoding: Decoding = {
    temperature: spec.temperature,
    max_tokens: spec.mitigation === "cot" ? COT_MAX_TOKENS : JUDGE_MAX_TOKENS,
  };
  if (settings.sendSeed) {
    decoding.seed = requestSeed(
      settings.seed,
      part,
      model,
      spec.task_id,
      spec.temperature,
      spec.condition,
      spec.trial,
      spec.prior,
      spec.mitigation,
    );
  }
  if (logprobs) decoding.top_logprobs = PROBE_TOP_LOGPROBS;
  return decoding;
}

function taskById(tasks: JudgeTask[], id: string, what: string): JudgeTask {
  const task = tasks.find((t) => t.task_id === id);
  if (!task) {
    throw new Error(
      `${what}: unknown task "${id}"; tasks: ${tasks.map((t) => t.task_id).join(", ")}`,
    );
  }
  return task;
}

function* scoreRequests(
  settings: JudgeStudySettings,
  part: "main" | "probe" | "mitigation",
  model: string,
  specs: JudgeTrialSpec[],
  logprobs: boolean,
): Generator<JudgeRequest> {
  const byId = new Map(settings.tasks.map((t) => [t.task_id, t]));
  for (const spec of specs) {
    yield {
      part,
      model,
      task_id: spec.task_id,
      category: spec.category,
      condition: spec.condition,
      temperature: spec.temperature,
      trial: spec.trial,
      prior: spec.prior,
      attempt: spec.attempt,
      mitigation: spec.mitigation,
      messages: judgeMessages(byId.get(spec.task_id) as JudgeTask, settings.rubrics, spec),
      decoding: decodingFor(settings, spec, model, part, logprobs),
    };
  }
}

/** The probe design: C0, C1 and C2 at each prior, at T = 0, attempt 2. */
export function probeDesign(task: JudgeTask, calls: number): JudgeTrialSpec[] {
  const specs = fixedPriorDesign([task], PROBE_PRIORS, { calls, temperature: 0, attempt: 2 });
  const c1 = Array.from({ length: calls }, (_, trial): JudgeTrialSpec => ({
    task_id: task.task_id,
    category: task.category,
    condition: "C1",
    temperature: 0,
    trial,
    attempt: 2,
    prior: null,
    mitigation: "none",
  }));
  return [...specs, ...c1];
}

/** Every request of the study, model by model, generated lazily (messages are built on demand). */
export function* planJudgeStudy(settings: JudgeStudySettings): Generator<JudgeRequest> {
  const main = judgeDesign(settings.tasks, {
    temperatures: settings.temperatures,
    callsPerCell: settings.calls,
    seed: settings.seed,
    mitigation: settings.mitigation,
  });
  for (const model of settings.models) yield* scoreRequests(settings, "main", model, main, false);
  if (settings.probe) {
    const task = taskById(settings.tasks, settings.probe.task_id, "probe");
    const specs = probeDesign(task, settings.probe.calls);
    for (const model of settings.probe.models) {
      yield* scoreRequests(settings, "probe", model, specs, true);
    }
  }
  if (settings.mitigationStudy) {
    const m = settings.mitigationStudy;
    const task = taskById(settings.tasks, m.task_id, "mitigation");
    for (const strategy of m.strategies) {
      const specs = fixedPriorDesign([task], PROBE_PRIORS, {
        calls: m.calls,
        temperature: 0,
        attempt: 2,
        mitigation: strategy,
      });
      yield* scoreRequests(settings, "mitigation", m.model, specs, false);
    }
  }
  if (settings.categorical) yield* categoricalRequests(settings, settings.categorical);
}

/** Number of requests of the study (without building them). */
export function countJudgeRequests(settings: JudgeStudySettings): number {
  const cells = settings.tasks.length * settings.temperatures.length * settings.calls * 3;
  let n = settings.models.length * cells;
  if (settings.probe) {
    n += settings.probe.models.length * settings.probe.calls * (2 + PROBE_PRIORS.length);
  }
  if (settings.mitigationStudy) {
    const m = settings.mitigationStudy;
    n += m.strategies.length * m.calls * (1 + PROBE_PRIORS.length);
  }
  if (settings.categorical) {
    const c = settings.categorical;
    const perStrategy = c.items.reduce((s, i) => s + (i.label === i.original_label ? 2 : 3), 0);
    n += c.strategies.length * c.calls * perStrategy;
  }
  return n;
}

function* categoricalRequests(
  settings: JudgeStudySettings,
  c: CategoricalSettings,
): Generator<JudgeRequest> {
  const byId = new Map(c.items.map((i) => [i.item_id, i]));
  for (const strategy of c.strategies) {
    const trials = categoricalDesign(c.items, c.classes, {
      calls: c.calls,
      seed: settings.seed,
      mitigation: strategy,
    });
    for (const t of trials) {
      const item = byId.get(t.item_id) as LabelledItem;
      const decoding: Decoding = {
        temperature: 0,
        max_tokens: strategy === "cot" ? COT_MAX_TOKENS : JUDGE_MAX_TOKENS,
      };
      if (settings.sendSeed) {
        decoding.seed = requestSeed(
          settings.seed,
          "categorical",
          c.model,
          t.item_id,
          t.condition,
          t.trial,
          strategy,
        );
      }
      yield {
        part: "categorical",
        model: c.model,
        task_id: t.item_id,
        category: "categorical",
        condition: t.condition,
        temperature: 0,
        trial: t.trial,
        prior: null,
        attempt: t.condition === "C0" ? null : 2,
        mitigation: strategy,
        messages: categoricalMessages(item, c.classes, t),
        decoding,
        categorical: {
          group: t.group,
          truth: item.label,
          original_label: item.original_label,
          anchor_label: t.anchor_label,
        },
        classes: c.classes,
      };
    }
  }
}
