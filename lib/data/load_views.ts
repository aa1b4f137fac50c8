/**
 * loadPromptViews: one entry point for the three sources. The format is recognised per file from its
 * first row (every later row must match); views are joined with itemspecs when they can be found.
 */
import { dirname, join } from "node:path";
import type { ItemSpec } from "../items/types.ts";
import type { PromptView } from "../suites/types.ts";
import { isTemporaryName } from "./atomic.ts";
import { conditionPolarity, KNOWN_SUITES } from "./conditions.ts";
import {
  detectRowFormat,
  isStalePublicFileName,
  type RowFormat,
  STALE_PUBLIC_REASON,
  UNRECOGNISED_ROW_REASON,
} from "./detect.ts";
import { DataError, rowError, type RowOrigin } from "./errors.ts";
import { difficultyFromItemId, offsetFromItemId } from "./item_ids.ts";
import { indexItemSpecs, readItemSpecFile } from "./itemspecs.ts";
import { readJsonl } from "./jsonl.ts";
import type { DataSource, LoadedView } from "./types.ts";
import { nativeView } from "./view_native.ts";
import { type ReleaseMeta, releaseView } from "./view_release.ts";
import { upstreamView } from "./view_upstream.ts";

export const ITEMSPECS_FILE = "itemspecs.jsonl";

export interface LoadViewsOptions {
  /**
   * Itemspecs to join: a file or dataset directory, the specs themselves, or false for none. By
   * default `itemspecs.jsonl` beside the views is used (for external_uncertain without one, the
   * sibling `anchorbench_external_core`).
   */
  itemspecs?: string | readonly ItemSpec[] | false;
  /** Keep only views of these items (other rows are parsed as JSON but not validated). */
  itemIds?: Iterable<string>;
}

async function statOrNull(path: string): Promise<Deno.FileInfo | null> {
  try {
    return await Deno.stat(path);
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return null;
    throw err;
  }
}

async function jsonlNames(dir: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isFile && entry.name.endsWith(".jsonl") && !isTemporaryName(entry.name)) {
      names.push(entry.name);
    }
  }
  return names.sort();
}

/** promptviews_core.jsonl first (the baseline of the others), then by name. */
function orderViewFiles(names: string[]): string[] {
  const rank = (n: string) => (n === "promptviews_core.jsonl" ? 0 : 1);
  return [...names].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The prompt-view files a path stands for. A dataset directory (native or upstream) yields its
 * `promptviews.jsonl` when present (the union file of the original), else every `promptviews*.jsonl`;
 * a release directory yields its `{suite}.jsonl` files.
 */
export async function promptViewFiles(path: string): Promise<string[]> {
  const info = await statOrNull(path);
  if (!info) throw new DataError(path, null, "no such file or directory");
  if (info.isFile) {
    if (isStalePublicFileName(path)) throw new DataError(path, null, STALE_PUBLIC_REASON);
    return [path];
  }
  const names = await jsonlNames(path);
  const viewNames = names.filter((n) => n.startsWith("promptviews"));
  const current = viewNames.filter((n) => !isStalePublicFileName(n));
  if (current.includes("promptviews.jsonl")) return [join(path, "promptviews.jsonl")];
  if (current.length > 0) return orderViewFiles(current).map((n) => join(path, n));
  if (viewNames.length > 0) {
    throw new DataError(join(path, viewNames[0]), null, STALE_PUBLIC_REASON);
  }
  const release = names.filter((n) => (KNOWN_SUITES as readonly string[]).includes(n.slice(0, -6)));
  if (release.length > 0) return release.map((n) => join(path, n));
  throw new DataError(
    path,
    null,
    "no prompt-view files here (promptviews*.jsonl or {suite}.jsonl)",
  );
}

interface RawView {
  view: PromptView;
  source: DataSource;
  origin: RowOrigin;
  release?: ReleaseMeta;
}

function convertRow(format: RowFormat, row: Record<string, unknown>, origin: RowOrigin): RawView {
  switch (format) {
    case "native":
      return { view: nativeView(row, origin), source: "native", origin };
    case "upstream":
      return { view: upstreamView(row, origin), source: "upstream", origin };
    case "release": {
      const { view, meta } = releaseView(row, origin);
      return { view, source: "release", origin, release: meta };
    }
    case "stale_public":
      throw rowError(origin, STALE_PUBLIC_REASON);
  }
}

async function readViewFile(
  file: string,
  keep: ReadonlySet<string> | null,
  out: RawView[],
): Promise<void> {
  let format: RowFormat | null = null;
  let firstLine = 0;
  for await (const { line, value } of readJsonl(file)) {
    const origin = { file, line };
    const rowFormat = detectRowFormat(value);
    if (rowFormat === null) throw rowError(origin, UNRECOGNISED_ROW_REASON);
    if (rowFormat === "stale_public") throw rowError(origin, STALE_PUBLIC_REASON);
    if (format === null) {
      format = rowFormat;
      firstLine = line;
    } else if (rowFormat !== format) {
      throw rowError(origin, `row is in ${rowFormat} format but line ${firstLine} is ${format}`);
    }
    if (keep && !keep.has(value.item_id as string)) continue;
    out.push(convertRow(format, value, origin));
  }
}

function viewKey(view: PromptView): string {
  return `${view.item_id}\u0000${view.condition}`;
}

/**
 * A repeated (item, condition) inside one file is an error. Across files repeats are kept: each file
 * of a directory is its own variant (e.g. a probe's promptviews_cot / promptviews_ignore), and
 * `origin.file` tells them apart.
 */
function rejectRepeats(raw: RawView[]): RawView[] {
  const seen = new Map<string, RawView>();
  for (const r of raw) {
    const key = `${r.origin.file}\u0000${viewKey(r.view)}`;
    const first = seen.get(key);
    if (first) {
      throw rowError(
        r.origin,
        `duplicate view ${r.view.item_id}/${r.view.condition} (first on line ${first.origin.line})`,
      );
    }
    seen.set(key, r);
  }
  return raw;
}

async function findItemSpecs(files: string[], suite: string | undefined): Promise<string | null> {
  const dir = dirname(files[0]);
  const beside = join(dir, ITEMSPECS_FILE);
  if (await statOrNull(beside)) return beside;
  if (suite === "external_uncertain") {
    const sibling = join(dirname(dir), "anchorbench_external_core", ITEMSPECS_FILE);
    if (await statOrNull(sibling)) return sibling;
  }
  return null;
}

/** Itemspecs from a file or a dataset directory. */
export async function loadItemSpecs(path: string): Promise<ItemSpec[]> {
  const info = await statOrNull(path);
  if (!info) throw new DataError(path, null, "no such file or directory");
  const file = info.isDirectory ? join(path, ITEMSPECS_FILE) : path;
  if (info.isDirectory && !(await statOrNull(file))) {
    throw new DataError(
      path,
      null,
      `no ${ITEMSPECS_FILE} in this directory (release files carry none)`,
    );
  }
  return await readItemSpecFile(file);
}

async function resolveItemSpecs(
  option: LoadViewsOptions["itemspecs"],
  files: string[],
  suite: string | undefined,
): Promise<Map<string, ItemSpec>> {
  if (option === false) return new Map();
  if (Array.isArray(option)) return indexItemSpecs(option as ItemSpec[]);
  const path = typeof option === "string" ? option : await findItemSpecs(files, suite);
  return path ? indexItemSpecs(await loadItemSpecs(path)) : new Map();
}

function withMeta(raw: RawView, spec: ItemSpec | undefined): LoadedView {
  const { view, release } = raw;
  if (spec && spec.domain !== view.domain) {
    throw rowError(
      raw.origin,
      `domain "${view.domain}" differs from the itemspec of ${view.item_id} ("${spec.domain}")`,
    );
  }
  return {
    ...view,
    source: raw.source,
    difficulty: spec?.difficulty ?? release?.difficulty ?? difficultyFromItemId(view.item_id),
    y_star_evidence: spec?.y_star_evidence ?? release?.y_star_evidence ?? null,
    y_star_theta: spec?.y_star_theta ?? null,
    offset: spec?.anchors.offset ?? release?.offset ?? offsetFromItemId(view.item_id),
    anchor_polarity: conditionPolarity(view.condition),
    origin: raw.origin,
  };
}

/**
 * Loads prompt views from a file or a dataset directory of any source (native, upstream, release).
 * Malformed input fails with `<file>:<line>: <reason>`. Folders where some items have only some of
 * their conditions load as they are.
 */
export async function loadPromptViews(
  path: string,
  opts: LoadViewsOptions = {},
): Promise<LoadedView[]> {
  const files = await promptViewFiles(path);
  const keep = opts.itemIds ? new Set(opts.itemIds) : null;
  const raw: RawView[] = [];
  for (const file of files) await readViewFile(file, keep, raw);
  const views = rejectRepeats(raw);
  const specs = await resolveItemSpecs(opts.itemspecs, files, views[0]?.view.suite);
  return views.map((r) => withMeta(r, specs.get(r.view.item_id)));
}

/** The PromptView part of a LoadedView (what the files store). */
export function toPromptView(view: LoadedView): PromptView {
  const {
    source: _s,
    difficulty: _d,
    y_star_evidence: _y,
    y_star_theta: _t,
    offset: _o,
    anchor_polarity: _p,
    origin: _g,
    ...rest
  } = view;
  return rest;
}
