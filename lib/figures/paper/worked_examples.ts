/**
 * Figures 2, 4, 5, 6, 7: worked examples of one generated item per suite, rendered under every
 * core condition with the anchor highlighted. The paper's versions are illustrative (shortened
 * labels, a = 23); these are real items of AnchorLab's generator, so wording and numbers differ.
 */
import * as Plot from "@observablehq/plot";
import { generateSuiteItems } from "../../items/generate.ts";
import type { ItemSpec } from "../../items/types.ts";
import {
  CORE_CONDITIONS,
  renderExternalView,
  renderHistoryView,
  renderIclView,
  renderRagView,
  renderToolView,
} from "../../suites/mod.ts";
import type { PromptView } from "../../suites/types.ts";
import { type RenderedFigure, renderPlot } from "../render.ts";

type WorkedSuite = "external" | "history" | "icl" | "rag" | "tool";

interface WorkedSpec {
  id: string;
  title: string;
  suite: WorkedSuite;
  render: (item: ItemSpec, condition: string) => PromptView;
}

export const WORKED_EXAMPLES: readonly WorkedSpec[] = [
  {
    id: "figure2",
    title: "Figure 2: External worked example (pricing domain)",
    suite: "external",
    render: renderExternalView,
  },
  {
    id: "figure4",
    title: "Figure 4: History worked example (two-stage, self-generated anchor)",
    suite: "history",
    render: renderHistoryView,
  },
  {
    id: "figure5",
    title: "Figure 5: ICL worked example (anchor in demonstration metadata)",
    suite: "icl",
    render: renderIclView,
  },
  {
    id: "figure6",
    title: "Figure 6: RAG worked example (anchor document by condition)",
    suite: "rag",
    render: renderRagView,
  },
  {
    id: "figure7",
    title: "Figure 7: Tool worked example (anchor in the second tool output)",
    suite: "tool",
    render: renderToolView,
  },
];

export interface WorkedCondition {
  condition: string;
  /** What the model reads: the prompt text, or the chat transcript for two-stage views. */
  text: string;
  /** [start, end) of the anchor in `text` (null when the anchor is not in the text, e.g. History). */
  span: [number, number] | null;
  /** The line holding the anchor, or a short description where there is none. */
  excerpt: string;
}

export interface WorkedExample {
  id: string;
  title: string;
  item_id: string;
  conditions: WorkedCondition[];
  figure: RenderedFigure;
}

/** The example item: the first generated item of the suite (pricing domain, easy, first offset). */
export function exampleItem(suite: WorkedSuite, seed = 42): ItemSpec {
  const items = generateSuiteItems(suite, { seed, nPerCell: 1, domains: ["pricing_wtp"] });
  if (!items.length) throw new Error(`no ${suite} item generated`);
  return items[0];
}

function transcript(view: PromptView): string {
  return view.messages.map((m) => {
    if (m.awaits === "stage1") return "assistant: ‹the model's own Stage-1 answer — the anchor›";
    return `${m.role}: ${m.content ?? ""}`;
  }).join("\n\n");
}

function lineAround(text: string, span: [number, number]): string {
  const start = text.lastIndexOf("\n", span[0] - 1) + 1;
  const end = text.indexOf("\n", span[1]);
  return text.slice(start, end < 0 ? text.length : end).trim();
}

export function workedCondition(view: PromptView): WorkedCondition {
  const twoStage = view.messages.some((m) => m.awaits === "stage1");
  if (twoStage) {
    return {
      condition: view.condition,
      text: transcript(view),
      span: null,
      excerpt: "Stage 2 follows the model's own Stage-1 answer (the self-generated anchor).",
    };
  }
  const span = view.anchor_span ?? null;
  return {
    condition: view.condition,
    text: view.prompt_text,
    span,
    excerpt: span ? lineAround(view.prompt_text, span) : "(no anchor)",
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The prompt with the anchor wrapped in <mark>. */
export function highlightedHtml(c: WorkedCondition): string {
  if (!c.span) return escapeHtml(c.text);
  const [a, b] = c.span;
  return escapeHtml(c.text.slice(0, a)) + `<mark>${escapeHtml(c.text.slice(a, b))}</mark>` +
    escapeHtml(c.text.slice(b));
}

export function workedExample(id: string, seed = 42): WorkedExample {
  const spec = WORKED_EXAMPLES.find((w) => w.id === id);
  if (!spec) {
    throw new Error(
      `unknown worked example "${id}"; known: ${WORKED_EXAMPLES.map((w) => w.id).join(", ")}`,
    );
  }
  const item = exampleItem(spec.suite, seed);
  const conditions = CORE_CONDITIONS.map((c) => workedCondition(spec.render(item, c)));
  const rows = conditions.map((c, i) => ({ i, condition: c.condition, excerpt: c.excerpt }));
  const plotted = renderPlot(spec.id, spec.title, {
    width: 760,
    height: 40 + 56 * rows.length,
    margin: 10,
    x: { axis: null, domain: [0, 1] },
    y: { axis: null, domain: rows.map((r) => r.i) },
    marks: [
      Plot.text(rows, {
        x: 0,
        y: "i",
        text: "condition",
        textAnchor: "start",
        fontWeight: "bold",
        dy: -14,
      }),
      Plot.text(rows, { x: 0, y: "i", text: "excerpt", textAnchor: "start", lineWidth: 70, dy: 6 }),
    ],
  }, false);
  const blocks = conditions.map((c) =>
    `<div style="margin:6px 0"><div style="font:bold 12px system-ui">${c.condition}</div>` +
    `<pre style="white-space:pre-wrap;font:12px ui-monospace,monospace;background:#f7f7f7;padding:6px">${
      highlightedHtml(c)
    }</pre></div>`
  ).join("");
  const figure: RenderedFigure = {
    ...plotted,
    html:
      `${plotted.html}<details><summary>Full prompts (${item.item_id})</summary>${blocks}</details>`,
  };
  return { id: spec.id, title: spec.title, item_id: item.item_id, conditions, figure };
}
