/**
 * Consistency checks of the panel functions against the published summaries: recomputing the
 * paper's derived tables from the reference unified_all_suites.json files must give the printed
 * numbers (paper text: seeds/000, Tables 9–10) and the published bayesian_bound.csv (Tables 20–21).
 */
import assert from "node:assert/strict";
import {
  accDiscCorrelation,
  ceilingRow,
  type CellSummary,
  discRange,
  exceedsCeiling,
  impliedWeight,
  plausVsIrrTests,
  suiteMeans,
} from "../../lib/metrics/mod.ts";

const REFERENCE = "/work/shared/reference/results/";
const load = (path: string): CellSummary[] => JSON.parse(Deno.readTextFileSync(REFERENCE + path));
const openWeight = load("full_benchmark/unified_all_suites.json");
const api = load("api_benchmark/unified_all_suites.json");
const all = [...openWeight, ...api];
const SUITES = ["External", "History", "Icl", "Rag", "Tool"];
const r2 = (x: number | null) => (x === null ? null : Number(x.toFixed(2)));

Deno.test("Table 9: suite means and +/n from the published cells match the printed table (55/69)", () => {
  const { rows, all: allRow } = suiteMeans(all, { suites: SUITES });
  // Printed (Table 9): UAI_irr, UAI_pls, Disc∆, +/n
  const printed: Record<string, [number, number, number, string]> = {
    External: [0.05, 0.22, 0.17, "14/14"],
    History: [0.05, 0.34, 0.28, "10/14"],
    Icl: [0.02, 0.03, 0.00, "7/14"],
    Rag: [0.03, 0.13, 0.10, "12/14"],
    Tool: [0.07, 0.18, 0.11, "12/13"],
  };
  for (const row of rows) {
    const [irr, pls, disc, plusN] = printed[row.suite];
    assert.deepEqual(
      [r2(row.uai_irr), r2(row.uai_plaus), r2(row.disc_delta), `${row.n_positive}/${row.n_cells}`],
      [irr, pls, disc, plusN],
      row.suite,
    );
  }
  assert.deepEqual(
    [r2(allRow.uai_irr), r2(allRow.uai_plaus), r2(allRow.disc_delta)],
    [0.04, 0.18, 0.13],
  );
  assert.equal(`${allRow.n_positive}/${allRow.n_cells}`, "55/69");
});

Deno.test("Table 10: per-suite ∆UAI, bootstrap CI (NumPy stream) and BH-Wilcoxon p match the paper", () => {
  const rows = plausVsIrrTests(all, { suites: SUITES, rng: "numpy" });
  // Printed: estimate, [lo, hi], p_BH ("<0.01" checked as < 0.01)
  const printed: Record<string, [number, number, number, number | "<0.01"]> = {
    External: [0.17, 0.13, 0.22, "<0.01"],
    History: [0.28, 0.12, 0.47, 0.02],
    Icl: [0.00, -0.02, 0.03, 0.81],
    Rag: [0.10, 0.05, 0.17, "<0.01"],
    Tool: [0.11, 0.04, 0.20, "<0.01"],
  };
  for (const row of rows) {
    const [est, lo, hi, p] = printed[row.suite];
    assert.equal(row.n, row.suite === "Tool" ? 13 : 14);
    assert.deepEqual([r2(row.estimate), r2(row.ci!.lo), r2(row.ci!.hi)], [est, lo, hi], row.suite);
    if (p === "<0.01") assert.ok(row.p_bh! < 0.01, row.suite);
    else assert.equal(r2(row.p_bh), p, row.suite);
  }
});

Deno.test("Table 10: open-weight suite-mean Disc range 0.40 [0.20, 0.60] (model resampling)", () => {
  const range = discRange(openWeight, { rng: "numpy" });
  assert.equal(Number(range.range!.toFixed(4)), 0.3962); // SPEC §F.5: exact 0.3962
  assert.deepEqual([r2(range.ci.lo), r2(range.ci.hi)], [0.20, 0.60]);
  assert.equal(range.models.length, 10);
});

Deno.test("Table 10: Pearson r(Acc10, Disc∆) over the 69 cells is −0.24 [−0.43, −0.00]", () => {
  const c = accDiscCorrelation(all, { rng: "numpy" });
  assert.equal(c.n, 69);
  assert.deepEqual([r2(c.r), r2(c.ci.lo), r2(c.ci.hi)], [-0.24, -0.43, -0]);
});

/** Minimal CSV reader for the reference file (no quoted fields; CRLF line ends). */
function readCsv(path: string): Record<string, string>[] {
  const [head, ...lines] = Deno.readTextFileSync(path).split(/\r?\n/).filter((l) => l !== "");
  const names = head.split(",");
  return lines.map((l) => Object.fromEntries(l.split(",").map((v, i) => [names[i], v])));
}

Deno.test("Tables 20–21: implied weights, excess and stars from published UAI_pls match bayesian_bound.csv", () => {
  const csv = readCsv(`${REFERENCE}rebuttal/bayesian_bound/bayesian_bound.csv`);
  assert.equal(csv.length, 70);
  const num = (v: string) => (v === "" ? null : Number(v));
  for (const line of csv) {
    const cell = all.find((e) => e.model === line.model && e.suite === line.suite);
    assert.ok(cell, `${line.model}/${line.suite} in the summaries`);
    const row = ceilingRow(cell);
    const where = `${line.model}/${line.suite}`;
    for (
      const field of [
        "uai_irr_observed",
        "uai_plaus_observed",
        "uai_plaus_ci_lo",
        "uai_plaus_ci_hi",
        "w_implied_irr",
        "w_implied_plaus",
        "excess_irr_vs_zero",
        "excess_plaus_vs_ref",
      ] as const
    ) {
      const expected = num(line[field]);
      const got = row[field];
      if (expected === null) assert.equal(got, null, `${where} ${field}`);
      else assert.ok(Math.abs((got as number) - expected) < 1e-12, `${where} ${field}: ${got}`);
    }
    assert.equal(row.n_evidence, Number(line.n_evidence));
    assert.equal(row.reference_w, Number(line.reference_w));
    const star = line.plaus_above_rational_ci;
    assert.equal(row.plaus_above_rational_ci, star === "" ? null : star === "True", where);
  }
});

Deno.test("§4.4 counts: of the 55 non-ICL plausible cells 16 are starred and 5 have w_imp > 5", () => {
  const cells = all.filter((e) => e.suite !== "Icl" && e.uai_plaus !== null);
  assert.equal(cells.length, 55);
  assert.equal(cells.filter((e) => exceedsCeiling(e.uai_plaus_ci?.lo)).length, 16);
  assert.equal(cells.filter((e) => (impliedWeight(e.uai_plaus!) ?? 0) > 5).length, 5);
});
