/** Small study directories built by hand for the notebook helper tests. */
import { join } from "node:path";

export async function writeManifest(studyDir: string, manifest: Record<string, unknown>) {
  await Deno.mkdir(studyDir, { recursive: true });
  await Deno.writeTextFile(join(studyDir, "manifest.json"), JSON.stringify(manifest));
}

/** A temporary directory removed after `fn`. */
export async function withTempDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "anchorlab-nb-" });
  try {
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}
