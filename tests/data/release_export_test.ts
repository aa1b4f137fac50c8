import assert from "node:assert/strict";
import { join } from "node:path";
import type { ItemSpec } from "../../lib/items/types.ts";
import { loadItemSpecs, loadPromptViews, toPromptView } from "../../lib/data/load_views.ts";
import { RELEASE_DIR, releaseRows, writeRelease } from "../../lib/data/release_export.ts";
import { RELEASE_FIELDS } from "../../lib/data/types.ts";
import { writeDataset } from "../../lib/data/write.ts";
import type { Dataset } from "../../lib/suites/types.ts";
import { handDataset, ROWS2, SAMPLES, withTempDir } from "./helpers.ts";

/** Real upstream History rows turned into a native dataset (messages rebuilt by the loader). */
async function historyDataset(): Promise<Dataset> {
  const dir = join(ROWS2, "anchorbench_history_core");
  return {
    name: "anchorbench_history_core",
    suite: "history",
    seed: 42,
    size: "core",
    scoring_function: "mean",
    itemspecs: await loadItemSpecs(dir),
    files: { "promptviews_core.jsonl": (await loadPromptViews(dir)).map(toPromptView) },
    core_conditions: [
      "control",
      "irrelevant_low",
      "irrelevant_high",
      "plausible_low",
      "plausible_high",
    ],
    ablation_conditions: [],
  };
}

async function uncertainDataset(): Promise<Dataset> {
  const views = await loadPromptViews(join(SAMPLES, "anchorbench_external_uncertain"));
  return {
    name: "anchorbench_external_uncertain",
    suite: "external_uncertain",
    seed: 42,
    size: "core",
    scoring_function: "mean",
    itemspecs: [] as ItemSpec[],
    files: { "promptviews_uncertain.jsonl": views.map(toPromptView) },
    core_conditions: views.map((v) => v.condition),
    ablation_conditions: [],
  };
}

Deno.test("release rows take anchors and offsets from itemspecs; History rows carry none", async () => {
  const external = await handDataset();
  const rows = releaseRows([external, await historyDataset(), await uncertainDataset()]);
  assert.deepEqual([...rows.keys()], ["external", "history", "external_uncertain"]);

  const ext = rows.get("external")!;
  assert.equal(ext.length, 10);
  assert.deepEqual(Object.keys(ext[0]), [...RELEASE_FIELDS]);
  assert.deepEqual(ext.slice(0, 5).map((r) => [r.condition, r.anchor_polarity, r.anchor_value]), [
    ["control", null, null],
    ["irrelevant_low", "low", 55],
    ["irrelevant_high", "high", 85],
    ["plausible_low", "low", 55],
    ["plausible_high", "high", 85],
  ]);
  assert.ok(ext.every((r) => r.offset === 15 && r.split === "test" && r.difficulty === "easy"));
  assert.equal(ext[0].y_star_evidence, 77);

  const hist = rows.get("history")!;
  assert.equal(hist.length, 14);
  assert.ok(hist.every((r) => r.anchor_value === null && r.offset === null));
  assert.equal(hist.find((r) => r.item_id === "HIST-pricing_wtp-e-003")!.y_star_evidence, 67);
  assert.ok(hist[0].prompt_text.includes("\n\n---\n\n")); // irrelevant_low of item 002: two stages

  // Uncertain joins the External core itemspecs when its own directory has none.
  const unc = rows.get("external_uncertain")!;
  assert.deepEqual(unc.map((r) => r.anchor_value), [null, 55, 85, 55, 85]);
  assert.deepEqual(unc.map((r) => r.relevance), [
    "none",
    "irrelevant",
    "irrelevant",
    "plausible",
    "plausible",
  ]);
});

Deno.test("writeRelease writes checksummed {suite}.jsonl files that load back as release views", async () => {
  await withTempDir(async (root) => {
    const datasets = [await handDataset(), await historyDataset()];
    for (const d of datasets) await writeDataset(root, d); // upstream rows re-written natively
    const written = (await writeRelease(root, datasets))!;
    assert.equal(written.rows, 24);
    const dir = join(root, RELEASE_DIR);
    const check = await new Deno.Command("sha256sum", {
      args: ["-c", "CHECKSUMS.sha256"],
      cwd: dir,
      stdout: "piped",
    }).output();
    assert.equal(check.code, 0);
    assert.equal(
      new TextDecoder().decode(check.stdout),
      "external.jsonl: OK\nhistory.jsonl: OK\nmanifest.json: OK\n",
    );
    const views = await loadPromptViews(dir);
    assert.equal(views.length, 24);
    assert.ok(views.every((v) => v.source === "release"));
    const stage2 = views.find((v) =>
      v.item_id === "HIST-pricing_wtp-e-004" && v.condition === "plausible_high"
    )!;
    assert.equal(stage2.messages.length, 3);
    assert.equal(stage2.y_star_evidence, 33);
    // Native History views written from upstream rows load back with the same messages.
    const native = await loadPromptViews(join(root, "anchorbench_history_core"));
    assert.deepEqual(
      native.find((v) =>
        v.item_id === "HIST-pricing_wtp-e-004" && v.condition === "plausible_high"
      )!.messages,
      stage2.messages,
    );
  });
});

Deno.test("no release directory is written when no core dataset is present", async () => {
  await withTempDir(async (root) => {
    const d = await handDataset("anchorbench_external_d1_like");
    assert.equal(await writeRelease(root, [d]), null);
  });
});
