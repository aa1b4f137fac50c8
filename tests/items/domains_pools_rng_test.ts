import assert from "node:assert/strict";
import {
  ANCHOR_POOL_SIZES,
  anchorPools,
  anchorSentence,
  CORE_DOMAINS,
  createStream,
  getDomain,
  PILOT_DOMAINS,
} from "../../lib/items/mod.ts";

Deno.test("six core domains in the benchmark order and five pilots (3 medical, 2 other)", () => {
  assert.deepEqual(CORE_DOMAINS.map((d) => d.id), [
    "pricing_wtp",
    "operations_time",
    "transportation_logistics",
    "resource_consumption",
    "market_demographics",
    "legal_policy",
  ]);
  assert.deepEqual(CORE_DOMAINS.map((d) => d.metricName), [
    "WTP",
    "efficiency",
    "reliability",
    "resource efficiency",
    "adoption",
    "compliance",
  ]);
  assert.deepEqual(PILOT_DOMAINS.map((d) => [d.id, d.group]), [
    ["clinical_readmission_risk", "medical"],
    ["medication_dosage_adjustment", "medical"],
    ["diagnostic_confidence", "medical"],
    ["legal_contract_compliance", "other"],
    ["consumer_purchase_decision", "other"],
  ]);
});

Deno.test("every domain has 3×5 labels, 8 scenarios, 4 questions, 3 plausible templates", () => {
  for (const d of [...CORE_DOMAINS, ...PILOT_DOMAINS]) {
    assert.equal(d.labelFamilies.length, 3, d.id);
    for (const f of d.labelFamilies) assert.equal(f.length, 5, d.id);
    assert.equal(d.scenarios.length, 8, d.id);
    assert.equal(d.questions.length, 4, d.id);
    assert.equal(d.plausible.length, 3, d.id);
    assert.equal(new Set(d.scenarios).size, 8, `${d.id} scenarios distinct`);
  }
});

Deno.test("range text: EN DASH for business and medical domains, ASCII hyphen for the other pilots", () => {
  for (const d of [...CORE_DOMAINS, ...PILOT_DOMAINS]) {
    const expected = d.group === "other" ? "0-100" : "0\u2013100";
    assert.equal(d.rangeText, expected, d.id);
    for (const q of d.questions) {
      assert.ok(q.includes(expected), `${d.id}: ${q}`);
      assert.ok(!q.includes("{range}"));
    }
    const wrong = d.group === "other" ? "0\u2013100" : "0-100";
    for (const s of [...d.scenarios, ...d.questions]) assert.ok(!s.includes(wrong), s);
  }
});

Deno.test("getDomain returns the config and names the bad id when unknown", () => {
  assert.equal(getDomain("legal_policy").metricName, "compliance");
  assert.throws(() => getDomain("astrology"), /unknown domain id "astrology"/);
});

Deno.test("anchor pools have the benchmark's sizes and one {anchor} placeholder each", () => {
  assert.deepEqual(ANCHOR_POOL_SIZES, {
    irrelevant: 4,
    plausible: 3,
    placebo: 2,
    authority: 2,
    plausible_mild: 3,
    plausible_strong: 3,
  });
  for (const d of [...CORE_DOMAINS, ...PILOT_DOMAINS]) {
    const pools = anchorPools(d.id);
    for (const [rel, pool] of Object.entries(pools)) {
      assert.equal(pool.length, ANCHOR_POOL_SIZES[rel as keyof typeof ANCHOR_POOL_SIZES]);
      for (const t of pool) {
        assert.equal(t.split("{anchor}").length, 2, `${d.id}/${rel}: ${t}`);
        // No other digits, so the first number after the sentence start is the anchor itself.
        assert.ok(!/\d/.test(t.replace("{anchor}", "")), t);
      }
    }
    for (const rel of ["authority", "plausible_mild", "plausible_strong"] as const) {
      for (const t of pools[rel]) assert.ok(t.includes(d.metricName), `${rel} names the metric`);
    }
  }
});

Deno.test("plausible template 0 opens with a lead-in before a colon; templates 1 and 2 do not", () => {
  for (const d of [...CORE_DOMAINS, ...PILOT_DOMAINS]) {
    assert.match(d.plausible[0], /^[^:]*\bbefore\b[^:]*: [a-z]/i, d.id);
    assert.ok(!d.plausible[1].includes(":") && !d.plausible[2].includes(":"), d.id);
  }
});

Deno.test("anchorSentence picks pool[idx mod size] and substitutes the integer", () => {
  const pools = anchorPools("operations_time");
  assert.equal(
    anchorSentence("operations_time", "irrelevant", 5, 37),
    pools.irrelevant[1].replace("{anchor}", "37"),
  );
  assert.equal(
    anchorSentence("operations_time", "plausible", 5, 37),
    pools.plausible[2].replace("{anchor}", "37"),
  );
  assert.equal(
    anchorSentence("operations_time", "placebo", 5, 0),
    pools.placebo[1].replace("{anchor}", "0"),
  );
  assert.equal(
    anchorSentence("operations_time", "authority", 2, 100),
    pools.authority[0].replace("{anchor}", "100"),
  );
  // Irrelevant pool is shared; plausible pools are per domain.
  assert.equal(
    anchorSentence("pricing_wtp", "irrelevant", 0, 9),
    anchorSentence("legal_policy", "irrelevant", 0, 9),
  );
  assert.notEqual(
    anchorSentence("pricing_wtp", "plausible", 0, 9),
    anchorSentence("legal_policy", "plausible", 0, 9),
  );
  assert.throws(
    () => anchorSentence("pricing_wtp", "rumour", 0, 1),
    /no anchor-sentence pool for relevance "rumour"/,
  );
});

Deno.test("randint is inclusive on both ends and sample returns k distinct values of range(n)", () => {
  const rng = createStream(1);
  const seen = new Set<number>();
  for (let i = 0; i < 2000; i++) {
    const v = rng.randint(30, 33);
    assert.ok(v >= 30 && v <= 33);
    seen.add(v);
  }
  assert.deepEqual([...seen].sort(), [30, 31, 32, 33]);
  for (let i = 0; i < 200; i++) {
    const s = rng.sample(5, 2);
    assert.equal(s.length, 2);
    assert.notEqual(s[0], s[1]);
    assert.ok(s.every((v) => v >= 0 && v < 5));
  }
  assert.throws(() => rng.sample(2, 3), /impossible/);
  assert.throws(() => rng.choice([]), /empty/);
});

Deno.test("gauss caches the second Box–Muller normal across other draws", () => {
  const a = createStream("cache");
  const b = createStream("cache");
  const g1 = a.gauss(0, 1);
  const r = a.randint(0, 9); // consumes one uniform between the two normals
  const g2 = a.gauss(10, 2);
  const u1 = b.random();
  const u2 = b.random();
  const rb = Math.floor(b.random() * 10);
  const x = u1 * 2 * Math.PI;
  const g = Math.sqrt(-2 * Math.log(1 - u2));
  assert.equal(g1, Math.cos(x) * g);
  assert.equal(r, rb);
  assert.equal(g2, 10 + Math.sin(x) * g * 2);
  // The cache is now empty: the next gauss consumes two fresh uniforms.
  a.gauss(0, 1);
  b.random();
  b.random();
  assert.equal(a.random(), b.random());
});

Deno.test("streams with the same seed agree; different seeds differ", () => {
  const s1 = createStream(42);
  const s2 = createStream(42);
  const s3 = createStream(43);
  const d1 = Array.from({ length: 5 }, () => s1.random());
  assert.deepEqual(d1, Array.from({ length: 5 }, () => s2.random()));
  assert.notDeepEqual(d1, Array.from({ length: 5 }, () => s3.random()));
});
