/**
 * Generation benchmark: builds every dataset in memory (items + rendering), optionally serialises
 * all views and itemspecs to JSONL strings, and prints views/s.
 *   deno run -A bench/generate.ts [--serialise] [--seed N] [--repeat K]
 */
import { buildDatasets } from "../lib/suites/mod.ts";

function flag(name: string): string | undefined {
  const i = Deno.args.indexOf(name);
  return i >= 0 ? Deno.args[i + 1] : undefined;
}

const serialise = Deno.args.includes("--serialise");
const seed = Number(flag("--seed") ?? 42);
const repeat = Number(flag("--repeat") ?? 3);

for (let run = 1; run <= repeat; run++) {
  const t0 = performance.now();
  const datasets = buildDatasets({ seed });
  const t1 = performance.now();
  let views = 0;
  let items = 0;
  for (const ds of datasets) {
    items += ds.itemspecs.length;
    for (const file of Object.values(ds.files)) views += file.length;
  }
  let bytes = 0;
  if (serialise) {
    for (const ds of datasets) {
      for (const file of Object.values(ds.files)) {
        bytes += file.map((v) => JSON.stringify(v)).join("\n").length;
      }
      bytes += ds.itemspecs.map((x) => JSON.stringify(x)).join("\n").length;
    }
  }
  const t2 = performance.now();
  const buildS = (t1 - t0) / 1000;
  const totalS = (t2 - t0) / 1000;
  console.log(
    `run ${run}: ${datasets.length} datasets, ${views} views, ${items} itemspecs; build ${
      buildS.toFixed(2)
    } s (${Math.round(views / buildS)} views/s)` +
      (serialise
        ? `; +serialise ${((t2 - t1) / 1000).toFixed(2)} s, ${
          (bytes / 1e6).toFixed(1)
        } MB chars, total ${totalS.toFixed(2)} s (${Math.round(views / totalS)} views/s)`
        : ""),
  );
}
