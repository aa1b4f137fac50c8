/**
 * Shared by the inference benchmarks: the External core views (1,800, rendered from the seed-42
 * items and joined with their gold), a throughput/memory probe, and a temporary run store.
 */
import { generateSuiteItems } from "../lib/items/mod.ts";
import {
  type Endpoint,
  type ProgressSink,
  type RunnableView,
  type RunSummary,
  runViewsInDir,
} from "../lib/infer/mod.ts";
import { CORE_CONDITIONS, renderExternalView } from "../lib/suites/mod.ts";

export function externalCoreViews(): RunnableView[] {
  const views: RunnableView[] = [];
  for (const item of generateSuiteItems("external", { seed: 42 })) {
    for (const condition of CORE_CONDITIONS) {
      views.push({
        ...renderExternalView(item, condition),
        difficulty: item.difficulty,
        y_star_evidence: item.y_star_evidence,
        y_star_theta: item.y_star_theta,
        offset: item.anchors.offset ?? null,
      });
    }
  }
  return views;
}

export function flag(name: string, fallback: number): number {
  const i = Deno.args.indexOf(`--${name}`);
  return i >= 0 ? Number(Deno.args[i + 1]) : fallback;
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

/** Samples RSS every `every` finished requests and prints a checkpoint line each 10 %. */
export function memoryProbe(total: number, every = 1000) {
  let peak = 0;
  const checkpoints: string[] = [];
  let nextCheckpoint = total / 10;
  const sink: ProgressSink = {
    update(stats) {
      if (stats.done % every !== 0) return;
      const rss = Deno.memoryUsage().rss;
      peak = Math.max(peak, rss);
      if (stats.done >= nextCheckpoint) {
        checkpoints.push(`${stats.done}:${mb(rss)}`);
        nextCheckpoint += total / 10;
      }
    },
    finish() {},
  };
  return { sink, peak: () => peak, checkpoints };
}

export interface BenchRun {
  summary: RunSummary;
  seconds: number;
  peakRss: number;
  checkpoints: string[];
  dir: string;
}

/** Runs `requests` requests (views × repeats, sampled so each repeat is a distinct request). */
export async function benchRun(
  endpoint: Endpoint,
  model: string,
  requests: number,
  concurrency: number,
): Promise<BenchRun> {
  const views = externalCoreViews();
  const repeats = Math.ceil(requests / views.length);
  const decoding = { temperature: 0.7, max_tokens: 512, seed: 1 };
  const dir = await Deno.makeTempDir({ prefix: "anchorlab-bench-infer-" });
  const probe = memoryProbe(views.length * repeats);
  const t0 = performance.now();
  const summary = await runViewsInDir(dir, {
    endpoint,
    model,
    views,
    suite: "external",
    decoding,
    toolFormat: "native",
    repeats,
    concurrency,
    progress: probe.sink,
  });
  const seconds = (performance.now() - t0) / 1000;
  return { summary, seconds, peakRss: probe.peak(), checkpoints: probe.checkpoints, dir };
}

export function report(title: string, run: BenchRun, target: number): void {
  const rate = run.summary.sent / run.seconds;
  console.log(title);
  console.log(
    `  requests ${run.summary.sent} (failed ${run.summary.failed}) in ${
      run.seconds.toFixed(1)
    } s = ${rate.toFixed(0)} req/s (target ≥ ${target})`,
  );
  console.log(`  peak RSS ${mb(run.peakRss)}; RSS at each tenth: ${run.checkpoints.join(" ")}`);
  // With --v8-flags=--expose-gc: what is still live once the run is over (no record is kept).
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    const m = Deno.memoryUsage();
    console.log(`  after a full GC: heap used ${mb(m.heapUsed)}, external ${mb(m.external)}`);
  }
  console.log(`  records: ${run.dir}/records.jsonl (temporary)`);
}
