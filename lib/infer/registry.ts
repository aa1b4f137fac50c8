/**
 * The model registry (SPEC §D.1): every model of the paper with its short display name, table row
 * order, provider route and tool-message support; the panels the paper uses; and the simulated
 * twins `sim/paper/<short>` that stand in for them when no model is reachable.
 */

export type ProviderRoute = "vllm" | "openrouter";
export type ToolFormat = "native" | "plaintext";

export interface ModelEntry {
  /** Model id as the endpoint knows it (Hugging Face id for vLLM, OpenRouter slug for APIs). */
  id: string;
  /** Short name used in the paper's tables. */
  short: string;
  family: "Qwen" | "Llama" | "Gemma" | "OLMo" | "GPT" | "Claude" | "Gemini" | "Grok";
  route: ProviderRoute;
  /** Whether tool turns are sent as structured messages (native) or inside the prompt text. */
  tool_format: ToolFormat;
  /** Position in the paper's table row order (main panel 0–13, large panel 100+). */
  row: number;
  open_weight: boolean;
}

function entry(
  id: string,
  short: string,
  family: ModelEntry["family"],
  route: ProviderRoute,
  row: number,
): ModelEntry {
  // SPEC §D.2: Qwen and Llama take native tool messages; Gemma, OLMo and every API model plaintext.
  const tool_format: ToolFormat = route === "vllm" && (family === "Qwen" || family === "Llama")
    ? "native"
    : "plaintext";
  return { id, short, family, route, tool_format, row, open_weight: route === "vllm" };
}

/** The 14 models of the main results (Table 3), in table row order. */
export const PAPER_MODELS: readonly ModelEntry[] = [
  entry("Qwen/Qwen2.5-1.5B-Instruct", "Qwen-1.5B", "Qwen", "vllm", 0),
  entry("Qwen/Qwen2.5-3B-Instruct", "Qwen-3B", "Qwen", "vllm", 1),
  entry("Qwen/Qwen2.5-7B-Instruct", "Qwen-7B", "Qwen", "vllm", 2),
  entry("meta-llama/Llama-3.2-1B-Instruct", "Llama-1B", "Llama", "vllm", 3),
  entry("meta-llama/Llama-3.2-3B-Instruct", "Llama-3B", "Llama", "vllm", 4),
  entry("meta-llama/Llama-3.1-8B-Instruct", "Llama-8B", "Llama", "vllm", 5),
  entry("google/gemma-3-1b-it", "Gemma-1B", "Gemma", "vllm", 6),
  entry("google/gemma-3-4b-it", "Gemma-4B", "Gemma", "vllm", 7),
  entry("allenai/OLMo-2-1124-13B-Instruct", "OLMo-13B", "OLMo", "vllm", 8),
  entry("allenai/OLMo-2-0325-32B-Instruct", "OLMo-32B", "OLMo", "vllm", 9),
  entry("openai/gpt-5.4-mini", "GPT-5.4-mini", "GPT", "openrouter", 10),
  entry("anthropic/claude-haiku-4.5", "Claude-H4.5", "Claude", "openrouter", 11),
  entry("google/gemini-2.5-flash", "Gemini-2.5-Flash", "Gemini", "openrouter", 12),
  entry("x-ai/grok-3-mini-beta", "Grok-3-mini", "Grok", "openrouter", 13),
];

/**
 * The extended large-model panel (Table 31). The paper does not say how the two open-weight models
 * were served; they are routed to vLLM like the main panel's open-weight models.
 */
export const LARGE_MODELS: readonly ModelEntry[] = [
  entry("meta-llama/Llama-3.3-70B-Instruct", "Llama-3.3-70B", "Llama", "vllm", 100),
  entry("Qwen/Qwen2.5-72B-Instruct", "Qwen2.5-72B", "Qwen", "vllm", 101),
  entry("openai/gpt-5.4", "GPT-5.4", "GPT", "openrouter", 102),
  entry("anthropic/claude-sonnet-4.6", "Claude-Sonnet-4.6", "Claude", "openrouter", 103),
  entry("x-ai/grok-4.3", "Grok-4.3", "Grok", "openrouter", 104),
];

export const ALL_MODELS: readonly ModelEntry[] = [...PAPER_MODELS, ...LARGE_MODELS];

const BY_ID = new Map(ALL_MODELS.map((m) => [m.id, m]));
const BY_SHORT = new Map(ALL_MODELS.map((m) => [m.short, m]));

/** Prefix of the simulated twins of the paper's models. */
export const SIM_PAPER_PREFIX = "sim/paper/";

const shorts = (...names: string[]) => names.map((n) => modelByShort(n).id);

/** Named panels; values are model ids in table row order. */
export const PANELS: Readonly<Record<string, readonly string[]>> = {
  paper14: PAPER_MODELS.map((m) => m.id),
  open10: PAPER_MODELS.filter((m) => m.open_weight).map((m) => m.id),
  api4: PAPER_MODELS.filter((m) => !m.open_weight).map((m) => m.id),
  large5: LARGE_MODELS.map((m) => m.id),
  // Locked panels of the appendix probes (A.17): four open-weight models, plus GPT-5.4-mini.
  locked4: shorts("Qwen-7B", "Llama-8B", "Gemma-4B", "OLMo-13B"),
  locked5: shorts("Qwen-7B", "Llama-8B", "Gemma-4B", "OLMo-13B", "GPT-5.4-mini"),
  // Sampling robustness (Table 18) and mitigation headroom (A.16).
  sampling2: shorts("Qwen-7B", "Llama-8B"),
  // Tool structured vs plaintext (Table 15): the models with native tool messages and defined cells.
  tool_native5: shorts("Qwen-1.5B", "Qwen-3B", "Qwen-7B", "Llama-3B", "Llama-8B"),
};

/** Panel names accepted by `panelModels`: every panel above, and `sim-<panel>` for its twins. */
export function panelNames(): string[] {
  const names = Object.keys(PANELS);
  return [...names, ...names.map((n) => `sim-${n}`), "sim-basic"];
}

export function modelByShort(short: string): ModelEntry {
  const m = BY_SHORT.get(short);
  if (!m) {
    throw new Error(
      `unknown model short name "${short}"; known: ${ALL_MODELS.map((x) => x.short).join(", ")}`,
    );
  }
  return m;
}

/** The simulated twin id of a registry model (`sim/paper/<short>`). */
export function simTwinId(modelId: string): string {
  const m = BY_ID.get(modelId) ?? BY_SHORT.get(modelId);
  if (!m) throw new Error(`"${modelId}" is not a registry model, so it has no simulated twin`);
  return SIM_PAPER_PREFIX + m.short;
}

/** Model ids of a panel; `sim-<panel>` gives the simulated twins of `<panel>`. */
export function panelModels(name: string): string[] {
  if (name === "sim-basic") return ["sim/rational", "sim/anchoring"];
  if (name.startsWith("sim-") && PANELS[name.slice(4)]) {
    return PANELS[name.slice(4)].map(simTwinId);
  }
  const panel = PANELS[name];
  if (!panel) throw new Error(`unknown panel "${name}"; known: ${panelNames().join(", ")}`);
  return [...panel];
}

export function isSimulatedModel(modelId: string): boolean {
  return modelId.startsWith("sim/");
}

/** What the runner needs to know about a model id, registry entry or not. */
export interface ModelInfo {
  id: string;
  short: string;
  /** The registry entry this id is (or is the simulated twin of); null for unknown ids. */
  entry: ModelEntry | null;
  simulated: boolean;
  route: ProviderRoute | "sim" | null;
  tool_format: ToolFormat;
}

/**
 * Resolves any model id. Unknown ids get the published rule for tool messages (plaintext when the
 * lower-cased id contains "gemma" or "olmo", native otherwise); `sim/paper/<short>` inherits the
 * row, short name and tool format of the model it simulates.
 */
export function resolveModel(modelId: string): ModelInfo {
  if (modelId.startsWith(SIM_PAPER_PREFIX)) {
    const short = modelId.slice(SIM_PAPER_PREFIX.length);
    const twin = BY_SHORT.get(short) ?? BY_ID.get(short);
    if (!twin) {
      throw new Error(
        `unknown simulated twin "${modelId}"; known: ${
          ALL_MODELS.map((m) => SIM_PAPER_PREFIX + m.short).join(", ")
        }`,
      );
    }
    return {
      id: modelId,
      short: twin.short,
      entry: twin,
      simulated: true,
      route: "sim",
      tool_format: twin.tool_format,
    };
  }
  const known = BY_ID.get(modelId);
  if (known) {
    return {
      id: modelId,
      short: known.short,
      entry: known,
      simulated: false,
      route: known.route,
      tool_format: known.tool_format,
    };
  }
  const lower = modelId.toLowerCase();
  return {
    id: modelId,
    short: modelId.split("/").pop() ?? modelId,
    entry: null,
    simulated: isSimulatedModel(modelId),
    route: isSimulatedModel(modelId) ? "sim" : null,
    tool_format: lower.includes("gemma") || lower.includes("olmo") ? "plaintext" : "native",
  };
}

/** Sorts model ids into the paper's table row order; unknown ids keep their order at the end. */
export function sortByTableOrder(ids: readonly string[]): string[] {
  const rank = (id: string) => resolveModel(id).entry?.row ?? Number.MAX_SAFE_INTEGER;
  return ids.map((id, i) => ({ id, i })).sort((a, b) => rank(a.id) - rank(b.id) || a.i - b.i)
    .map((x) => x.id);
}

/** `model_slug` of the original result layout: the model id with `/` replaced by `_`. */
export function modelSlug(modelId: string): string {
  return modelId.replaceAll("/", "_");
}
