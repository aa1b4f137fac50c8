/**
 * The eight judges of the study (seed 002 §3.3) with the ids their endpoints know, their simulated
 * twins `sim/judge/<short>`, and the judge panels.
 */

export interface JudgeModel {
  short: string;
  /** Id as an OpenAI-compatible endpoint knows it (OpenRouter slug or Hugging Face id). */
  id: string;
  served: "api" | "open-weight";
}

/** In the row order of the study's Table 2. */
export const JUDGE_MODELS: readonly JudgeModel[] = [
  { short: "Llama-3.2-3B", id: "meta-llama/Llama-3.2-3B-Instruct", served: "open-weight" },
  { short: "GPT-4.1", id: "openai/gpt-4.1", served: "api" },
  { short: "Qwen2.5-7B", id: "Qwen/Qwen2.5-7B-Instruct", served: "open-weight" },
  { short: "Claude-4.5-Sonnet", id: "anthropic/claude-sonnet-4.5", served: "api" },
  { short: "DeepSeek-R1", id: "deepseek/deepseek-r1", served: "api" },
  { short: "Gemma-2-9B", id: "google/gemma-2-9b-it", served: "open-weight" },
  { short: "Llama-3.3-70B", id: "meta-llama/Llama-3.3-70B-Instruct", served: "open-weight" },
  { short: "Llama-3.1-8B", id: "meta-llama/Llama-3.1-8B-Instruct", served: "open-weight" },
];

export const SIM_JUDGE_PREFIX = "sim/judge/";

export const JUDGE_PANELS: Readonly<Record<string, readonly string[]>> = {
  "sim-judge8": JUDGE_MODELS.map((m) => SIM_JUDGE_PREFIX + m.short),
  judge8: JUDGE_MODELS.map((m) => m.id),
  "judge-api3": JUDGE_MODELS.filter((m) => m.served === "api").map((m) => m.id),
  "judge-open5": JUDGE_MODELS.filter((m) => m.served === "open-weight").map((m) => m.id),
};

export const DEFAULT_JUDGE_PANEL = "sim-judge8";

export function judgePanel(name: string): string[] {
  const panel = JUDGE_PANELS[name];
  if (!panel) {
    throw new Error(
      `unknown judge panel "${name}"; known: ${Object.keys(JUDGE_PANELS).join(", ")}`,
    );
  }
  return [...panel];
}

/**
 * The study's short name of a model id (its own id, or the twin's), else the id itself: the key
 * published rows are matched on.
 */
export function judgeDisplayName(modelId: string): string {
  const bare = modelId.startsWith(SIM_JUDGE_PREFIX)
    ? modelId.slice(SIM_JUDGE_PREFIX.length)
    : modelId;
  const lower = bare.toLowerCase();
  const known = JUDGE_MODELS.find((m) =>
    m.short.toLowerCase() === lower || m.id.toLowerCase() === lower
  );
  return known?.short ?? modelId;
}

/** Row order: the study's Table 2 order first, other models after in the order given. */
export function sortJudgeModels(ids: readonly string[]): string[] {
  const rank = (id: string) => {
    const i = JUDGE_MODELS.findIndex((m) => m.short === judgeDisplayName(id));
    return i < 0 ? JUDGE_MODELS.length : i;
  };
  return ids.map((id, i) => ({ id, i })).sort((a, b) => rank(a.id) - rank(b.id) || a.i - b.i)
    .map((x) => x.id);
}

/** The first model of `models` whose display name is `short`, else null. */
export function findJudgeModel(models: readonly string[], short: string): string | null {
  return models.find((m) => judgeDisplayName(m) === short) ?? null;
}
