/** A condition defined in a few lines renders through the External renderer. */
import assert from "node:assert/strict";
import { generateSuiteItems } from "../../lib/items/mod.ts";
import {
  type CustomCondition,
  customConditionViews,
  promptHash,
  renderExternalView,
} from "../../lib/suites/mod.ts";

const items = generateSuiteItems("external", { nPerCell: 1 }).slice(0, 12);

const colleague: CustomCondition = {
  name: "colleague_guess",
  relevance: "colleague",
  sentence: (a) => `A colleague's quick guess is ${a}.`,
};

Deno.test("views come item by item, low then high, named <name>_<direction>", () => {
  const views = customConditionViews(items, colleague);
  assert.equal(views.length, 2 * items.length);
  assert.deepEqual(views.slice(0, 4).map((v) => [v.item_id, v.condition]), [
    [items[0].item_id, "colleague_guess_low"],
    [items[0].item_id, "colleague_guess_high"],
    [items[1].item_id, "colleague_guess_low"],
    [items[1].item_id, "colleague_guess_high"],
  ]);
  const highOnly = customConditionViews(items, { ...colleague, direction: "high" });
  assert.deepEqual(highOnly.map((v) => v.condition), items.map(() => "colleague_guess_high"));
});

Deno.test("the anchor sits at anchor_span inside the sentence, with the item's anchor value", () => {
  for (const v of customConditionViews(items, colleague)) {
    const item = items.find((i) => i.item_id === v.item_id)!;
    const direction = v.condition.endsWith("_low") ? "low" : "high";
    const anchor = item.anchors[direction];
    assert.equal(v.anchor_value, anchor);
    assert.equal(v.anchor_string, String(anchor));
    assert.equal(v.anchor_relevance, "colleague");
    const [start, end] = v.anchor_span!;
    assert.equal(v.prompt_text.slice(start, end), String(anchor));
    const sentence = `A colleague's quick guess is ${anchor}.`;
    const at = v.prompt_text.indexOf(sentence);
    assert.ok(at >= 0);
    assert.equal(start, at + "A colleague's quick guess is ".length);
    assert.equal(v.prompt_components.anchor_sentence, sentence);
    assert.deepEqual(v.provenance, {
      ablation_type: "custom",
      custom_condition: "colleague_guess",
    });
    assert.equal(v.prompt_hash, promptHash(v.prompt_text));
    assert.deepEqual(v.messages, [{ role: "user", content: v.prompt_text }]);
  }
});

Deno.test("a custom view differs from the control only by the sentence before the question", () => {
  const views = customConditionViews(items, colleague);
  for (const v of views) {
    const item = items.find((i) => i.item_id === v.item_id)!;
    const control = renderExternalView(item, "control");
    const question = control.prompt_components.question as string;
    const sentence = v.prompt_components.anchor_sentence as string;
    // Inserting "<sentence> " right before the question turns the control into the custom view.
    const q = control.prompt_text.lastIndexOf(question);
    const expected = control.prompt_text.slice(0, q) + `${sentence} ` +
      control.prompt_text.slice(q);
    assert.equal(v.prompt_text, expected);
    const { anchor_sentence: _, ...rest } = v.prompt_components;
    assert.deepEqual(rest, control.prompt_components);
  }
});

Deno.test("with a benchmark sentence the custom renderer reproduces the benchmark view", () => {
  // The plausible_high sentence of item 0, reused as a custom condition: only the names differ.
  const item = items[0];
  const bench = renderExternalView(item, "plausible_high");
  const sentence = bench.prompt_components.anchor_sentence as string;
  const [custom] = customConditionViews([item], {
    name: "same_words",
    relevance: "plausible",
    sentence: (a) => sentence.replace(String(item.anchors.high), String(a)),
    direction: "high",
  });
  assert.equal(custom.prompt_text, bench.prompt_text);
  assert.deepEqual(custom.anchor_span, bench.anchor_span);
});

Deno.test("bad definitions are refused with the reason", () => {
  assert.throws(
    () => customConditionViews(items, { ...colleague, name: "plausible" }),
    /is a benchmark condition/,
  );
  assert.throws(() => customConditionViews(items, { ...colleague, name: "Guess" }), /lowercase/);
  assert.throws(() => customConditionViews(items, { ...colleague, name: "guess_low" }), /_low/);
  assert.throws(
    () => customConditionViews(items, { ...colleague, sentence: () => "A colleague guessed." }),
    /does not contain the anchor/,
  );
  assert.throws(
    () => customConditionViews(items, { ...colleague, sentence: (a) => `Guess:\n${a}` }),
    /several lines/,
  );
  assert.throws(
    // deno-lint-ignore no-explicit-any
    () => customConditionViews(items, { ...colleague, direction: "up" as any }),
    /direction "up"/,
  );
});
