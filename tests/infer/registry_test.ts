import assert from "node:assert/strict";
import {
  endpointKindFor,
  modelSlug,
  panelModels,
  PAPER_MODELS,
  resolveModel,
  simTwinId,
  sortByTableOrder,
} from "../../lib/infer/mod.ts";

Deno.test("the main panel holds the 14 models of Table 3 in the paper's row order", () => {
  assert.deepEqual(PAPER_MODELS.map((m) => m.short), [
    "Qwen-1.5B",
    "Qwen-3B",
    "Qwen-7B",
    "Llama-1B",
    "Llama-3B",
    "Llama-8B",
    "Gemma-1B",
    "Gemma-4B",
    "OLMo-13B",
    "OLMo-32B",
    "GPT-5.4-mini",
    "Claude-H4.5",
    "Gemini-2.5-Flash",
    "Grok-3-mini",
  ]);
  assert.equal(PAPER_MODELS.filter((m) => m.route === "vllm").length, 10);
  assert.equal(PAPER_MODELS.filter((m) => m.route === "openrouter").length, 4);
});

Deno.test("tool format follows SPEC §D.2: native for Qwen/Llama, plaintext for Gemma, OLMo, APIs", () => {
  const format = (id: string) => resolveModel(id).tool_format;
  assert.equal(format("Qwen/Qwen2.5-7B-Instruct"), "native");
  assert.equal(format("meta-llama/Llama-3.2-1B-Instruct"), "native");
  assert.equal(format("google/gemma-3-4b-it"), "plaintext");
  assert.equal(format("allenai/OLMo-2-1124-13B-Instruct"), "plaintext");
  assert.equal(format("openai/gpt-5.4-mini"), "plaintext");
  assert.equal(format("anthropic/claude-sonnet-4.6"), "plaintext");
  // Unknown ids: the published substring rule.
  assert.equal(format("someorg/my-gemma-finetune"), "plaintext");
  assert.equal(format("someorg/other-model"), "native");
});

Deno.test("panels list the locked and large panels and their simulated twins", () => {
  assert.deepEqual(panelModels("locked4"), [
    "Qwen/Qwen2.5-7B-Instruct",
    "meta-llama/Llama-3.1-8B-Instruct",
    "google/gemma-3-4b-it",
    "allenai/OLMo-2-1124-13B-Instruct",
  ]);
  assert.deepEqual(panelModels("locked5").at(-1), "openai/gpt-5.4-mini");
  assert.equal(panelModels("large5").length, 5);
  assert.equal(panelModels("paper14").length, 14);
  assert.deepEqual(panelModels("sim-locked4"), [
    "sim/paper/Qwen-7B",
    "sim/paper/Llama-8B",
    "sim/paper/Gemma-4B",
    "sim/paper/OLMo-13B",
  ]);
  assert.throws(() => panelModels("nope"), /unknown panel "nope"/);
});

Deno.test("simulated twins inherit the short name and tool format and are labelled simulated", () => {
  assert.equal(simTwinId("google/gemma-3-4b-it"), "sim/paper/Gemma-4B");
  const twin = resolveModel("sim/paper/Gemma-4B");
  assert.equal(twin.simulated, true);
  assert.equal(twin.tool_format, "plaintext");
  assert.equal(twin.entry?.id, "google/gemma-3-4b-it");
  assert.equal(resolveModel("sim/rational").simulated, true);
  assert.throws(() => resolveModel("sim/paper/NoSuch-1B"), /unknown simulated twin/);
});

Deno.test("table order sorts registry ids by row and keeps unknown ids last", () => {
  assert.deepEqual(
    sortByTableOrder([
      "x/unknown",
      "openai/gpt-5.4-mini",
      "google/gemma-3-1b-it",
      "sim/paper/Qwen-3B",
    ]),
    ["sim/paper/Qwen-3B", "google/gemma-3-1b-it", "openai/gpt-5.4-mini", "x/unknown"],
  );
  assert.equal(modelSlug("Qwen/Qwen2.5-7B-Instruct"), "Qwen_Qwen2.5-7B-Instruct");
});

Deno.test("endpoint kind: explicit, sim ids, base URL, then the registry route", () => {
  assert.equal(endpointKindFor("sim/rational", undefined, undefined), "sim");
  assert.equal(endpointKindFor("sim/rational", undefined, "http://127.0.0.1:1/v1"), "sim");
  assert.equal(endpointKindFor("Qwen/Qwen2.5-7B-Instruct", undefined, "http://h/v1"), "vllm");
  assert.equal(endpointKindFor("anthropic/claude-haiku-4.5", undefined, undefined), "openrouter");
  assert.equal(endpointKindFor("x", "openai", undefined), "openai");
  assert.throws(
    () => endpointKindFor("Qwen/Qwen2.5-7B-Instruct", undefined, undefined),
    /--base-url.*sim\/paper\/Qwen-7B/,
  );
  assert.throws(() => endpointKindFor("x", "bogus", undefined), /unknown endpoint "bogus"/);
});
