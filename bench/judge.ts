/**
 * Throughput of a full simulated judge study: the 8 simulated judges × 20 built-in tasks × 3
 * conditions × 4 temperatures × N calls (N = 100: 192,000 calls) through the in-process simulator,
 * the judge runner and the store, then the analysis with B bootstrap replicates.
 *
 *   deno run -A bench/judge.ts [N=100] [B=10000] [concurrency=16]
 */
import {
  analyzeJudgeRun,
  countJudgeRequests,
  defaultStudySettings,
  judgePanel,
  loadJudgeTasks,
  loadRubrics,
  runJudgeStudy,
} from "../lib/judge/mod.ts";
import { createSimFetch } from "../lib/sim/mod.ts";

const N = Number(Deno.args[0] ?? 100);
const B = Number(Deno.args[1] ?? 10_000);
const concurrency = Number(Deno.args[2] ?? 16);
const tasks = await loadJudgeTasks();
const rubrics = await loadRubrics();
const settings = defaultStudySettings({
  models: judgePanel("sim-judge8"),
  tasks,
  rubrics,
  calls: N,
});
const dir = await Deno.makeTempDir({ prefix: "anchorlab-bench-judge-" });
try {
  const total = countJudgeRequests(settings);
  const t0 = performance.now();
  const summary = await runJudgeStudy(settings, {
    out: dir,
    endpoint: { simFetch: createSimFetch() },
    concurrency,
    notice: () => {},
  });
  const runS = (performance.now() - t0) / 1000;
  const size = (await Deno.stat(`${dir}/records.jsonl`)).size;
  console.log(
    `judge run: ${summary.sent} of ${total} calls in ${runS.toFixed(1)} s = ${
      (summary.sent / runS).toFixed(0)
    } calls/s (concurrency ${concurrency}); records.jsonl ${(size / 1e6).toFixed(1)} MB`,
  );
  const t1 = performance.now();
  const analysis = await analyzeJudgeRun(dir, { B });
  const anS = (performance.now() - t1) / 1000;
  console.log(`judge analysis (B = ${B}): ${anS.toFixed(1)} s`);
  for (const e of analysis.effects.score["C2-C0"]) {
    console.log(
      `  ${analysis.names[e.model].padEnd(18)} Δ(C2−C0) ${e.estimate.toFixed(3)} [${
        e.lo.toFixed(3)
      }, ${e.hi.toFixed(3)}]`,
    );
  }
} finally {
  await Deno.remove(dir, { recursive: true });
}
