import assert from "node:assert/strict";
import { buildDatasets } from "../../lib/suites/build.ts";
import { SUFFIXES } from "../../lib/suites/suffixes.ts";
import type { Dataset } from "../../lib/suites/types.ts";

const all = buildDatasets({ seed: 42 });
const byName = new Map(all.map((d) => [d.name, d]));

function fileCounts(d: Dataset): Record<string, number> {
  return Object.fromEntries(Object.entries(d.files).map(([k, v]) => [k, v.length]));
}

/** Counts from SPEC §C.3 / Part 1 (core suites) and the probe grids (items × conditions). */
const EXPECTED: Record<string, [number, Record<string, number>]> = {
  anchorbench_external_core: [360, {
    "promptviews_core.jsonl": 1800,
    "promptviews_ablation.jsonl": 1440,
  }],
  anchorbench_external_d1: [360, { "promptviews_d1.jsonl": 360 * 4 }],
  anchorbench_history_core: [360, {
    "promptviews_core.jsonl": 1800,
    "promptviews_ablation.jsonl": 360,
  }],
  anchorbench_history_intensity: [360, { "promptviews_intensity.jsonl": 360 * 4 }],
  anchorbench_icl_core: [360, {
    "promptviews_core.jsonl": 1800,
    "promptviews_ablation.jsonl": 720,
  }],
  anchorbench_icl_dist_core: [360, { "promptviews_core.jsonl": 1800 }],
  anchorbench_rag_core: [360, {
    "promptviews_core.jsonl": 1800,
    "promptviews_ablation.jsonl": 4320,
  }],
  anchorbench_rag_p2: [360, { "promptviews_p2.jsonl": 360 * 12 }],
  anchorbench_rag_intensity: [360, { "promptviews_intensity.jsonl": 360 * 4 }],
  anchorbench_tool_core: [360, { "promptviews_core.jsonl": 1800 }],
  anchorbench_tool_p3: [360, { "promptviews_p3.jsonl": 360 * 8 }],
  anchorbench_external_uncertain: [360, { "promptviews_uncertain.jsonl": 5400 }],
  anchorbench_external_weighted_mean_core: [360, { "promptviews_core.jsonl": 1800 }],
  // Pilots: domains × 2 difficulties × (3 offsets) × 5 items; External 9 views, History 6.
  anchorbench_external_pilot_medical: [90, {
    "promptviews_core.jsonl": 450,
    "promptviews_ablation.jsonl": 360,
  }],
  anchorbench_external_pilot_other: [60, {
    "promptviews_core.jsonl": 300,
    "promptviews_ablation.jsonl": 240,
  }],
  anchorbench_history_pilot_medical: [30, {
    "promptviews_core.jsonl": 150,
    "promptviews_ablation.jsonl": 30,
  }],
  anchorbench_history_pilot_other: [20, {
    "promptviews_core.jsonl": 100,
    "promptviews_ablation.jsonl": 20,
  }],
  anchorbench_external_taskspec: [360, {
    "promptviews_rule.jsonl": 1800,
    "promptviews_judgment.jsonl": 1800,
  }],
  anchorbench_external_mitigation: [360, {
    "promptviews_ignore.jsonl": 1800,
    "promptviews_self_check.jsonl": 1800,
    "promptviews_cot.jsonl": 1800,
  }],
  anchorbench_rag_mitigation: [360, {
    "promptviews_ignore.jsonl": 1800,
    "promptviews_self_check.jsonl": 1800,
    "promptviews_cot.jsonl": 1800,
  }],
  anchorbench_external_cot: [360, { "promptviews_cot.jsonl": 1800 }],
  anchorbench_rag_cot: [360, { "promptviews_cot.jsonl": 1800 }],
  anchorbench_history_cot: [360, { "promptviews_cot.jsonl": 360 * 6 }],
};

Deno.test("buildDatasets produces every directory with the specified item and view counts", () => {
  assert.deepEqual([...byName.keys()].sort(), Object.keys(EXPECTED).sort());
  for (const [name, [nItems, files]] of Object.entries(EXPECTED)) {
    const d = byName.get(name)!;
    assert.equal(d.itemspecs.length, nItems, name);
    assert.deepEqual(fileCounts(d), files, name);
  }
  assert.equal(byName.get("anchorbench_rag_core")!.corpus!.length, 360 * 11);
});

Deno.test("dataset metadata: suite seeds, size labels and scoring functions", () => {
  const seeds: Record<string, number> = {
    external: 42,
    history: 42,
    icl: 4042,
    icl_dist: 4542,
    rag: 2042,
    tool: 3042,
  };
  for (const d of all) {
    const suite = d.suite === "external_uncertain" ? "external" : d.suite;
    assert.equal(d.seed, seeds[suite], d.name);
    assert.equal(d.size, d.name.includes("pilot") ? "pilot" : "core", d.name);
    assert.equal(d.scoring_function, d.name.includes("weighted_mean") ? "weighted_mean" : "mean");
    for (const x of d.itemspecs) assert.equal(x.seed, d.seed);
  }
});

Deno.test("weighted-mean split has the External core prompts byte for byte, only gold differs", () => {
  const core = byName.get("anchorbench_external_core")!;
  const wm = byName.get("anchorbench_external_weighted_mean_core")!;
  assert.deepEqual(wm.files["promptviews_core.jsonl"], core.files["promptviews_core.jsonl"]);
  const diffs = wm.itemspecs.filter((x, i) => x.y_star !== core.itemspecs[i].y_star).length;
  assert.ok(diffs > 0 && diffs < 360);
});

Deno.test("suffix probes are the base core views with the suffix appended", () => {
  const core = byName.get("anchorbench_external_core")!.files["promptviews_core.jsonl"];
  const task = byName.get("anchorbench_external_taskspec")!;
  task.files["promptviews_rule.jsonl"].forEach((v, i) => {
    assert.equal(v.prompt_text, core[i].prompt_text + SUFFIXES.rule);
    assert.equal(v.condition, core[i].condition);
  });
  const rag = byName.get("anchorbench_rag_core")!.files["promptviews_core.jsonl"];
  const ragCot = byName.get("anchorbench_rag_cot")!.files["promptviews_cot.jsonl"];
  ragCot.forEach((v, i) => assert.equal(v.prompt_text, rag[i].prompt_text + SUFFIXES.cot));
  const histCot = byName.get("anchorbench_history_cot")!.files["promptviews_cot.jsonl"];
  assert.deepEqual(histCot.slice(0, 6).map((v) => v.condition), [
    "control",
    "control_twostage",
    "plausible_low",
    "plausible_high",
    "irrelevant_low",
    "irrelevant_high",
  ]);
  for (const v of histCot) assert.ok(v.messages.at(-1)!.content!.endsWith(SUFFIXES.cot));
});

Deno.test("pilot directories use only the pilot domains, with ASCII ranges for the other group", () => {
  const med = byName.get("anchorbench_external_pilot_medical")!;
  assert.deepEqual([...new Set(med.itemspecs.map((x) => x.domain))], [
    "clinical_readmission_risk",
    "medication_dosage_adjustment",
    "diagnostic_confidence",
  ]);
  const other = byName.get("anchorbench_history_pilot_other")!;
  assert.deepEqual([...new Set(other.itemspecs.map((x) => x.domain))], [
    "legal_contract_compliance",
    "consumer_purchase_decision",
  ]);
  const control = other.files["promptviews_core.jsonl"].find((v) => v.condition === "control")!;
  assert.ok(control.prompt_components.question!.toString().includes("0-100"));
});

Deno.test("same seed builds identical JSON; another seed builds different items", () => {
  const pick = [
    "anchorbench_external_core",
    "external_uncertain",
    "icl_dist",
    "anchorbench_history_core",
  ];
  const a = JSON.stringify(buildDatasets({ seed: 42, suites: pick }));
  const b = JSON.stringify(buildDatasets({ seed: 42, suites: pick }));
  assert.equal(a, b);
  assert.equal(
    JSON.stringify(buildDatasets({ seed: 42, suites: ["anchorbench_external_core"] })),
    JSON.stringify([byName.get("anchorbench_external_core")]),
  );
  const other = buildDatasets({ seed: 43, suites: ["anchorbench_external_core"] })[0];
  assert.equal(other.seed, 43);
  assert.notDeepEqual(
    other.itemspecs.map((x) => x.theta),
    byName.get("anchorbench_external_core")!.itemspecs.map((x) => x.theta),
  );
});

Deno.test("suites filter selects by suite or directory name and rejects unknown names", () => {
  const tool = buildDatasets({ suites: ["tool"] }).map((d) => d.name);
  assert.deepEqual(tool, ["anchorbench_tool_core", "anchorbench_tool_p3"]);
  const two = buildDatasets({ suites: ["rag_p2", "anchorbench_external_uncertain"] }).map((d) =>
    d.name
  );
  assert.deepEqual(two, ["anchorbench_rag_p2", "anchorbench_external_uncertain"]);
  const icl = buildDatasets({ suites: ["icl"] }).map((d) => d.name);
  assert.deepEqual(icl, ["anchorbench_icl_core"]);
  assert.throws(
    () => buildDatasets({ suites: ["horoscope"] }),
    /no dataset or suite named "horoscope"/,
  );
});
