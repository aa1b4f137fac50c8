/** Few-shot demonstration blocks shared by ICL and ICL-dist: header, three rating lines, answer. */
import type { IclDemo, ItemSpec } from "../items/types.ts";
import { evidenceLine } from "./common.ts";

export const DEMO_COUNT = 3;

/** `Example {n}:` or, with bracket content, `Example {n} [content]:`. */
export function demoHeader(n: number, bracket: string | null): string {
  return bracket === null ? `Example ${n}:` : `Example ${n} [${bracket}]:`;
}

/** The demo's rating lines (demos never show missing slots). */
export function demoEvidenceText(demo: IclDemo): string {
  return demo.evidence.map((e) => evidenceLine(e.label, e.value)).join("\n");
}

export interface RenderedDemos {
  /** The blocks joined by `\n\n`. */
  text: string;
  components: {
    demos: string;
    demo_headers: string[];
    demo_answers: number[];
    demo_evidence: string[];
  };
}

/** Blocks `header\nlines\nAnswer: a`, one per demo, with the headers given in order. */
export function renderDemos(demos: readonly IclDemo[], headers: readonly string[]): RenderedDemos {
  const evidence = demos.map(demoEvidenceText);
  const answers = demos.map((d) => d.answer);
  const text = demos.map((_, i) => `${headers[i]}\n${evidence[i]}\nAnswer: ${answers[i]}`).join(
    "\n\n",
  );
  return {
    text,
    components: {
      demos: text,
      demo_headers: [...headers],
      demo_answers: answers,
      demo_evidence: evidence,
    },
  };
}

/** The demo list stored under `tags[key]`, checked to hold three demos with integer values. */
export function itemDemos(item: ItemSpec, key: string): IclDemo[] {
  const demos = item.tags?.[key];
  if (!Array.isArray(demos) || demos.length !== DEMO_COUNT) {
    throw new Error(`${item.item_id}: tags.${key} must hold ${DEMO_COUNT} demos`);
  }
  for (const demo of demos as IclDemo[]) {
    const ok = Number.isInteger(demo?.answer) && Array.isArray(demo.evidence) &&
      demo.evidence.every((e) => typeof e?.label === "string" && Number.isInteger(e.value));
    if (!ok) {
      throw new Error(
        `${item.item_id}: tags.${key} has a demo without integer answer and labelled integer values`,
      );
    }
  }
  return demos as IclDemo[];
}
