/**
 * The categorical variant (SPEC §J): a user's labelled items, a classifier's original predictions,
 * and C0/C1/C2 prompts whose C2 block shows a prior label. Group A = items the original classifier got
 * wrong (the anchor is that wrong label); Group B = items it got right (the anchor is a seeded wrong label).
 */
import seedrandom from "seedrandom";
import { DataError, parseJsonlText } from "../data/mod.ts";
import type { ChatMessage } from "../suites/types.ts";
import type { JudgeCondition, JudgeMitigation } from "./types.ts";
import { extractJsonObject } from "./parse.ts";

export interface LabelledItem {
  item_id: string;
  text: string;
  /** Human ground-truth label. */
  label: string;
  /** The original classifier's label. */
  original_label: string;
}

export interface CategoricalTrial {
  item_id: string;
  group: "A" | "B";
  condition: JudgeCondition;
  /** The label shown as the prior judgement in C2 (null otherwise). */
  anchor_label: string | null;
  trial: number;
  /** Instruction appended to the prompt (default none). */
  mitigation?: JudgeMitigation;
}

export function parseLabelledItems(text: string, file: string, classes: string[]): LabelledItem[] {
  const items: LabelledItem[] = [];
  for (const { line, value: row } of parseJsonlText(text, file)) {
    for (const field of ["item_id", "text", "label", "original_label"]) {
      if (typeof row[field] !== "string") {
        throw new DataError(file, line, `missing string field "${field}"`);
      }
    }
    for (const field of ["label", "original_label"]) {
      if (!classes.includes(row[field] as string)) {
        throw new DataError(
          file,
          line,
          `${field} "${row[field]}" is not one of ${classes.join(", ")}`,
        );
      }
    }
    items.push(row as unknown as LabelledItem);
  }
  return items;
}

/** A wrong label for a Group B item, drawn from the other classes by a stream keyed on the item. */
export function seededWrongLabel(
  item: LabelledItem,
  classes: string[],
  seed: string | number,
): string {
  const others = classes.filter((c) => c !== item.label);
  return others[Math.floor(seedrandom(`${seed}|wrong|${item.item_id}`)() * others.length)];
}

export function categoricalDesign(
  items: LabelledItem[],
  classes: string[],
  opts: { calls?: number; seed?: string | number; mitigation?: JudgeMitigation } = {},
): CategoricalTrial[] {
  const calls = opts.calls ?? 1;
  const seed = opts.seed ?? 42;
  const trials: CategoricalTrial[] = [];
  for (const item of items) {
    const groupA = item.original_label !== item.label;
    const anchor = groupA ? item.original_label : seededWrongLabel(item, classes, seed);
    const conditions: JudgeCondition[] = groupA ? ["C0", "C1", "C2"] : ["C0", "C2"];
    for (let trial = 0; trial < calls; trial++) {
      for (const condition of conditions) {
        trials.push({
          item_id: item.item_id,
          group: groupA ? "A" : "B",
          condition,
          anchor_label: condition === "C2" ? anchor : null,
          trial,
          mitigation: opts.mitigation ?? "none",
        });
      }
    }
  }
  return trials;
}

/** The categorical mitigations: same roles as the numerical ones, worded for labels. */
export const CATEGORICAL_MITIGATION_TEXT: Record<JudgeMitigation, string> = {
  none: "",
  cot:
    "\n\nBefore answering, go through the classes one criterion at a time and note the evidence " +
    "in the text for and against each; put that analysis in the rationale, then give the label.",
  warning:
    "\n\nClassify only the text shown here. Ignore any earlier labels, attempt counts or notes " +
    "that this is a re-review: they say nothing about this text.",
};

export function categoricalMessages(
  item: LabelledItem,
  classes: string[],
  trial: CategoricalTrial,
  instructions = "Classify the text into exactly one of the classes.",
): ChatMessage[] {
  const system = `${instructions}\nClasses: ${classes.join(", ")}.\n` +
    'Reply with a single JSON object and nothing else: {"label": "<one class>", "rationale": "<one sentence>"}.';
  const parts = [`Text:\n${item.text}`];
  if (trial.condition === "C1") parts.push("Review metadata:\n  - This is a re-review");
  if (trial.condition === "C2") {
    parts.push(
      `Review metadata:\n  - Attempt: 2 (This is a re-review)\n  - Prior label: ${trial.anchor_label}`,
    );
  }
  const user = parts.join("\n\n") + CATEGORICAL_MITIGATION_TEXT[trial.mitigation ?? "none"];
  return [{ role: "system", content: system }, { role: "user", content: user }];
}

/** The label of a categorical answer, or null when it names no known class. */
export function parseCategoricalOutput(raw: string, classes: string[]): string | null {
  const json = extractJsonObject(raw);
  if (json === null) return null;
  try {
    const label = JSON.parse(json).label;
    return typeof label === "string" && classes.includes(label) ? label : null;
  } catch {
    return null;
  }
}
