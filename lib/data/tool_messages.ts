/**
 * Native tool-calling messages for an upstream Tool view, rebuilt from its prompt_components
 * (SPEC §B.7 item 1): system → user (scenario, evidence, question, instruction) → assistant calling
 * get_evidence_summary (call_1) → its output → assistant calling check_external_reference (call_2)
 * → its output, by the Tool suite's own renderer (nativeToolMessages). The tool outputs are the
 * components' JSON strings, byte for byte. Realism views of the `elicited` variant get AnchorLab's
 * planning texts in the two tool-call turns (SPEC Part 1: the planning turns are really included;
 * the original stored none in its components).
 */
import { MISSING_VALUE_TEXT } from "../suites/common.ts";
import { nativeToolMessages, TOOL_SCHEMAS } from "../suites/tool.ts";
import type { ChatMessage, ToolSchema } from "../suites/types.ts";
import { rowError, type RowOrigin } from "./errors.ts";
import type { Row } from "./fields.ts";

const REQUIRED = [
  "system_prompt",
  "scenario",
  "evidence",
  "question",
  "answer_format",
  "evidence_summary",
  "reference_result",
] as const;

/** The visible ratings shown in an evidence block (`  - label: value`; hidden slots skipped). */
export function ratingsFromEvidenceBlock(block: string, origin: RowOrigin): number[] {
  const ratings: number[] = [];
  block.split("\n").forEach((line, i) => {
    const match = /^ {2}- .+: (.+)$/.exec(line);
    if (!match) {
      throw rowError(origin, `evidence line ${i + 1} is not of the form "  - label: value"`);
    }
    if (match[1] === MISSING_VALUE_TEXT) return;
    const value = Number(match[1]);
    if (!/^-?\d+(\.\d+)?$/.test(match[1]) || !Number.isFinite(value)) {
      throw rowError(origin, `evidence line ${i + 1} has no numeric value ("${match[1]}")`);
    }
    ratings.push(value);
  });
  return ratings;
}

/**
 * The native message list and tool schemas, or null when the components lack what is needed (the
 * view then stays plaintext).
 */
export function toolMessagesFromComponents(
  components: Row,
  domainId: string,
  origin: RowOrigin,
): { messages: ChatMessage[]; tools: ToolSchema[] } | null {
  if (!REQUIRED.every((k) => typeof components[k] === "string")) return null;
  const c = components as Record<(typeof REQUIRED)[number], string>;
  const ratings = ratingsFromEvidenceBlock(c.evidence, origin);
  let summary: Row;
  try {
    summary = JSON.parse(c.evidence_summary);
  } catch {
    throw rowError(origin, "prompt_components.evidence_summary is not valid JSON");
  }
  if (summary.count !== ratings.length) {
    throw rowError(
      origin,
      `evidence_summary counts ${summary.count} ratings but the evidence shows ${ratings.length}`,
    );
  }
  const userText = `${c.scenario}\n\nEvidence:\n${c.evidence}\n\n${c.question}\n${c.answer_format}`;
  let messages: ChatMessage[];
  try {
    messages = nativeToolMessages({
      systemPrompt: c.system_prompt,
      userText,
      domainId,
      ratings,
      summaryJson: c.evidence_summary,
      referenceJson: c.reference_result,
      withPlanning: components.tool_realism_variant === "elicited",
    });
  } catch (err) {
    // An unknown domain: the row names one the generator does not know.
    throw rowError(origin, (err as Error).message);
  }
  return { messages, tools: [...TOOL_SCHEMAS] };
}
