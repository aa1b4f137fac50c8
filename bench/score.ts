/**
 * Scoring throughput: synthesises the full panel workload (14 models × every core suite and
 * ablation ≈ 297k records, deterministic RNG) at 1×, 2× and 4× and scores it with every CI and
 * test of §F.2. Prints records/s per scale; a flat records/s column means linear growth.
 *
 *   deno run -A bench/score.ts [--scales 1,2,4] [--rng seedrandom|numpy]
 */
import seedrandom from "seedrandom";
import type { ResultRecord } from "../lib/data/records.ts";
import { scoreRecords } from "../lib/metrics/mod.ts";

const CORE = ["control", "irrelevant_low", "irrelevant_high", "plausible_low", "plausible_high"];
const SUITE_CONDITIONS: Record<string, string[]> = {
  external: [...CORE, "placebo_low", "placebo_high", "authority_low", "authority_high"],
  history: [...CORE, "control_twostage"],
  icl: [...CORE, "neutral_low", "neutral_high"],
  rag: [
    ...CORE,
    ...["low", "high"].flatMap((d) => [
      `irrelevant_${d}_order_first`,
      `irrelevant_${d}_order_last`,
      `plausible_${d}_order_first`,
      `plausible_${d}_order_last`,
      `irrelevant_${d}_nodiscl`,
      `plausible_${d}_authority`,
    ]),
  ],
  tool: CORE,
  external_uncertain: [1, 2, 3].flatMap((k) => CORE.map((c) => `uncertain_p${k}_${c}`)),
};
const DOMAINS = [
  "pricing_wtp",
  "operations_time",
  "transportation_logistics",
  "resource_consumption",
  "market_demographics",
  "legal_policy",
];
const OFFSETS = [15, 25, 40];

/** Deterministic synthetic records for `nModels` models (360 items per suite). */
export function synthesiseRecords(nModels: number, seed = "bench-score"): ResultRecord[] {
  const rand = seedrandom(seed);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  const clamp = (x: number) => Math.max(0, Math.min(100, Math.round(x)));
  const out: ResultRecord[] = [];
  for (let m = 0; m < nModels; m++) {
    const modelId = `sim/bench-model-${m}`;
    const weight = 0.1 + 0.3 * rand();
    for (const [suite, conditions] of Object.entries(SUITE_CONDITIONS)) {
      const history = suite === "history";
      for (let i = 0; i < 360; i++) {
        const domain = DOMAINS[Math.floor(i / 60)];
        const difficulty = (i % 60) < 30 ? "easy" : "hard";
        const offset = OFFSETS[Math.floor((i % 30) / 10)];
        const theta = 30 + Math.floor(rand() * 41);
        const yStar = clamp(theta + 8 * gauss());
        const itemId = history
          ? `HIST-${domain}-${difficulty[0]}-${String(i + 1).padStart(3, "0")}`
          : `EXT-${domain}-${difficulty[0]}-off${offset}-${String((i % 10) + 1).padStart(3, "0")}`;
        const yCtrl = clamp(yStar + 6 * gauss());
        for (const condition of conditions) {
          const direction = condition.includes("_low") ? -1 : condition.includes("_high") ? 1 : 0;
          const stage1 = history && direction ? clamp(yStar + direction * 15 + 5 * gauss()) : null;
          const anchor = direction === 0
            ? null
            : history
            ? stage1
            : clamp(theta + direction * offset);
          const answer = anchor === null
            ? clamp(yCtrl + 2 * gauss())
            : clamp(yCtrl + weight * (anchor - yCtrl) + 3 * gauss());
          const parsed = rand() > 0.02;
          out.push({
            model_id: modelId,
            item_id: itemId,
            suite,
            domain,
            difficulty,
            condition,
            anchor_relevance: "none",
            anchor_value: anchor,
            y_star_evidence: yStar,
            answer_int: parsed ? answer : null,
            parsed_ok: parsed,
            parse_strategy: parsed ? "regex" : "failed",
            raw_text: String(answer),
            offset: history ? null : offset,
            ...(history ? { stage1_answer: stage1 } : {}),
            simulated: true,
          });
        }
      }
    }
  }
  return out;
}

if (import.meta.main) {
  const args = Deno.args;
  const flag = (name: string) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const scales = (flag("scales") ?? "1,2,4").split(",").map(Number);
  const rng = (flag("rng") ?? "numpy") as "seedrandom" | "numpy";
  console.log(`scale  records   runs  seconds  records/s   (B = 2000, rng ${rng})`);
  for (const scale of scales) {
    const records = synthesiseRecords(14 * scale);
    const t0 = performance.now();
    const entries = scoreRecords(records, { rng });
    const seconds = (performance.now() - t0) / 1000;
    console.log(
      `${String(scale).padStart(4)}×  ${String(records.length).padStart(8)}  ${
        String(entries.length).padStart(5)
      }  ` +
        `${seconds.toFixed(2).padStart(7)}  ${
          Math.round(records.length / seconds).toString().padStart(9)
        }`,
    );
  }
}
