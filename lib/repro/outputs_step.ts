/** Step 4 of the main job: every paper table and figure as files (Markdown, CSV, LaTeX, HTML, SVG). */
import { join } from "node:path";
import { ALL_FIGURES, reproduceFigure } from "../figures/mod.ts";
import { figuresDir, tablesDir } from "../study/mod.ts";
import {
  ALL_TABLES,
  comparisonToHtml,
  comparisonToMarkdown,
  loadStudy,
  maxAbsDiff,
  reproduceTable,
  tableToCsv,
  tableToLatex,
  tableToMarkdown,
} from "../tables/mod.ts";

export interface OutputSummary {
  id: string;
  title: string;
  ok: boolean;
  error?: string;
  /** Largest |reproduced − published| over comparable cells. */
  maxAbsDiff?: number | null;
  files: string[];
}

export interface OutputsStepResult {
  tables: OutputSummary[];
  figures: OutputSummary[];
  seconds: number;
}

export async function outputsStep(studyDir: string): Promise<OutputsStepResult> {
  const started = performance.now();
  const tdir = tablesDir(studyDir);
  const fdir = figuresDir(studyDir);
  await Deno.mkdir(tdir, { recursive: true });
  await Deno.mkdir(fdir, { recursive: true });
  // One load of every study the tables read, shared by all of them.
  const study = await loadStudy(studyDir);
  const tables: OutputSummary[] = [];
  for (const def of ALL_TABLES) {
    try {
      const result = await reproduceTable(def.id, studyDir, { study });
      const files = {
        [`${def.id}.md`]: comparisonToMarkdown(result.comparison),
        [`${def.id}.html`]: comparisonToHtml(result.comparison),
        [`${def.id}.reproduced.md`]: tableToMarkdown(result.reproduced),
        [`${def.id}.csv`]: tableToCsv(result.reproduced),
        [`${def.id}.tex`]: tableToLatex(result.reproduced),
      };
      for (const [name, text] of Object.entries(files)) {
        await Deno.writeTextFile(join(tdir, name), text);
      }
      tables.push({
        id: def.id,
        title: def.title,
        ok: true,
        maxAbsDiff: maxAbsDiff(result.comparison),
        files: Object.keys(files),
      });
    } catch (err) {
      tables.push({
        id: def.id,
        title: def.title,
        ok: false,
        error: (err as Error).message,
        files: [],
      });
    }
  }
  const figures: OutputSummary[] = [];
  for (const def of ALL_FIGURES) {
    try {
      const result = await reproduceFigure(def.id, studyDir, { study });
      const files = [`${def.id}.svg`];
      await Deno.writeTextFile(join(fdir, `${def.id}.svg`), result.reproduced.svg);
      if (result.published) {
        await Deno.writeTextFile(join(fdir, `${def.id}.published.svg`), result.published.svg);
        files.push(`${def.id}.published.svg`);
      }
      figures.push({ id: def.id, title: def.title, ok: true, files });
    } catch (err) {
      figures.push({
        id: def.id,
        title: def.title,
        ok: false,
        error: (err as Error).message,
        files: [],
      });
    }
  }
  return { tables, figures, seconds: (performance.now() - started) / 1000 };
}
