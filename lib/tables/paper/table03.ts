/** Table 3: the model panel (model card, parameters, access, route), from the model registry. */
import { type ModelEntry, PAPER_MODELS } from "../../infer/registry.ts";
import { keyColumn, makeTable, tableResult, type TableSpec } from "./build.ts";
import type { TableResult } from "./types.ts";

export const TABLE3: TableSpec = {
  id: "table3",
  title: "Table 3: Model panel",
  columns: [
    keyColumn("model_card", "Model card"),
    keyColumn("params", "Params"),
    keyColumn("access", "Access"),
    keyColumn("route", "Route"),
  ],
  notes: ["Open-weight models served locally (vLLM); API models through OpenRouter."],
};

/** Parameter count as the paper prints it, read from the model id ("—" for API models). */
export function parameterLabel(m: ModelEntry): string {
  if (!m.open_weight) return "—";
  const match = /(\d+(?:\.\d+)?)[Bb](?![a-z])/.exec(m.id.split("/")[1]);
  return match ? `${match[1]}B` : "—";
}

function rowOf(m: ModelEntry) {
  return {
    model_card: m.id,
    params: parameterLabel(m),
    access: m.open_weight ? "Open-weight" : "API",
    route: m.route === "vllm" ? "Local" : "OpenRouter",
  };
}

/** The panel as printed in the paper (fourteen rows, table order). */
export const PRINTED_TABLE3 = [
  ["Qwen/Qwen2.5-1.5B-Instruct", "1.5B"],
  ["Qwen/Qwen2.5-3B-Instruct", "3B"],
  ["Qwen/Qwen2.5-7B-Instruct", "7B"],
  ["meta-llama/Llama-3.2-1B-Instruct", "1B"],
  ["meta-llama/Llama-3.2-3B-Instruct", "3B"],
  ["meta-llama/Llama-3.1-8B-Instruct", "8B"],
  ["google/gemma-3-1b-it", "1B"],
  ["google/gemma-3-4b-it", "4B"],
  ["allenai/OLMo-2-1124-13B-Instruct", "13B"],
  ["allenai/OLMo-2-0325-32B-Instruct", "32B"],
  ["openai/gpt-5.4-mini", "—"],
  ["anthropic/claude-haiku-4.5", "—"],
  ["google/gemini-2.5-flash", "—"],
  ["x-ai/grok-3-mini-beta", "—"],
].map(([model_card, params], i) => ({
  model_card,
  params,
  access: i < 10 ? "Open-weight" : "API",
  route: i < 10 ? "Local" : "OpenRouter",
}));

export function publishedTable3() {
  return makeTable(TABLE3, PRINTED_TABLE3, {
    notes: ["Published: printed in the paper (page 14)."],
  });
}

export function reproducedTable3() {
  return makeTable(TABLE3, PAPER_MODELS.map(rowOf));
}

/** Every column is a key, so the comparison lists rows present on one side only. */
export function table3(): TableResult {
  return tableResult(publishedTable3(), reproducedTable3());
}
