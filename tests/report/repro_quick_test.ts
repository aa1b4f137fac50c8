/**
 * End to end (slow, ~2 min): the main job in quick mode on the simulated panel, every notebook
 * executed headlessly, and the rendered report opened in headless Chromium.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { checkPage, inspectDom, type PageCheck } from "../../lib/report/mod.ts";

const ROOT = new URL("../../", import.meta.url).pathname;

Deno.test("inspectDom counts figures with drawn SVG content and tables with body rows", () => {
  const dom = `<html><body>
    <div class="anchorlab-figure"><svg><g><circle r="2"/></g></svg></div>
    <div class="anchorlab-figure"><svg></svg></div>
    <div class="anchorlab-table"><table><tbody><tr><td>1</td></tr></tbody></table></div>
    <div class="anchorlab-table"><table><tbody></tbody></table></div>
    <div class="anchorlab-simulated">SIMULATED</div></body></html>`;
  assert.deepEqual(inspectDom("p", dom), {
    page: "p",
    figures: 2,
    emptyFigures: 1,
    tables: 2,
    emptyTables: 1,
    simulatedBanners: 1,
  });
});

Deno.test({
  name:
    "E2E SLOW: ab repro --quick runs every notebook and Chromium finds every figure and table rendered",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const out = await Deno.makeTempDir({ prefix: "anchorlab-repro-" });
    const run = await new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        "-A",
        join(ROOT, "lib/cli/main.ts"),
        "repro",
        "--quick",
        "--quiet",
        "--out",
        out,
      ],
      cwd: ROOT,
      env: { NO_COLOR: "1" },
      stdout: "piped",
      stderr: "piped",
    }).output();
    const log = new TextDecoder().decode(run.stderr);
    assert.equal(run.code, 0, `ab repro --quick failed:\n${log.split("\n").slice(-30).join("\n")}`);

    const manifest = JSON.parse(await Deno.readTextFile(join(out, "manifest.json")));
    assert.equal(manifest.status, "completed");
    assert.equal(manifest.simulated, true);
    assert.deepEqual(manifest.problems, []);
    const notebooks = manifest.steps.report.notebooks as {
      notebook: string;
      errors: unknown[];
      empty_code_cells: number[];
    }[];
    const committed = [...Deno.readDirSync(join(ROOT, "notebooks"))].filter((e) =>
      e.name.endsWith(".ipynb")
    );
    assert.equal(notebooks.length, committed.length);
    for (const nb of notebooks) {
      assert.deepEqual(nb.errors, [], `${nb.notebook} has error outputs`);
      assert.deepEqual(nb.empty_code_cells, [], `${nb.notebook} has code cells without output`);
    }
    for (const t of manifest.steps.outputs.tables) assert.ok(t.ok, `${t.id}: ${t.error}`);
    for (const f of manifest.steps.outputs.figures) assert.ok(f.ok, `${f.id}: ${f.error}`);

    const report = join(out, "report");
    const index = await checkPage(join(report, "index.html"));
    assert.ok(index.simulatedBanners >= 1, "the report index says the runs are simulated");
    const pages: PageCheck[] = [];
    for (const nb of notebooks) {
      const name = nb.notebook.split("/").pop()!.replace(/\.ipynb$/, ".html");
      pages.push(await checkPage(join(report, name)));
    }
    let figures = 0;
    let tables = 0;
    for (const p of pages) {
      assert.equal(p.emptyFigures, 0, `${p.page}: ${p.emptyFigures} figure(s) without drawn SVG`);
      assert.equal(p.emptyTables, 0, `${p.page}: ${p.emptyTables} table(s) without rows`);
      assert.ok(p.simulatedBanners >= 1, `${p.page}: no SIMULATED banner`);
      figures += p.figures;
      tables += p.tables;
    }
    // Figures 2–9 of the paper plus the judge study's Figures 2–4 are all drawn somewhere.
    assert.ok(figures >= 11, `only ${figures} figures rendered`);
    // Tables 1–33, A.6, A.8 and the judge tables.
    assert.ok(tables >= 45, `only ${tables} tables rendered`);
    await Deno.remove(out, { recursive: true });
  },
});
