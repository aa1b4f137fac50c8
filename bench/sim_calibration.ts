/**
 * Calibration check of the simulated paper twins: runs each twin over AnchorLab's native core
 * datasets (seed 42) in process, parses the replies with the §E cascade, computes the per-suite
 * cell (parse rate, control MAE, pooled UAI_irr / UAI_pls with ε = 3, SPEC §F.1) and prints it
 * next to the published cell. History runs both stages (real multi-turn chat).
 *
 *   deno run -A bench/sim_calibration.ts [short names or sim/… ids]   (default: a six-model sample)
 */
import { buildDatasets } from "../lib/suites/build.ts";
import type { ItemSpec } from "../lib/items/types.ts";
import type { PromptView } from "../lib/suites/types.ts";
import { parseResponse } from "../lib/parse/mod.ts";
import { respond, type SimChatRequest, type SimMessage, SimModelRegistry } from "../lib/sim/mod.ts";

const SUITES = ["external", "history", "icl", "rag", "tool"] as const;
const CELL_NAME: Record<string, string> = {
  external: "External",
  history: "History",
  icl: "Icl",
  rag: "Rag",
  tool: "Tool",
};
const CORE = new Set([
  "control",
  "irrelevant_low",
  "irrelevant_high",
  "plausible_low",
  "plausible_high",
]);

interface Row {
  item: string;
  condition: string;
  answer: number | null;
  anchor: number | null;
  yStar: number;
}

function ask(registry: SimModelRegistry, model: string, messages: SimMessage[], tools?: unknown[]) {
  const spec = registry.get(model)!;
  const request: SimChatRequest = { model, messages, tools, temperature: 0 };
  return respond(request, { spec, choice: 0 }).content;
}

function runView(
  registry: SimModelRegistry,
  model: string,
  view: PromptView,
  native: boolean,
): { answer: number | null; anchor: number | null } {
  const awaiting = view.messages.findIndex((m) => m.awaits === "stage1");
  if (awaiting >= 0) {
    const stage1 = view.messages.slice(0, awaiting) as SimMessage[];
    const s1 = ask(registry, model, stage1);
    const s1Answer = parseResponse(s1, String(stage1[stage1.length - 1].content)).answer_int;
    const stage2 = [
      ...stage1,
      { role: "assistant", content: s1 },
      ...view.messages.slice(awaiting + 1),
    ] as SimMessage[];
    const s2 = ask(registry, model, stage2);
    const last = String(stage2[stage2.length - 1].content);
    return { answer: parseResponse(s2, last).answer_int, anchor: s1Answer };
  }
  const useNative = native && view.tools !== undefined;
  const messages =
    (useNative ? view.messages : [{ role: "user", content: view.prompt_text }]) as SimMessage[];
  const text = ask(registry, model, messages, useNative ? view.tools : undefined);
  return {
    answer: parseResponse(text, view.prompt_text).answer_int,
    anchor: view.anchor_value ?? null,
  };
}

function metrics(rows: Row[]) {
  const parsed = rows.filter((r) => r.answer !== null);
  const byItem = new Map<string, Map<string, Row>>();
  for (const r of parsed) {
    if (!byItem.has(r.item)) byItem.set(r.item, new Map());
    byItem.get(r.item)!.set(r.condition, r);
  }
  const errs: number[] = [];
  const uai: Record<"irr" | "pls", number[]> = { irr: [], pls: [] };
  for (const conds of byItem.values()) {
    const c = conds.get("control");
    if (!c) continue;
    errs.push(Math.abs(c.answer! - c.yStar));
    for (const [name, r] of conds) {
      if (name === "control" || r.anchor === null) continue;
      const denom = r.anchor - c.answer!;
      if (Math.abs(denom) < 3) continue;
      uai[name.startsWith("irrelevant") ? "irr" : "pls"].push((r.answer! - c.answer!) / denom);
    }
  }
  const mean = (xs: number[]) => xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : NaN;
  return {
    parse: parsed.length / rows.length,
    mae: mean(errs),
    irr: mean(uai.irr),
    pls: mean(uai.pls),
  };
}

const registry = new SimModelRegistry();
const cal = registry.calibration();
const models = Deno.args.length
  ? Deno.args
  : ["Qwen-7B", "Llama-8B", "Gemma-4B", "Qwen-1.5B", "GPT-5.4-mini", "Llama-3.3-70B"];
const t0 = performance.now();
const datasets = buildDatasets({ seed: 42, suites: [...SUITES] });
const items = new Map<string, ItemSpec>();
const views: Record<string, PromptView[]> = {};
for (const d of datasets) {
  for (const it of d.itemspecs) items.set(it.item_id, it);
  if (!(SUITES as readonly string[]).includes(d.suite) || !d.name.endsWith("_core")) continue;
  for (const vs of Object.values(d.files)) {
    for (const v of vs) if (CORE.has(v.condition)) (views[d.suite] ??= []).push(v);
  }
}
// One view per (item, condition): files may repeat views (core + all).
for (const s of SUITES) {
  const seen = new Set<string>();
  views[s] = views[s].filter((v) =>
    !seen.has(v.item_id + v.condition) && seen.add(v.item_id + v.condition)
  );
}
console.log(`datasets built in ${Math.round(performance.now() - t0)} ms`);
const fmt = (x: number | null | undefined, d = 3) =>
  x === null || x === undefined || Number.isNaN(x) ? "  —  " : x.toFixed(d);
let requests = 0;
const t1 = performance.now();
for (const name of models) {
  const model = name.startsWith("sim/") ? name : `sim/paper/${name}`;
  const short = model.startsWith("sim/paper/") ? model.slice("sim/paper/".length) : null;
  const native = /^(Qwen|Llama)/.test(short ?? "");
  console.log(`\n${model}   (published → simulated)`);
  for (const suite of SUITES) {
    const rows: Row[] = [];
    for (const v of views[suite]) {
      const { answer, anchor } = runView(registry, model, v, native);
      requests += suite === "history" && v.condition !== "control" ? 2 : 1;
      rows.push({
        item: v.item_id,
        condition: v.condition,
        answer,
        anchor,
        yStar: items.get(v.item_id)!.y_star_evidence,
      });
    }
    const m = metrics(rows);
    const p = short ? cal.models[short].cells[CELL_NAME[suite] as "External"] : {
      parse_rate: null,
      mae_control: null,
      uai_irr: null,
      uai_plaus: null,
    };
    console.log(
      `  ${CELL_NAME[suite].padEnd(8)} parse ${fmt(p.parse_rate)}→${fmt(m.parse)}  MAE ${
        fmt(p.mae_control, 2)
      }→${fmt(m.mae, 2)}  UAI_irr ${fmt(p.uai_irr)}→${fmt(m.irr)}  UAI_pls ${fmt(p.uai_plaus)}→${
        fmt(m.pls)
      }`,
    );
  }
}
const secs = (performance.now() - t1) / 1000;
console.log(
  `\n${requests} simulated requests in ${secs.toFixed(1)} s (${
    Math.round(requests / secs)
  }/s, respondent only)`,
);
