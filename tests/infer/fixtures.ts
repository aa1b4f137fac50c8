/** Hand-built views and a scripted OpenAI-compatible fetch for the inference tests. */
import type { RunnableView } from "../../lib/infer/mod.ts";
import type { ToolSchema } from "../../lib/suites/types.ts";

const INSTRUCTION = "Return only a single integer 0–100 on the last line.";

/** A single-turn External view in the benchmark's layout; its three ratings average to 50. */
export function externalView(
  n: number,
  condition = "control",
  anchor: number | null = null,
): RunnableView {
  const note = anchor === null ? "" : `\n\nA market report for this category cites ${anchor}.`;
  const prompt =
    `A retailer studies willingness to pay for a new product line.\n\nEvidence:\n  - Survey score: 40\n  - Panel rating: 50\n  - Pilot index: 60${note}\n\nWhat is the willingness-to-pay index for this product?\n${INSTRUCTION}`;
  return {
    item_id: `EXT-test-e-off15-${String(n).padStart(3, "0")}`,
    suite: "external",
    domain: "pricing_wtp",
    condition,
    prompt_text: prompt,
    prompt_components: {},
    anchor_string: anchor === null ? null : String(anchor),
    anchor_relevance: anchor === null ? "none" : "plausible",
    anchor_value: anchor,
    prompt_hash: `sha256:${n}`,
    messages: [{ role: "user", content: prompt }],
    difficulty: "easy",
    y_star_evidence: 50,
    y_star_theta: 48,
    offset: 15,
  };
}

export const STAGE1_TEXT = "Early indicators: 30 and 34.\nInitial estimate (0-100)?\n" +
  INSTRUCTION;
export const STAGE2_TEXT = "Same case, full evidence: 40, 50, 60.\nRevised estimate (0-100)?\n" +
  INSTRUCTION;

/** A two-stage History view (stage 1, awaited assistant turn, stage 2). */
export function historyView(n: number, condition = "plausible_low"): RunnableView {
  return {
    item_id: `HIST-test-e-${String(n).padStart(3, "0")}`,
    suite: "history",
    domain: "pricing_wtp",
    condition,
    prompt_text: `${STAGE1_TEXT}\n\n---\n\n${STAGE2_TEXT}`,
    prompt_components: { stage1_user_message: STAGE1_TEXT, stage2_user_message: STAGE2_TEXT },
    anchor_string: null,
    anchor_relevance: condition.startsWith("control") ? "none" : "plausible",
    prompt_hash: `sha256:h${n}`,
    messages: [
      { role: "user", content: STAGE1_TEXT },
      { role: "assistant", content: null, awaits: "stage1" },
      { role: "user", content: STAGE2_TEXT },
    ],
    difficulty: "easy",
    y_star_evidence: 50,
    y_star_theta: 52,
    offset: null,
  };
}

export const TOOLS: ToolSchema[] = [{
  type: "function",
  function: {
    name: "get_evidence_summary",
    description: "Summarise ratings",
    parameters: { type: "object", properties: { ratings: { type: "array" } } },
  },
}];

/** A Tool view with native tool turns and its plaintext rendering. */
export function toolView(n: number): RunnableView {
  const plaintext =
    `You are an analyst.\n\nTool: get_evidence_summary\nOutput: {"mean": 50.0}\n\n${INSTRUCTION}`;
  return {
    item_id: `TOOL-test-e-off15-${String(n).padStart(3, "0")}`,
    suite: "tool",
    domain: "pricing_wtp",
    condition: "control",
    prompt_text: plaintext,
    prompt_components: {},
    anchor_string: null,
    anchor_relevance: "none",
    prompt_hash: `sha256:t${n}`,
    messages: [
      { role: "system", content: "You are an analyst." },
      { role: "user", content: `Ratings 40, 50, 60.\n${INSTRUCTION}` },
      {
        role: "assistant",
        content: null,
        tool_calls: [{
          id: "call_1",
          type: "function",
          function: { name: "get_evidence_summary", arguments: '{"ratings": [40.0, 50.0, 60.0]}' },
        }],
      },
      { role: "tool", tool_call_id: "call_1", content: '{"mean": 50.0}' },
    ],
    tools: TOOLS,
    difficulty: "easy",
    y_star_evidence: 50,
    y_star_theta: 50,
    offset: 15,
  };
}

export interface Exchange {
  body: Record<string, unknown>;
  headers: Headers;
}

export type Reply = (body: Record<string, unknown>, call: number) => Response | Promise<Response>;

export function completion(content: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({
    id: "cmpl-test",
    object: "chat.completion",
    created: 0,
    model: "m",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 2, total_tokens: 12 },
    ...extra,
  });
}

/** A fetch that records every request body and answers with `reply`. */
export function scriptedFetch(reply: Reply): { fetch: typeof fetch; exchanges: Exchange[] } {
  const exchanges: Exchange[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = JSON.parse(await request.text());
    exchanges.push({ body, headers: request.headers });
    // Like a real fetch, give up when the caller aborts (the SDK's timeout does this).
    const signal = init?.signal;
    return await new Promise<Response>((resolve, reject) => {
      signal?.addEventListener("abort", () => reject(signal.reason), { once: true });
      Promise.resolve(reply(body, exchanges.length)).then(resolve, reject);
    });
  }) as typeof fetch;
  return { fetch: fetchFn, exchanges };
}

export async function tempDir(): Promise<string> {
  return await Deno.makeTempDir({ prefix: "anchorlab-infer-" });
}

export async function readRecordsFile(path: string): Promise<Record<string, unknown>[]> {
  const text = await Deno.readTextFile(path);
  return text.split("\n").filter((l) => l !== "").map((l) => JSON.parse(l));
}
