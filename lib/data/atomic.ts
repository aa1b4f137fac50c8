/**
 * Crash-safe writes. A file is written to a hidden temporary sibling and renamed over its target, so a
 * reader sees either the old file or the complete new one. A dataset directory is built in a hidden
 * staging directory and swapped in by rename; an interrupted run leaves at most a `.…partial-*`
 * directory that no loader treats as data.
 */
import { basename, dirname, join } from "node:path";

let tempCounter = 0;

function tempName(target: string, tag: string): string {
  tempCounter++;
  return join(dirname(target), `.${basename(target)}.${tag}-${Deno.pid}-${tempCounter}`);
}

export function toBytes(data: Uint8Array | string): Uint8Array {
  return typeof data === "string" ? new TextEncoder().encode(data) : data;
}

/** Writes `data` to `path` through a temporary file and a rename (data synced before the rename). */
export async function writeFileAtomic(path: string, data: Uint8Array | string): Promise<void> {
  const temp = tempName(path, "tmp");
  try {
    const file = await Deno.open(temp, { write: true, createNew: true });
    try {
      const bytes = toBytes(data);
      let written = 0;
      while (written < bytes.length) written += await file.write(bytes.subarray(written));
      await file.syncData();
    } finally {
      file.close();
    }
    await Deno.rename(temp, path);
  } catch (err) {
    await Deno.remove(temp).catch(() => {});
    throw err;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.lstat(path);
    return true;
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return false;
    throw err;
  }
}

/**
 * Fills a fresh staging directory with `fill`, then replaces `targetDir` with it. On failure the
 * staging directory is removed and any previous `targetDir` is left untouched.
 */
export async function replaceDirectoryAtomic(
  targetDir: string,
  fill: (stagingDir: string) => Promise<void>,
): Promise<void> {
  await Deno.mkdir(dirname(targetDir), { recursive: true });
  const staging = tempName(targetDir, "partial");
  await Deno.mkdir(staging);
  try {
    await fill(staging);
  } catch (err) {
    await Deno.remove(staging, { recursive: true }).catch(() => {});
    throw err;
  }
  let previous: string | null = null;
  if (await exists(targetDir)) {
    previous = tempName(targetDir, "old");
    await Deno.rename(targetDir, previous);
  }
  try {
    await Deno.rename(staging, targetDir);
  } catch (err) {
    if (previous) await Deno.rename(previous, targetDir).catch(() => {});
    await Deno.remove(staging, { recursive: true }).catch(() => {});
    throw err;
  }
  if (previous) await Deno.remove(previous, { recursive: true });
}

/** True for names created by this module (temporary files and staging/old directories). */
export function isTemporaryName(name: string): boolean {
  return name.startsWith(".") && /\.(tmp|partial|old)-\d+-\d+$/.test(name);
}
