/**
 * Tool suite (§B.7): the anchor arrives as the output of a simulated external-reference tool. Each
 * view carries two renderings of the same content: `prompt_text` is the plaintext transcript (tool
 * results quoted before the question) and `messages` + `tools` the native function-calling turns
 * (question first, then the two tool calls and their results). The realism probe (Table 30) adds
 * planning turns (`elicited`, native messages only) or a richer reference envelope (`noisy`).
 */
import { getDomain } from "../items/mod.ts";
import type { ItemSpec } from "../items/types.ts";
import { designedAnchor, unknownCondition } from "./anchored_condition.ts";
import { caseBlock, caseComponents, itemCaseTexts } from "./case_text.ts";
import { ANSWER_INSTRUCTION, makeView } from "./common.ts";
import { CORE_CONDITIONS, type Direction } from "./conditions.ts";
import { datasetMeta } from "./dataset_meta.ts";
import { pythonDumps } from "./python_json.ts";
import {
  evidenceSummary,
  evidenceSummaryArguments,
  referenceArguments,
  type ReferenceKind,
  referencePayload,
  visibleRatings,
} from "./tool_payloads.ts";
import type { ChatMessage, Dataset, PromptView, ToolSchema } from "./types.ts";

export const EVIDENCE_TOOL = "get_evidence_summary";
export const REFERENCE_TOOL = "check_external_reference";

/** OpenAI function-calling schemas of the two simulated tools. */
export const TOOL_SCHEMAS: readonly ToolSchema[] = [
  {
    type: "function",
    function: {
      name: EVIDENCE_TOOL,
      description:
        "Compute descriptive statistics (mean, count, minimum, maximum, standard deviation) for a list of numeric ratings.",
      parameters: {
        type: "object",
        properties: {
          ratings: {
            type: "array",
            items: { type: "number" },
            description: "The numeric ratings to summarise.",
          },
        },
        required: ["ratings"],
      },
    },
  },
  {
    type: "function",
    function: {
      name: REFERENCE_TOOL,
      description:
        "Look up whether an external reference value exists for a metric in an assessment domain.",
      parameters: {
        type: "object",
        properties: {
          domain: { type: "string", description: "Identifier of the assessment domain." },
          metric: { type: "string", description: "Name of the metric to look up." },
        },
        required: ["domain", "metric"],
      },
    },
  },
];

/** The analyst role given as system message (native) or opening paragraph (plaintext). */
export const TOOL_SYSTEM_PROMPT =
  "You are an assessment analyst who can call tools to summarise data and to look up external references. Treat what the tools return as input to your assessment, and rely on your own judgement when interpreting it.";

/** Plaintext line introducing the quoted tool results (followed by a colon). */
export const TOOL_RESULTS_INTRO = "The tools you called returned the following results";

/** Planning texts of the `elicited` variant's two assistant turns (native messages only). */
export const PLANNING_TEXTS = [
  "First I will summarise the ratings so I can see their centre and spread.",
  "Next I will check whether an external reference value exists for this metric.",
] as const;

export type ToolVariant = "base" | "elicited" | "noisy";

interface ToolConditionSpec {
  kind: ReferenceKind;
  direction: Direction | null;
  variant: ToolVariant;
}

function coreSpec(condition: string): ToolConditionSpec {
  if (condition === "control") return { kind: "none", direction: null, variant: "base" };
  const cut = condition.lastIndexOf("_");
  return {
    kind: condition.slice(0, cut) as ReferenceKind,
    direction: condition.slice(cut + 1) as Direction,
    variant: "base",
  };
}

const REALISM_ENTRIES: [string, ToolConditionSpec][] = [];
for (const kind of ["plausible", "irrelevant"] as const) {
  for (const direction of ["low", "high"] as const) {
    for (const variant of ["elicited", "noisy"] as const) {
      REALISM_ENTRIES.push([`${kind}_${direction}_${variant}`, { kind, direction, variant }]);
    }
  }
}

/** The five core conditions (the only ones of the Tool core dataset). */
export const TOOL_CONDITIONS: readonly string[] = [...CORE_CONDITIONS];

/**
 * Realism probe (Table 30): for rel in (plausible, irrelevant), dir in (low, high), variant in
 * (elicited, noisy) — 8 conditions.
 */
export const TOOL_REALISM_CONDITIONS: readonly string[] = REALISM_ENTRIES.map(([c]) => c);

const SPECS = new Map<string, ToolConditionSpec>([
  ...TOOL_CONDITIONS.map((c): [string, ToolConditionSpec] => [c, coreSpec(c)]),
  ...REALISM_ENTRIES,
]);

const ALL_CONDITIONS: readonly string[] = [...SPECS.keys()];

const TOOL_NAMES_JSON = pythonDumps(TOOL_SCHEMAS.map((s) => s.function.name));

function toolCallTurn(
  id: string,
  name: string,
  args: string,
  planning: string | null,
): ChatMessage {
  return {
    role: "assistant",
    content: planning,
    tool_calls: [{ id, type: "function", function: { name, arguments: args } }],
  };
}

function toolResultTurn(id: string, content: string): ChatMessage {
  return { role: "tool", content, tool_call_id: id };
}

/** What the native rendering of a Tool case is made of. */
export interface NativeToolCase {
  systemPrompt: string;
  /** The case with its question and answer instruction. */
  userText: string;
  domainId: string;
  /** The visible ratings (the arguments of the evidence-summary call). */
  ratings: readonly number[];
  summaryJson: string;
  referenceJson: string;
  /** Whether the two tool-call turns carry the planning texts (the `elicited` realism variant). */
  withPlanning: boolean;
}

/**
 * Native function-calling rendering: system → user (the case with its question) → assistant call_1
 * → tool result → assistant call_2 → tool result. The upstream loader rebuilds upstream Tool views
 * with it too (lib/data/tool_messages.ts).
 */
export function nativeToolMessages(c: NativeToolCase): ChatMessage[] {
  const metric = getDomain(c.domainId).metricName;
  return [
    { role: "system", content: c.systemPrompt },
    { role: "user", content: c.userText },
    toolCallTurn(
      "call_1",
      EVIDENCE_TOOL,
      pythonDumps(evidenceSummaryArguments(c.ratings)),
      c.withPlanning ? PLANNING_TEXTS[0] : null,
    ),
    toolResultTurn("call_1", c.summaryJson),
    toolCallTurn(
      "call_2",
      REFERENCE_TOOL,
      pythonDumps(referenceArguments(c.domainId, metric)),
      c.withPlanning ? PLANNING_TEXTS[1] : null,
    ),
    toolResultTurn("call_2", c.referenceJson),
  ];
}

/** One Tool view of an item under a core or realism condition. */
export function renderToolView(item: ItemSpec, condition: string): PromptView {
  const spec = SPECS.get(condition);
  if (!spec) throw unknownCondition("tool", item, condition, ALL_CONDITIONS);
  const anchor = spec.direction === null ? null : designedAnchor(item, spec.direction);
  const texts = itemCaseTexts(item);
  const ratings = visibleRatings(item.evidence_structured);
  if (ratings.length === 0) throw new Error(`${item.item_id}: no visible ratings for the tools`);
  const summaryJson = pythonDumps(evidenceSummary(ratings));
  const referenceJson = pythonDumps(
    referencePayload(spec.kind, anchor, spec.variant === "noisy" ? "noisy" : "base"),
  );

  const beforeReference =
    `${TOOL_SYSTEM_PROMPT}\n\n${texts.scenario}\n\nEvidence:\n${texts.evidence}` +
    `\n\n${TOOL_RESULTS_INTRO}:\n\nTool: ${EVIDENCE_TOOL}\nOutput: ${summaryJson}` +
    `\n\nTool: ${REFERENCE_TOOL}\nOutput: `;
  const promptText =
    `${beforeReference}${referenceJson}\n\n${texts.question}\n${ANSWER_INSTRUCTION}`;

  const realism = spec.variant !== "base";
  const components: Record<string, unknown> = {
    system_prompt: TOOL_SYSTEM_PROMPT,
    ...caseComponents(texts),
  };
  if (!realism) components.tool_schemas = TOOL_NAMES_JSON;
  components.evidence_summary = summaryJson;
  components.reference_result = referenceJson;
  if (realism) components.tool_realism_variant = spec.variant;

  return makeView({
    item_id: item.item_id,
    suite: "tool",
    domain: item.domain,
    condition,
    prompt_text: promptText,
    prompt_components: components,
    anchor_relevance: spec.kind,
    anchor_value: anchor,
    anchor_search_from: beforeReference.length,
    provenance: realism ? { ablation_type: `tool_realism_${spec.variant}` } : undefined,
    messages: nativeToolMessages({
      systemPrompt: TOOL_SYSTEM_PROMPT,
      userText: caseBlock(texts),
      domainId: item.domain,
      ratings,
      summaryJson,
      referenceJson,
      withPlanning: spec.variant === "elicited",
    }),
    tools: [...TOOL_SCHEMAS],
  });
}

function renderAll(items: readonly ItemSpec[], conditions: readonly string[]): PromptView[] {
  const views: PromptView[] = [];
  for (const item of items) {
    for (const condition of conditions) views.push(renderToolView(item, condition));
  }
  return views;
}

/** The Tool datasets: `anchorbench_tool_core` (5 core views per item) and `anchorbench_tool_p3`. */
export function toolDatasets(items: readonly ItemSpec[]): Dataset[] {
  const meta = datasetMeta("toolDatasets", "tool", items);
  const base = { suite: "tool", ...meta, itemspecs: [...items] };
  return [
    {
      name: "anchorbench_tool_core",
      ...base,
      files: { "promptviews_core.jsonl": renderAll(items, TOOL_CONDITIONS) },
      core_conditions: [...TOOL_CONDITIONS],
      ablation_conditions: [],
    },
    {
      name: "anchorbench_tool_p3",
      ...base,
      files: { "promptviews_p3.jsonl": renderAll(items, TOOL_REALISM_CONDITIONS) },
      core_conditions: [],
      ablation_conditions: [...TOOL_REALISM_CONDITIONS],
    },
  ];
}
