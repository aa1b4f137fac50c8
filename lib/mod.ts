/**
 * AnchorLab's library, one namespace per stage, in the order data flows:
 * items → suites (prompt views) → data (files) → infer (+ sim, parse) → metrics (+ stats) →
 * tables / figures → report. `study` holds the paper's plan of runs, `repro` the main job's steps,
 * `judge` the LLM-as-a-judge protocol.
 */
export * as items from "./items/mod.ts";
export * as suites from "./suites/mod.ts";
export * as data from "./data/mod.ts";
export * as parse from "./parse/mod.ts";
export * as sim from "./sim/mod.ts";
export * as infer from "./infer/mod.ts";
export * as stats from "./stats/mod.ts";
export * as metrics from "./metrics/mod.ts";
export * as tables from "./tables/mod.ts";
export * as figures from "./figures/mod.ts";
export * as study from "./study/mod.ts";
export * as judge from "./judge/mod.ts";
export * as report from "./report/mod.ts";
export * as repro from "./repro/mod.ts";
