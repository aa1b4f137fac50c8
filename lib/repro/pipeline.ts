/**
 * The main job: generate the benchmark → run the plan's panels → score → write tables and figures →
 * execute every notebook → render the report, all under one study directory. Rerunning the same
 * command resumes (verified data is reused, answered requests are skipped).
 */
import { join } from "node:path";
import { gitRevision, redactUrlCredentials, runtimeInfo } from "../infer/mod.ts";
import { studies as planStudies } from "../study/mod.ts";
import { generateStep } from "./generate_step.ts";
import { judgeStep } from "./judge_step.ts";
import type { ReproOptions } from "./options.ts";
import { outputsStep, type OutputsStepResult } from "./outputs_step.ts";
import { reportStep } from "./report_step.ts";
import { planFor, runStep } from "./run_step.ts";
import { scoreStep } from "./score_step.ts";

export interface ReproResult {
  manifest: Record<string, unknown>;
  /** Notebooks with error outputs or code cells that produced no output. */
  problems: string[];
  wallSeconds: number;
}

async function writeManifest(studyDir: string, manifest: Record<string, unknown>): Promise<void> {
  await Deno.writeTextFile(
    join(studyDir, "manifest.json"),
    JSON.stringify(manifest, null, 2) + "\n",
  );
}

export async function runRepro(
  opts: ReproOptions,
  notebooksDir: string,
  log: (line: string) => void = (l) => console.error(l),
): Promise<ReproResult> {
  const started = performance.now();
  const studyDir = opts.out;
  await Deno.mkdir(studyDir, { recursive: true });
  const simulated = opts.endpoint === "sim" && (!opts.model || opts.model.startsWith("sim/"));
  const studies = planStudies(planFor(opts));
  const manifest: Record<string, unknown> = {
    anchorlab_study: 1,
    simulated,
    seed: opts.seed,
    quick: opts.quick,
    items_per_cell: opts.itemsPerCell,
    endpoint: opts.endpoint,
    base_url: opts.baseURL ? redactUrlCredentials(opts.baseURL) : null,
    model: opts.model ?? null,
    data: opts.data ?? null,
    studies,
    judge: opts.judge ? { calls_per_cell: opts.judgeCalls } : null,
    git_revision: gitRevision(),
    runtime: runtimeInfo(),
    started: new Date().toISOString(),
    status: "running",
    steps: {} as Record<string, unknown>,
  };
  const steps = manifest.steps as Record<string, unknown>;
  await writeManifest(studyDir, manifest);

  log(
    `[1/5] benchmark${
      opts.data ? ` from ${opts.data}` : ` (seed ${opts.seed}${opts.quick ? ", quick" : ""})`
    }`,
  );
  const generated = await generateStep(studyDir, opts);
  steps.generate = generated;
  log(
    `      ${generated.datasets.length} datasets, ${generated.views} views${
      generated.reused ? " (reused)" : ""
    }, ${generated.seconds.toFixed(1)} s`,
  );

  log(`[2/5] runs (${simulated ? "SIMULATED panel" : opts.endpoint})`);
  const ran = await runStep(studyDir, generated.dataRoot, opts, (l) => log(`      ${l.trim()}`));
  steps.run = ran;
  log(
    `      ${ran.units} runs, ${ran.requests} requests sent, ${ran.skipped} skipped, ${ran.failed} failed, ${
      ran.seconds.toFixed(1)
    } s`,
  );

  if (opts.judge) {
    log(
      `      judge study (${
        opts.model ?? "simulated judge panel"
      }, ${opts.judgeCalls} calls per cell)`,
    );
    const judged = await judgeStep(studyDir, opts);
    steps.judge = judged;
    log(
      `      judge: ${judged.sent} requests sent, ${judged.failed} failed, ${
        judged.seconds.toFixed(1)
      } s`,
    );
  }

  log("[3/5] scoring");
  const scored = await scoreStep(studyDir, studies);
  steps.score = scored;
  log(
    `      ${scored.summaries.map((s) => `${s.study} ${s.entries}`).join(", ")}; ${
      scored.seconds.toFixed(1)
    } s`,
  );

  log("[4/5] tables and figures");
  const outputs: OutputsStepResult = await outputsStep(studyDir);
  steps.outputs = {
    tables: outputs.tables.map(({ id, ok, error, maxAbsDiff }) => ({ id, ok, error, maxAbsDiff })),
    figures: outputs.figures.map(({ id, ok, error }) => ({ id, ok, error })),
    seconds: outputs.seconds,
  };
  const failedOutputs = [...outputs.tables, ...outputs.figures].filter((o) => !o.ok);
  log(
    `      ${outputs.tables.length} tables, ${outputs.figures.length} figures, ${failedOutputs.length} failed, ${
      outputs.seconds.toFixed(1)
    } s`,
  );
  for (const f of failedOutputs) log(`      ${f.id}: ${f.error}`);

  const problems: string[] = failedOutputs.map((o) => `${o.id}: ${o.error}`);
  if (opts.notebooks) {
    log("[5/5] notebooks and report");
    await writeManifest(studyDir, manifest);
    // Fewer judge-bootstrap replicates in quick mode keep CI short; the full job uses the study's 10,000.
    const env: Record<string, string> = opts.quick ? { ANCHORLAB_JUDGE_BOOTSTRAP: "1000" } : {};
    const report = await reportStep(studyDir, notebooksDir, manifest, outputs, env, log);
    steps.report = {
      index: report.index,
      notebooks: report.notebooks.map((n) => ({
        notebook: n.notebook,
        errors: n.errors,
        empty_code_cells: n.emptyCodeCells,
        seconds: n.seconds,
      })),
      seconds: report.seconds,
    };
    for (const n of report.notebooks) {
      if (n.errors.length) {
        problems.push(
          `${n.notebook}: ${n.errors.map((e) => `${e.ename}: ${e.evalue}`).join("; ")}`,
        );
      }
      if (n.emptyCodeCells.length) {
        problems.push(`${n.notebook}: no output from cells ${n.emptyCodeCells.join(", ")}`);
      }
    }
    log(`      report: ${report.index}`);
  } else {
    log("[5/5] notebooks skipped (--no-notebooks)");
  }
  const wallSeconds = (performance.now() - started) / 1000;
  manifest.status = problems.length ? "completed with problems" : "completed";
  manifest.problems = problems;
  manifest.ended = new Date().toISOString();
  manifest.wall_seconds = Math.round(wallSeconds * 10) / 10;
  await writeManifest(studyDir, manifest);
  return { manifest, problems, wallSeconds };
}
