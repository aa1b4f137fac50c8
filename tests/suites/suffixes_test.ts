import assert from "node:assert/strict";
import { generateSuiteItems } from "../../lib/items/mod.ts";
import { promptHash } from "../../lib/suites/common.ts";
import { renderExternalView } from "../../lib/suites/external.ts";
import { HISTORY_CONDITIONS, renderHistoryView } from "../../lib/suites/history.ts";
import { applySuffix, SUFFIX_NAMES, SUFFIXES } from "../../lib/suites/suffixes.ts";

const ext = generateSuiteItems("external", { nPerCell: 1, domains: ["pricing_wtp"] });
const hist = generateSuiteItems("history", { nPerCell: 2, domains: ["legal_policy"] });

Deno.test("suffix set: baseline empty, every other suffix starts with a blank line", () => {
  assert.deepEqual([...SUFFIX_NAMES].sort(), [
    "baseline",
    "cot",
    "ignore",
    "judgment",
    "rule",
    "self_check",
  ]);
  assert.equal(SUFFIXES.baseline, "");
  for (const name of SUFFIX_NAMES.filter((n) => n !== "baseline")) {
    assert.ok(SUFFIXES[name].startsWith("\n\n"), name);
    assert.ok(SUFFIXES[name].length > 40, name);
    assert.ok(!/\d/.test(SUFFIXES[name]), `${name} adds no number to the prompt`);
  }
  // rule asks for the unweighted mean; judgment for a credibility-weighted average.
  assert.match(SUFFIXES.rule, /unweighted average/);
  assert.match(SUFFIXES.judgment, /weighted average/);
});

Deno.test("applySuffix appends to prompt_text and the user message, rehashes, records provenance", () => {
  for (const name of SUFFIX_NAMES) {
    const base = renderExternalView(ext[0], "plausible_low");
    const v = applySuffix(base, name);
    assert.equal(v.prompt_text, base.prompt_text + SUFFIXES[name]);
    assert.deepEqual(v.messages, [{ role: "user", content: base.prompt_text + SUFFIXES[name] }]);
    assert.equal(v.prompt_hash, promptHash(v.prompt_text));
    assert.deepEqual(v.anchor_span, base.anchor_span);
    assert.deepEqual(v.provenance, { suffix: name });
    assert.equal(v.condition, base.condition);
    // The input view is untouched.
    assert.equal(base.messages[0].content, base.prompt_text);
  }
  const keys = Object.keys(applySuffix(renderExternalView(ext[0], "control"), "cot"));
  assert.deepEqual(keys.slice(-3), ["prompt_hash", "provenance", "messages"]);
});

Deno.test("two-stage History views get the suffix on both stages and keep the awaited turn", () => {
  const suffix = SUFFIXES.cot;
  for (const item of hist) {
    for (const condition of [...HISTORY_CONDITIONS, "plausible_strong_high"]) {
      const base = renderHistoryView(item, condition);
      const v = applySuffix(base, "cot");
      const s1 = base.prompt_components.stage1_user_message as string | undefined;
      const s2 = base.prompt_components.stage2_user_message as string | undefined;
      if (s1 === undefined || s2 === undefined) {
        assert.equal(condition, "control");
        assert.equal(v.prompt_text, base.prompt_text + suffix);
        continue;
      }
      assert.equal(
        v.prompt_text,
        `${s1}${suffix}\n\n---\n\n${s2}${suffix}`,
        `${item.item_id} ${condition}`,
      );
      assert.deepEqual(v.messages, [
        { role: "user", content: s1 + suffix },
        { role: "assistant", content: null, awaits: "stage1" },
        { role: "user", content: s2 + suffix },
      ]);
      assert.equal(v.prompt_components.stage1_user_message, s1 + suffix);
      assert.equal(v.prompt_components.stage2_user_message, s2 + suffix);
      assert.equal(v.prompt_hash, promptHash(v.prompt_text));
      if (base.anchor_span) {
        // The intensity anchor lives in stage 2, so its span moves right by one suffix length.
        const [s, e] = v.anchor_span!;
        assert.equal(s, base.anchor_span[0] + suffix.length);
        assert.equal(v.prompt_text.slice(s, e), base.anchor_string);
      }
    }
  }
});

Deno.test("unknown suffix names are rejected", () => {
  assert.throws(
    () => applySuffix(renderExternalView(ext[0], "control"), "pray"),
    /unknown prompt suffix "pray"/,
  );
});
