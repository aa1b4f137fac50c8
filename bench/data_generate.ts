/**
 * Full-tree generation figures: builds and writes every dataset (plus the release export) for one
 * seed twice and for a second seed once, prints timings and sizes, and checks that the two runs with
 * the same seed are byte-identical and the other seed differs. Exit 1 if determinism fails.
 *
 *   deno run -A bench/data_generate.ts [seed]
 */
import { join } from "node:path";
import { verifyTree, writeDataset, writeRelease } from "../lib/data/mod.ts";
import { sha256Hex } from "../lib/data/checksums.ts";
import { buildDatasets } from "../lib/suites/mod.ts";

async function treeHashes(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const walk = async (sub: string) => {
    for await (const e of Deno.readDir(join(dir, sub))) {
      const rel = sub ? `${sub}/${e.name}` : e.name;
      if (e.isDirectory) await walk(rel);
      else out.set(rel, sha256Hex(await Deno.readFile(join(dir, rel))));
    }
  };
  await walk("");
  return out;
}

async function generate(seed: number, out: string) {
  const t0 = performance.now();
  const datasets = buildDatasets({ seed });
  const t1 = performance.now();
  let views = 0;
  let bytes = 0;
  for (const d of datasets) {
    const w = await writeDataset(out, d);
    views += w.manifest.counts.promptviews;
    bytes += w.files.reduce((n, f) => n + f.bytes, 0);
  }
  const release = await writeRelease(out, datasets);
  const t2 = performance.now();
  console.log(
    `seed ${seed}: ${datasets.length} datasets, ${views} views + ${
      release?.rows ?? 0
    } release rows, ` +
      `${(bytes / 1e6).toFixed(1)} MB; build ${((t1 - t0) / 1000).toFixed(2)} s, ` +
      `write ${((t2 - t1) / 1000).toFixed(2)} s (${
        Math.round(views / ((t2 - t1) / 1000))
      } views/s)`,
  );
}

const seed = Number(Deno.args[0] ?? 1);
const root = await Deno.makeTempDir({ prefix: "anchorlab_bench_generate_" });
try {
  await generate(seed, join(root, "a"));
  await generate(seed, join(root, "b"));
  await generate(seed + 1, join(root, "c"));
  const t = performance.now();
  const reports = await verifyTree(join(root, "a"));
  console.log(
    `verify: ${reports.length} directories, all ok = ${reports.every((r) => r.ok)}, ` +
      `${((performance.now() - t) / 1000).toFixed(2)} s`,
  );
  const [a, b, c] = await Promise.all(["a", "b", "c"].map((x) => treeHashes(join(root, x))));
  const same = a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);
  const differing = [...a].filter(([k, v]) => c.get(k) !== v).length;
  console.log(`same seed → identical tree: ${same} (${a.size} files)`);
  console.log(`seed ${seed + 1} → ${differing} of ${a.size} files differ`);
  if (!same || differing === 0) Deno.exitCode = 1;
} finally {
  await Deno.remove(root, { recursive: true });
}
