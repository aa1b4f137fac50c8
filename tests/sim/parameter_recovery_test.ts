/**
 * Parameter recovery through the whole pipeline: generated External prompts → the openai SDK → an
 * in-process simulated respondent with a known anchor weight → the parse cascade → the run store →
 * the paper's metrics. A respondent that moves a share w of the way to plausible anchors (and
 * ignores irrelevant ones) must come out with UAI_pls ≈ w and UAI_irr ≈ 0.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { createEndpoint, readRunRecords, runViewsInDir } from "../../lib/infer/mod.ts";
import { unifiedMetrics } from "../../lib/metrics/mod.ts";
import { anchoringPreset, createSimFetch, SimModelRegistry } from "../../lib/sim/mod.ts";
import { buildDatasets } from "../../lib/suites/mod.ts";
import type { AnchoringModelSpec } from "../../lib/sim/mod.ts";

const externalCore = buildDatasets({ seed: 7, suites: ["external"] })
  .find((d) => d.name === "anchorbench_external_core")!;
const items = new Map(externalCore.itemspecs.map((s) => [s.item_id, s]));
const views = externalCore.files["promptviews_core.jsonl"].map((v) => ({
  ...v,
  difficulty: items.get(v.item_id)!.difficulty,
  y_star_evidence: items.get(v.item_id)!.y_star_evidence,
  y_star_theta: items.get(v.item_id)!.y_star_theta,
}));

/** An anchoring respondent with plausible weight w, no distance attenuation, no noise, no failures. */
function knownWeight(id: string, w: number): AnchoringModelSpec {
  const base = anchoringPreset();
  const zero = Object.fromEntries(Object.keys(base.base.weights).map((k) => [k, 0]));
  return {
    ...base,
    id,
    base: {
      caseSd: 4,
      jitterSd: 0,
      parseFailureRate: 0,
      weights: { ...zero, plausible: w } as AnchoringModelSpec["base"]["weights"],
    },
    pathwayMultiplier: { external: 1, history: 1, icl: 1, rag: 1, tool: 1 },
    distanceScale: Infinity,
    evidenceExponent: 0,
    styleMix: { bare: 1, answer_line: 0, cot: 0, xml: 0 },
  };
}

async function runSimulated(model: string, registry: SimModelRegistry) {
  const dir = await Deno.makeTempDir({ prefix: "anchorlab-recovery-" });
  const endpoint = createEndpoint({ kind: "sim", fetch: createSimFetch({ registry }) });
  const decoding = { temperature: 0, max_tokens: 512 };
  await runViewsInDir(join(dir, "run"), {
    endpoint,
    model,
    views,
    suite: "external",
    decoding,
    toolFormat: "plaintext",
    concurrency: 32,
  });
  const records = await readRunRecords(join(dir, "run"));
  await Deno.remove(dir, { recursive: true });
  return records;
}

for (const w of [0.25, 0.6]) {
  Deno.test(`a respondent with plausible weight ${w} is recovered as UAI_pls ≈ ${w}, UAI_irr ≈ 0`, async () => {
    const registry = new SimModelRegistry();
    const id = `sim/test/w${w}`;
    registry.register(knownWeight(id, w));
    const records = await runSimulated(id, registry);
    assert.equal(records.length, 1800);
    assert.ok(records.every((r) => r.simulated === true && r.parsed_ok));
    const m = unifiedMetrics(records);
    // Integer answers add rounding noise of at most 0.5 / |a − y_ctrl| per item.
    assert.ok(Math.abs(m.uai_plaus! - w) < 0.03, `uai_plaus ${m.uai_plaus} vs ${w}`);
    assert.ok(Math.abs(m.uai_irr!) < 0.02, `uai_irr ${m.uai_irr}`);
    assert.ok(Math.abs(m.disc_delta! - w) < 0.04);
  });
}

Deno.test("the rational Bayesian respondent lands on the ceiling 1/(n+1) for n visible ratings", async () => {
  const records = await runSimulated("sim/rational", new SimModelRegistry());
  const byDifficulty = (d: string) => unifiedMetrics(records.filter((r) => r.difficulty === d));
  // Easy items show 5 ratings (ceiling 1/6), hard items 3 (ceiling 1/4); irrelevant anchors weigh 0.
  assert.ok(Math.abs(byDifficulty("easy").uai_plaus! - 1 / 6) < 0.03);
  assert.ok(Math.abs(byDifficulty("hard").uai_plaus! - 1 / 4) < 0.03);
  assert.ok(Math.abs(unifiedMetrics(records).uai_irr!) < 0.02);
});
