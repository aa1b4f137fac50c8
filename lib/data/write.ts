/**
 * writeDataset: one directory per dataset holding itemspecs.jsonl, each prompt-view file,
 * anchorbench_corpus.jsonl (RAG), manifest.json and CHECKSUMS.sha256. The directory is built in a
 * hidden staging directory and swapped in by rename (see atomic.ts), so an interrupted run never
 * leaves a complete-looking half dataset. Same Dataset + same timestamp → byte-identical files.
 */
import { join } from "node:path";
import type { Dataset } from "../suites/types.ts";
import { replaceDirectoryAtomic, toBytes } from "./atomic.ts";
import { CHECKSUMS_FILE, formatChecksums, sha256Hex } from "./checksums.ts";
import { formatJsonl } from "./jsonl.ts";
import {
  buildManifest,
  CORPUS_FILE,
  deterministicTimestamp,
  formatManifest,
  type Manifest,
  MANIFEST_FILE,
} from "./manifest.ts";
import { assertValidDataset } from "./validate_dataset.ts";

export interface WriteOptions {
  /** Manifest timestamp ("YYYY-MM-DDTHH:MM:SSZ"); default: deterministicTimestamp(). */
  timestamp?: string;
}

export interface WrittenFile {
  name: string;
  rows: number;
  bytes: number;
  sha256: string;
}

export interface WrittenDataset {
  name: string;
  dir: string;
  /** Data files (not manifest.json / CHECKSUMS.sha256). */
  files: WrittenFile[];
  manifest: Manifest;
}

interface PreparedFile {
  name: string;
  rows: number;
  bytes: Uint8Array;
}

function prepare(name: string, rows: readonly unknown[]): PreparedFile {
  return { name, rows: rows.length, bytes: toBytes(formatJsonl(rows)) };
}

/** Writes `files` plus CHECKSUMS.sha256 into a fresh `dir` (staged and swapped in atomically). */
export async function writeChecksummedDirectory(
  dir: string,
  files: readonly { name: string; bytes: Uint8Array }[],
): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const f of files) hashes[f.name] = sha256Hex(f.bytes);
  const checksums = formatChecksums(files.map((f) => ({ path: f.name, sha256: hashes[f.name] })));
  await replaceDirectoryAtomic(dir, async (staging) => {
    for (const f of files) await writeSynced(join(staging, f.name), f.bytes);
    await writeSynced(join(staging, CHECKSUMS_FILE), toBytes(checksums));
  });
  return hashes;
}

async function writeSynced(path: string, bytes: Uint8Array): Promise<void> {
  const file = await Deno.open(path, { write: true, createNew: true });
  try {
    let written = 0;
    while (written < bytes.length) written += await file.write(bytes.subarray(written));
    await file.syncData();
  } finally {
    file.close();
  }
}

export async function writeDataset(
  rootDir: string,
  dataset: Dataset,
  opts: WriteOptions = {},
): Promise<WrittenDataset> {
  assertValidDataset(dataset);
  const prepared: PreparedFile[] = [prepare("itemspecs.jsonl", dataset.itemspecs)];
  for (const [fileName, views] of Object.entries(dataset.files)) {
    prepared.push(prepare(fileName, views));
  }
  if (dataset.corpus) prepared.push(prepare(CORPUS_FILE, dataset.corpus));

  const hashes: Record<string, string> = {};
  for (const f of prepared) hashes[f.name] = sha256Hex(f.bytes);
  const manifest = buildManifest(dataset, hashes, opts.timestamp ?? deterministicTimestamp());
  const manifestBytes = toBytes(formatManifest(manifest));

  const dir = join(rootDir, dataset.name);
  await writeChecksummedDirectory(dir, [...prepared, {
    name: MANIFEST_FILE,
    bytes: manifestBytes,
  }]);
  return {
    name: dataset.name,
    dir,
    files: prepared.map((f) => ({
      name: f.name,
      rows: f.rows,
      bytes: f.bytes.length,
      sha256: hashes[f.name],
    })),
    manifest,
  };
}
