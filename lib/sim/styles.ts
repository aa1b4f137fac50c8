/**
 * Writing a decision out as response text. Every parsable style is read back to the intended
 * integer by the §E cascade (bare → regex, "Answer: N" → final_answer S2, chain of thought ending
 * in "Final answer: N" → S1, <answer>N</answer> → xml_tag); the failure styles are not: a reply
 * that stops mid-sentence (Guard B), a refusal without numbers, and a tool call written as text.
 */
import type { Decision } from "./model.ts";
import type { PromptReading } from "./types.ts";

function listValues(values: readonly number[]): string {
  if (values.length <= 1) return values.join("");
  return `${values.slice(0, -1).join(", ")} and ${values[values.length - 1]}`;
}

function chainOfThought(decision: Decision, reading: PromptReading): string {
  const lines: string[] = [];
  const hidden = reading.evidence.length - reading.visible.length;
  if (reading.visible.length > 0) {
    lines.push(`The ratings shown for this case are ${listValues(reading.visible)}.`);
    if (hidden > 0) lines.push(`Some ratings are missing, so I work from the ones that are shown.`);
    lines.push(`Their mean is ${decision.evidenceMean.toFixed(1)}.`);
  } else {
    lines.push("No ratings are shown, so I start from the middle of the scale.");
  }
  const pulled = decision.weighted.filter((w) => Math.abs(w.weight) >= 0.05);
  if (pulled.length > 0) {
    const a = pulled[0];
    lines.push(`The context also mentions a figure of ${a.value}, which I take into account.`);
  } else if (decision.weighted.length > 0) {
    lines.push("Other numbers in the context do not describe this case, so I leave them aside.");
  }
  lines.push(`Final answer: ${decision.answer}`);
  return lines.join("\n");
}

const TRUNCATED =
  "Looking at the ratings listed for this case, they do not all point the same way, so before settling on a figure I need to weigh each of them against the";
const REFUSAL =
  "I am not able to give a reliable single figure for this case from the information provided.";
const TOOL_CALL =
  '{"name": "check_external_reference", "arguments": {"domain": "assessment", "metric": "index"}}';
const SUMMARY =
  "The key factors are how closely the individual ratings agree, how reliable each source is, and whether any source looks out of line with the rest. Taken together they give a fairly consistent picture of this case.";

export function renderResponse(decision: Decision, reading: PromptReading): string {
  if (decision.kind === "summary") return SUMMARY;
  if (decision.kind === "failure") {
    switch (decision.failure) {
      case "tool_call":
        return TOOL_CALL;
      case "refusal":
        return REFUSAL;
      default:
        return TRUNCATED;
    }
  }
  const n = decision.answer;
  switch (decision.style) {
    case "answer_line":
      return `Answer: ${n}`;
    case "xml":
      return `<answer>${n}</answer>`;
    case "cot":
      return chainOfThought(decision, reading);
    default:
      return String(n);
  }
}
