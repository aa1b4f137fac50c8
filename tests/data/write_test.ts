import assert from "node:assert/strict";
import { join } from "node:path";
import { replaceDirectoryAtomic, writeFileAtomic } from "../../lib/data/atomic.ts";
import { sha256Hex, verifyDirectory } from "../../lib/data/checksums.ts";
import { loadPromptViews, toPromptView } from "../../lib/data/load_views.ts";
import { GENERATOR_EPOCH, GENERATOR_VERSION } from "../../lib/data/manifest.ts";
import { writeDataset } from "../../lib/data/write.ts";
import { assertRejects, handDataset, readTree, withTempDir } from "./helpers.ts";

Deno.test("writeDataset writes the files, a manifest with §C.3 counts and file hashes", async () => {
  await withTempDir(async (root) => {
    const dataset = await handDataset();
    const written = await writeDataset(root, dataset);
    const dir = join(root, "anchorbench_external_core");
    const files = [...(await readTree(dir)).keys()].sort();
    assert.deepEqual(files, [
      "CHECKSUMS.sha256",
      "itemspecs.jsonl",
      "manifest.json",
      "promptviews_core.jsonl",
    ]);

    const manifest = JSON.parse(await Deno.readTextFile(join(dir, "manifest.json")));
    assert.deepEqual(Object.keys(manifest).slice(0, 12), [
      "version",
      "suite",
      "generator_version",
      "seed",
      "size",
      "scoring_function",
      "llm_enhanced",
      "llm_calls_made",
      "timestamp",
      "counts",
      "files",
      "validation_passed",
    ]);
    assert.equal(manifest.version, "2.1.0"); // render_version of the fixture itemspecs
    assert.equal(manifest.generator_version, GENERATOR_VERSION);
    assert.equal(manifest.seed, 42);
    assert.equal(manifest.timestamp, GENERATOR_EPOCH);
    // 2 items × 5 core conditions
    assert.equal(manifest.counts.itemspecs, 2);
    assert.equal(manifest.counts.promptviews, 10);
    assert.equal(manifest.counts.promptviews_core, 10);
    assert.equal(manifest.counts.promptviews_ablation, 0);
    assert.equal(manifest.counts.conditions_per_item, 5);
    assert.deepEqual(manifest.counts.domains, ["pricing_wtp"]);
    assert.deepEqual(manifest.counts.difficulties, ["easy"]);
    assert.deepEqual(manifest.counts.core_conditions, [
      "control",
      "irrelevant_high",
      "irrelevant_low",
      "plausible_high",
      "plausible_low",
    ]);
    assert.deepEqual(manifest.files, {
      itemspecs: "itemspecs.jsonl",
      promptviews_core: "promptviews_core.jsonl",
    });
    for (const name of ["itemspecs.jsonl", "promptviews_core.jsonl"]) {
      assert.equal(manifest.sha256[name], sha256Hex(await Deno.readFile(join(dir, name))));
    }
    assert.equal(written.files.find((f) => f.name === "promptviews_core.jsonl")!.rows, 10);
    // 2-space indented with a final newline
    assert.match(
      await Deno.readTextFile(join(dir, "manifest.json")),
      /^\{\n {2}"version": "2\.1\.0",\n[\s\S]*\}\n$/,
    );
  });
});

Deno.test("written views load back unchanged, joined with their itemspecs", async () => {
  await withTempDir(async (root) => {
    const dataset = await handDataset();
    await writeDataset(root, dataset);
    const views = await loadPromptViews(join(root, "anchorbench_external_core"));
    assert.deepEqual(views.map(toPromptView), dataset.files["promptviews_core.jsonl"]);
    assert.ok(views.every((v) => v.source === "native"));
    // y* of EXT-…-001 is 77 and of -002 is 69 in the fixture itemspecs; anchors 55/85 and 49/79.
    assert.deepEqual(views.map((v) => [v.y_star_evidence, v.anchor_value ?? null]), [
      [77, null],
      [77, 55],
      [77, 85],
      [77, 55],
      [77, 85],
      [69, null],
      [69, 49],
      [69, 79],
      [69, 49],
      [69, 79],
    ]);
  });
});

Deno.test("the same dataset gives byte-identical files; SOURCE_DATE_EPOCH sets the timestamp", async () => {
  await withTempDir(async (root) => {
    const dataset = await handDataset();
    await writeDataset(join(root, "a"), dataset);
    await writeDataset(join(root, "b"), await handDataset());
    assert.deepEqual(await readTree(join(root, "a")), await readTree(join(root, "b")));

    Deno.env.set("SOURCE_DATE_EPOCH", "86400");
    try {
      await writeDataset(join(root, "c"), dataset);
    } finally {
      Deno.env.delete("SOURCE_DATE_EPOCH");
    }
    const manifest = JSON.parse(
      await Deno.readTextFile(join(root, "c/anchorbench_external_core/manifest.json")),
    );
    assert.equal(manifest.timestamp, "1970-01-02T00:00:00Z");
  });
});

Deno.test("verifyDirectory notices a single modified byte in a written dataset", async () => {
  await withTempDir(async (root) => {
    await writeDataset(root, await handDataset());
    const dir = join(root, "anchorbench_external_core");
    assert.equal((await verifyDirectory(dir)).ok, true);
    const file = join(dir, "itemspecs.jsonl");
    const bytes = await Deno.readFile(file);
    bytes[100] ^= 1;
    await Deno.writeFile(file, bytes);
    const report = await verifyDirectory(dir);
    assert.equal(report.ok, false);
    assert.deepEqual(report.mismatched.map((m) => m.path), ["itemspecs.jsonl"]);
    assert.equal(report.matched, 2); // manifest.json and promptviews_core.jsonl
  });
});

Deno.test("an invalid dataset is refused with the row's would-be file and line", async () => {
  await withTempDir(async (root) => {
    const dataset = await handDataset();
    const views = dataset.files["promptviews_core.jsonl"];
    views[2] = { ...views[2], anchor_span: [0, 2] }; // "Te" is not the anchor
    views[6] = { ...views[6], condition: "sideways_low" };
    const message = await assertRejects(
      () => writeDataset(root, dataset),
      "anchorbench_external_core/promptviews_core.jsonl:3: ",
      "anchorbench_external_core/promptviews_core.jsonl:7: ",
      'unknown condition "sideways_low"',
    );
    assert.match(message, /dataset is invalid and was not written/);
    assert.deepEqual([...(await readTree(root)).keys()], []); // nothing at all was written
  });
});

Deno.test("an interrupted directory write leaves the previous dataset intact and no partial files", async () => {
  await withTempDir(async (root) => {
    await writeDataset(root, await handDataset());
    const dir = join(root, "anchorbench_external_core");
    const before = await readTree(dir);
    await assertRejects(
      () =>
        replaceDirectoryAtomic(dir, async (staging) => {
          await Deno.writeTextFile(join(staging, "itemspecs.jsonl"), '{"half":');
          throw new Error("disk full (simulated)");
        }),
      "disk full (simulated)",
    );
    assert.deepEqual(await readTree(dir), before);
    const entries = [];
    for await (const e of Deno.readDir(root)) entries.push(e.name);
    assert.deepEqual(entries, ["anchorbench_external_core"]);
  });
});

Deno.test("writeFileAtomic leaves no temporary file when the final rename fails", async () => {
  await withTempDir(async (root) => {
    const target = join(root, "occupied");
    await Deno.mkdir(target);
    await Deno.writeTextFile(join(target, "inside"), "x"); // a non-empty directory cannot be replaced
    await assertRejects(() => writeFileAtomic(target, "new content"));
    const entries = [];
    for await (const e of Deno.readDir(root)) entries.push(e.name);
    assert.deepEqual(entries, ["occupied"]);
    await writeFileAtomic(join(root, "ok.txt"), "done\n");
    assert.equal(await Deno.readTextFile(join(root, "ok.txt")), "done\n");
  });
});
