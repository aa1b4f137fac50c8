/** Executing notebooks headlessly (Jupyter + the Deno kernel) into a report folder. */
import { fileURLToPath } from "node:url";

export interface NotebookResult {
  notebook: string;
  executed: string;
  html: string;
  cells: number;
  errors: { cell: number; ename: string; evalue: string }[];
  emptyCodeCells: number[];
  lateOutputs: number;
  seconds: number;
}

const EXECUTOR = fileURLToPath(new URL("./execute_notebook.py", import.meta.url));

/** Notebooks of a folder in name order (names start with their number, e.g. 01_main_results). */
export async function listNotebooks(dir: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isFile && entry.name.endsWith(".ipynb")) names.push(entry.name);
  }
  return names.sort().map((n) => `${dir}/${n}`);
}

export interface ExecuteOptions {
  /** Folder for the executed .ipynb and rendered .html files. */
  outDir: string;
  /** Environment for the kernel (e.g. ANCHORLAB_RUN pointing the notebooks at a run). */
  env?: Record<string, string>;
  timeoutSeconds?: number;
  python?: string;
}

/** Executes one notebook; never throws for cell errors (they are reported in the result). */
export async function executeNotebook(path: string, opts: ExecuteOptions): Promise<NotebookResult> {
  const base = path.split("/").pop()!.replace(/\.ipynb$/, "");
  const executed = `${opts.outDir}/${base}.ipynb`;
  const html = `${opts.outDir}/${base}.html`;
  const cwd = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : ".";
  const started = performance.now();
  const command = new Deno.Command(opts.python ?? "/usr/bin/python3", {
    args: [
      EXECUTOR,
      path,
      executed,
      html,
      "--timeout",
      String(opts.timeoutSeconds ?? 900),
      "--cwd",
      cwd,
    ],
    env: { NO_COLOR: "1", PYDEVD_DISABLE_FILE_VALIDATION: "1", ...opts.env },
    stdout: "piped",
    stderr: "piped",
  });
  const out = await command.output();
  const stdout = new TextDecoder().decode(out.stdout).trim().split("\n").pop() ?? "";
  let summary: Record<string, unknown>;
  try {
    summary = JSON.parse(stdout);
  } catch {
    const stderr = new TextDecoder().decode(out.stderr);
    throw new Error(`executing ${path} failed:\n${stderr.split("\n").slice(-15).join("\n")}`);
  }
  return {
    notebook: path,
    executed,
    html,
    cells: summary.cells as number,
    errors: summary.errors as NotebookResult["errors"],
    emptyCodeCells: summary.empty_code_cells as number[],
    lateOutputs: summary.late_outputs as number,
    seconds: (performance.now() - started) / 1000,
  };
}
