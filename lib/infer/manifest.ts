/**
 * The run manifest (`<run>/manifest.json`): the configuration that determines the answers (never a
 * secret), dataset checksums, git revision, runtime and one entry per session (start, end, counts).
 * A run directory holds one configuration; `configDifferences` names what differs.
 */
import { createHash } from "node:crypto";
import { join, relative } from "node:path";
import type { Decoding, EndpointKind } from "./endpoints.ts";
import type { HistoryProtocol } from "./protocols.ts";
import { redactUrlCredentials } from "./secrets.ts";

export const MANIFEST_FILE = "manifest.json";

/** What determines the answers of a run; a run directory refuses records of another config. */
export interface RunConfig {
  model: string;
  endpoint: EndpointKind;
  suite: string;
  /** Decoding of repeat 0 (a per-repeat seed adds the repeat index). */
  decoding: Decoding;
  repeats: number;
  history_protocol: HistoryProtocol;
  /** Tool format of this model for the run ("native" | "plaintext"). */
  tool_format: string;
  /** Name of the view transform (prompt suffix), null for none. */
  transform: string | null;
  /** Fingerprint of the dataset read (see DatasetInfo.fingerprint). */
  dataset: string | null;
  /** OpenRouter provider pinning, if any. */
  provider_order?: string[];
}

export interface DatasetInfo {
  path: string;
  /** sha256 over the checksum entries below (stable for the same files). */
  fingerprint: string;
  /** One entry per file: from the directory's CHECKSUMS.sha256 when present, else hashed here. */
  checksums: { path: string; sha256: string }[];
}

/** "killed": the process ended without closing the session (e.g. kill -9). */
export type SessionStatus =
  | "running"
  | "completed"
  | "interrupted"
  | "killed"
  | "stopped: authentication failed";

export interface Session {
  started: string;
  ended: string | null;
  base_url: string;
  requests: number;
  records_written: number;
  failed: number;
  status: SessionStatus;
}

export interface RunManifest {
  anchorlab_run: 1;
  config: RunConfig;
  /** Further configurations admitted with --allow-mixed. */
  mixed_configs?: RunConfig[];
  simulated: boolean;
  dataset: DatasetInfo | null;
  git_revision: string | null;
  runtime: { deno: string; v8: string; typescript: string; os: string; arch: string };
  created: string;
  sessions: Session[];
}

/** Dotted keys whose values differ between two configs (sorted). */
export function configDifferences(a: RunConfig, b: RunConfig): string[] {
  const flat = (value: unknown, prefix: string, out: Map<string, string>) => {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) flat(v, prefix ? `${prefix}.${k}` : k, out);
    } else if (value !== undefined) {
      out.set(prefix, JSON.stringify(value));
    }
    return out;
  };
  const fa = flat(a, "", new Map());
  const fb = flat(b, "", new Map());
  const keys = new Set([...fa.keys(), ...fb.keys()]);
  return [...keys].filter((k) => fa.get(k) !== fb.get(k)).sort();
}

export function describeDifferences(stored: RunConfig, wanted: RunConfig, keys: string[]): string {
  const pick = (c: RunConfig, key: string) => {
    let v: unknown = c;
    for (const part of key.split(".")) v = (v as Record<string, unknown> | undefined)?.[part];
    return v === undefined ? "(unset)" : JSON.stringify(v);
  };
  return keys.map((k) => `${k}: run has ${pick(stored, k)}, this command ${pick(wanted, k)}`)
    .join("; ");
}

export function gitRevision(cwd?: string): string | null {
  try {
    const out = new Deno.Command("git", {
      args: ["rev-parse", "HEAD"],
      cwd,
      stdout: "piped",
      stderr: "null",
    }).outputSync();
    if (!out.success) return null;
    const rev = new TextDecoder().decode(out.stdout).trim();
    return /^[0-9a-f]{40}$/.test(rev) ? rev : null;
  } catch {
    return null;
  }
}

export function runtimeInfo(): RunManifest["runtime"] {
  return {
    deno: Deno.version.deno,
    v8: Deno.version.v8,
    typescript: Deno.version.typescript,
    os: Deno.build.os,
    arch: Deno.build.arch,
  };
}

async function sha256File(path: string): Promise<string> {
  const hash = createHash("sha256");
  using file = await Deno.open(path, { read: true });
  for await (const chunk of file.readable) hash.update(chunk);
  return hash.digest("hex");
}

async function listDataFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (d: string) => {
    for await (const e of Deno.readDir(d)) {
      const p = join(d, e.name);
      if (e.isDirectory) await walk(p);
      else if (e.isFile && /\.(jsonl|json)$/.test(e.name)) out.push(p);
    }
  };
  await walk(dir);
  return out.sort();
}

function fingerprintOf(checksums: DatasetInfo["checksums"]): string {
  const text = checksums.map((c) => `${c.sha256}  ${c.path}\n`).join("");
  return createHash("sha256").update(text).digest("hex");
}

/**
 * Checksums of a dataset path: a file is hashed; a directory uses its CHECKSUMS.sha256 when it
 * has one (trusting it, as `sha256sum -c` would be run separately), else hashes its JSON/JSONL files.
 */
export async function datasetInfo(path: string): Promise<DatasetInfo> {
  const stat = await Deno.stat(path);
  let checksums: DatasetInfo["checksums"];
  if (stat.isFile) {
    checksums = [{ path: path.split("/").pop() ?? path, sha256: await sha256File(path) }];
  } else {
    let listed: string | null = null;
    try {
      listed = await Deno.readTextFile(join(path, "CHECKSUMS.sha256"));
    } catch {
      listed = null;
    }
    if (listed !== null) {
      checksums = listed.split("\n").map((l) => l.replace(/\r$/, "")).filter((l) => l.trim())
        .map((line, i) => {
          const m = /^([0-9a-fA-F]{64}) [ *](.+)$/.exec(line);
          if (!m) {
            throw new Error(
              `${join(path, "CHECKSUMS.sha256")}:${i + 1}: not a sha256sum line`,
            );
          }
          return { path: m[2], sha256: m[1].toLowerCase() };
        }).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    } else {
      checksums = [];
      for (const file of await listDataFiles(path)) {
        checksums.push({ path: relative(path, file), sha256: await sha256File(file) });
      }
    }
  }
  return { path: redactUrlCredentials(path), fingerprint: fingerprintOf(checksums), checksums };
}

export async function readManifest(dir: string): Promise<RunManifest | null> {
  const file = join(dir, MANIFEST_FILE);
  let text: string;
  try {
    text = await Deno.readTextFile(file);
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return null;
    throw err;
  }
  try {
    const value = JSON.parse(text);
    if (value?.anchorlab_run !== 1 || typeof value.config !== "object") {
      throw new Error("not an AnchorLab run manifest");
    }
    return value as RunManifest;
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
}

/** Writes the manifest atomically (temporary file + rename). */
export async function writeManifest(dir: string, manifest: RunManifest): Promise<void> {
  const file = join(dir, MANIFEST_FILE);
  const tmp = `${file}.tmp`;
  await Deno.writeTextFile(tmp, JSON.stringify(manifest, null, 2) + "\n");
  await Deno.rename(tmp, file);
}
