/**
 * Judge tables of the mechanism analysis (seed 002 §5): Table 4 (score-digit probabilities of the
 * GPT-4.1 probe), Table 5 (the probes of the other models) and Table 6 (ceiling robustness).
 */
import type { JudgeAnalysis, ProbeRow } from "../../judge/mod.ts";
import { judgeDisplayName } from "../../judge/mod.ts";
import type { CeilingRegression } from "../../metrics/mod.ts";
import { keyColumn, makeTable, numberColumn, tableResult, type TableSpec } from "../paper/build.ts";
import type { TableResult } from "../paper/types.ts";
import type { CellValue } from "../types.ts";
import { patternNote, publishedJudge } from "./published.ts";

function finite(v: number | null | undefined): number | null {
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

/** The probe row of the study's main probe model (GPT-4.1), else the first probe. */
export function mainProbe(analysis: JudgeAnalysis): ProbeRow | null {
  return analysis.probe.find((p) => judgeDisplayName(p.model) === "GPT-4.1") ?? analysis.probe[0] ??
    null;
}

export const JUDGE_TABLE4: TableSpec = {
  id: "judge_table4",
  title: "Judge Table 4: Score-digit probabilities under C0 and C2 (token probe, T = 0)",
  columns: [
    keyColumn("digit", "Digit"),
    numberColumn("p_c0", "P_d (C0)", 3),
    numberColumn("p_c2", "P_d (C2)", 3),
    numberColumn("change", "Change", 3),
    numberColumn("slope", "Within-C2 slope", 4),
  ],
};

export function judgeTable4(analysis: JudgeAnalysis): TableResult {
  const pub = publishedJudge("table04");
  const slopes = pub.slopes as Record<string, number>;
  const means = pub.means as Record<string, number>;
  const pubRows = ["0", "1", "2", "3", "4", "5"].map((digit): Record<string, CellValue> => {
    const row = pub.rows.find((r) => r.digit === digit);
    return row
      ? { ...row, slope: slopes[digit] ?? null }
      : { digit, p_c0: null, p_c2: null, change: null, slope: null };
  });
  const probe = mainProbe(analysis);
  const rows: Record<string, CellValue>[] = ["0", "1", "2", "3", "4", "5"].map((digit, d) => {
    const c0 = probe?.digits.C0?.[d] ?? null;
    const c2 = probe?.digits.C2?.[d] ?? null;
    return {
      digit,
      p_c0: c0,
      p_c2: c2,
      change: c0 === null || c2 === null ? null : c2 - c0,
      slope: finite(probe?.slopes[d]),
    };
  });
  const notes: string[] = [];
  if (probe) {
    const fmt = (v: number | null) => (v === null ? "—" : v.toFixed(3));
    notes.push(
      `Probe: ${probe.model} on task ${probe.task_id}; mean scores C0 ${fmt(probe.mean.C0)}, C1 ${
        fmt(probe.mean.C1)
      }, C2 ${fmt(probe.mean.C2)}, Δ(C2−C0) ${
        fmt(probe.scoreDelta)
      }; ${probe.logprobCalls} of ${probe.calls} calls returned log-probabilities.`,
    );
    if (probe.logprobCalls === 0) {
      notes.push("The endpoint returned no log-probabilities, so the digit columns are undefined.");
    }
  } else notes.push("This run has no token-probe part (ab judge run --probe).");
  return tableResult(
    makeTable(JUDGE_TABLE4, pubRows, {
      notes: [
        patternNote(pub),
        `Published probe: GPT-4.1 on write_005_forgotten_language; mean scores C0 ${means.C0}, C1 ${means.C1}, C2 ${means.C2}, Δ ${means.delta}. Digits 0–2 are not printed.`,
      ],
    }),
    makeTable(JUDGE_TABLE4, rows, { simulated: analysis.simulated, notes }),
  );
}

export const JUDGE_TABLE5: TableSpec = {
  id: "judge_table5",
  title: "Judge Table 5: Behavioural and modal-token results of the model probes",
  columns: [
    keyColumn("model", "Model"),
    numberColumn("score_delta", "Score Δ", 3),
    numberColumn("p4_c0", "P_4 (C0)", 3),
    numberColumn("p4_c2", "P_4 (C2)", 3),
    numberColumn("slope", "Slope", 4),
  ],
};

export function judgeTable5(analysis: JudgeAnalysis): TableResult {
  const pub = publishedJudge("table05");
  const t4 = publishedJudge("table04");
  const p4 = t4.rows.find((r) => r.digit === "4") as Record<string, CellValue>;
  const gpt = {
    model: "GPT-4.1",
    score_delta: (t4.means as Record<string, number>).delta,
    p4_c0: p4.p_c0,
    p4_c2: p4.p_c2,
    slope: (t4.slopes as Record<string, number>)["4"],
  };
  const rows = analysis.probe.map((p) => ({
    model: analysis.names[p.model] ?? judgeDisplayName(p.model),
    score_delta: finite(p.scoreDelta),
    p4_c0: finite(p.digits.C0?.[4]),
    p4_c2: finite(p.digits.C2?.[4]),
    slope: finite(p.slopes[4]),
  }));
  return tableResult(
    makeTable(JUDGE_TABLE5, [gpt, ...pub.rows], {
      notes: [patternNote(pub), "GPT-4.1 row taken from Table 4 for comparison."],
    }),
    makeTable(JUDGE_TABLE5, rows, {
      simulated: analysis.simulated,
      notes: ["Slope: within-C2 OLS slope of P_4 on the prior (1.0, 2.0, 3.0, 3.9)."],
    }),
  );
}

export const JUDGE_TABLE6: TableSpec = {
  id: "judge_table6",
  title: "Judge Table 6: Ceiling robustness (distance to ceiling 5 − μC0)",
  columns: [
    keyColumn("analysis", "Analysis"),
    numberColumn("estimate", "Estimate", 3),
    numberColumn("lo", "95% CI lo", 3),
    numberColumn("hi", "95% CI hi", 3),
  ],
};

export function judgeTable6(analysis: JudgeAnalysis): TableResult {
  const pub = publishedJudge("table06");
  const c = analysis.ceiling;
  const reg = (label: string, r: CeilingRegression | null) => ({
    analysis: label,
    estimate: finite(r?.estimate),
    lo: finite(r?.lo),
    hi: finite(r?.hi),
  });
  const rows = [
    reg("Signed, unadjusted", c.signedUnadjusted),
    reg("Signed, adjusted", c.signedAdjusted),
    reg("Absolute, unadjusted", c.absoluteUnadjusted),
    reg("Absolute, adjusted", c.absoluteAdjusted),
    {
      analysis: "Non-ceiling mean",
      estimate: finite(c.nonCeiling?.estimate),
      lo: finite(c.nonCeiling?.lo),
      hi: finite(c.nonCeiling?.hi),
    },
  ];
  const nc = c.nonCeiling;
  const pubNc = pub.non_ceiling as { units: number; tasks: number; negative: number };
  return tableResult(
    makeTable(JUDGE_TABLE6, pub.rows, {
      notes: [
        patternNote(pub),
        `Published: ${pub.units} model–task units; non-ceiling sample ${pubNc.units} units over ${pubNc.tasks} tasks, ${pubNc.negative} negative. The unadjusted absolute row is printed in the text only.`,
      ],
    }),
    makeTable(JUDGE_TABLE6, rows, {
      simulated: analysis.simulated,
      notes: [
        `This run: ${c.units.length} model–task units; non-ceiling sample (3.0 ≤ μC0 < 4.5) ${
          nc?.nUnits ?? 0
        } units over ${nc?.nTasks ?? 0} tasks, ${
          nc?.nNegative ?? 0
        } negative. Regression CIs: task-cluster bootstrap; non-ceiling CI: task bootstrap.`,
      ],
    }),
  );
}
