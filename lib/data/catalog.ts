/**
 * Finding and summarising data directories under a root: AnchorLab generation trees, the original
 * repository's `datasets/` folder, release folders, or a single dataset directory.
 */
import { basename, join } from "node:path";
import { isTemporaryName } from "./atomic.ts";
import { CHECKSUMS_FILE, verifyDirectory } from "./checksums.ts";
import { KNOWN_SUITES } from "./conditions.ts";
import { detectRowFormat, isStalePublicFileName, type RowFormat } from "./detect.ts";
import { readJsonl } from "./jsonl.ts";
import { ITEMSPECS_FILE, promptViewFiles } from "./load_views.ts";
import { MANIFEST_FILE } from "./manifest.ts";

export interface DataDirectory {
  name: string;
  dir: string;
  /** Files it holds (names only, sorted). */
  files: string[];
}

function isDataDirectory(files: string[]): boolean {
  return files.includes(ITEMSPECS_FILE) ||
    files.some((f) => f.startsWith("promptviews") && f.endsWith(".jsonl")) ||
    files.some((f) => (KNOWN_SUITES as readonly string[]).includes(f.replace(/\.jsonl$/, "")));
}

async function listDir(dir: string): Promise<{ files: string[]; dirs: string[] }> {
  const files: string[] = [];
  const dirs: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (entry.name.startsWith(".") || isTemporaryName(entry.name)) continue;
    if (entry.isFile) files.push(entry.name);
    else if (entry.isDirectory) dirs.push(entry.name);
  }
  return { files: files.sort(), dirs: dirs.sort() };
}

/** Data directories at or below `root` (not descending into one once found), sorted by path. */
export async function findDataDirectories(root: string, maxDepth = 3): Promise<DataDirectory[]> {
  const found: DataDirectory[] = [];
  const walk = async (dir: string, depth: number) => {
    const { files, dirs } = await listDir(dir);
    if (isDataDirectory(files)) {
      found.push({ name: basename(dir), dir, files });
      return;
    }
    if (depth >= maxDepth) return;
    for (const sub of dirs) await walk(join(dir, sub), depth + 1);
  };
  await walk(root, 0);
  return found;
}

export async function peekFirstRow(file: string): Promise<Record<string, unknown> | null> {
  for await (const { value } of readJsonl(file)) return value;
  return null;
}

async function countLines(file: string): Promise<number> {
  const bytes = await Deno.readFile(file);
  let n = 0;
  let lineHasText = false;
  for (const b of bytes) {
    if (b === 10) {
      if (lineHasText) n++;
      lineHasText = false;
    } else if (b !== 13 && b !== 32) lineHasText = true;
  }
  return lineHasText ? n + 1 : n;
}

export type ChecksumStatus = "ok" | "failed" | "none";

export interface DirectorySummary {
  name: string;
  dir: string;
  format: RowFormat | "unknown";
  suite: string | null;
  items: number | null;
  views: number | null;
  seed: number | null;
  checksums: ChecksumStatus;
  /** Files that failed verification or are missing (empty unless checksums is "failed"). */
  badFiles: string[];
  note: string | null;
}

/** Counts, seed, source format and checksum status of one data directory. */
export async function summariseDirectory(entry: DataDirectory): Promise<DirectorySummary> {
  const summary: DirectorySummary = {
    name: entry.name,
    dir: entry.dir,
    format: "unknown",
    suite: null,
    items: null,
    views: null,
    seed: null,
    checksums: "none",
    badFiles: [],
    note: null,
  };
  let manifest: Record<string, unknown> | null = null;
  if (entry.files.includes(MANIFEST_FILE)) {
    try {
      manifest = JSON.parse(await Deno.readTextFile(join(entry.dir, MANIFEST_FILE)));
    } catch {
      summary.note = "manifest.json is not valid JSON";
    }
  }
  const counts = (manifest?.counts ?? {}) as Record<string, unknown>;
  if (entry.files.includes(ITEMSPECS_FILE)) {
    summary.items = typeof counts.itemspecs === "number"
      ? counts.itemspecs
      : await countLines(join(entry.dir, ITEMSPECS_FILE));
    const first = await peekFirstRow(join(entry.dir, ITEMSPECS_FILE));
    if (typeof first?.seed === "number") summary.seed = first.seed;
  }
  if (typeof manifest?.seed === "number") summary.seed = manifest.seed;
  try {
    const files = await promptViewFiles(entry.dir);
    const first = await peekFirstRow(files[0]);
    summary.format = first ? detectRowFormat(first) ?? "unknown" : "unknown";
    summary.suite = summary.format === "release"
      ? files.map((f) => basename(f).replace(/\.jsonl$/, "")).join(",")
      : typeof first?.suite === "string"
      ? first.suite
      : null;
    let views = 0;
    for (const f of files) views += await countLines(f);
    summary.views = views;
  } catch (err) {
    const stale = entry.files.some(isStalePublicFileName);
    summary.format = stale ? "stale_public" : summary.format;
    summary.note = stale ? "only the stale public export (not loadable)" : (err as Error).message;
  }
  if (typeof manifest?.suite === "string") summary.suite = manifest.suite;
  if (entry.files.includes(CHECKSUMS_FILE)) {
    const report = await verifyDirectory(entry.dir);
    summary.checksums = report.ok ? "ok" : "failed";
    summary.badFiles = [...report.mismatched.map((m) => m.path), ...report.missing];
  }
  return summary;
}
