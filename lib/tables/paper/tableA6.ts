/**
 * Appendix A.6 (no numbered table): ε sensitivity — mean share of anchored responses excluded from
 * UAI (|a − y_ctrl| < ε) per suite at ε ∈ {1, 3, 5}, and how many model–suite cells change the
 * sign of Disc∆ across them. The paper prints only the ε = 3 range (lowest and highest suite) and
 * the flip count (data/paper/printed/claims.json), so the other published cells stay empty.
 */
import type { ResultRecord } from "../../data/records.ts";
import { epsilonSensitivity } from "../../metrics/mod.ts";
import type { PrintedClaims } from "../printed.ts";
import type { CellValue } from "../types.ts";
import { keyColumn, makeTable, percentColumn, tableResult, type TableSpec } from "./build.ts";
import { anySimulatedRecords } from "./models.ts";
import type { TableResult } from "./types.ts";

export interface TableA6Input {
  /** Main-study records of every model and suite. */
  records: readonly ResultRecord[];
}

/** The two printed facts of A.6. */
export interface EpsilonClaims {
  /** ε = 3 exclusion range: lowest and highest suite (suite labels as in the table), in percent. */
  range: { minSuite: string; minPercent: number; maxSuite: string; maxPercent: number };
  /** Cells whose Disc∆ changes sign across ε ∈ {1, 3, 5}, of all cells. */
  flips: { flips: number; cells: number };
}

const EPSILONS = [1, 3, 5] as const;
const SUITE_LABELS: Record<string, string> = {
  external: "External",
  history: "History",
  icl: "ICL",
  rag: "RAG",
  tool: "Tool",
};

export const TABLE_A6: TableSpec = {
  id: "tableA6",
  title: "A.6 ε sensitivity: share of anchored responses excluded from UAI",
  columns: [
    keyColumn("suite", "Suite"),
    ...EPSILONS.map((e) => percentColumn(`eps_${e}`, `excluded at ε=${e}`, 1)),
  ],
};

const CLAIMS_FILE = "data/paper/printed/claims.json";

/** Reads the A.6 claims ("exclusion_rate_range", "epsilon_sign_flips"); throws naming what is missing. */
export function epsilonClaims(claims: PrintedClaims): EpsilonClaims {
  const values = (id: string) => {
    const c = claims.claims.find((x) => x.id === id);
    if (!c) throw new Error(`${CLAIMS_FILE}: claim "${id}" not found`);
    return c.values;
  };
  const number = (id: string, key: string): number => {
    const v = Number(values(id)[key]);
    if (!Number.isFinite(v)) {
      throw new Error(`${CLAIMS_FILE}: claim "${id}" has no number "${key}"`);
    }
    return v;
  };
  const range = values("exclusion_rate_range");
  return {
    range: {
      minSuite: String(range.min_suite),
      minPercent: number("exclusion_rate_range", "min_percent"),
      maxSuite: String(range.max_suite),
      maxPercent: number("exclusion_rate_range", "max_percent"),
    },
    flips: {
      flips: number("epsilon_sign_flips", "flips"),
      cells: number("epsilon_sign_flips", "cells"),
    },
  };
}

const flipText = (f: { flips: number; cells: number }) => `${f.flips} of ${f.cells}`;

export function publishedTableA6(claims: EpsilonClaims) {
  const { range } = claims;
  const rows = Object.values(SUITE_LABELS).map((label) => {
    const row: Record<string, CellValue> = { suite: label };
    for (const e of EPSILONS) row[`eps_${e}`] = null;
    if (range.minSuite === label) row.eps_3 = range.minPercent / 100;
    if (range.maxSuite === label) row.eps_3 = range.maxPercent / 100;
    return row;
  });
  return makeTable(TABLE_A6, rows, {
    notes: [
      `Published: only the ε = 3 range (${range.minPercent}% ${range.minSuite} to ` +
      `${range.maxPercent}% ${range.maxSuite}) and ${flipText(claims.flips)} cells flipping the ` +
      "sign of Disc∆ across ε ∈ {1, 3, 5}.",
    ],
  });
}

/** `published` only adds the paper's flip count to the note, for reading the table on its own. */
export function reproducedTableA6(input: TableA6Input, published?: EpsilonClaims) {
  const s = epsilonSensitivity(input.records, { epsilons: EPSILONS });
  const rows = Object.entries(SUITE_LABELS).flatMap(([suite, label]) => {
    const bySuite = s.meanExclusionBySuite[suite];
    if (!bySuite) return [];
    const row: Record<string, CellValue> = { suite: label };
    for (const e of EPSILONS) row[`eps_${e}`] = bySuite[String(e)] ?? null;
    return [row];
  });
  return makeTable(TABLE_A6, rows, {
    simulated: anySimulatedRecords(input.records),
    notes: [
      `Cells flipping the sign of Disc∆ across ε ∈ {1, 3, 5}: ` +
      flipText({ flips: s.nFlips, cells: s.cells.length }) +
      (published ? ` (published ${flipText(published.flips)}).` : "."),
    ],
  });
}

export function tableA6(input: TableA6Input, claims: PrintedClaims | null): TableResult {
  if (!claims) throw new Error(`Appendix A.6 needs the printed claims (${CLAIMS_FILE})`);
  const published = epsilonClaims(claims);
  return tableResult(publishedTableA6(published), reproducedTableA6(input, published));
}
