/**
 * The target case as History, ICL and ICL-dist show it: scenario, evidence block, question and the
 * answer instruction, resolved from an ItemSpec's template indices (§B.0).
 */
import { getDomain } from "../items/mod.ts";
import type { EvidenceRating, ItemSpec } from "../items/types.ts";
import { ANSWER_INSTRUCTION, renderEvidenceBlock } from "./common.ts";
import { questionText, scenarioText } from "./templates.ts";

export const EVIDENCE_HEADER = "Evidence:";

export interface CaseTexts {
  scenario: string;
  /** The evidence lines joined by `\n` (no header). */
  evidence: string;
  question: string;
}

/** pool[idx mod pool length], also for negative indices. */
export function pickFromPool<T>(pool: readonly T[], idx: number): T {
  const n = pool.length;
  return pool[((idx % n) + n) % n];
}

/** Scenario (explicit `scenario_text` wins over the template), evidence and question of an item. */
export function itemCaseTexts(item: ItemSpec): CaseTexts {
  return {
    scenario: scenarioText(item),
    evidence: renderEvidenceBlock(item.evidence_structured),
    question: questionText(item),
  };
}

/**
 * A case from another scenario template of the same domain (History warm-ups): the question index is
 * the scenario index, both taken modulo their pool sizes.
 */
export function warmupCaseTexts(
  domainId: string,
  scenarioIdx: number,
  evidence: readonly EvidenceRating[],
): CaseTexts {
  const domain = getDomain(domainId);
  return {
    scenario: pickFromPool(domain.scenarios, scenarioIdx),
    evidence: renderEvidenceBlock(evidence),
    question: pickFromPool(domain.questions, scenarioIdx),
  };
}

/** `question` + newline + the answer instruction: how every scored request ends. */
export function scoredQuestion(question: string): string {
  return `${question}\n${ANSWER_INSTRUCTION}`;
}

/** scenario + `\n\nEvidence:\n` + evidence + `\n\n` + question + `\n` + instruction. */
export function caseBlock(texts: CaseTexts): string {
  return `${texts.scenario}\n\n${EVIDENCE_HEADER}\n${texts.evidence}\n\n${
    scoredQuestion(texts.question)
  }`;
}

/** The prompt components every view of these suites carries, in file order. */
export function caseComponents(texts: CaseTexts): Record<string, unknown> {
  return {
    scenario: texts.scenario,
    evidence: texts.evidence,
    question: texts.question,
    answer_format: ANSWER_INSTRUCTION,
  };
}
