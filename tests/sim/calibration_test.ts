/**
 * Calibration of the paper twins: the bundled copy equals the reference files, the numerical
 * inverses behave as normal-distribution theory says, and a simulated External run lands near the
 * published cell.
 */
import assert from "node:assert/strict";
import { parseResponse } from "../../lib/parse/mod.ts";
import {
  bundledCalibration,
  calibrationFromReference,
  loadCalibration,
  maeForSigma,
  meanAttenuation,
  respond,
  sigmaForMae,
  SimModelRegistry,
} from "../../lib/sim/mod.ts";

function referenceReadable(): boolean {
  try {
    Deno.statSync(new URL("../../../shared/reference/results/", import.meta.url));
    return true;
  } catch {
    return false;
  }
}

Deno.test({
  name: "the bundled calibration copy equals what the reference files give",
  ignore: !referenceReadable(),
  fn() {
    assert.deepEqual(loadCalibration("bundled"), calibrationFromReference());
  },
});

Deno.test("the calibration holds the published cells (spot checks against the JSON)", () => {
  const cal = loadCalibration("bundled");
  assert.deepEqual(cal.models["Qwen-7B"].cells.External, {
    parse_rate: 1.0,
    mae_control: 7.74,
    acc10_control: 0.725,
    uai_irr: 0.0133,
    uai_plaus: 0.2711,
    tar_irr: 0.1542,
    tar_plaus: 0.6694,
  });
  assert.equal(cal.models["Qwen-7B"].panel, "open");
  assert.equal(cal.models["GPT-5.4-mini"].panel, "api");
  // Large panel (Table 31): no parse rate published.
  assert.equal(cal.models["GPT-5.4"].cells.External.uai_plaus, 0.1873);
  assert.equal(cal.models["GPT-5.4"].cells.External.parse_rate, null);
  assert.equal(Object.keys(cal.models).length, 19);
  // Llama-1B Tool is the paper's undefined cell.
  assert.equal(cal.models["Llama-1B"].cells.Tool.uai_plaus, null);
});

Deno.test("maeForSigma follows E|σZ| = σ·√(2/π) when rounding and clipping are negligible", () => {
  const theory = 10 * Math.sqrt(2 / Math.PI); // 7.979
  assert.ok(Math.abs(maeForSigma(10) - theory) < 0.05, String(maeForSigma(10)));
  // Very small σ: answers are the rounded mean, so almost no error.
  assert.ok(maeForSigma(0.05) < 0.01);
});

Deno.test("sigmaForMae inverts maeForSigma", () => {
  for (const s of [0.3, 1, 4, 9.7, 23, 38]) {
    const back = sigmaForMae(maeForSigma(s));
    assert.ok(Math.abs(back - s) / s < 0.01, `σ ${s} → ${back}`);
  }
});

Deno.test("meanAttenuation without spread is the mean of exp(−δ/λ)", () => {
  const expect = (Math.exp(-15 / 45) + Math.exp(-25 / 45) + Math.exp(-40 / 45)) / 3;
  assert.ok(Math.abs(meanAttenuation([15, 25, 40], 0, 45) - expect) < 1e-9);
  assert.equal(meanAttenuation([15], 5, Infinity), 1);
});

Deno.test("paper twins take the parse failure rate 1 − parse_rate of each suite", () => {
  const reg = new SimModelRegistry({ calibrationSource: "bundled" });
  const llama3 = reg.get("sim/paper/Llama-3B")!;
  assert.ok(Math.abs(llama3.pathways.tool!.parseFailureRate! - 0.2) < 1e-12);
  assert.equal(llama3.pathways.external!.parseFailureRate, 1 - 0.995);
  const llama1 = reg.get("sim/paper/Llama-1B")!;
  assert.ok(Math.abs(llama1.pathways.tool!.parseFailureRate! - 0.9906) < 1e-12);
  // A published negative UAI_irr gives a negative irrelevant weight.
  assert.ok(reg.get("sim/paper/OLMo-32B")!.pathways.history!.weights!.irrelevant < 0);
  assert.equal(reg.get("sim/paper/Nope"), null);
  assert.equal(reg.get("sim/paper/qwen-7b")?.id, "sim/paper/Qwen-7B");
});

/** A seeded generator for the synthetic items (mulberry32). */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Synthetic External items in this test's own wording (half of them with two hidden ratings). */
function syntheticItems(count: number) {
  const rand = generator(2024);
  const labels = [
    "Panel A score",
    "Panel B score",
    "Interview rating",
    "Trade-off index",
    "Trend score",
  ];
  return Array.from({ length: count }, (_, i) => {
    const theta = 30 + Math.floor(rand() * 41);
    const values = labels.map(() =>
      Math.max(0, Math.min(100, Math.round(theta + (rand() - 0.5) * 20)))
    );
    const hidden = i % 2 === 1 ? new Set([3, 4]) : new Set<number>();
    const visible = values.filter((_, j) => !hidden.has(j));
    const yStar = Math.round(visible.reduce((s, v) => s + v, 0) / visible.length);
    const delta = [15, 25, 40][i % 3];
    const low = Math.max(0, theta - delta);
    const high = Math.min(100, theta + delta);
    const evidence = labels
      .map((l, j) => `  - ${l}: ${hidden.has(j) ? "[data not available]" : values[j]}`)
      .join("\n");
    const prompt = (sentence: string) =>
      `A subscription service is reviewing its price. Research scores (0–100) follow.\n\nEvidence:\n${evidence}\n\n${sentence}What index (0–100) do these scores suggest?\nReturn only a single integer 0–100 on the last line.`;
    return {
      yStar,
      conditions: [
        { name: "control", anchor: null, prompt: prompt("") },
        {
          name: "irrelevant_low",
          anchor: low,
          prompt: prompt(`Intake note: this file is ticket #${low} in the queue. `),
        },
        {
          name: "irrelevant_high",
          anchor: high,
          prompt: prompt(`Intake note: this file is ticket #${high} in the queue. `),
        },
        {
          name: "plausible_low",
          anchor: low,
          prompt: prompt(`A recent industry survey estimated the index at about ${low}. `),
        },
        {
          name: "plausible_high",
          anchor: high,
          prompt: prompt(`A recent industry survey estimated the index at about ${high}. `),
        },
      ],
    };
  });
}

Deno.test("a simulated External run lands near the published cell (Qwen-7B, Llama-8B)", () => {
  const reg = new SimModelRegistry({ calibrationSource: "bundled" });
  const items = syntheticItems(360);
  for (const short of ["Qwen-7B", "Llama-8B"]) {
    const spec = reg.get(`sim/paper/${short}`)!;
    const published = reg.calibration().models[short].cells.External;
    let records = 0;
    let parsed = 0;
    const errors: number[] = [];
    const uai = { irr: [] as number[], pls: [] as number[] };
    for (const item of items) {
      const answers = item.conditions.map((c) => {
        records++;
        const text = respond(
          { model: spec.id, messages: [{ role: "user", content: c.prompt }], temperature: 0 },
          { spec, choice: 0 },
        ).content;
        const a = parseResponse(text, c.prompt).answer_int;
        if (a !== null) parsed++;
        return a;
      });
      const control = answers[0];
      if (control === null) continue;
      errors.push(Math.abs(control - item.yStar));
      item.conditions.forEach((c, k) => {
        if (k === 0 || answers[k] === null || c.anchor === null) return;
        const denom = c.anchor - control;
        if (Math.abs(denom) < 3) return;
        uai[c.name.startsWith("irrelevant") ? "irr" : "pls"].push((answers[k]! - control) / denom);
      });
    }
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const sim = {
      parse: parsed / records,
      mae: mean(errors),
      irr: mean(uai.irr),
      pls: mean(uai.pls),
    };
    const msg = `${short}: simulated ${JSON.stringify(sim)} vs published ${
      JSON.stringify(published)
    }`;
    assert.ok(Math.abs(sim.parse - published.parse_rate!) < 0.02, msg);
    assert.ok(Math.abs(sim.mae - published.mae_control!) < 1.5, msg);
    assert.ok(Math.abs(sim.irr - published.uai_irr!) < 0.04, msg);
    assert.ok(Math.abs(sim.pls - published.uai_plaus!) < 0.05, msg);
  }
});

Deno.test("a missing or malformed bundled calibration is reported with its path", () => {
  const dir = Deno.makeTempDirSync();
  try {
    const missing = new URL(`file://${dir}/absent.json`);
    assert.throws(
      () => bundledCalibration(missing),
      /absent\.json.*lib\/sim\/calibration\.ts --write/s,
    );
    Deno.writeTextFileSync(`${dir}/broken.json`, "{ models: ");
    assert.throws(
      () => bundledCalibration(new URL(`file://${dir}/broken.json`)),
      /broken\.json: not valid JSON/,
    );
    Deno.writeTextFileSync(`${dir}/empty.json`, '{"models": {}}');
    assert.throws(
      () => bundledCalibration(new URL(`file://${dir}/empty.json`)),
      /empty\.json: no "models"/,
    );
  } finally {
    Deno.removeSync(dir, { recursive: true });
  }
});
