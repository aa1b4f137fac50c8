/**
 * SHA-256 checksums in GNU `sha256sum` format: 64 lowercase hex digits, two spaces, the path relative
 * to the directory holding the CHECKSUMS.sha256 file, "\n". Lines are sorted by path. `sha256sum -c`
 * run inside that directory accepts the file.
 */
import { createHash } from "node:crypto";
import { join, relative, sep } from "node:path";
import { DataError } from "./errors.ts";

export const CHECKSUMS_FILE = "CHECKSUMS.sha256";

export interface ChecksumEntry {
  path: string;
  sha256: string;
}

export function sha256Hex(data: Uint8Array | string): string {
  return createHash("sha256").update(data).digest("hex");
}

export function formatChecksums(entries: readonly ChecksumEntry[]): string {
  const sorted = [...entries].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const entry of sorted) {
    if (!/^[0-9a-f]{64}$/.test(entry.sha256)) {
      throw new Error(`checksum for ${entry.path} is not 64 lowercase hex digits`);
    }
    if (/[\n\\]/.test(entry.path)) {
      throw new Error(`path ${JSON.stringify(entry.path)} cannot be listed`);
    }
  }
  return sorted.map((e) => `${e.sha256}  ${e.path}\n`).join("");
}

/** Parses a sha256sum file; `*` (binary-mode marker) is accepted, unsafe paths are rejected. */
export function parseChecksums(text: string, file: string): ChecksumEntry[] {
  const entries: ChecksumEntry[] = [];
  const seen = new Set<string>();
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  lines.forEach((raw, i) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    const match = /^([0-9a-fA-F]{64}) [ *](.+)$/.exec(line);
    if (!match) {
      throw new DataError(file, i + 1, "expected `<64 hex digits>  <relative path>`");
    }
    const path = match[2];
    if (path.startsWith("/") || path.split("/").includes("..")) {
      throw new DataError(
        file,
        i + 1,
        `path "${path}" must be relative and stay inside the directory`,
      );
    }
    if (seen.has(path)) throw new DataError(file, i + 1, `path "${path}" is listed twice`);
    seen.add(path);
    entries.push({ path, sha256: match[1].toLowerCase() });
  });
  return entries;
}

export interface ChecksumMismatch {
  path: string;
  expected: string;
  actual: string;
}

export interface VerifyReport {
  dir: string;
  ok: boolean;
  /** Number of listed files that exist and match. */
  matched: number;
  mismatched: ChecksumMismatch[];
  missing: string[];
  /** Files present in the directory tree but not listed (reported, not a failure). */
  unlisted: string[];
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (sub: string) => {
    for await (const entry of Deno.readDir(join(dir, sub))) {
      const rel = sub === "" ? entry.name : `${sub}/${entry.name}`;
      if (entry.isDirectory) await walk(rel);
      else out.push(rel);
    }
  };
  await walk("");
  return out.sort();
}

/** Re-hashes every file listed in `dir/CHECKSUMS.sha256` and reports what differs. */
export async function verifyDirectory(dir: string): Promise<VerifyReport> {
  const checksumPath = join(dir, CHECKSUMS_FILE);
  let text: string;
  try {
    text = await Deno.readTextFile(checksumPath);
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) {
      throw new DataError(checksumPath, null, "no checksum file in this directory");
    }
    throw err;
  }
  const entries = parseChecksums(text, checksumPath);
  const report: VerifyReport = {
    dir,
    ok: true,
    matched: 0,
    mismatched: [],
    missing: [],
    unlisted: [],
  };
  for (const entry of entries) {
    let bytes: Uint8Array;
    try {
      bytes = await Deno.readFile(join(dir, entry.path));
    } catch (err) {
      if (err instanceof Deno.errors.NotFound) {
        report.missing.push(entry.path);
        continue;
      }
      throw err;
    }
    const actual = sha256Hex(bytes);
    if (actual === entry.sha256) report.matched++;
    else report.mismatched.push({ path: entry.path, expected: entry.sha256, actual });
  }
  const listed = new Set(entries.map((e) => e.path));
  report.unlisted = (await listFiles(dir)).filter((p) => p !== CHECKSUMS_FILE && !listed.has(p));
  report.ok = report.mismatched.length === 0 && report.missing.length === 0;
  return report;
}

/** Every directory under `root` (itself included) that holds a CHECKSUMS.sha256, sorted. */
export async function findChecksumDirs(root: string): Promise<string[]> {
  const dirs: string[] = [];
  const walk = async (dir: string) => {
    const subdirs: string[] = [];
    for await (const entry of Deno.readDir(dir)) {
      if (entry.isFile && entry.name === CHECKSUMS_FILE) dirs.push(dir);
      if (entry.isDirectory && !entry.name.startsWith(".")) subdirs.push(join(dir, entry.name));
    }
    for (const sub of subdirs.sort()) await walk(sub);
  };
  await walk(root);
  return dirs.sort();
}

/** Verifies every checksummed directory of a generated tree. */
export async function verifyTree(root: string): Promise<VerifyReport[]> {
  const dirs = await findChecksumDirs(root);
  if (dirs.length === 0) throw new DataError(root, null, `no ${CHECKSUMS_FILE} found in this tree`);
  const reports: VerifyReport[] = [];
  for (const dir of dirs) reports.push(await verifyDirectory(dir));
  return reports;
}

/** `dir` shown relative to `root` with forward slashes ("." for the root itself). */
export function relativeDir(root: string, dir: string): string {
  const rel = relative(root, dir);
  return rel === "" ? "." : rel.split(sep).join("/");
}
