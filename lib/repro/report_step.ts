/** Step 5 of the main job: every notebook executed headlessly against the study, and the report index. */
import { join, resolve } from "node:path";
import {
  executeNotebook,
  listNotebooks,
  type NotebookResult,
  reportIndexHtml,
} from "../report/mod.ts";
import { reportDir } from "../study/mod.ts";
import type { OutputsStepResult } from "./outputs_step.ts";

export interface ReportStepResult {
  notebooks: NotebookResult[];
  index: string;
  seconds: number;
}

/** Runs `tasks` with at most `limit` in flight, keeping their order in the result. */
async function inParallel<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

export async function reportStep(
  studyDir: string,
  notebooksDir: string,
  manifest: Record<string, unknown>,
  outputs: OutputsStepResult | null,
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<ReportStepResult> {
  const started = performance.now();
  const outDir = reportDir(studyDir);
  await Deno.mkdir(outDir, { recursive: true });
  const paths = await listNotebooks(notebooksDir);
  const notebooks = await inParallel(
    paths.map((path) => async () => {
      const result = await executeNotebook(path, {
        outDir,
        env: { ANCHORLAB_STUDY: resolve(studyDir), ...env },
      });
      const status = result.errors.length
        ? `${result.errors.length} error(s)`
        : result.emptyCodeCells.length
        ? `${result.emptyCodeCells.length} cell(s) without output`
        : "ok";
      log(`  ${path.split("/").pop()}: ${status} (${result.seconds.toFixed(1)} s)`);
      return result;
    }),
    2,
  );
  const artifacts = [
    ...(outputs?.tables ?? []).filter((t) => t.ok).map((t) => ({
      label: `${t.id}: ${t.title} (published vs reproduced)`,
      href: `../tables/${t.id}.html`,
    })),
    ...(outputs?.figures ?? []).filter((f) => f.ok).map((f) => ({
      label: `${f.id}: ${f.title} (SVG)`,
      href: `../figures/${f.id}.svg`,
    })),
  ];
  const index = join(outDir, "index.html");
  await Deno.writeTextFile(
    index,
    reportIndexHtml({
      title: "AnchorLab reproduction report",
      simulated: Boolean(manifest.simulated),
      manifest,
      notebooks,
      artifacts,
    }),
  );
  return { notebooks, index, seconds: (performance.now() - started) / 1000 };
}
