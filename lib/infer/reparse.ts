/**
 * Re-parsing a run's stored raw text under a parse policy (lib/parse), without re-running
 * inference, into a new records file. The final answer is re-parsed by `reparseRecords`; for
 * two-stage History records the Stage-1 answer is re-parsed with the same policy too, and the
 * realised anchor follows it. With the run's views at hand (`prompts`), the echo filter sees the
 * prompt each answer was parsed against at run time; without them it sees an empty prompt.
 */
import { join } from "node:path";
import type { ResultRecord } from "../data/records.ts";
import { type ParsePolicyName, parseWithPolicy, reparseRecords } from "../parse/mod.ts";
import { JsonlAppender } from "./jsonl_log.ts";
import { anchorIsStage1Answer } from "./protocols.ts";
import { readRunRecords } from "./store.ts";

/** Parse prompts of one view: the final answer's and (two-stage) the Stage-1 answer's. */
export interface ParsePrompts {
  final: string;
  stage1?: string;
}

export type PromptIndex = Map<string, ParsePrompts>;

export function promptKey(item_id: string, condition: string): string {
  return `${item_id}\u0000${condition}`;
}

export interface ReparseOptions {
  runDir: string;
  policy: ParsePolicyName;
  /** Output file (default `<run>/records.<policy>.jsonl`). */
  out?: string;
  prompts?: PromptIndex;
}

export interface ReparseSummary {
  out: string;
  records: number;
  parsed_before: number;
  parsed_after: number;
  /** Records whose answer_int changed. */
  changed: number;
  stage1_changed: number;
  /** Records for which a prompt was found (echo filter active). */
  with_prompt: number;
}

export async function reparseRun(options: ReparseOptions): Promise<ReparseSummary> {
  const records = await readRunRecords(options.runDir);
  const prompts = options.prompts;
  const lookup = (r: ResultRecord) => prompts?.get(promptKey(r.item_id, r.condition));
  const reparsed = reparseRecords(records, options.policy, (r) => lookup(r)?.final);
  const out = options.out ?? join(options.runDir, `records.${options.policy}.jsonl`);
  const summary: ReparseSummary = {
    out,
    records: records.length,
    parsed_before: 0,
    parsed_after: 0,
    changed: 0,
    stage1_changed: 0,
    with_prompt: 0,
  };
  const tmp = `${out}.tmp`;
  await Deno.writeTextFile(tmp, "");
  const writer = await JsonlAppender.open(tmp, { batchSize: 1024 });
  try {
    reparsed.forEach((record, i) => {
      const before = records[i];
      if (lookup(before)) summary.with_prompt++;
      if (before.parsed_ok) summary.parsed_before++;
      if (record.parsed_ok) summary.parsed_after++;
      if (record.answer_int !== before.answer_int) summary.changed++;
      // A failed request has no answer to re-parse; keep it as it is.
      if (typeof before.stage1_raw_text === "string" && !before.error) {
        const stage1 = parseWithPolicy(
          before.stage1_raw_text,
          options.policy,
          lookup(before)?.stage1 ?? "",
        ).answer_int;
        if (stage1 !== (before.stage1_answer ?? null)) summary.stage1_changed++;
        record.stage1_answer = stage1;
        // Only where the anchor was the Stage-1 answer (not a transcript-mode single call).
        if (
          anchorIsStage1Answer(record.condition) &&
          before.anchor_value === (before.stage1_answer ?? null)
        ) {
          record.anchor_value = stage1;
        }
      }
      writer.append({ ...record, reparse_policy: options.policy });
    });
  } finally {
    await writer.close();
  }
  await Deno.rename(tmp, out);
  return summary;
}
