/**
 * The printed-value transcriptions (data/paper/printed/) parse, have consistent shapes, and agree
 * with every independent source the repository ships: the reference summaries and CSVs under
 * data/paper/results/, other printed tables, and the paper's prose. A disagreement is allowed only
 * if the table documents it (its "discrepancies" list), so a new one fails.
 */
import assert from "node:assert/strict";
import {
  findPrintedRow,
  hasPrintedMark,
  listPrintedTables,
  loadPrintedClaims,
  loadPrintedTable,
  parsePrintedTable,
  printedRowId,
  printedRowsAsFractions,
  type PrintedTable,
  PrintedTableError,
  type PrintedValue,
} from "../../lib/tables/printed.ts";

// ---------------------------------------------------------------------------------------------
// Reference data (read directly; independent of the lib/metrics and lib/tables/paper code)

const PAPER = new URL("../../data/paper/", import.meta.url);

interface Cell {
  model: string;
  suite: string;
  acc10_control: number | null;
  mae_control: number | null;
  uai_irr: number | null;
  uai_plaus: number | null;
  tar_irr: number | null;
  tar_plaus: number | null;
  disc_delta: number | null;
  parse_rate: number;
  n_uai_irr: number;
  n_uai_plaus: number;
  by_offset: Record<string, { uai_plaus: number | null }>;
  by_difficulty: Record<string, Record<string, number | null>>;
}

const OPEN_WEIGHT = [
  "Qwen-1.5B",
  "Qwen-3B",
  "Qwen-7B",
  "Llama-1B",
  "Llama-3B",
  "Llama-8B",
  "Gemma-1B",
  "Gemma-4B",
  "OLMo-13B",
  "OLMo-32B",
];
const API = ["GPT-5.4-mini", "Claude-H4.5", "Gemini-2.5-Flash", "Grok-3-mini"];
const MODELS = [...OPEN_WEIGHT, ...API];
/** Lower-case suite key of the printed tables → `suite` of a unified entry. */
const ENTRY_SUITE: Record<string, string> = {
  external: "External",
  history: "History",
  icl: "Icl",
  rag: "Rag",
  tool: "Tool",
};
/** Suite name used in printed rows → `suite` of a unified entry. */
const ROW_SUITE: Record<string, string> = {
  External: "External",
  History: "History",
  ICL: "Icl",
  RAG: "Rag",
  Tool: "Tool",
};

async function readJson(path: string): Promise<unknown> {
  return JSON.parse(await Deno.readTextFile(new URL(path, PAPER)));
}

const unified: Cell[] = [
  ...(await readJson("results/full_benchmark/unified_all_suites.json") as Cell[]),
  ...(await readJson("results/api_benchmark/unified_all_suites.json") as Cell[]),
];
function cell(model: string, suite: string): Cell {
  const c = unified.find((e) => e.model === model && e.suite === suite);
  if (!c) throw new Error(`no unified entry for ${model}/${suite}`);
  return c;
}

/** Minimal RFC 4180 reader (quoted fields may hold commas, quotes and newlines; CRLF rows). */
function parseCsvText(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") endField();
    else if (ch === "\r" && text[i + 1] === "\n") continue;
    else if (ch === "\n") endRecord();
    else field += ch;
  }
  if (field !== "" || record.length) endRecord();
  const [header, ...rows] = records.filter((r) => !(r.length === 1 && r[0] === ""));
  return rows.map((r) => Object.fromEntries(header.map((h, j) => [h, r[j]])));
}
async function readCsv(path: string) {
  return parseCsvText(await Deno.readTextFile(new URL(path, PAPER)));
}
function csvNum(row: Record<string, string>, key: string): number | null {
  assert.ok(key in row, `CSV has no column ${key}`);
  return row[key] === "" ? null : Number(row[key]);
}

// ---------------------------------------------------------------------------------------------
// Comparison helpers

/**
 * Whether a printed cell is the reference value rounded to `digits` decimals: |p − ref| ≤ half a
 * unit in the last printed digit (either rounding of an exact tie passes), and a printed zero keeps
 * the sign of the reference (−0.00 only for a negative value, 0.00 only for a non-negative one).
 */
function agrees(
  printed: PrintedValue | undefined,
  ref: number | null,
  digits: number,
  slack = 0,
): boolean {
  if (printed === null || ref === null) return printed === null && ref === null;
  if (typeof printed !== "number") return false;
  if (Math.abs(printed - ref) > 0.5 * 10 ** -digits + slack + 1e-9) return false;
  if (printed === 0 && slack === 0) {
    const refNegative = ref < 0 || Object.is(ref, -0);
    return Object.is(printed, -0) ? refNegative : !refNegative;
  }
  return true;
}

interface Mismatch {
  row: string;
  column: string;
}

/**
 * Cells of `table` whose reference (from `ref`; undefined = not checked) disagrees at the
 * column's printed digits.
 */
function mismatches(
  table: PrintedTable,
  ref: (row: Record<string, PrintedValue>, column: string) => number | null | undefined,
  slack = 0,
): Mismatch[] {
  const out: Mismatch[] = [];
  for (const row of table.rows) {
    for (const col of table.columns) {
      if (col.kind === "key" || col.kind === "text") continue;
      const expected = ref(row, col.key);
      if (expected === undefined) continue;
      if (!agrees(row[col.key], expected, col.digits ?? 2, slack)) {
        out.push({ row: printedRowId(table, row), column: col.key });
      }
    }
  }
  return out;
}

/** The discrepancies a table documents for one check, as (row, column) pairs. */
function documented(table: PrintedTable, check: string): Mismatch[] {
  return (table.discrepancies ?? []).filter((d) => d.check === check).map(({ row, column }) => ({
    row,
    column,
  }));
}

function assertOnlyDocumented(table: PrintedTable, check: string, found: Mismatch[]) {
  const key = (m: Mismatch) => `${m.row} | ${m.column}`;
  assert.deepEqual(found.map(key).sort(), documented(table, check).map(key).sort());
}

function mean(values: number[]): number {
  return values.reduce((s, v) => s + v, 0) / values.length;
}
function defined<T>(values: (T | null | undefined)[]): T[] {
  return values.filter((v): v is T => v !== null && v !== undefined);
}
function num(row: Record<string, PrintedValue> | undefined, key: string): number {
  const v = row?.[key];
  if (typeof v !== "number") {
    throw new Error(`expected a number in ${key}, got ${JSON.stringify(v)}`);
  }
  return v;
}
function column(table: PrintedTable, key: string, rows = table.rows): number[] {
  return rows.map((r) => num(r, key));
}
function row(table: PrintedTable, id: string) {
  const r = findPrintedRow(table, id);
  assert.ok(r, `table ${table.table} has no row "${id}"`);
  return r;
}

const tables = new Map<string, PrintedTable>();
for (const label of await listPrintedTables()) tables.set(label, await loadPrintedTable(label));
function t(label: number | string): PrintedTable {
  const table = tables.get(String(label));
  assert.ok(table, `no printed table ${label}`);
  return table;
}

// ---------------------------------------------------------------------------------------------
// Files and loader

Deno.test("every table of the paper (1–33) and the inline A.8 table has a transcription", () => {
  const expected = [...Array.from({ length: 33 }, (_, i) => String(i + 1)), "A8"];
  assert.deepEqual([...tables.keys()], expected);
});

Deno.test("every transcription has one value per column in every row and a page in the paper", () => {
  for (const [label, table] of tables) {
    assert.equal(String(table.table), label);
    assert.ok(table.page >= 6 && table.page <= 33, `table ${label}: page ${table.page}`);
    const keys = table.columns.map((c) => c.key).sort();
    for (const r of table.rows) assert.deepEqual(Object.keys(r).sort(), keys, `table ${label}`);
    assert.ok(table.notes.length > 0, `table ${label} has notes`);
    for (const c of table.columns) {
      if (c.kind === "key" || c.kind === "text") continue;
      assert.equal(typeof c.digits, "number", `table ${label}.${c.key} states its printed digits`);
    }
  }
});

Deno.test("numeric cells carry no more decimals than the column prints", () => {
  for (const [label, table] of tables) {
    for (const c of table.columns) {
      if (c.digits === undefined) continue;
      for (const r of table.rows) {
        const v = r[c.key];
        if (typeof v !== "number") continue;
        const scaled = v * 10 ** c.digits;
        assert.ok(Math.abs(scaled - Math.round(scaled)) < 1e-6, `table ${label} ${c.key}: ${v}`);
      }
    }
  }
});

Deno.test("the main-panel tables use the SPEC §D.1 short names in table order", () => {
  for (const n of [1, 3, 4, 5, 6, 7, 8]) assert.deepEqual(t(n).rows.map((r) => r.model), MODELS);
  for (const n of [13, 14]) assert.deepEqual(t(n).rows.map((r) => r.model), OPEN_WEIGHT);
  assert.deepEqual(t(20).rows.map((r) => r.model), [...MODELS].sort());
});

Deno.test("every result file a transcription refers to exists in the repository", async () => {
  const repo = new URL("../../", import.meta.url);
  for (const table of tables.values()) {
    for (const ref of table.reference ?? []) {
      const info = await Deno.stat(new URL(ref.file, repo));
      assert.ok(info.isFile, `table ${table.table}: ${ref.file}`);
    }
  }
});

Deno.test("loadPrintedTable names the missing file", async () => {
  await assert.rejects(
    () => loadPrintedTable(99),
    (err: Error) =>
      err instanceof PrintedTableError && err.message.includes("data/paper/printed/table99.json"),
  );
});

Deno.test("parsePrintedTable rejects malformed transcriptions with the file and the reason", () => {
  const good = {
    table: 5,
    title: "t",
    source: "s",
    page: 3,
    notes: [],
    columns: [{ key: "model", label: "Model", kind: "key" }, { key: "x", label: "X", digits: 2 }],
    rows: [{ model: "A", x: 0.5 }],
  };
  const bad = (patch: Record<string, unknown>, reason: RegExp) =>
    assert.throws(
      () => parsePrintedTable(JSON.stringify({ ...good, ...patch }), "f.json", 5),
      (err: Error) =>
        err instanceof PrintedTableError && /^f\.json: /.test(err.message) &&
        reason.test(err.message),
    );
  assert.equal(parsePrintedTable(JSON.stringify(good), "f.json", 5).rows[0].x, 0.5);
  assert.throws(() => parsePrintedTable("{", "f.json"), /f\.json: invalid JSON/);
  bad({ table: 6 }, /expected 5/);
  bad({ rows: [{ model: "A" }] }, /rows\[0\] lacks column "x"/);
  bad({ rows: [{ model: "A", x: 0.5, y: 1 }] }, /not in "columns": y/);
  bad({ rows: [{ model: "A", x: "0.5" }] }, /rows\[0\]\.x/);
  bad({ rows: [{ model: "A", x: 1 }, { model: "A", x: 2 }] }, /duplicate row "A"/);
  bad({ columns: [{ key: "x", label: "X" }], rows: [{ x: 1 }] }, /no key column/);
  bad({ marks: [{ row: "B", column: "x", mark: "star" }] }, /marks\[0\]: no row "B"/);
  bad(
    { discrepancies: [{ check: "c", row: "A", column: "z" }] },
    /discrepancies\[0\]: no column "z"/,
  );
});

Deno.test("a printed −0.00 is kept as negative zero", () => {
  assert.ok(Object.is(row(t(1), "Qwen-7B").rag_irr, -0));
  assert.ok(Object.is(row(t(1), "Qwen-7B").tool_irr, 0));
});

Deno.test("printedRowsAsFractions turns percent columns into fractions and leaves the rest", () => {
  const r = printedRowsAsFractions(t(1))[0];
  assert.equal(r.model, "Qwen-1.5B");
  assert.equal(r.external_acc, 0.34);
  assert.equal(r.external_irr, 0.02);
});

// ---------------------------------------------------------------------------------------------
// Table 1 and Tables 4–8 against unified_all_suites.json

Deno.test("Table 1 equals unified_all_suites.json rounded to the printed digits (no discrepancy)", () => {
  const fields: Record<string, [keyof Cell, number]> = {
    acc: ["acc10_control", 100],
    irr: ["uai_irr", 1],
    pls: ["uai_plaus", 1],
  };
  const table = t(1);
  const found = mismatches(table, (r, key) => {
    const [suite, metric] = key.split("_");
    const [field, scale] = fields[metric];
    const v = cell(String(r.model), ENTRY_SUITE[suite])[field] as number | null;
    return v === null ? null : v * scale;
  });
  assertOnlyDocumented(table, "unified_all_suites.json", found);
  assert.equal(table.rows.length * 15, 210);
});

Deno.test("Tables 4–8 equal unified_all_suites.json rounded to the printed digits (no discrepancy)", () => {
  const fields: Record<string, [keyof Cell, number]> = {
    mae: ["mae_control", 1],
    acc: ["acc10_control", 100],
    irr: ["uai_irr", 1],
    pls: ["uai_plaus", 1],
    tar_irr: ["tar_irr", 1],
    tar_pls: ["tar_plaus", 1],
    disc: ["disc_delta", 1],
    parse: ["parse_rate", 1],
  };
  for (
    const [n, suite] of [[4, "External"], [5, "History"], [6, "Icl"], [7, "Rag"], [
      8,
      "Tool",
    ]] as const
  ) {
    const table = t(n);
    const found = mismatches(table, (r, key) => {
      const [field, scale] = fields[key];
      const v = cell(String(r.model), suite)[field] as number | null;
      return v === null ? null : v * scale;
    });
    assertOnlyDocumented(table, "unified_all_suites.json", found);
  }
});

Deno.test("Table 1 repeats the cells of Tables 4–8 at its own precision", () => {
  const perSuite: Record<string, number> = { external: 4, history: 5, icl: 6, rag: 7, tool: 8 };
  const found = mismatches(t(1), (r, key) => {
    const [suite, metric] = key.split("_");
    const v = row(t(perSuite[suite]), String(r.model))[metric];
    return typeof v === "number" ? v : null;
  });
  assert.deepEqual(found, []);
});

Deno.test("Tables 4–8 print Disc∆ within rounding of UAIpls − UAIirr", () => {
  for (const n of [4, 5, 6, 7, 8]) {
    for (const r of t(n).rows) {
      if (r.disc === null) continue;
      assert.ok(
        Math.abs(num(r, "disc") - (num(r, "pls") - num(r, "irr"))) <= 0.0151,
        `table ${n} ${r.model}`,
      );
    }
  }
});

// ---------------------------------------------------------------------------------------------
// Tables 9, 10, 17: suite-level aggregates recomputed from the unified cells

function suiteCells(suite: string, models = MODELS) {
  return models.map((m) => cell(m, suite));
}

Deno.test("Table 9 suite means and +/n equal the equal-weight means over unified model cells", () => {
  const table = t(9);
  const suiteMeans: Record<
    string,
    { irr: number; pls: number; disc: number; pos: number; n: number }
  > = {};
  for (const suite of Object.values(ROW_SUITE)) {
    const cells = suiteCells(suite);
    const discs = defined(cells.map((c) => c.disc_delta));
    suiteMeans[suite] = {
      irr: mean(defined(cells.map((c) => c.uai_irr))),
      pls: mean(defined(cells.map((c) => c.uai_plaus))),
      disc: mean(discs),
      pos: discs.filter((d) => d > 0).length,
      n: discs.length,
    };
  }
  const all = Object.values(suiteMeans);
  const ref = (suiteRow: string) =>
    suiteRow === "All (excl. ICL-dist)"
      ? {
        irr: mean(all.map((s) => s.irr)),
        pls: mean(all.map((s) => s.pls)),
        disc: mean(all.map((s) => s.disc)),
        pos: all.reduce((s, x) => s + x.pos, 0),
        n: all.reduce((s, x) => s + x.n, 0),
      }
      : suiteMeans[ROW_SUITE[suiteRow]];
  const keyMap = {
    uai_irr: "irr",
    uai_pls: "pls",
    disc: "disc",
    n_positive: "pos",
    n_cells: "n",
  } as const;
  const found = mismatches(table, (r, key) => {
    if (r.suite === "ICL-dist") return undefined;
    return ref(String(r.suite))[keyMap[key as keyof typeof keyMap]];
  });
  assertOnlyDocumented(table, "unified_all_suites.json", found);
  assert.equal(num(row(table, "All (excl. ICL-dist)"), "n_positive"), 55);
});

Deno.test("Table 9 ICL-dist row agrees with the ICL-dist columns of Table 14", () => {
  const dist = t(14);
  const iclDist = row(t(9), "ICL-dist");
  assert.ok(agrees(iclDist.uai_pls, mean(column(dist, "pls_dist")), 2, 0.005));
  assert.ok(agrees(iclDist.disc, mean(column(dist, "disc_dist")), 2, 0.005));
  assert.equal(iclDist.n_positive, column(dist, "disc_dist").filter((d) => d > 0).length);
  assert.equal(iclDist.n_cells, dist.rows.length);
});

function pearson(x: number[], y: number[]): number {
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) ** 2;
    syy += (y[i] - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
}

Deno.test("Table 10 estimates, open-weight Disc∆ range and Pearson r equal the unified cells", () => {
  const table = t(10);
  for (const suite of ["External", "History", "ICL", "RAG", "Tool"]) {
    const diffs = suiteCells(ROW_SUITE[suite])
      .filter((c) => c.uai_irr !== null && c.uai_plaus !== null)
      .map((c) => c.uai_plaus! - c.uai_irr!);
    assert.equal(diffs.length, suite === "Tool" ? 13 : 14);
    assert.ok(agrees(row(table, suite).estimate, mean(diffs), 2), suite);
  }
  const owMeans = Object.values(ROW_SUITE).map((s) =>
    mean(defined(suiteCells(s, OPEN_WEIGHT).map((c) => c.disc_delta)))
  );
  const range = Math.max(...owMeans) - Math.min(...owMeans);
  assert.ok(agrees(row(table, "Suite-mean Disc∆ range (open-weight panel)").estimate, range, 2));
  const computable = unified.filter((c) => c.disc_delta !== null);
  assert.equal(computable.length, 69);
  const r = pearson(computable.map((c) => c.acc10_control!), computable.map((c) => c.disc_delta!));
  assert.ok(agrees(row(table, "Pearson r(Acc, Disc∆)").estimate, r, 2));
  assert.deepEqual(["External", "RAG", "Tool"].map((s) => row(table, s).p_bh), [
    "<0.01",
    "<0.01",
    "<0.01",
  ]);
});

Deno.test("Table 17 equals the by_difficulty means of the unified cells (All = mean of suites)", () => {
  const table = t(17);
  const fields: Record<string, [string, number]> = {
    acc10: ["acc10_control", 100],
    mae: ["mae_control", 1],
    uai_irr: ["uai_irr", 1],
    uai_pls: ["uai_plaus", 1],
    disc: ["disc_delta", 1],
  };
  const suiteMean = (suite: string, difficulty: string, field: string) =>
    mean(
      defined(
        unified.filter((c) => c.suite === suite).map((c) => c.by_difficulty[difficulty]?.[field]),
      ),
    );
  const found = mismatches(table, (r, key) => {
    const [field, scale] = fields[key];
    const d = String(r.difficulty);
    if (r.suite === "All") {
      if (key === "acc10" || key === "mae") return null;
      return mean(Object.values(ROW_SUITE).map((s) => suiteMean(s, d, field)));
    }
    return suiteMean(ROW_SUITE[String(r.suite)], d, field) * scale;
  });
  assertOnlyDocumented(table, "unified_all_suites.json", found);
});

// ---------------------------------------------------------------------------------------------
// Tables with a CSV source: which revision was printed

Deno.test("Tables 20 and 21 equal bayesian_bound.csv, stars included (no discrepancy)", async () => {
  const csv = await readCsv("results/rebuttal/bayesian_bound/bayesian_bound.csv");
  const find = (model: string, suite: string) =>
    csv.find((r) => r.model === model && r.suite === suite)!;
  for (const [n, field] of [[20, "w_implied_plaus"], [21, "excess_plaus_vs_ref"]] as const) {
    const table = t(n);
    const found = mismatches(table, (r, suite) => csvNum(find(String(r.model), suite), field));
    assertOnlyDocumented(table, "bayesian_bound.csv", found);
    for (const r of table.rows) {
      for (const suite of ["External", "History", "Rag", "Tool", "Icl"]) {
        const star = find(String(r.model), suite).plaus_above_rational_ci === "True";
        assert.equal(
          hasPrintedMark(table, String(r.model), suite, "star"),
          star,
          `${n} ${r.model} ${suite}`,
        );
      }
    }
  }
  assert.deepEqual(t(20).marks, t(21).marks);
});

Deno.test("Table 16 equals gold_shift_aggregated.csv", async () => {
  const csv = await readCsv("results/revision/gold_shift_decomposition/gold_shift_aggregated.csv");
  const fields: Record<string, string> = {
    err_up: "harmful_pct",
    err_down: "helpful_pct",
    irr_err_up: "irrelevant_harmful_pct",
    pls_err_up: "plausible_harmful_pct",
  };
  const suites: Record<string, string> = {
    External: "external",
    History: "history",
    ICL: "icl",
    RAG: "rag",
    Tool: "tool",
    All: "ALL",
  };
  const table = t(16);
  const found = mismatches(
    table,
    (r, key) => csvNum(csv.find((c) => c.suite === suites[String(r.suite)])!, fields[key]),
  );
  assertOnlyDocumented(table, "gold_shift_aggregated.csv", found);
});

Deno.test("Table 18 equals sampling_robustness_summary.csv; only the documented sign cell differs", async () => {
  const csv = await readCsv("results/revision/sampling_robustness/sampling_robustness_summary.csv");
  const suites: Record<string, string> = {
    External: "external",
    RAG: "rag",
    "ICL-dist": "icl_dist",
  };
  const table = t(18);
  const source = (r: Record<string, PrintedValue>) =>
    csv.find((c) => c.suite === suites[String(r.suite)] && c.model === r.model)!;
  const fields: Record<string, string> = {
    disc_greedy: "disc_delta_greedy",
    disc_sampled: "disc_delta_sample_mean",
    disc_sd: "disc_delta_sample_std",
  };
  const found = mismatches(table, (r, key) => csvNum(source(r), fields[key]));
  for (const r of table.rows) {
    const same = Math.sign(csvNum(source(r), "disc_delta_greedy")!) ===
      Math.sign(csvNum(source(r), "disc_delta_sample_mean")!);
    if ((r.sign === "✓") !== same) found.push({ row: printedRowId(table, r), column: "sign" });
  }
  assertOnlyDocumented(table, "sampling_robustness_summary.csv", found);
});

Deno.test("Tables 2 and 23 were printed from the alt-revision uncertain.csv, not the older one", async () => {
  const alt = await readCsv("alt-revision-e07d5a1/results/rebuttal/uncertain/uncertain.csv");
  const older = await readCsv("results/rebuttal/uncertain/uncertain.csv");
  const ref = (csv: Record<string, string>[]) => (r: Record<string, PrintedValue>, key: string) => {
    const m = /^(acc|pls|irr)_k(\d)$/.exec(key)!;
    const src = csv.find((c) => c.model === r.model && c.k === m[2]);
    if (!src) return undefined; // the ceiling row
    const field = { acc: "acc10", pls: "uai_pls", irr: "uai_irr" }[m[1]]!;
    return csvNum(src, field)! * (m[1] === "acc" ? 100 : 1);
  };
  for (const n of [2, 23]) {
    assert.deepEqual(mismatches(t(n), ref(alt)), [], `table ${n} vs alt revision`);
    const vsOlder = mismatches(t(n), ref(older));
    assert.ok(vsOlder.length >= 12, `table ${n} differs from the older revision`);
    assert.ok(
      vsOlder.every((m) => !m.column.startsWith("acc")),
      "Acc10 is the same in both revisions",
    );
    assert.deepEqual(t(n).reference?.map((r) => r.verdict), ["matches", "differs"]);
  }
  for (const r of t(2).rows.slice(0, 4)) {
    for (const k of ["pls_k1", "pls_k2", "pls_k3", "irr_k1", "irr_k2", "irr_k3"]) {
      assert.equal(r[k], row(t(23), String(r.model))[k], `Table 2 = Table 23 ${r.model} ${k}`);
    }
  }
});

Deno.test("Table 22 equals spectrum.csv (Mean row = mean over the five models)", async () => {
  const csv = await readCsv("results/rebuttal/spectrum/spectrum.csv");
  const fields: Record<string, string> = {
    placebo: "uai_placebo",
    irr: "uai_irr",
    pls: "uai_plaus",
    authority: "uai_authority",
  };
  const table = t(22);
  const found = mismatches(
    table,
    (r, key) =>
      r.model === "Mean"
        ? mean(csv.map((c) => csvNum(c, fields[key])!))
        : csvNum(csv.find((c) => c.model === r.model)!, fields[key]),
  );
  assertOnlyDocumented(table, "spectrum.csv", found);
});

Deno.test("Table 24 External block equals intensity.csv; intensity_pathway.csv is another revision", async () => {
  const intensity = await readCsv("results/rebuttal/intensity/intensity.csv");
  const pathway = await readCsv("results/rebuttal/intensity_pathway/intensity_pathway.csv");
  const level: Record<string, string> = {
    mild: "uai_mild",
    std: "uai_standard",
    strong: "uai_strong",
  };
  const table = t(24);
  const models = table.rows.filter((r) => r.model !== "Mean");
  const found = mismatches({ ...table, rows: models }, (r, key) => {
    const [suite, l] = key.split("_");
    return suite === "external"
      ? csvNum(intensity.find((c) => c.model === r.model)!, level[l])
      : undefined;
  });
  assertOnlyDocumented(table, "intensity.csv", found);
  for (const suite of ["external", "rag", "history"]) {
    const diff = mismatches({ ...table, rows: models }, (r, key) => {
      const [s, l] = key.split("_");
      if (s !== suite) return undefined;
      return csvNum(pathway.find((c) => c.suite === suite && c.model === r.model)!, level[l]);
    });
    assert.ok(diff.length >= 3, `intensity_pathway.csv ${suite} differs from print`);
  }
  // Mean row: the simple mean of the printed model cells, within their rounding.
  const meanRow = row(table, "Mean");
  for (const c of table.columns.slice(1)) {
    assert.ok(agrees(meanRow[c.key], mean(column(table, c.key, models)), 2, 0.005), c.key);
  }
});

Deno.test("Table 25 equals medical_comparison.csv and extension_comparison.csv", async () => {
  const medical = await readCsv("results/rebuttal/medical/medical_comparison.csv");
  const other = await readCsv("results/rebuttal/extension_pilot/extension_comparison.csv");
  const metric: Record<string, string> = { irr: "uai_irr", pls: "uai_pls", disc: "disc" };
  const family: Record<string, string> = { bus: "business", med: "medical", oth: "other" };
  const table = t(25);
  const found = mismatches(table, (r, key) => {
    const [m, f] = key.split("_");
    const csv = f === "oth" ? other : medical;
    const src = csv.find((c) => c.suite === String(r.suite).toLowerCase() && c.model === r.model)!;
    return csvNum(src, `${metric[m]}_${family[f]}`);
  });
  assertOnlyDocumented(table, "medical_comparison.csv", found);
});

Deno.test("Table 26 equals wmean_comparison.csv and its mean columns repeat Table 4", async () => {
  const csv = await readCsv("results/rebuttal/weighted_mean/wmean_comparison.csv");
  const metric: Record<string, string> = { irr: "uai_irr", pls: "uai_pls", disc: "disc" };
  const table = t(26);
  const found = mismatches(table, (r, key) => {
    const [m, v] = key.split("_");
    return csvNum(csv.find((c) => c.model === r.model)!, `${metric[m]}_${v}`);
  });
  assertOnlyDocumented(table, "wmean_comparison.csv", found);
  for (const r of table.rows) {
    for (const m of ["irr", "pls", "disc"]) {
      assert.equal(r[`${m}_mean`], row(t(4), String(r.model))[m]);
    }
  }
});

Deno.test("Table 27 equals cot_reasoning_extended/pairs.csv", async () => {
  const csv = await readCsv("results/rebuttal/cot_reasoning_extended/pairs.csv");
  const metric: Record<string, string> = { irr: "uai_irr", pls: "uai_plaus", disc: "disc_delta" };
  const variant: Record<string, string> = { base: "baseline", cot: "cot", delta: "delta" };
  const table = t(27);
  const found = mismatches(table, (r, key) => {
    const [m, v] = key.split("_");
    const src = csv.find((c) => c.suite === String(r.suite).toLowerCase() && c.model === r.model)!;
    return csvNum(src, `${metric[m]}_${variant[v]}`);
  });
  assertOnlyDocumented(table, "pairs.csv", found);
});

Deno.test("Table 28 equals task_spec.csv (Mean row = mean over the four models)", async () => {
  const csv = await readCsv("results/rebuttal/task_spec/task_spec.csv");
  const table = t(28);
  const found = mismatches(table, (r, key) => {
    const [m, s] = key.split("_");
    const field = `uai_${m}_${s}`;
    return r.model === "Mean"
      ? mean(csv.map((c) => csvNum(c, field)!))
      : csvNum(csv.find((c) => c.model === r.model)!, field);
  });
  assertOnlyDocumented(table, "task_spec.csv", found);
});

Deno.test("Tables 29 and 30 differ from the shipped realism CSVs (older revisions), as documented", async () => {
  for (
    const [n, path, variants] of [
      [29, "results/rebuttal/rag_realism/rag_realism.csv", { base: "baseline", r1: "rank1" }],
      [30, "results/rebuttal/tool_realism/tool_realism.csv", {
        base: "baseline",
        elicited: "elicited",
        noisy: "noisy",
      }],
    ] as const
  ) {
    const csv = await readCsv(path);
    const table = t(n);
    const vs = variants as Record<string, string>;
    const found = mismatches(
      { ...table, rows: table.rows.filter((r) => r.model !== "Mean") },
      (r, key) => {
        const [rel, v] = key.split("_");
        if (!(v in vs)) return undefined;
        const field = `${rel === "pls" ? "plausible" : "irrelevant"}_${vs[v]}`;
        return csvNum(csv.find((c) => c.model === r.model)!, field);
      },
    );
    assert.ok(found.length >= 8, `table ${n}: ${found.length} cells differ`);
    assert.deepEqual(table.reference?.map((r) => r.verdict), ["differs"]);
  }
  // Table 30: only Qwen-7B plausible Base agrees with the older CSV (as its note says).
  const tool = await readCsv("results/rebuttal/tool_realism/tool_realism.csv");
  const agreeing = t(30).rows.filter((r) =>
    r.model !== "Mean" &&
    agrees(r.pls_base, csvNum(tool.find((c) => c.model === r.model)!, "plausible_baseline"), 2)
  );
  assert.deepEqual(agreeing.map((r) => r.model), ["Qwen-7B"]);
});

Deno.test("Tables 29 and 30 Mean rows are the means of the printed model cells", () => {
  for (const n of [29, 30]) {
    const table = t(n);
    const models = table.rows.filter((r) => r.model !== "Mean");
    for (const c of table.columns.slice(1)) {
      assert.ok(
        agrees(row(table, "Mean")[c.key], mean(column(table, c.key, models)), 2, 0.005),
        `${n} ${c.key}`,
      );
    }
  }
});

Deno.test("Table 31 equals large_panel.json", async () => {
  const panel = await readJson("results/rebuttal/large_panel/large_panel.json") as Record<
    string,
    Record<string, Record<string, number | null>>
  >;
  const byName = Object.fromEntries(
    Object.entries(panel).map(([k, v]) => [k.replace(/^\\textsc\{(.*)\}$/, "$1"), v]),
  );
  const fields: Record<string, [string, number]> = {
    acc: ["acc10", 100],
    irr: ["uai_irr", 1],
    pls: ["uai_pls", 1],
  };
  const table = t(31);
  assert.deepEqual(table.rows.map((r) => r.model).sort(), Object.keys(byName).sort());
  const found = mismatches(table, (r, key) => {
    const [suite, metric] = key.split("_");
    const [field, scale] = fields[metric];
    return byName[String(r.model)][suite][field]! * scale;
  });
  assertOnlyDocumented(table, "large_panel.json", found);
});

Deno.test("Table 32 equals case_studies.csv and every margin is |y_p − y_c| − |y_i − y_c|", async () => {
  const csv = await readCsv("results/rebuttal/case_studies/case_studies.csv");
  const fields: Record<string, string> = {
    a_hi: "anchor_value_high",
    y_c: "y_control",
    y_p_hi: "y_plausible_high",
    y_i_hi: "y_irrelevant_high",
    margin: "discrim_margin",
  };
  const table = t(32);
  assert.equal(table.rows.length, csv.length);
  const found = mismatches(
    table,
    (r, key) => csvNum(csv.find((c) => c.model === r.model && c.item_id === r.item)!, fields[key]),
  );
  assertOnlyDocumented(table, "case_studies.csv", found);
  for (const r of table.rows) {
    const yc = num(r, "y_c");
    assert.equal(
      num(r, "margin"),
      Math.abs(num(r, "y_p_hi") - yc) - Math.abs(num(r, "y_i_hi") - yc),
    );
  }
});

Deno.test("Table 33 equals the panel means of cohens_d.csv", async () => {
  const csv = await readCsv("results/rebuttal/cohens_d/cohens_d.csv");
  const table = t(33);
  const found = mismatches(
    table,
    (r, key) =>
      mean(
        csv.filter((c) => c.suite === ROW_SUITE[String(r.suite)].toLowerCase()).map((c) =>
          csvNum(c, key)!
        ),
      ),
  );
  assertOnlyDocumented(table, "cohens_d.csv", found);
});

// ---------------------------------------------------------------------------------------------
// Cross-table consistency

/** Mismatches of `table` against cells of another printed table, at the coarser precision. */
function crossMismatches(
  table: PrintedTable,
  other: (r: Record<string, PrintedValue>, key: string) => PrintedValue | undefined,
): Mismatch[] {
  const out: Mismatch[] = [];
  for (const r of table.rows) {
    for (const c of table.columns) {
      if (c.kind === "key" || c.kind === "text") continue;
      const o = other(r, c.key);
      if (o === undefined) continue;
      const otherNumber = typeof o === "number" ? o : null;
      if (
        !agrees(r[c.key], otherNumber, c.digits ?? 2) &&
        !agrees(otherNumber, num(r, c.key), c.digits ?? 2)
      ) {
        out.push({ row: printedRowId(table, r), column: c.key });
      }
    }
  }
  return out;
}

Deno.test("Table 14 std columns repeat Table 6; Disc_dist differs from Table 18 only where documented", () => {
  const table = t(14);
  const six = mismatches(table, (r, key) => {
    const map: Record<string, string> = { pls_std: "pls", disc_std: "disc" };
    return key in map ? num(row(t(6), String(r.model)), map[key]) : undefined;
  });
  assert.deepEqual(six, []);
  const eighteen = crossMismatches(table, (r, key) => {
    const greedy = findPrintedRow(t(18), `ICL-dist / ${r.model}`);
    return key === "disc_dist" && greedy ? greedy.disc_greedy : undefined;
  });
  assertOnlyDocumented(table, "table18", eighteen);
});

Deno.test("Table 15 structured columns differ from Table 8 exactly where documented", () => {
  const table = t(15);
  const map: Record<string, string> = { disc_struct: "disc", mae_struct: "mae" };
  const found = crossMismatches(
    table,
    (r, key) => (key in map ? row(t(8), String(r.model))[map[key]] : undefined),
  );
  assertOnlyDocumented(table, "table8", found);
});

Deno.test("Table 18 greedy cells differ from Tables 4, 7 and 14 exactly where documented", () => {
  const table = t(18);
  const other =
    (n: number, key: string, suite: string) => (r: Record<string, PrintedValue>, k: string) =>
      k === "disc_greedy" && r.suite === suite ? row(t(n), String(r.model))[key] : undefined;
  assertOnlyDocumented(table, "table4", crossMismatches(table, other(4, "disc", "External")));
  assertOnlyDocumented(table, "table7", crossMismatches(table, other(7, "disc", "RAG")));
  assertOnlyDocumented(
    table,
    "table14",
    crossMismatches(table, other(14, "disc_dist", "ICL-dist")),
  );
});

Deno.test("Table 19 baseline rows differ from Tables 4 and 7 exactly where documented", () => {
  const table = t(19);
  for (const [n, suite] of [[4, "External"], [7, "RAG"]] as const) {
    const found = crossMismatches(table, (r, key) => {
      if (r.suite !== suite || r.strategy !== "baseline") return undefined;
      const [metric, model] = key.split("_");
      return row(t(n), model)[metric];
    });
    assertOnlyDocumented(table, `table${n}`, found);
  }
});

Deno.test("Table 24 RAG Std equals Table 29 plausible Base", () => {
  for (const model of ["Gemma-4B", "Llama-8B", "OLMo-13B", "Qwen-7B"]) {
    assert.equal(row(t(24), model).rag_std, row(t(29), model).pls_base);
  }
});

// ---------------------------------------------------------------------------------------------
// Prose quoted in the text

Deno.test("documented prose discrepancies name printed cells that really differ from the prose", () => {
  for (const table of tables.values()) {
    for (const d of (table.discrepancies ?? []).filter((x) => x.check === "prose")) {
      const printed = row(table, d.row)[d.column];
      assert.equal(printed, d.printed, `table ${table.table} ${d.row}`);
      assert.notEqual(printed, d.reference);
    }
  }
  assert.equal(row(t(12), "Tool").delta_pls, 3.39);
  assert.equal(row(t(17), "RAG / easy").disc, 0.05);
});

Deno.test("Table 13 agrees with the Appendix A.10 prose (means 8.1 → 16.0, signs kept)", () => {
  const table = t(13);
  assert.equal(mean(column(table, "mae_std")).toFixed(1), "8.1");
  assert.equal(mean(column(table, "mae_ts")).toFixed(1), "16.0");
  assert.ok(
    column(table, "disc_match").every((d) => d > 0) &&
      column(table, "disc_std").every((d) => d > 0),
  );
  const qwen = row(table, "Qwen-1.5B");
  assert.equal(Math.round((1 - num(qwen, "disc_match") / num(qwen, "disc_std")) * 100), 70);
});

Deno.test("Table 14 agrees with the Appendix A.11 prose (8 of 10 rise, mean 0.04 → 0.16)", () => {
  const table = t(14);
  const rises = table.rows.filter((r) => num(r, "pls_dist") > num(r, "pls_std")).length;
  assert.equal(rises, 8);
  assert.equal(mean(column(table, "pls_std")).toFixed(2), "0.04");
  assert.equal(mean(column(table, "pls_dist")).toFixed(2), "0.16");
  const stdPositiveOpenWeight =
    suiteCells("Icl", OPEN_WEIGHT).filter((c) => c.disc_delta! > 0).length;
  assert.equal(
    stdPositiveOpenWeight,
    5,
    "the prose's 7/10 for standard ICL is the 14-model count 7/14",
  );
});

Deno.test("Table 19 agrees with the Appendix A.16 prose (ignore −0.12 on average, 30–75%)", () => {
  const table = t(19);
  const changes = ["External", "RAG"].flatMap((suite) =>
    ["Qwen-7B", "Llama-8B"].map((m) => {
      const base = num(row(table, `${suite} / baseline`), `disc_${m}`);
      return (num(row(table, `${suite} / ignore`), `disc_${m}`) - base) / base;
    })
  );
  assert.ok(changes.every((c) => c <= -0.3 + 1e-9 && c >= -0.75 - 1e-9), String(changes));
  const absolute = ["External", "RAG"].flatMap((s) =>
    ["Qwen-7B", "Llama-8B"].map((m) =>
      num(row(table, `${s} / ignore`), `disc_${m}`) -
      num(row(table, `${s} / baseline`), `disc_${m}`)
    )
  );
  assert.equal(mean(absolute).toFixed(2), "-0.12");
});

Deno.test("Table 27 agrees with the A.17.7 prose (11 lower, 4 higher, 6 both lower, 13 positive)", () => {
  const rows = t(27).rows;
  assert.equal(rows.filter((r) => num(r, "pls_delta") < 0).length, 11);
  assert.equal(rows.filter((r) => num(r, "pls_delta") > 0).length, 4);
  assert.equal(rows.filter((r) => num(r, "pls_delta") < 0 && num(r, "irr_delta") < 0).length, 6);
  assert.equal(rows.filter((r) => num(r, "pls_cot") > 0).length, 13);
  assert.equal(mean(rows.map((r) => num(r, "pls_delta"))).toFixed(2), "-0.06");
});

Deno.test("Table 31 by printed cells has 20 positive UAIpls, not the 21/25 of the prose", () => {
  const table = t(31);
  const pls = table.columns.filter((c) => c.key.endsWith("_pls")).map((c) => c.key);
  const positive = table.rows.flatMap((r) => pls.map((k) => num(r, k))).filter((v) => v > 0).length;
  assert.equal(positive, 20);
});

Deno.test("Table 11 shares sum to 100% within rounding", () => {
  for (const r of t(11).rows) {
    const total = num(r, "in_unit") + num(r, "overshoot") + num(r, "reverse");
    assert.ok(Math.abs(total - 100) <= 0.15, `${r.relevance}: ${total}`);
  }
});

// ---------------------------------------------------------------------------------------------
// Scalar claims

Deno.test("claims.json parses and has the SPEC §G claims", async () => {
  const claims = await loadPrintedClaims();
  const ids = claims.claims.map((c) => c.id);
  for (
    const id of [
      "disc_positive_cells",
      "disc_positive_cells_excl_icl",
      "panel_wilcoxon_bh",
      "ceiling_starred_cells",
      "exclusion_rate_range",
      "epsilon_sign_flips",
      "boundary_items",
      "uai_pool_sizes",
    ]
  ) assert.ok(ids.includes(id), id);
});

Deno.test("the cell-count and pool-size claims equal the unified cells", async () => {
  const claims = Object.fromEntries(
    (await loadPrintedClaims()).claims.map((c) => [c.id, c.values]),
  );
  const computable = unified.filter((c) => c.disc_delta !== null);
  assert.equal(claims.disc_positive_cells.cells, computable.length);
  assert.equal(
    claims.disc_positive_cells.positive,
    computable.filter((c) => c.disc_delta! > 0).length,
  );
  const nonIcl = computable.filter((c) => c.suite !== "Icl");
  assert.equal(claims.disc_positive_cells_excl_icl.cells, nonIcl.length);
  assert.equal(
    claims.disc_positive_cells_excl_icl.positive,
    nonIcl.filter((c) => c.disc_delta! > 0).length,
  );
  // Table 11's pool: every cell except the four API History cells (no literal control condition).
  const pooled = unified.filter((c) => !(c.suite === "History" && API.includes(c.model)));
  assert.equal(claims.uai_pool_sizes.n_irr, pooled.reduce((s, c) => s + c.n_uai_irr, 0));
  assert.equal(claims.uai_pool_sizes.n_pls, pooled.reduce((s, c) => s + c.n_uai_plaus, 0));
  const parse = unified.map((c) => c.parse_rate).sort((a, b) => a - b);
  const median = (parse[34] + parse[35]) / 2;
  assert.ok(agrees(claims.median_parse_rate.percent as number, median * 100, 1));
});

Deno.test("the offset dose-response claim equals the open-weight by_offset means", async () => {
  const claims = Object.fromEntries(
    (await loadPrintedClaims()).claims.map((c) => [c.id, c.values]),
  );
  for (const [key, suite] of [["external", "External"], ["rag", "Rag"]] as const) {
    const printed = claims.offset_dose_response[key] as number[];
    ["15", "25", "40"].forEach((offset, i) => {
      const m = mean(
        defined(suiteCells(suite, OPEN_WEIGHT).map((c) => c.by_offset[offset]?.uai_plaus)),
      );
      assert.ok(agrees(printed[i], m, 2), `${suite} δ=${offset}`);
    });
  }
});

Deno.test("the rational-ceiling claim (16 starred, 5 with w_imp > 5 of 55) equals Table 20 and the CSV", async () => {
  const claims = Object.fromEntries(
    (await loadPrintedClaims()).claims.map((c) => [c.id, c.values]),
  );
  const csv = (await readCsv("results/rebuttal/bayesian_bound/bayesian_bound.csv")).filter((r) =>
    r.suite !== "Icl" && r.uai_plaus_observed !== ""
  );
  assert.equal(claims.ceiling_starred_cells.cells, csv.length);
  assert.equal(
    claims.ceiling_starred_cells.starred,
    csv.filter((r) => r.plaus_above_rational_ci === "True").length,
  );
  assert.equal(
    claims.ceiling_starred_cells.w_imp_above_5,
    csv.filter((r) => csvNum(r, "w_implied_plaus")! > 5).length,
  );
  const stars = (t(20).marks ?? []).filter((m) => m.column !== "Icl");
  assert.equal(stars.length, 16);
});

Deno.test("the Tool parse-gap claim (about −12 pp) equals the open-weight mean gap", async () => {
  const claims = Object.fromEntries(
    (await loadPrintedClaims()).claims.map((c) => [c.id, c.values]),
  );
  const gaps = OPEN_WEIGHT.map((m) =>
    cell(m, "Tool").parse_rate -
    mean(["External", "History", "Icl", "Rag"].map((s) => cell(m, s).parse_rate))
  );
  assert.equal(Math.round(mean(gaps) * 100), claims.tool_parse_gap.gap_pp);
});
