/** Labels a summary entry carries: model short name, model slug and capitalised suite (§D.1, §F.2). */

/** Short names used in the paper's tables (SPEC §D.1). */
export const MODEL_SHORT_NAMES: Readonly<Record<string, string>> = {
  "Qwen/Qwen2.5-1.5B-Instruct": "Qwen-1.5B",
  "Qwen/Qwen2.5-3B-Instruct": "Qwen-3B",
  "Qwen/Qwen2.5-7B-Instruct": "Qwen-7B",
  "meta-llama/Llama-3.2-1B-Instruct": "Llama-1B",
  "meta-llama/Llama-3.2-3B-Instruct": "Llama-3B",
  "meta-llama/Llama-3.1-8B-Instruct": "Llama-8B",
  "google/gemma-3-1b-it": "Gemma-1B",
  "google/gemma-3-4b-it": "Gemma-4B",
  "allenai/OLMo-2-1124-13B-Instruct": "OLMo-13B",
  "allenai/OLMo-2-0325-32B-Instruct": "OLMo-32B",
  "openai/gpt-5.4-mini": "GPT-5.4-mini",
  "anthropic/claude-haiku-4.5": "Claude-H4.5",
  "google/gemini-2.5-flash": "Gemini-2.5-Flash",
  "x-ai/grok-3-mini-beta": "Grok-3-mini",
  "meta-llama/Llama-3.3-70B-Instruct": "Llama-3.3-70B",
  "Qwen/Qwen2.5-72B-Instruct": "Qwen2.5-72B",
  "openai/gpt-5.4": "GPT-5.4",
  "anthropic/claude-sonnet-4.6": "Claude-Sonnet-4.6",
  "x-ai/grok-4.3": "Grok-4.3",
};

/**
 * Paper short name of a model id. Simulated ids (`sim/<id>`) keep their `sim/` prefix so the label
 * stays visibly simulated; unknown ids fall back to the part after the last `/`.
 */
export function modelShortName(modelId: string): string {
  if (modelId.startsWith("sim/")) return `sim/${modelShortName(modelId.slice(4))}`;
  return MODEL_SHORT_NAMES[modelId] ?? modelId.slice(modelId.lastIndexOf("/") + 1);
}

/** `model_slug`: the model id with every `/` replaced by `_` (the results folder name). */
export function modelSlug(modelId: string): string {
  return modelId.replaceAll("/", "_");
}

/** Python's `str.capitalize()` as the recompute script applied it: "icl" → "Icl", "rag" → "Rag". */
export function suiteLabel(suite: string): string {
  return suite.charAt(0).toUpperCase() + suite.slice(1).toLowerCase();
}
