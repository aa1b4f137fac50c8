/**
 * lib/report/notebook_helpers.ts on hand-built study directories with hand-computed values. The
 * exclusion-rule and appendix tables are registry tables now: tests/tables/paper/.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import {
  datasetCounts,
  displayFigureResult,
  readStudyInfo,
  resolveStudyDir,
  STUDY_ENV,
  studyBanner,
} from "../../lib/report/notebook_helpers.ts";
import { SIMULATED_BANNER } from "../../lib/tables/mod.ts";
import type { FigureResult } from "../../lib/figures/mod.ts";
import { withTempDir, writeManifest } from "./fixtures.ts";

const JUPYTER_DISPLAY = Symbol.for("Jupyter.display");
// deno-lint-ignore no-explicit-any
const bundle = (d: any): Record<string, string> => d[JUPYTER_DISPLAY]();

Deno.test("resolveStudyDir uses the environment value when it names a study directory", async () => {
  await withTempDir(async (dir) => {
    const study = join(dir, "mystudy");
    await writeManifest(study, { simulated: true });
    assert.equal(await resolveStudyDir({ envValue: study, runsDir: join(dir, "none") }), study);
  });
});

Deno.test("resolveStudyDir names the variable and the path when the environment value is wrong", async () => {
  await withTempDir(async (dir) => {
    await assert.rejects(
      resolveStudyDir({ envValue: join(dir, "missing") }),
      (e: Error) => e.message.includes(STUDY_ENV) && e.message.includes("no such directory"),
    );
    await Deno.mkdir(join(dir, "empty"));
    await assert.rejects(
      resolveStudyDir({ envValue: join(dir, "empty") }),
      (e: Error) => e.message.includes(join(dir, "empty", "manifest.json")),
    );
  });
});

Deno.test("resolveStudyDir without the variable picks the run whose manifest was written last", async () => {
  await withTempDir(async (runs) => {
    await writeManifest(join(runs, "b_older"), { seed: 1 });
    await writeManifest(join(runs, "a_newer"), { seed: 2 });
    await Deno.mkdir(join(runs, "z_no_manifest"));
    await Deno.utime(join(runs, "b_older", "manifest.json"), 1_000, 1_000);
    await Deno.utime(join(runs, "a_newer", "manifest.json"), 2_000, 2_000);
    assert.equal(await resolveStudyDir({ envValue: null, runsDir: runs }), join(runs, "a_newer"));
  });
});

Deno.test("resolveStudyDir without any study says what it looked for", async () => {
  await withTempDir(async (runs) => {
    await Deno.mkdir(join(runs, "half_written"));
    await assert.rejects(
      resolveStudyDir({ envValue: null, runsDir: runs }),
      (e: Error) =>
        e.message.includes(STUDY_ENV) && e.message.includes(runs) &&
        e.message.includes("manifest.json"),
    );
  });
});

Deno.test("readStudyInfo reads simulated/seed/quick and rejects invalid JSON naming the file", async () => {
  await withTempDir(async (dir) => {
    await writeManifest(dir, { simulated: true, seed: 42, quick: true, plan: "paper" });
    const info = await readStudyInfo(dir);
    assert.equal(info.simulated, true);
    assert.equal(info.seed, 42);
    assert.equal(info.quick, true);
    await writeManifest(join(dir, "other"), { seed: "x" });
    const other = await readStudyInfo(join(dir, "other"));
    assert.equal(other.simulated, null);
    assert.equal(other.seed, null);
    await Deno.writeTextFile(join(dir, "manifest.json"), "{not json");
    await assert.rejects(
      readStudyInfo(dir),
      (e: Error) => e.message.startsWith(join(dir, "manifest.json")) && e.message.includes("JSON"),
    );
  });
});

Deno.test("studyBanner carries the simulated warning only for simulated or unknown studies", async () => {
  await withTempDir(async (dir) => {
    await writeManifest(join(dir, "sim"), { simulated: true, seed: 7, quick: false });
    await writeManifest(join(dir, "real"), { simulated: false, seed: 7 });
    const sim = bundle(studyBanner(await readStudyInfo(join(dir, "sim"))));
    assert.ok(sim["text/html"].includes(SIMULATED_BANNER));
    assert.ok(sim["text/plain"].includes("seed 7") && sim["text/plain"].includes("full mode"));
    const real = bundle(studyBanner(await readStudyInfo(join(dir, "real"))));
    assert.ok(!real["text/html"].includes("SIMULATED"));
    assert.ok(real["text/plain"].includes("not simulated"));
  });
});

Deno.test("datasetCounts compares items and core/ablation views with the paper's 360/1800/1440", async () => {
  await withTempDir(async (study) => {
    const ds = join(study, "data", "anchorbench_external_core");
    await Deno.mkdir(ds, { recursive: true });
    const lines = (n: number) =>
      Array.from({ length: n }, (_, i) => `{"i":${i}}`).join("\n") + "\n";
    await Deno.writeTextFile(join(ds, "itemspecs.jsonl"), lines(2));
    await Deno.writeTextFile(join(ds, "promptviews_core.jsonl"), lines(10));
    await Deno.writeTextFile(join(ds, "promptviews_ablation.jsonl"), lines(4));
    const t = await datasetCounts(study);
    assert.equal(t.comparison.rows.length, 5);
    const ext = t.comparison.rows.find((r) => r.keys.dataset === "anchorbench_external_core")!;
    assert.deepEqual(ext.cells.items, { published: 360, reproduced: 2, diff: -358 });
    assert.deepEqual(ext.cells.core, { published: 1800, reproduced: 10, diff: -1790 });
    assert.deepEqual(ext.cells.ablation, { published: 1440, reproduced: 4, diff: -1436 });
    const tool = t.comparison.rows.find((r) => r.keys.dataset === "anchorbench_tool_core")!;
    assert.equal(tool.cells.core.reproduced, null);
  });
});

Deno.test("displayFigureResult puts the published drawing beside the reproduced one when it exists", () => {
  const fig = (id: string, simulated: boolean) => ({
    id,
    title: `title ${id}`,
    html: `<svg id="${id}"></svg>`,
    svg: "",
    simulated,
  });
  const both: FigureResult = {
    id: "figure3",
    title: "Figure 3",
    reproduced: fig("rep", true),
    published: fig("pub", false),
    data: { reproduced: null, published: null },
  };
  const html = bundle(displayFigureResult(both))["text/html"];
  assert.ok(html.indexOf('id="rep"') >= 0 && html.indexOf('id="pub"') > html.indexOf('id="rep"'));
  assert.ok(html.includes("SIMULATED"));
  const only = bundle(displayFigureResult({ ...both, published: null }))["text/html"];
  assert.ok(only.includes('id="rep"') && !only.includes("Published"));
});
