/**
 * End to end (slow, ~15 s): generates the five core datasets into a temporary study and executes
 * notebooks/01_benchmark_walkthrough.ipynb headlessly on the Deno kernel (Jupyter + nbclient via
 * lib/report/execute_notebook.py).
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { executeOnStudy, outputText, ROOT } from "./executed.ts";

const CORE = ["external", "history", "icl", "rag", "tool"].map((s) => `anchorbench_${s}_core`);

Deno.test({
  name:
    "E2E SLOW: 01_benchmark_walkthrough executes on the Deno kernel with no errors and no empty cells",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const study = await Deno.makeTempDir({ prefix: "anchorlab-e2e-study-" });
    try {
      const gen = await new Deno.Command(Deno.execPath(), {
        args: [
          "run",
          "-A",
          "lib/cli/main.ts",
          "generate",
          "--seed",
          "42",
          "--out",
          join(study, "data"),
          ...CORE.flatMap((d) => ["--suite", d]),
        ],
        cwd: ROOT,
        stdout: "piped",
        stderr: "piped",
      }).output();
      assert.equal(gen.code, 0, new TextDecoder().decode(gen.stderr));
      const { code, html: htmlPath } = await executeOnStudy(
        "01_benchmark_walkthrough.ipynb",
        study,
        120,
      );
      // The banner says the study is simulated and names its seed.
      const banner = outputText(code[0], "text/plain");
      assert.ok(banner.startsWith("SIMULATED"), banner);
      assert.ok(banner.includes("seed 42"), banner);
      // Seed 42 gives the paper's sizes: 360 items, 1,800 core views per suite, Δ = 0.
      const counts = outputText(code[1], "text/markdown");
      assert.ok(
        counts.includes(
          "| anchorbench_external_core | 360 / 360 / +0 | 1800 / 1800 / +0 | 1440 / 1440 / +0 |",
        ),
        counts,
      );
      assert.ok(
        counts.includes(
          "| anchorbench_rag_core | 360 / 360 / +0 | 1800 / 1800 / +0 | 4320 / 4320 / +0 |",
        ),
      );
      // Worked figures are inline SVG in text/html.
      const figures = code.filter((c) => outputText(c, "text/html").includes("anchorlab-figure"));
      assert.equal(figures.length, 5);
      for (const f of figures) assert.ok(outputText(f, "text/html").includes("<svg"));
      // The HTML export exists and carries the simulated banner.
      const html = await Deno.readTextFile(htmlPath);
      assert.ok(html.includes("anchorlab-simulated"));
    } finally {
      await Deno.remove(study, { recursive: true });
    }
  },
});
