/**
 * The production answer cascade (SPEC §E): structured → xml_tag → final_answer → Guard A
 * (declared but invalid) → Guard B (truncation) → regex → last_number. No clamping: an
 * out-of-range value fails its tier.
 */
import type { ParseResult } from "../data/records.ts";
import { parseStructured } from "./structured.ts";
import { parseXmlTag } from "./xml_tag.ts";
import { scanFinalAnswer } from "./final_answer.ts";
import { looksIncomplete } from "./truncation.ts";
import { parseAnswerInt } from "./regex_tier.ts";
import { parseLastNumber } from "./last_number.ts";

export interface ParseOptions {
  /** A separate JSON response (structured output), tried first. */
  structured?: string;
}

export const FAILED: ParseResult = Object.freeze({
  answer_int: null,
  parsed_ok: false,
  parse_strategy: "failed",
});

export function success(value: number, strategy: string): ParseResult {
  return { answer_int: value, parsed_ok: true, parse_strategy: strategy };
}

export function parseResponse(raw: string, prompt = "", opts: ParseOptions = {}): ParseResult {
  const text = typeof raw === "string" ? raw : "";
  if (opts.structured !== undefined) {
    const v = parseStructured(opts.structured);
    if (v) return success(v.value, "structured");
  }
  const xml = parseXmlTag(text);
  if (xml) return success(xml.value, "xml_tag");
  const declared = scanFinalAnswer(text);
  if (declared.value) return success(declared.value.value, "final_answer");
  if (declared.declares) return { ...FAILED };
  if (looksIncomplete(text)) return { ...FAILED };
  const regex = parseAnswerInt(text, prompt ?? "");
  if (regex) return success(regex.value, "regex");
  const last = parseLastNumber(text);
  if (last) return success(last.value, "last_number");
  return { ...FAILED };
}
