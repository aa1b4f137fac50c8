/** The study's printed values (data/paper/judge/*.json), read once per file. */
import type { CellValue } from "../types.ts";

const DIR = new URL("../../../data/paper/judge/", import.meta.url);

export interface PublishedJudgeFile {
  source: string;
  table: string;
  provenance: string;
  rows: Record<string, CellValue>[];
  [extra: string]: unknown;
}

const cache = new Map<string, PublishedJudgeFile>();

/** e.g. publishedJudge("table02"); throws naming the file when it is missing or malformed. */
export function publishedJudge(name: string): PublishedJudgeFile {
  const hit = cache.get(name);
  if (hit) return hit;
  const url = new URL(`${name}.json`, DIR);
  let data: PublishedJudgeFile;
  try {
    data = JSON.parse(Deno.readTextFileSync(url));
  } catch (err) {
    throw new Error(`${decodeURIComponent(url.pathname)}: ${(err as Error).message}`);
  }
  cache.set(name, data);
  return data;
}

/** The note every judge table carries: what is compared with what. */
export function patternNote(published: PublishedJudgeFile): string {
  return `Published: ${published.table} of seed 002 (${published.provenance}), on the study's own 20 texts, which are not public. Reproduced: this run's tasks (AnchorLab's synthetic set or a user task file) — compare the pattern, not the identity of values.`;
}
