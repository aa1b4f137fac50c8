/**
 * What a condition prototype shows: the prompt change, the simulated runs, the metrics beside the
 * core conditions, and a power curve.
 */
import { approxItemsForDiscDelta, isParsed, type PowerResult } from "../metrics/mod.ts";
import type { PromptView } from "../suites/types.ts";
import type { CellValue, ColumnSpec, PaperTable } from "../tables/types.ts";
import type { CustomConditionMetrics, SimRun } from "./prototype.ts";

const text = (key: string, label: string): ColumnSpec => ({ key, label, format: "text" });
const num = (key: string, label: string, digits = 3): ColumnSpec => ({
  key,
  label,
  digits,
  format: "number",
  value: true,
});

/**
 * Markdown showing what a variant view changes in its base view (the text between their common
 * prefix and suffix) and the variant prompt in full.
 */
export function promptChangeMarkdown(base: PromptView, variant: PromptView): string {
  const a = base.prompt_text;
  const b = variant.prompt_text;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start && end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  ) end++;
  const removed = a.slice(start, a.length - end);
  const added = b.slice(start, b.length - end);
  const fence = "~~~~";
  const span = variant.anchor_span ? ` at characters [${variant.anchor_span.join(", ")})` : "";
  return [
    `**${variant.item_id}**: \`${base.condition}\` → \`${variant.condition}\` ` +
    `(anchor ${variant.anchor_value ?? "none"}${span})`,
    "",
    removed ? `Removed: \`${removed}\`` : "Removed: nothing",
    "",
    added ? `Added: \`${added}\`` : "Added: nothing",
    "",
    `${fence}text`,
    b,
    fence,
  ].join("\n");
}

/** One row per simulated run: requests, parsed share, where its records are. */
export function simRunsTable(runs: readonly SimRun[]): PaperTable {
  return {
    id: "prototype_runs",
    title: "Simulated runs of the prototype",
    columns: [
      text("model", "Model"),
      num("records", "Records", 0),
      num("parsed", "Parsed share", 3),
      text("dir", "Run directory"),
    ],
    rows: runs.map((r) => ({
      model: r.model,
      records: r.records.length,
      parsed: r.records.length ? r.records.filter(isParsed).length / r.records.length : null,
      dir: r.dir,
    })),
    simulated: true,
  };
}

/**
 * Per model: the irrelevant and plausible core conditions and the custom one, with UAI, TAR, the
 * number of UAI values, and for the two anchored-with-content conditions Disc∆ against the
 * irrelevant anchors with its bootstrap CI and the item-paired Wilcoxon p.
 */
export function prototypeTable(
  metrics: readonly CustomConditionMetrics[],
  name: string,
  opts: { simulated?: boolean } = {},
): PaperTable {
  const rows: Record<string, CellValue>[] = [];
  for (const m of metrics) {
    const model = m.core.model;
    rows.push({
      model,
      condition: "irrelevant (core)",
      uai: m.core.uai_irr,
      tar: m.core.tar_irr,
      n: m.core.n_uai_irr,
      disc: null,
      lo: null,
      hi: null,
      p: null,
    });
    for (const [label, e] of [["plausible (core)", m.core], [`${name} (new)`, m.custom]] as const) {
      rows.push({
        model,
        condition: label,
        uai: e.uai_plaus,
        tar: e.tar_plaus,
        n: e.n_uai_plaus,
        disc: e.disc_delta,
        lo: e.disc_delta_ci?.lo ?? null,
        hi: e.disc_delta_ci?.hi ?? null,
        p: e.p_plaus_vs_irr ?? null,
      });
    }
  }
  return {
    id: `prototype_${name}`,
    title: `Prototype condition "${name}" beside the core conditions`,
    columns: [
      text("model", "Model"),
      text("condition", "Condition"),
      num("uai", "UAI"),
      num("tar", "TAR"),
      num("n", "n UAI", 0),
      num("disc", "Disc∆ vs irr"),
      num("lo", "95% CI lo"),
      num("hi", "95% CI hi"),
      { key: "p", label: "p (Wilcoxon)", digits: 3, format: "pvalue", value: true },
    ],
    rows,
    notes: [
      "UAI = (y_a − y_ctrl)/(a − y_ctrl) per response with |a − y_ctrl| ≥ 3, pooled over low and high anchors; TAR = share of responses moving toward the anchor.",
      `Disc∆ = UAI − UAI_irr; CI from the bootstrap of item-paired differences, p from the two-sided Wilcoxon test on them (the new condition is scored in the plausible slot of lib/metrics).`,
    ],
    simulated: opts.simulated ?? true,
  };
}

/** The simulated power curve: items, power, and whether the target is reached. */
export function powerTable(result: PowerResult): PaperTable {
  const s = result.settings;
  return {
    id: "power",
    title: `Items needed for Disc∆ = ${s.discDelta} (sd ${
      s.sdItem.toFixed(3)
    }, ${s.pairs} paired differences per item): n = ${result.n} at power ${result.achievedPower}`,
    columns: [num("n", "Items", 0), num("power", "Power", 3), text("reached", "≥ target")],
    rows: result.curve.map((p) => ({
      n: p.n,
      power: p.power,
      reached: p.power >= s.power ? "yes" : "",
    })),
    notes: [
      `Two-sided Wilcoxon signed-rank test at α = ${s.alpha}, target power ${s.power}, ${s.B} simulated studies per n (seed ${s.seed}); paired differences ~ Normal(Disc∆, sd), independent.`,
      `Normal approximation ((z₁₋α/₂ + z_power)·sd/Disc∆)² / (3/π) / ${s.pairs}: ${
        approxItemsForDiscDelta(s)
      } items.`,
    ],
  };
}
