/**
 * Re-parsing stored records under a parse policy, without re-running inference. Records keep every
 * field except answer_int, parsed_ok and parse_strategy, which are recomputed from raw_text. Stored
 * records do not carry their prompt, so the regex tier's echo filter sees an empty prompt unless a
 * lookup supplies it.
 */
import type { ResultRecord } from "../data/records.ts";
import { type ParsePolicyName, parseWithPolicy } from "./policies.ts";

export type PromptLookup = (record: ResultRecord) => string | undefined;

export function reparseRecords(
  records: readonly ResultRecord[],
  policy: ParsePolicyName,
  promptLookup?: PromptLookup,
): ResultRecord[] {
  return records.map((record) => {
    const prompt = promptLookup?.(record) ?? "";
    const parsed = parseWithPolicy(record.raw_text ?? "", policy, prompt);
    return {
      ...record,
      answer_int: parsed.answer_int,
      parsed_ok: parsed.parsed_ok,
      parse_strategy: parsed.parse_strategy,
    };
  });
}
