/** `ab generate`: writes every dataset directory for a seed (plus the release export) and verifies trees. */
import {
  relativeDir,
  RELEASE_DIR,
  type VerifyReport,
  verifyTree,
  writeDataset,
  writeRelease,
} from "../data/mod.ts";
import { buildDatasets } from "../suites/mod.ts";
import { type Command, intFlag, parseFlags, requiredFlag, UsageError } from "./command.ts";

const HELP = `ab generate — write the AnchorBench datasets for one seed

usage:
  deno task ab generate --seed N --out DIR [--suite NAME ...] [--no-release]
  deno task ab generate --verify DIR

flags:
  --seed N        user seed (42 reproduces the benchmark's per-suite seeds)
  --out DIR       output root; one directory per dataset (anchorbench_*) is written under it,
                  each with itemspecs.jsonl, promptviews_*.jsonl, manifest.json, CHECKSUMS.sha256
  --suite NAME    only these suites or datasets (repeatable): external, history, icl, icl_dist,
                  rag, tool, external_uncertain, or a directory name such as anchorbench_rag_p2
  --no-release    skip DIR/${RELEASE_DIR}/{suite}.jsonl, the export in the public release schema
                  (5 core suites + external_uncertain, with its own CHECKSUMS.sha256), which is
                  written by default
  --verify DIR    re-check every CHECKSUMS.sha256 under DIR; lists each bad or missing file and
                  exits 1 on any mismatch (may be combined with --out to verify after writing)

Output is deterministic: the same seed gives byte-identical files. The manifest timestamp is
SOURCE_DATE_EPOCH when set, else the fixed generator epoch; the wall-clock time is only printed.
Each dataset directory is built under a hidden staging name and renamed into place, so an
interrupted run never leaves a half-written dataset that looks complete.
Exit codes: 0 ok, 1 failure or checksum mismatch, 2 usage error.`;

interface SummaryRow {
  dataset: string;
  items: number | string;
  views: number | string;
  files: number;
  mb: string;
}

function table(rows: SummaryRow[]): string {
  const header: SummaryRow = {
    dataset: "dataset",
    items: "items",
    views: "views",
    files: 0,
    mb: "MB",
  };
  const cells = [header, ...rows].map((r, i) => [
    r.dataset,
    String(r.items),
    String(r.views),
    i === 0 ? "files" : String(r.files),
    r.mb,
  ]);
  const widths = cells[0].map((_, c) => Math.max(...cells.map((row) => row[c].length)));
  return cells
    .map((row) =>
      row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join("  ")
    )
    .join("\n");
}

const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1);

/** Prints a verification report; returns true when every directory is intact. */
export function printVerifyReports(root: string, reports: VerifyReport[]): boolean {
  let ok = true;
  for (const r of reports) {
    const where = relativeDir(root, r.dir);
    if (r.ok) {
      console.log(`ok       ${where} (${r.matched} files)`);
    } else {
      ok = false;
      console.log(`FAILED   ${where}`);
      for (const m of r.mismatched) {
        console.log(`  mismatch  ${where}/${m.path}  expected ${m.expected}, got ${m.actual}`);
      }
      for (const p of r.missing) console.log(`  missing   ${where}/${p}`);
    }
    for (const p of r.unlisted) {
      console.log(`  note: ${where}/${p} is not listed in CHECKSUMS.sha256`);
    }
  }
  const bad = reports.filter((r) => !r.ok).length;
  console.log(
    ok
      ? `verified ${reports.length} director${
        reports.length === 1 ? "y" : "ies"
      }: all checksums match`
      : `${bad} of ${reports.length} directories failed verification`,
  );
  return ok;
}

async function generate(
  seed: number,
  out: string,
  suites: string[],
  release: boolean,
): Promise<void> {
  const started = performance.now();
  const datasets = buildDatasets({ seed, suites: suites.length > 0 ? suites : undefined });
  const built = performance.now();
  const rows: SummaryRow[] = [];
  let totalViews = 0;
  let totalBytes = 0;
  for (const dataset of datasets) {
    const written = await writeDataset(out, dataset);
    const bytes = written.files.reduce((n, f) => n + f.bytes, 0);
    totalViews += written.manifest.counts.promptviews;
    totalBytes += bytes;
    rows.push({
      dataset: written.name,
      items: written.manifest.counts.itemspecs,
      views: written.manifest.counts.promptviews,
      files: written.files.length + 2,
      mb: megabytes(bytes),
    });
  }
  if (release) {
    const written = await writeRelease(out, datasets);
    if (written) {
      const bytes = written.files.reduce((n, f) => n + f.bytes, 0);
      totalBytes += bytes;
      rows.push({
        dataset: RELEASE_DIR,
        items: "-",
        views: written.rows,
        files: written.files.length + 2,
        mb: megabytes(bytes),
      });
    } else {
      console.log(`note: no core dataset selected, so no ${RELEASE_DIR} was written`);
    }
  }
  console.log(table(rows));
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    `\n${datasets.length} datasets, ${totalViews} prompt views, ${
      megabytes(totalBytes)
    } MB under ${out}` +
      ` (seed ${seed}); built in ${seconds(built - started)} s, written in ${
        seconds(performance.now() - built)
      } s`,
  );
}

export const generateCommand: Command = {
  name: "generate",
  summary: "write the benchmark datasets for a seed (and the release export); verify a tree",
  help: HELP,
  async run(args: string[]): Promise<number> {
    const { values, positionals } = parseFlags(args, {
      seed: { type: "string" },
      out: { type: "string" },
      suite: { type: "string", multiple: true },
      "no-release": { type: "boolean" },
      verify: { type: "string" },
    });
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
    const verifyDir = values.verify;
    if (verifyDir === "") throw new UsageError("--verify needs a directory");
    const generating = values.out !== undefined || values.seed !== undefined;
    if (!generating && verifyDir === undefined) {
      throw new UsageError("give --seed and --out to generate, or --verify DIR to check a tree");
    }
    if (generating) {
      const seed = intFlag(values.seed, "seed");
      const out = requiredFlag(values.out, "out");
      await generate(seed, out, values.suite ?? [], values["no-release"] !== true);
    } else if (values.suite || values["no-release"]) {
      throw new UsageError("--suite and --no-release need --seed and --out");
    }
    if (verifyDir !== undefined) {
      if (generating) console.log("");
      return printVerifyReports(verifyDir, await verifyTree(verifyDir)) ? 0 : 1;
    }
    return 0;
  },
};
