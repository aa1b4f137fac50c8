import assert from "node:assert/strict";
import { join } from "node:path";
import { readJsonlAll } from "../../lib/data/jsonl.ts";
import { readTree, withTempDir } from "../data/helpers.ts";
import { ab } from "./capture.ts";

// The Tool suite is the smallest full generation (2 datasets, 4,680 views), which keeps this fast.

Deno.test("generate twice with one seed gives identical trees; another seed differs", async () => {
  await withTempDir(async (root) => {
    const a = await ab("generate", "--seed", "1", "--suite", "tool", "--out", join(root, "a"));
    assert.equal(a.code, 0, a.err);
    assert.match(a.out, /anchorbench_tool_core\s+360\s+1800\s+4/);
    assert.match(a.out, /anchorbench_tool_p3\s+360\s+2880\s+4/);
    assert.match(a.out, /built in \d+\.\d s, written in \d+\.\d s/);
    assert.equal(
      (await ab("generate", "--seed", "1", "--suite", "tool", "--out", join(root, "b"))).code,
      0,
    );
    assert.equal(
      (await ab("generate", "--seed", "2", "--suite", "tool", "--out", join(root, "c"))).code,
      0,
    );

    const treeA = await readTree(join(root, "a"));
    assert.deepEqual(await readTree(join(root, "b")), treeA);
    const treeC = await readTree(join(root, "c"));
    assert.deepEqual([...treeC.keys()].sort(), [...treeA.keys()].sort());
    const spec = "anchorbench_tool_core/itemspecs.jsonl";
    assert.notDeepEqual(treeC.get(spec), treeA.get(spec));
  });
});

Deno.test("--verify passes on a fresh tree and lists each bad file with exit 1", async () => {
  await withTempDir(async (root) => {
    const out = join(root, "gen");
    assert.equal(
      (await ab("generate", "--seed", "3", "--suite", "tool", "--out", out)).code,
      0,
    );
    const ok = await ab("generate", "--verify", out);
    assert.equal(ok.code, 0, ok.out);
    assert.match(ok.out, /verified 3 directories: all checksums match/);

    const target = join(out, "anchorbench_tool_p3/promptviews_p3.jsonl");
    const bytes = await Deno.readFile(target);
    bytes[bytes.length - 2] ^= 1;
    await Deno.writeFile(target, bytes);
    await Deno.remove(join(out, "anchorbench_release/tool.jsonl"));
    const bad = await ab("generate", "--verify", out);
    assert.equal(bad.code, 1);
    assert.match(
      bad.out,
      /mismatch {2}anchorbench_tool_p3\/promptviews_p3\.jsonl {2}expected [0-9a-f]{64}, got [0-9a-f]{64}/,
    );
    assert.match(bad.out, /missing {3}anchorbench_release\/tool\.jsonl/);
    assert.match(bad.out, /ok {7}anchorbench_tool_core/);
    assert.match(bad.out, /2 of 3 directories failed verification/);
  });
});

Deno.test("the release export is written by default: core conditions, anchors by polarity", async () => {
  await withTempDir(async (root) => {
    assert.equal(
      (await ab("generate", "--seed", "4", "--suite", "tool", "--out", root)).code,
      0,
    );
    const rows = (await readJsonlAll(join(root, "anchorbench_release/tool.jsonl"))).map((r) =>
      r.value
    );
    assert.equal(rows.length, 1800); // 360 items × 5 core conditions
    const specs = new Map(
      (await readJsonlAll(join(root, "anchorbench_tool_core/itemspecs.jsonl"))).map((
        r,
      ) => [r.value.item_id, r.value]),
    );
    for (const row of rows) {
      const anchors = (specs.get(row.item_id) as { anchors: Record<string, number> }).anchors;
      const expected = row.condition === "control"
        ? null
        : anchors[(row.condition as string).endsWith("_low") ? "low" : "high"];
      assert.equal(row.anchor_value, expected);
      assert.equal(row.split, "test");
    }
  });
});

Deno.test("usage errors exit 2, runtime failures exit 1, --help exits 0", async () => {
  await withTempDir(async (root) => {
    assert.equal((await ab("generate")).code, 2);
    assert.equal((await ab("generate", "--seed", "x", "--out", root)).code, 2);
    assert.equal((await ab("generate", "--seed", "1")).code, 2);
    assert.equal((await ab("generate", "--seed", "1", "--out", root, "--bogus")).code, 2);
    assert.equal((await ab("generate", "--verify", root, "--suite", "tool")).code, 2);
    const unknown = await ab("generate", "--seed", "1", "--out", root, "--suite", "nonsense");
    assert.equal(unknown.code, 1);
    assert.match(unknown.err, /no dataset or suite named "nonsense"/);
    const empty = await ab("generate", "--verify", root);
    assert.equal(empty.code, 1);
    assert.match(empty.err, /no CHECKSUMS\.sha256 found/);
    const help = await ab("generate", "--help");
    assert.equal(help.code, 0);
    assert.match(help.out, /--verify DIR/);
  });
});

Deno.test("manifests record the user's seed beside the suite seed derived from it", async () => {
  await withTempDir(async (root) => {
    assert.equal(
      (await ab("generate", "--seed", "5", "--suite", "rag", "--out", root, "--no-release")).code,
      0,
    );
    const manifest = JSON.parse(
      await Deno.readTextFile(join(root, "anchorbench_rag_core/manifest.json")),
    );
    assert.equal(manifest.benchmark_seed, 5);
    assert.equal(manifest.seed, 2042 + (5 - 42)); // RAG's paper seed 2042, shifted by the user seed
    await assert.rejects(Deno.stat(join(root, "anchorbench_release")));
  });
});
