/** Real rows of the original data formats (../shared/fixtures), looked up by item and condition. */

const FIXTURES = new URL("../../../shared/fixtures/", import.meta.url);

export interface FixtureRow {
  item_id: string;
  condition: string;
  prompt_text: string;
  prompt_components?: Record<string, string>;
  anchor_value?: number | null;
}

const cache = new Map<string, FixtureRow[]>();

function rows(file: string): FixtureRow[] {
  let out = cache.get(file);
  if (!out) {
    out = Deno.readTextFileSync(new URL(file, FIXTURES))
      .split("\n")
      .filter((l) => l.trim() !== "")
      .map((l) => JSON.parse(l) as FixtureRow);
    cache.set(file, out);
  }
  return out;
}

export function fixtureRow(file: string, item: string, condition: string): FixtureRow {
  const row = rows(file).find((r) => r.item_id === item && r.condition === condition);
  if (!row) throw new Error(`fixture ${file} has no row ${item}/${condition}`);
  return row;
}

export const FILES = {
  external: "upstream-rows-2/datasets/anchorbench_external_core/promptviews_public.jsonl",
  uncertain: "upstream-samples/datasets/anchorbench_external_uncertain/promptviews_uncertain.jsonl",
  history: "upstream-rows-2/datasets/anchorbench_history_core/promptviews_core.jsonl",
  icl: "upstream-samples/datasets/anchorbench_icl_core/promptviews_core.jsonl",
  rag: "upstream-rows-2/datasets/anchorbench_rag_core/promptviews_core.jsonl",
  tool: "upstream-rows-2/datasets/anchorbench_tool_core/promptviews_core.jsonl",
} as const;

/** The native tool-message rendering of a Tool row (SPEC §B.7), built from its components. */
export function nativeToolMessages(row: FixtureRow) {
  const c = row.prompt_components!;
  const ratings = c.evidence.split("\n").map((l) => Number(l.slice(l.lastIndexOf(":") + 1)));
  return [
    { role: "system", content: c.system_prompt },
    {
      role: "user",
      content: `${c.scenario}\n\nEvidence:\n${c.evidence}\n\n${c.question}\n${c.answer_format}`,
    },
    {
      role: "assistant",
      content: null,
      tool_calls: [{
        id: "call_1",
        type: "function",
        function: {
          name: "get_evidence_summary",
          arguments: JSON.stringify({ ratings: ratings.map((r) => r + 0.0) }),
        },
      }],
    },
    { role: "tool", tool_call_id: "call_1", content: c.evidence_summary },
    {
      role: "assistant",
      content: null,
      tool_calls: [{
        id: "call_2",
        type: "function",
        function: {
          name: "check_external_reference",
          arguments: JSON.stringify({ domain: "pricing_wtp", metric: "WTP" }),
        },
      }],
    },
    { role: "tool", tool_call_id: "call_2", content: c.reference_result },
  ];
}

export const TOOL_SCHEMAS = [
  {
    type: "function",
    function: {
      name: "get_evidence_summary",
      description: "Summary statistics of the ratings",
      parameters: {
        type: "object",
        properties: { ratings: { type: "array", items: { type: "number" } } },
        required: ["ratings"],
      },
    },
  },
  {
    type: "function",
    function: {
      name: "check_external_reference",
      description: "Look up an external reference value",
      parameters: {
        type: "object",
        properties: { domain: { type: "string" }, metric: { type: "string" } },
        required: ["domain", "metric"],
      },
    },
  },
];
