/**
 * What the paper notebooks need besides one table/figure call: finding the study directory, the
 * study banner (simulated or not, seed, quick mode), published-vs-reproduced side-by-side figures,
 * dataset counts and one item under every condition. Every paper table, including the appendix
 * analyses A.6 and A.8 and the exclusion-rule variants of Tables 24/29/30, is a `reproduceTable`
 * call (lib/tables).
 */
import { basename, join, resolve } from "node:path";
import {
  findDataDirectories,
  loadPromptViews,
  promptViewFiles,
  summariseDirectory,
} from "../data/mod.ts";
import { displayFigure, figureHtml, type FigureResult } from "../figures/mod.ts";
import { dataDir } from "../study/mod.ts";
import {
  compareTables,
  displayBundle,
  type PaperTable,
  SIMULATED_BANNER,
  type TableResult,
} from "../tables/mod.ts";

/** Environment variable naming the study directory (set by `ab repro`). */
export const STUDY_ENV = "ANCHORLAB_STUDY";
const STUDY_MANIFEST = "manifest.json";

export interface ResolveStudyOptions {
  /** Value of ANCHORLAB_STUDY (default: read from the environment). */
  envValue?: string | null;
  /** Folder holding run directories (default `../runs`, relative to the notebook folder). */
  runsDir?: string;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isFile;
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return false;
    throw err;
  }
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await Deno.stat(path)).isDirectory;
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) return false;
    throw err;
  }
}

/**
 * The study directory of a notebook: $ANCHORLAB_STUDY when set, else the run directory under
 * `../runs/` whose manifest.json was written last. Throws naming what it looked for.
 */
export async function resolveStudyDir(opts: ResolveStudyOptions = {}): Promise<string> {
  const fromEnv = opts.envValue !== undefined ? opts.envValue : Deno.env.get(STUDY_ENV) ?? null;
  if (fromEnv) {
    const dir = resolve(fromEnv);
    if (!await isDirectory(dir)) {
      throw new Error(`${STUDY_ENV}=${fromEnv}: no such directory`);
    }
    if (!await isFile(join(dir, STUDY_MANIFEST))) {
      throw new Error(
        `${STUDY_ENV}=${fromEnv}: ${join(dir, STUDY_MANIFEST)} not found (not a study directory)`,
      );
    }
    return dir;
  }
  const runsDir = resolve(opts.runsDir ?? "../runs");
  const candidates: { dir: string; mtime: number }[] = [];
  if (await isDirectory(runsDir)) {
    for await (const entry of Deno.readDir(runsDir)) {
      if (!entry.isDirectory || entry.name.startsWith(".")) continue;
      const manifest = join(runsDir, entry.name, STUDY_MANIFEST);
      try {
        const info = await Deno.stat(manifest);
        if (info.isFile) {
          candidates.push({ dir: join(runsDir, entry.name), mtime: info.mtime?.getTime() ?? 0 });
        }
      } catch (err) {
        if (!(err instanceof Deno.errors.NotFound)) throw err;
      }
    }
  }
  if (candidates.length === 0) {
    throw new Error(
      `no study directory: ${STUDY_ENV} is not set and no directory under ${runsDir} has a ` +
        `${STUDY_MANIFEST} (run \`deno task repro\` first, or set ${STUDY_ENV}=<study directory>)`,
    );
  }
  candidates.sort((a, b) => b.mtime - a.mtime || (a.dir < b.dir ? 1 : a.dir > b.dir ? -1 : 0));
  return candidates[0].dir;
}

/** What the notebooks show about a study: read from its manifest.json. */
export interface StudyInfo {
  dir: string;
  name: string;
  /** From the manifest's "simulated"; null when the manifest does not say. */
  simulated: boolean | null;
  seed: number | null;
  quick: boolean | null;
  manifest: Record<string, unknown>;
}

export async function readStudyInfo(dir: string): Promise<StudyInfo> {
  const path = join(dir, STUDY_MANIFEST);
  let manifest: unknown;
  try {
    manifest = JSON.parse(await Deno.readTextFile(path));
  } catch (err) {
    if (err instanceof Deno.errors.NotFound) throw new Error(`${path}: not found`);
    throw new Error(`${path}: invalid JSON (${(err as Error).message})`);
  }
  if (manifest === null || typeof manifest !== "object" || Array.isArray(manifest)) {
    throw new Error(`${path}: expected a JSON object`);
  }
  const m = manifest as Record<string, unknown>;
  return {
    dir,
    name: basename(dir),
    simulated: typeof m.simulated === "boolean" ? m.simulated : null,
    seed: typeof m.seed === "number" ? m.seed : null,
    quick: typeof m.quick === "boolean" ? m.quick : null,
    manifest: m,
  };
}

/** Resolves the study directory and reads its manifest (the first code cell of every notebook). */
export async function openStudy(opts: ResolveStudyOptions = {}): Promise<StudyInfo> {
  return readStudyInfo(await resolveStudyDir(opts));
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** One-line description of the study: which runs, seed, quick mode, simulated or not. */
export function studySummary(info: StudyInfo): string {
  const kind = info.simulated === true
    ? "SIMULATED runs (embedded simulated-respondent panel)"
    : info.simulated === false
    ? "model runs (not simulated)"
    : 'runs of unknown origin (the manifest has no "simulated" field)';
  const seed = info.seed === null ? "seed not recorded" : `seed ${info.seed}`;
  const quick = info.quick === true ? "quick mode" : info.quick === false ? "full mode" : "";
  return [`Study ${info.name}`, kind, seed, quick].filter(Boolean).join(" · ");
}

/** The banner shown under the first code cell; carries the simulated warning when it applies. */
export function studyBanner(info: StudyInfo) {
  const warning = info.simulated === false
    ? ""
    : info.simulated === true
    ? SIMULATED_BANNER
    : "Origin unknown: the study manifest does not say whether the runs were simulated.";
  const html = `<div class="anchorlab-study" data-simulated="${info.simulated}">` +
    (warning
      ? `<div class="anchorlab-simulated" style="background:#fff3cd;border:1px solid #e0b84c;padding:4px 8px;font:12px system-ui">${
        escapeHtml(warning)
      }</div>`
      : "") +
    `<p style="font:13px system-ui"><b>${escapeHtml(studySummary(info))}</b><br>` +
    `<code>${escapeHtml(info.dir)}</code></p></div>`;
  const text = [warning, studySummary(info), info.dir].filter(Boolean).join("\n");
  return displayBundle({ "text/html": html, "text/plain": text });
}

/** A paper figure: the reproduced drawing and, when the paper has data for it, the published one. */
export function displayFigureResult(result: FigureResult) {
  if (!result.published) return displayFigure(result.reproduced);
  const panel = (label: string, html: string) =>
    `<div style="flex:1 1 0;min-width:360px"><p style="font:bold 12px system-ui;color:#555">${label}</p>${html}</div>`;
  const html = `<div class="anchorlab-figure-pair" style="display:flex;gap:16px;flex-wrap:wrap">` +
    panel("Reproduced (this study)", figureHtml(result.reproduced)) +
    panel("Published (paper data)", figureHtml(result.published)) + `</div>`;
  return displayBundle({
    "text/html": html,
    "text/plain": `${result.title}: reproduced${
      result.reproduced.simulated ? " (simulated)" : ""
    } and published`,
  });
}

/**
 * View counts of the five core datasets as the paper's generator writes them (SPEC Part 1 §1, §C.3:
 * core = 360 items × 5 core conditions; ablation files per suite).
 */
export const PUBLISHED_CORE_COUNTS: readonly {
  dataset: string;
  items: number;
  core: number;
  ablation: number;
}[] = [
  { dataset: "anchorbench_external_core", items: 360, core: 1800, ablation: 1440 },
  { dataset: "anchorbench_history_core", items: 360, core: 1800, ablation: 360 },
  { dataset: "anchorbench_icl_core", items: 360, core: 1800, ablation: 720 },
  { dataset: "anchorbench_rag_core", items: 360, core: 1800, ablation: 4320 },
  { dataset: "anchorbench_tool_core", items: 360, core: 1800, ablation: 0 },
];

async function countLines(path: string): Promise<number> {
  const text = await Deno.readTextFile(path);
  return text.split("\n").filter((l) => l.trim() !== "").length;
}

/** Views per prompt-view file stem (e.g. "promptviews_core") of one dataset directory. */
async function viewsPerFile(dir: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const file of await promptViewFiles(dir)) {
    out[basename(file).replace(/\.jsonl$/, "")] = await countLines(file);
  }
  return out;
}

const countColumns = [
  { key: "items", label: "Items", digits: 0, value: true },
  { key: "core", label: "Core views", digits: 0, value: true },
  { key: "ablation", label: "Ablation views", digits: 0, value: true },
];

/** The five core datasets of the study: items, core and ablation views vs the paper's counts. */
export async function datasetCounts(studyDir: string): Promise<TableResult> {
  const columns = [{ key: "dataset", label: "Dataset" }, ...countColumns];
  const published: PaperTable = {
    id: "dataset-counts",
    title: "Core datasets: items and prompt views",
    columns,
    rows: PUBLISHED_CORE_COUNTS.map((r) => ({ ...r })),
    notes: ["Published counts: the paper's generator (dataset card and manifests)."],
  };
  const rows = [];
  for (const c of PUBLISHED_CORE_COUNTS) {
    const dir = join(dataDir(studyDir), c.dataset);
    if (!await isDirectory(dir)) continue;
    const views = await viewsPerFile(dir);
    rows.push({
      dataset: c.dataset,
      items: await countLines(join(dir, "itemspecs.jsonl")),
      core: views.promptviews_core ?? 0,
      ablation: views.promptviews_ablation ?? 0,
    });
  }
  const reproduced: PaperTable = {
    ...published,
    rows,
    notes: [`Generated under ${dataDir(studyDir)}.`],
  };
  return { published, reproduced, comparison: compareTables(published, reproduced) };
}

/** Every dataset directory of the study: suite, items, views per file, seed, checksum status. */
export async function datasetInventory(studyDir: string): Promise<PaperTable> {
  const root = dataDir(studyDir);
  if (!await isDirectory(root)) {
    throw new Error(`${root}: the study has no data directory`);
  }
  const rows = [];
  for (const entry of await findDataDirectories(root)) {
    const s = await summariseDirectory(entry);
    const files = await viewsPerFile(entry.dir);
    rows.push({
      dataset: s.name,
      suite: s.suite,
      items: s.items,
      views: s.views,
      files: Object.entries(files).map(([f, n]) =>
        `${f.replace(/^promptviews_?/, "") || "all"} ${n}`
      )
        .join(", "),
      seed: s.seed,
      checksums: s.checksums,
    });
  }
  return {
    id: "dataset-inventory",
    title: `Generated datasets (${rows.length})`,
    columns: [
      { key: "dataset", label: "Dataset" },
      { key: "suite", label: "Suite" },
      { key: "items", label: "Items", digits: 0, value: true },
      { key: "views", label: "Views", digits: 0, value: true },
      { key: "files", label: "Views per file", format: "text" },
      { key: "seed", label: "Seed", digits: 0, value: true },
      { key: "checksums", label: "Checksums", format: "text" },
    ],
    rows,
  };
}

export interface ItemConditionsOptions {
  /** Dataset directory name (default anchorbench_external_core). */
  dataset?: string;
  /** Item id (default: the dataset's first item). */
  itemId?: string;
}

/** One item of the study's data under every condition (core and ablation), prompt by prompt. */
export async function itemUnderAllConditions(studyDir: string, opts: ItemConditionsOptions = {}) {
  const dir = join(dataDir(studyDir), opts.dataset ?? "anchorbench_external_core");
  if (!await isDirectory(dir)) throw new Error(`${dir}: dataset not found in the study`);
  let itemId = opts.itemId;
  if (!itemId) {
    const first = (await Deno.readTextFile(join(dir, "itemspecs.jsonl"))).split("\n", 1)[0];
    itemId = (JSON.parse(first) as { item_id: string }).item_id;
  }
  const views = await loadPromptViews(dir, { itemIds: [itemId] });
  if (views.length === 0) throw new Error(`${dir}: no prompt view of item ${itemId}`);
  const blocks = views.map((v) => {
    const anchor = v.anchor_value === null || v.anchor_value === undefined
      ? "no anchor"
      : `anchor ${v.anchor_value} (${v.anchor_relevance})`;
    return `<details${
      v.condition === "control" ? " open" : ""
    }><summary style="font:12px system-ui">` +
      `<b>${escapeHtml(v.condition)}</b> — ${escapeHtml(anchor)}</summary>` +
      `<pre style="white-space:pre-wrap;font:11px/1.4 monospace;background:#f7f7f7;padding:6px">${
        escapeHtml(v.prompt_text)
      }</pre></details>`;
  }).join("");
  const head = views[0];
  const title = `${itemId} (${head.domain}, ${head.difficulty ?? "difficulty n/a"}, gold ${
    head.y_star_evidence ?? "n/a"
  }): ${views.length} conditions`;
  return displayBundle({
    "text/html": `<div class="anchorlab-item"><p style="font:bold 13px system-ui">${
      escapeHtml(title)
    }</p>${blocks}</div>`,
    "text/plain": [title, ...views.map((v) => `${v.condition}: anchor ${v.anchor_value ?? "—"}`)]
      .join("\n"),
  });
}
