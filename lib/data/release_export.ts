/**
 * The release-schema export (SPEC §C.2): `anchorbench_release/{suite}.jsonl` for the five core suites
 * (core conditions only) and external_uncertain (all 15 conditions), 14,400 rows for a full core
 * generation, with its own manifest.json and CHECKSUMS.sha256.
 */
import { join } from "node:path";
import type { ItemSpec } from "../items/types.ts";
import type { Dataset, PromptView } from "../suites/types.ts";
import { toBytes } from "./atomic.ts";
import { CORE_CONDITIONS } from "../suites/conditions.ts";
import { conditionPolarity } from "./conditions.ts";
import { formatJsonl } from "./jsonl.ts";
import {
  deterministicTimestamp,
  formatManifest,
  GENERATOR,
  GENERATOR_VERSION,
  MANIFEST_FILE,
} from "./manifest.ts";
import type { ReleaseRow } from "./types.ts";
import { writeChecksummedDirectory, type WriteOptions, type WrittenFile } from "./write.ts";

export const RELEASE_DIR = "anchorbench_release";
export const RELEASE_SUITES = [
  "external",
  "history",
  "icl",
  "rag",
  "tool",
  "external_uncertain",
] as const;

/** The dataset each release file is cut from. */
export function releaseSourceName(suite: string): string {
  return suite === "external_uncertain"
    ? "anchorbench_external_uncertain"
    : `anchorbench_${suite}_core`;
}

function uniqueViews(files: Record<string, PromptView[]>): PromptView[] {
  const seen = new Set<string>();
  const out: PromptView[] = [];
  for (const views of Object.values(files)) {
    for (const v of views) {
      const key = `${v.item_id}\u0000${v.condition}`;
      if (!seen.has(key)) {
        seen.add(key);
        out.push(v);
      }
    }
  }
  return out;
}

function releaseViews(dataset: Dataset): PromptView[] {
  if (dataset.suite === "external_uncertain") return uniqueViews(dataset.files);
  const core = dataset.files["promptviews_core.jsonl"];
  if (core) return core;
  const names = new Set<string>(CORE_CONDITIONS);
  return uniqueViews(dataset.files).filter((v) => names.has(v.condition));
}

export function releaseRow(view: PromptView, spec: ItemSpec): ReleaseRow {
  const polarity = conditionPolarity(view.condition);
  const isHistory = view.suite === "history";
  return {
    item_id: view.item_id,
    suite: view.suite,
    condition: view.condition,
    relevance: view.anchor_relevance,
    anchor_polarity: polarity,
    anchor_value: isHistory || polarity === null ? null : spec.anchors[polarity],
    offset: isHistory ? null : spec.anchors.offset ?? null,
    difficulty: spec.difficulty,
    domain: view.domain,
    prompt_text: view.prompt_text,
    y_star_evidence: spec.y_star_evidence,
    split: "test",
  };
}

/** Release rows per suite, for the suites whose source dataset is among `datasets`. */
export function releaseRows(datasets: readonly Dataset[]): Map<string, ReleaseRow[]> {
  const byName = new Map(datasets.map((d) => [d.name, d]));
  const out = new Map<string, ReleaseRow[]>();
  for (const suite of RELEASE_SUITES) {
    const dataset = byName.get(releaseSourceName(suite));
    if (!dataset) continue;
    const specs = new Map(dataset.itemspecs.map((s) => [s.item_id, s]));
    if (suite === "external_uncertain") {
      for (const s of byName.get("anchorbench_external_core")?.itemspecs ?? []) {
        if (!specs.has(s.item_id)) specs.set(s.item_id, s);
      }
    }
    out.set(
      suite,
      releaseViews(dataset).map((view) => {
        const spec = specs.get(view.item_id);
        if (!spec) throw new Error(`release: no itemspec for ${view.item_id} in ${dataset.name}`);
        return releaseRow(view, spec);
      }),
    );
  }
  return out;
}

export interface WrittenRelease {
  dir: string;
  files: WrittenFile[];
  rows: number;
}

/** Writes `rootDir/anchorbench_release/` (nothing when no source dataset is present). */
export async function writeRelease(
  rootDir: string,
  datasets: readonly Dataset[],
  opts: WriteOptions = {},
): Promise<WrittenRelease | null> {
  const rows = releaseRows(datasets);
  if (rows.size === 0) return null;
  const files = [...rows].map(([suite, suiteRows]) => ({
    name: `${suite}.jsonl`,
    rows: suiteRows.length,
    bytes: toBytes(formatJsonl(suiteRows)),
  }));
  const total = files.reduce((n, f) => n + f.rows, 0);
  const seeds = [...new Set(datasets.map((d) => d.seed))];
  const manifest = {
    name: RELEASE_DIR,
    schema: "anchorbench hf_release (SPEC §C.2)",
    generator: GENERATOR,
    generator_version: GENERATOR_VERSION,
    seed: seeds.length === 1 ? seeds[0] : seeds,
    timestamp: opts.timestamp ?? deterministicTimestamp(),
    counts: { rows: total, per_suite: Object.fromEntries(files.map((f) => [f.name, f.rows])) },
  };
  const dir = join(rootDir, RELEASE_DIR);
  const hashes = await writeChecksummedDirectory(dir, [
    ...files,
    { name: MANIFEST_FILE, bytes: toBytes(formatManifest(manifest)) },
  ]);
  return {
    dir,
    rows: total,
    files: files.map((f) => ({
      name: f.name,
      rows: f.rows,
      bytes: f.bytes.length,
      sha256: hashes[f.name],
    })),
  };
}
