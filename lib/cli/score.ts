/** `ab score`: stored result records → one §F.2 summary entry per (model, suite). */
import { loadRecords, writeFileAtomic } from "../data/mod.ts";
import type { ResultRecord } from "../data/records.ts";
import { bootstrapProvenance } from "../stats/mod.ts";
import {
  type BaselineName,
  bootstrapSettings,
  type Pairing,
  scoreRecords,
} from "../metrics/mod.ts";
import { type Command, intFlag, parseFlags, requiredFlag, UsageError } from "./command.ts";

const HELP = `ab score — score stored result records (no inference needed)

usage: deno task ab score <records.jsonl|results-dir>… --out summary.json [flags]

Reads AnchorLab records or the original pipeline's results.jsonl (a directory stands for every
results.jsonl below it) and writes a JSON array with one entry per (model, suite), in the field
layout of the published unified_all_suites.json.

flags:
  --out <file>                   where to write the summary array (required)
  --epsilon <x>                  UAI exclusion threshold |a − y_ctrl| < ε (default 3)
  --pairing item|positional      disc_delta_ci / p_plaus_vs_irr pairing (default item: true pairs
                                 on item and direction; positional = the published behaviour)
  --baseline control|control_twostage
                                 requested baseline; a run without it falls back to the other
                                 control when only that one is present (default control)
  --boot <B>                     bootstrap replicates per CI (default 2000)
  --seed <n>                     bootstrap seed, a fresh stream per CI (default 42)
  --rng numpy|seedrandom         bootstrap index stream (default numpy: NumPy RandomState replica)

A provenance file <out>.provenance.json records the inputs and the bootstrap settings.`;

export const scoreCommand: Command = {
  name: "score",
  summary: "score result records into per-(model, suite) summary entries",
  help: HELP,
  async run(args: string[]): Promise<number> {
    const { values, positionals } = parseFlags(args, {
      out: { type: "string" },
      epsilon: { type: "string" },
      pairing: { type: "string" },
      baseline: { type: "string" },
      boot: { type: "string" },
      seed: { type: "string" },
      rng: { type: "string" },
    });
    if (positionals.length === 0) {
      throw new UsageError("give at least one records file or directory");
    }
    const out = requiredFlag(values.out, "out");
    const epsilon = numberFlag(values.epsilon, "epsilon", 3);
    const pairing = choiceFlag(
      values.pairing,
      "pairing",
      ["item", "positional"],
      "item",
    ) as Pairing;
    const baseline = choiceFlag(
      values.baseline,
      "baseline",
      ["control", "control_twostage"],
      "control",
    ) as BaselineName;
    const rng = choiceFlag(values.rng, "rng", ["numpy", "seedrandom"], "numpy") as
      | "numpy"
      | "seedrandom";
    const boot = bootstrapSettings({
      B: intFlag(values.boot, "boot", 2000),
      seed: intFlag(values.seed, "seed", 42),
      rng,
    });
    if (boot.B < 1) throw new UsageError("--boot must be at least 1");

    const records: ResultRecord[] = [];
    for (const path of positionals) {
      for (const r of await loadRecords(path)) records.push(r);
    }
    if (records.length === 0) throw new Error(`no records in ${positionals.join(", ")}`);
    const entries = scoreRecords(records, { epsilon, pairing, baseline, ...boot });
    await writeFileAtomic(out, JSON.stringify(entries, null, 2) + "\n");
    const provenance = {
      inputs: positionals,
      n_records: records.length,
      n_entries: entries.length,
      epsilon,
      pairing,
      baseline,
      bootstrap: bootstrapProvenance(boot),
      simulated: records.some((r) => r.simulated === true || r.model_id.startsWith("sim/")),
    };
    await writeFileAtomic(`${out}.provenance.json`, JSON.stringify(provenance, null, 2) + "\n");
    const label = provenance.simulated ? " (includes SIMULATED records)" : "";
    console.log(`scored ${records.length} records → ${entries.length} entries in ${out}${label}`);
    return 0;
  },
};

function numberFlag(value: unknown, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (typeof value !== "string" || value.trim() === "" || !Number.isFinite(n) || n < 0) {
    throw new UsageError(`--${name} must be a non-negative number, got "${value}"`);
  }
  return n;
}

function choiceFlag(value: unknown, name: string, choices: string[], fallback: string): string {
  if (value === undefined) return fallback;
  if (typeof value !== "string" || !choices.includes(value)) {
    throw new UsageError(`--${name} must be one of ${choices.join(", ")}, got "${value}"`);
  }
  return value;
}
