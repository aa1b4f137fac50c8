import assert from "node:assert/strict";
import {
  conditionPolarity,
  conditionProblem,
  isKnownSuite,
  knownConditions,
} from "../../lib/data/conditions.ts";

Deno.test("each suite knows exactly the conditions SPEC §B lists", () => {
  // core 5 + placebo/authority 4 + intensity 4
  assert.equal(knownConditions("external").size, 13);
  // core 5 + control_twostage + intensity 4
  assert.equal(knownConditions("history").size, 10);
  // core 5 + neutral_low/high
  assert.equal(knownConditions("icl").size, 7);
  assert.equal(knownConditions("icl_dist").size, 5);
  // core 5 + 12 ablations + 4 intensity + 12 realism (rank1, rank5, rank5_distract × rel × dir)
  assert.equal(knownConditions("rag").size, 33);
  // core 5 + 8 realism
  assert.equal(knownConditions("tool").size, 13);
  assert.equal(knownConditions("external_uncertain").size, 15);
  assert.ok(knownConditions("rag").has("plausible_high_rank5_distract"));
  assert.ok(knownConditions("rag").has("irrelevant_low_nodiscl"));
  assert.ok(knownConditions("tool").has("irrelevant_high_elicited"));
  assert.ok(knownConditions("external_uncertain").has("uncertain_p2_plausible_high"));
  assert.ok(!knownConditions("tool").has("placebo_low"));
});

Deno.test("an unknown condition or suite gets a message listing the valid names", () => {
  assert.equal(conditionProblem("external", "plausible_low"), null);
  assert.match(
    conditionProblem("external", "plausable_low")!,
    /unknown condition "plausable_low" for suite "external" \(known: control,/,
  );
  assert.match(conditionProblem("externel", "control")!, /unknown suite "externel"/);
  assert.ok(isKnownSuite("icl_dist"));
  assert.ok(!isKnownSuite("judge"));
});

Deno.test("polarity is read from the low/high part of the condition name", () => {
  assert.equal(conditionPolarity("control"), null);
  assert.equal(conditionPolarity("control_twostage"), null);
  assert.equal(conditionPolarity("irrelevant_low"), "low");
  assert.equal(conditionPolarity("plausible_high_order_first"), "high");
  assert.equal(conditionPolarity("uncertain_p3_plausible_low"), "low");
  assert.equal(conditionPolarity("plausible_mild_high"), "high");
  assert.equal(conditionPolarity("uncertain_p1_control"), null);
});
