/**
 * End to end (slow, ~10 s): executes notebooks/21_prototype_new_ablation.ipynb headlessly on the
 * Deno kernel against a study directory holding only a manifest (the notebook generates its own
 * items and runs the simulated panel in process).
 */
import assert from "node:assert/strict";
import { executeOnStudy, outputText } from "./executed.ts";

Deno.test({
  name:
    "E2E SLOW: 21_prototype_new_ablation runs the new condition on the simulated panel and reports its metrics",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const study = await Deno.makeTempDir({ prefix: "anchorlab-e2e-proto-" });
    try {
      const { code } = await executeOnStudy("21_prototype_new_ablation.ipynb", study, 180);
      assert.ok(outputText(code[0], "text/plain").startsWith("SIMULATED"));
      assert.equal(outputText(code[1], "text/plain"), `"A colleague's quick guess is 37."`);
      // The rendered view: the sentence is the only change to the control prompt.
      const change = outputText(code[2], "text/markdown");
      assert.match(change, /`control` → `colleague_guess_low`/);
      assert.match(change, /Removed: nothing/);
      assert.match(change, /Added: `A colleague's quick guess is \d+\. `/);
      // 60 items × 7 conditions per simulated model.
      const runs = outputText(code[3], "text/markdown");
      for (const m of ["Qwen-7B", "Llama-8B", "Gemma-4B", "OLMo-13B"]) {
        assert.ok(runs.includes(`| sim/paper/${m} | 420 |`), runs);
      }
      // Metrics: three rows per model, the new condition beside the core ones.
      const metrics = outputText(code[4], "text/markdown");
      assert.ok(metrics.startsWith("> SIMULATED"), metrics);
      assert.equal((metrics.match(/\| colleague_guess \(new\) \|/g) ?? []).length, 4);
      assert.equal((metrics.match(/\| plausible \(core\) \|/g) ?? []).length, 4);
      // Power: a curve that ends at or above the 0.8 target.
      const power = outputText(code[5], "text/markdown");
      assert.match(power, /Items needed for Disc∆ = 0\.05 .*: n = \d+ at power 0\.8\d*/);
      assert.match(power, /\| yes \|/);
    } finally {
      await Deno.remove(study, { recursive: true });
    }
  },
});
