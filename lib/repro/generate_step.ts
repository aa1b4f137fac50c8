/** Step 1 of the main job: the benchmark, generated (or taken from --data) into <study>/data. */
import { join } from "node:path";
import { verifyDirectory, writeDataset } from "../data/mod.ts";
import { buildDatasets, type Dataset } from "../suites/mod.ts";
import { dataDir } from "../study/mod.ts";
import { keepItem } from "./select.ts";
import type { ReproOptions } from "./options.ts";

export interface GenerateResult {
  dataRoot: string;
  datasets: string[];
  views: number;
  reused: boolean;
  seconds: number;
}

/** A dataset restricted to the first `n` items of every grid cell (corpus documents follow their item). */
export function subsetDataset(dataset: Dataset, n: number | null): Dataset {
  if (n === null) return dataset;
  const files: Dataset["files"] = {};
  for (const [name, views] of Object.entries(dataset.files)) {
    files[name] = views.filter((v) => keepItem(v.item_id, n));
  }
  const itemspecs = dataset.itemspecs.filter((s) => keepItem(s.item_id, n));
  const kept = new Set(itemspecs.map((s) => s.item_id));
  const corpus = dataset.corpus?.filter((d) => kept.has(/^(.*?-\d{3})_/.exec(d.doc_id)?.[1] ?? ""));
  return {
    ...dataset,
    itemspecs,
    files,
    ...(corpus ? { corpus } : {}),
    size: `${dataset.size}-quick${n}`,
  };
}

async function allVerified(root: string, names: string[]): Promise<boolean> {
  for (const name of names) {
    try {
      if (!(await verifyDirectory(join(root, name))).ok) return false;
    } catch {
      return false;
    }
  }
  return names.length > 0;
}

export async function generateStep(studyDir: string, opts: ReproOptions): Promise<GenerateResult> {
  const started = performance.now();
  if (opts.data) {
    return { dataRoot: opts.data, datasets: [], views: 0, reused: true, seconds: 0 };
  }
  const root = dataDir(studyDir);
  const datasets = buildDatasets({ seed: opts.seed }).map((d) =>
    subsetDataset(d, opts.itemsPerCell)
  );
  const names = datasets.map((d) => d.name);
  const views = datasets.reduce(
    (n, d) => n + Object.values(d.files).reduce((m, v) => m + v.length, 0),
    0,
  );
  // Same seed and mode → byte-identical files, so a verified tree from an earlier run is reused.
  if (await allVerified(root, names)) {
    return {
      dataRoot: root,
      datasets: names,
      views,
      reused: true,
      seconds: (performance.now() - started) / 1000,
    };
  }
  for (const dataset of datasets) await writeDataset(root, dataset);
  return {
    dataRoot: root,
    datasets: names,
    views,
    reused: false,
    seconds: (performance.now() - started) / 1000,
  };
}
