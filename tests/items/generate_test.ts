import assert from "node:assert/strict";
import {
  createStream,
  generateSuiteItems,
  getDomain,
  type ItemSpec,
  type ItemSuite,
  suiteSeed,
} from "../../lib/items/mod.ts";

const SUITES: ItemSuite[] = ["external", "history", "icl", "icl_dist", "rag", "tool"];
const OFFSET_SUITES: ItemSuite[] = ["external", "icl", "icl_dist", "rag", "tool"];
const PREFIX: Record<string, string> = {
  external: "EXT",
  icl: "ICL",
  icl_dist: "ICLDIST",
  rag: "RAG",
  tool: "TOOL",
};
const CORE_ORDER = [
  "pricing_wtp",
  "operations_time",
  "transportation_logistics",
  "resource_consumption",
  "market_demographics",
  "legal_policy",
];

const cache = new Map<string, ItemSpec[]>();
function items(suite: ItemSuite): ItemSpec[] {
  if (!cache.has(suite)) cache.set(suite, generateSuiteItems(suite));
  return cache.get(suite)!;
}

function countBy<T>(xs: T[], key: (x: T) => string | number): Map<string | number, number> {
  const m = new Map<string | number, number>();
  for (const x of xs) m.set(key(x), (m.get(key(x)) ?? 0) + 1);
  return m;
}

/** Python round(): half to even; written independently of lib/items/rounding.ts. */
function pyRound(x: number): number {
  const f = Math.floor(x);
  const diff = x - f;
  if (diff > 0.5) return f + 1;
  if (diff < 0.5) return f;
  return f % 2 === 0 ? f : f + 1;
}

Deno.test("every suite has 360 items: 180 easy / 180 hard, 60 per domain in the core order", () => {
  for (const suite of SUITES) {
    const xs = items(suite);
    assert.equal(xs.length, 360, suite);
    const byDifficulty = countBy(xs, (x) => x.difficulty);
    assert.equal(byDifficulty.get("easy"), 180, suite);
    assert.equal(byDifficulty.get("hard"), 180, suite);
    const domainsInOrder = [...new Set(xs.map((x) => x.domain))];
    assert.deepEqual(domainsInOrder, CORE_ORDER, suite);
    for (const n of countBy(xs, (x) => x.domain).values()) assert.equal(n, 60);
    assert.equal(new Set(xs.map((x) => x.item_id)).size, 360, `${suite} ids unique`);
  }
});

Deno.test("offset suites split 120 items per offset and 10 per cell", () => {
  for (const suite of OFFSET_SUITES) {
    const byOffset = countBy(items(suite), (x) => x.anchors.offset!);
    assert.deepEqual([...byOffset.entries()].sort(), [[15, 120], [25, 120], [40, 120]], suite);
  }
});

Deno.test("item ids follow PREFIX-domain-e|h-offδ-NNN in grid order (History: no offset, 30 per cell)", () => {
  for (const suite of OFFSET_SUITES) {
    const xs = items(suite);
    const expected: string[] = [];
    for (const d of CORE_ORDER) {
      for (const diff of ["e", "h"]) {
        for (const off of [15, 25, 40]) {
          for (let i = 1; i <= 10; i++) {
            expected.push(`${PREFIX[suite]}-${d}-${diff}-off${off}-${String(i).padStart(3, "0")}`);
          }
        }
      }
    }
    assert.deepEqual(xs.map((x) => x.item_id), expected, suite);
  }
  const hist = items("history");
  assert.equal(hist[0].item_id, "HIST-pricing_wtp-e-001");
  assert.equal(hist[29].item_id, "HIST-pricing_wtp-e-030");
  assert.equal(hist[30].item_id, "HIST-pricing_wtp-h-001");
  assert.equal(hist[359].item_id, "HIST-legal_policy-h-030");
  for (const x of hist) assert.match(x.item_id, /^HIST-[a-z_]+-[eh]-\d{3}$/);
});

Deno.test("gold is the half-even rounded mean of the visible ratings (hard: the 3 shown, reflected one included)", () => {
  for (const suite of SUITES) {
    for (const x of items(suite)) {
      const shown = x.evidence_structured.filter((e) => !e.missing).map((e) => e.value as number);
      const expected = pyRound(shown.reduce((a, b) => a + b, 0) / shown.length);
      assert.equal(x.y_star, expected, x.item_id);
      assert.equal(x.y_star_evidence, expected);
      assert.equal(x.y_star_components.y_star_evidence, expected);
      assert.deepEqual(x.y_star_components.evidence_values_visible, shown);
      assert.equal(x.y_star_components.evidence_count, shown.length);
      assert.equal(x.y_star_theta, x.theta);
    }
  }
});

Deno.test("anchors are clamp(θ ∓ δ) with gap and constant tags; History nominal anchors θ ∓ 25", () => {
  const clamp = (v: number) => Math.max(0, Math.min(100, v));
  for (const suite of OFFSET_SUITES) {
    for (const x of items(suite)) {
      const d = Number(/-off(\d+)-/.exec(x.item_id)![1]);
      assert.deepEqual(x.anchors, {
        low: clamp(x.theta - d),
        high: clamp(x.theta + d),
        gap: clamp(x.theta + d) - clamp(x.theta - d),
        offset: d,
        anchor_type: "numeric",
        relevance: "stratified",
      });
    }
  }
  for (const x of items("history")) {
    assert.deepEqual(x.anchors, {
      low: clamp(x.theta - 25),
      high: clamp(x.theta + 25),
      anchor_type: "numeric",
      relevance: "self_generated",
    });
  }
  // θ ∈ [30, 70], so clipping happens only at δ = 40, and there it must happen sometimes.
  const clipped = items("external").filter((x) => x.anchors.gap !== 2 * x.anchors.offset!);
  assert.ok(clipped.length > 0);
  assert.ok(clipped.every((x) => x.anchors.offset === 40));
});

Deno.test("easy items show 5 ratings; hard items show exactly 3 with 2 hidden", () => {
  for (const x of items("external")) {
    const missing = x.evidence_structured.filter((e) => e.missing);
    assert.equal(missing.length, x.difficulty === "easy" ? 0 : 2, x.item_id);
    for (const e of x.evidence_structured) {
      if (e.missing) assert.equal(e.value, null);
      else assert.equal(e.value, e.value_raw);
    }
    assert.deepEqual(x.y_star_components.missing_indices, missing.map((e) => e.index));
    assert.deepEqual(x.evidence_structured.map((e) => e.index), [0, 1, 2, 3, 4]);
  }
});

/**
 * Replays the documented recipe (§A.5) with the same stream primitives: θ = randint(30,70), five
 * clip(round(gauss(θ,σ))) ratings, then for hard items sorted sample(5,2) hidden slots and one
 * visible slot chosen by choice() reflected to 100 − v.
 */
function replayExternal(seed: number) {
  const rng = createStream(seed);
  const clip = (v: number) => Math.max(0, Math.min(100, v));
  return items("external").map((x) => {
    const theta = rng.randint(30, 70);
    const sigma = x.difficulty === "easy" ? 8 : 15;
    const raw = [0, 1, 2, 3, 4].map(() => clip(pyRound(rng.gauss(theta, sigma))));
    let missing: number[] = [];
    let flip = -1;
    let unflipped = -1;
    if (x.difficulty === "hard") {
      missing = rng.sample(5, 2).sort((a, b) => a - b);
      flip = rng.choice([0, 1, 2, 3, 4].filter((j) => !missing.includes(j)));
      unflipped = raw[flip];
    }
    return { theta, raw, missing, flip, unflipped };
  });
}

Deno.test("evidence replays the recipe: hard items reflect exactly one visible rating to 100 − v", () => {
  const replay = replayExternal(42);
  let hardSeen = 0;
  items("external").forEach((x, n) => {
    const r = replay[n];
    assert.equal(x.theta, r.theta, x.item_id);
    assert.deepEqual(x.y_star_components.missing_indices, r.missing, x.item_id);
    const reflected = x.evidence_structured.filter((e, j) => e.value_raw !== r.raw[j]);
    if (x.difficulty === "easy") {
      assert.deepEqual(x.evidence_structured.map((e) => e.value_raw), r.raw);
      assert.equal(reflected.length, 0);
      return;
    }
    hardSeen++;
    // The reflected slot is visible and holds clip(100 − v) both as value and value_raw.
    const f = x.evidence_structured[r.flip];
    assert.equal(f.missing, false);
    assert.equal(f.value_raw, Math.max(0, Math.min(100, 100 - r.unflipped)));
    assert.equal(f.value, f.value_raw);
    assert.ok(reflected.length <= 1 && reflected.every((e) => e.index === r.flip));
  });
  assert.equal(hardSeen, 180);
});

Deno.test("label family, scenario, question and phrasing indices follow the running counter g", () => {
  for (const suite of SUITES) {
    items(suite).forEach((x, n) => {
      const g = n + 1;
      assert.equal(x.evidence_label_family_idx, g % 3);
      assert.equal(x.scenario_template_idx, g % 8);
      assert.equal(x.question_template_idx, g % 4);
      assert.equal(x.anchor_phrasing_idx, g % 4);
      assert.equal(x.template_family, `${x.domain}_${String(g % 8).padStart(2, "0")}`);
      const labels = getDomain(x.domain).labelFamilies[g % 3];
      assert.deepEqual(x.evidence_structured.map((e) => e.label), labels);
    });
  }
});

Deno.test("ItemSpec keys come in the file order and absent optional blocks leave no key", () => {
  const base = [
    "item_id",
    "suite",
    "domain",
    "template_family",
    "answer_space",
    "theta",
    "y_star",
    "y_star_components",
    "y_star_theta",
    "y_star_evidence",
    "difficulty",
    "anchors",
    "evidence_structured",
    "tags",
  ];
  const tail = [
    "evidence_label_family_idx",
    "scenario_template_idx",
    "question_template_idx",
    "anchor_phrasing_idx",
    "scoring_function",
    "render_version",
    "generator_version",
    "seed",
  ];
  assert.deepEqual(Object.keys(items("external")[0]), [...base, ...tail]);
  assert.deepEqual(Object.keys(items("rag")[0]), [...base, "rag", ...tail]);
  assert.deepEqual(Object.keys(items("tool")[0]), [...base, "tool", ...tail]);
  assert.deepEqual(Object.keys(items("history")[0]), [...base, "history", ...tail]);
  assert.deepEqual(items("rag")[0].rag, {
    corpus_id: "anchorbench_corpus",
    corpus_size: 3,
    retrieval_method: "deterministic_fixed_order",
    doc_roles: ["core", "anchor_slot", "filler"],
  });
  const x = items("external")[0];
  assert.equal(x.render_version, "2.1.0");
  assert.equal(x.seed, 42);
  assert.deepEqual(x.answer_space, { type: "int", min: 0, max: 100 });
});

Deno.test("suite seeds at user seed 42 are the benchmark's and other seeds shift them", () => {
  const expected = { external: 42, history: 42, rag: 2042, tool: 3042, icl: 4042, icl_dist: 4542 };
  for (const [suite, seed] of Object.entries(expected)) {
    assert.equal(suiteSeed(suite as ItemSuite, 42), seed);
    assert.equal(items(suite as ItemSuite)[0].seed, seed);
    assert.equal(suiteSeed(suite as ItemSuite, 50), seed + 8);
  }
  // External and History share seed 42, so their first items draw the same θ and ratings.
  assert.equal(items("history")[0].theta, items("external")[0].theta);
  assert.deepEqual(
    items("history")[0].y_star_components.evidence_values_raw,
    items("external")[0].y_star_components.evidence_values_raw,
  );
});

Deno.test("same seed gives identical JSON; a different seed gives different items", () => {
  const a = JSON.stringify(generateSuiteItems("icl_dist"));
  const b = JSON.stringify(generateSuiteItems("icl_dist"));
  assert.equal(a, b);
  const other = generateSuiteItems("icl_dist", { seed: 7 });
  assert.notEqual(JSON.stringify(other), a);
  assert.equal(other[0].seed, 4542 - 35);
  assert.notDeepEqual(other.map((x) => x.theta), items("icl_dist").map((x) => x.theta));
});

Deno.test("weighted-mean gold uses weights [1,1,1.5,1.5,2] over visible values; all else identical", () => {
  const w = generateSuiteItems("external", { scoring: "weighted_mean" });
  const m = items("external");
  const weights = [1, 1, 1.5, 1.5, 2];
  let differs = 0;
  w.forEach((x, n) => {
    const shown = x.y_star_components.evidence_values_visible;
    let num = 0;
    let den = 0;
    shown.forEach((v, i) => {
      num += weights[i] * v;
      den += weights[i];
    });
    assert.equal(x.y_star, pyRound(num / den), x.item_id);
    assert.equal(x.y_star_evidence, x.y_star);
    assert.equal(x.scoring_function, "weighted_mean");
    assert.equal(x.y_star_components.aggregation_rule, "weighted_mean");
    assert.deepEqual(x.scoring_weights, weights);
    assert.deepEqual(x.evidence_structured, m[n].evidence_structured);
    assert.deepEqual(x.anchors, m[n].anchors);
    assert.equal(x.anchor_phrasing_idx, m[n].anchor_phrasing_idx);
    if (x.y_star !== m[n].y_star) differs++;
  });
  assert.ok(differs > 0, "weighted gold should differ from the mean on some items");
  assert.ok(!("scoring_weights" in m[0]));
});

Deno.test("weighted mean of a hard item uses only the first three weights; ties round half to even", () => {
  // Hard items show 3 values, so the weights are 1, 1, 1.5 (sum 3.5) whatever slots are visible.
  const xs = generateSuiteItems("external", {
    scoring: "weighted_mean",
    nPerCell: 1,
    domains: ["pricing_wtp"],
  });
  const hard = xs.find((x) => x.difficulty === "hard")!;
  const [a, b, c] = hard.y_star_components.evidence_values_visible;
  assert.equal(hard.y_star, pyRound((a + b + 1.5 * c) / 3.5));
  assert.equal(pyRound(75 / 3.5), 21);
  assert.equal(pyRound(2.5), 2);
  assert.equal(pyRound(3.5), 4);
});

Deno.test("History Stage-1 subsets are the pairs closest to y* ∓ 15, earlier pair on ties", () => {
  const pairs: number[][] = [];
  for (let a = 0; a < 5; a++) for (let b = a + 1; b < 5; b++) pairs.push([a, b]);
  for (const x of items("history")) {
    const h = x.history!;
    for (const [dir, target] of [["low", x.y_star - 15], ["high", x.y_star + 15]] as const) {
      const scored = pairs.map((p) => {
        const vals = p.map((j) => x.evidence_structured[j]).filter((e) => !e.missing)
          .map((e) => e.value as number);
        const m = vals.length ? vals.reduce((s, v) => s + v, 0) / vals.length : 0;
        return { p, m, gap: Math.abs(m - target) };
      });
      const best = Math.min(...scored.map((s) => s.gap));
      const first = scored.find((s) => s.gap === best)!;
      assert.deepEqual(h[`subset_indices_${dir}`], first.p, `${x.item_id} ${dir}`);
      assert.equal(h[`subset_mean_${dir}`], Number(first.m.toFixed(2)));
      assert.equal(h[`realized_gap_${dir}`], Number(first.gap.toFixed(2)));
    }
    assert.equal(h.subset_delta, 15);
  }
});

Deno.test("History warm-ups: θ in [15,30] / [70,85], five easy family-0 ratings, scenario s+1 / s+2", () => {
  for (const x of items("history")) {
    const h = x.history!;
    const family0 = getDomain(x.domain).labelFamilies[0];
    for (
      const [w, lo, hi, step] of [[h.warmup_low, 15, 30, 1], [h.warmup_high, 70, 85, 2]] as const
    ) {
      assert.ok(w.theta >= lo && w.theta <= hi, `${x.item_id} warm-up θ ${w.theta}`);
      assert.deepEqual(w.evidence_structured.map((e) => e.label), family0);
      assert.ok(w.evidence_structured.every((e) => !e.missing && e.value === e.value_raw));
      const vals = w.evidence_structured.map((e) => e.value as number);
      assert.equal(w.y_star_evidence, pyRound(vals.reduce((s, v) => s + v, 0) / 5));
      assert.equal(w.scenario_template_idx, (x.scenario_template_idx + step) % 8);
    }
  }
});

Deno.test("ICL demos: three demos of three family-0 ratings, answer = rounded mean", () => {
  for (const x of items("icl")) {
    const demos = x.tags.icl_demos!;
    assert.equal(demos.length, 3);
    const labels = getDomain(x.domain).labelFamilies[0].slice(0, 3);
    for (const d of demos) {
      assert.deepEqual(d.evidence.map((e) => e.label), labels);
      assert.equal(d.answer, pyRound(d.evidence.reduce((s, e) => s + e.value, 0) / 3));
    }
  }
  // Demo θ_d ∈ [35, 65] with σ 6: answers average ≈ 50 over the suite.
  const answers = items("icl").flatMap((x) => x.tags.icl_demos!.map((d) => d.answer));
  const avg = answers.reduce((s, v) => s + v, 0) / answers.length;
  assert.ok(Math.abs(avg - 50) < 1.5, `mean ICL demo answer ${avg}`);
});

Deno.test("ICL-dist packs centre on the neutral centre (44–56) and on anchors.low / anchors.high", () => {
  const xs = items("icl_dist");
  const gaps = { control: [] as number[], low: [] as number[], high: [] as number[] };
  for (const x of xs) {
    const c = x.tags.icl_dist_neutral_center as number;
    assert.ok(Number.isInteger(c) && c >= 44 && c <= 56);
    const packs = {
      control: [x.tags.icl_dist_demos_control!, c],
      low: [x.tags.icl_dist_demos_low!, x.anchors.low],
      high: [x.tags.icl_dist_demos_high!, x.anchors.high],
    } as const;
    for (const [name, [pack, centre]] of Object.entries(packs)) {
      assert.equal(pack.length, 3);
      for (const d of pack) {
        assert.equal(d.answer, pyRound(d.evidence.reduce((s, e) => s + e.value, 0) / 3));
        // θ_d within centre ± spread (8 or 4) and demo mean within ~5 SD (σ/√3 ≈ 3.5) of θ_d.
        assert.ok(Math.abs(d.answer - centre) <= (name === "control" ? 8 : 4) + 18, x.item_id);
        gaps[name as keyof typeof gaps].push(d.answer - centre);
      }
    }
  }
  for (const [name, g] of Object.entries(gaps)) {
    const avg = g.reduce((s, v) => s + v, 0) / g.length;
    assert.ok(Math.abs(avg) < 1, `${name} pack answers average ${avg} from their centre`);
  }
});

Deno.test("pilot options: domain subset, 5 per cell, split label and unknown domain error", () => {
  const med = generateSuiteItems("external", {
    domains: ["clinical_readmission_risk", "medication_dosage_adjustment", "diagnostic_confidence"],
    nPerCell: 5,
  });
  assert.equal(med.length, 90);
  assert.equal(med[0].item_id, "EXT-clinical_readmission_risk-e-off15-001");
  assert.equal(med[0].tags.split, "pilot");
  const hist = generateSuiteItems("history", {
    domains: ["legal_contract_compliance", "consumer_purchase_decision"],
    nPerCell: 5,
  });
  assert.equal(hist.length, 20);
  assert.throws(
    () => generateSuiteItems("external", { domains: ["nope"] }),
    /unknown domain id "nope"/,
  );
  assert.throws(() => generateSuiteItems("external", { nPerCell: 0 }), /nPerCell/);
});
