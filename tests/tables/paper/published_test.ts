/**
 * Published tables built from data/paper against values printed in the paper
 * (seeds/000_206ac76715a7b626.txt), and the end-to-end check that feeding the published unified
 * summaries back in as "reproduced" input gives zero differences.
 */
import assert from "node:assert/strict";
import { formatCell, maxAbsDiff, type PaperTable } from "../../../lib/tables/mod.ts";
import * as T from "../../../lib/tables/paper/mod.ts";

const data = await T.loadPublished();

function cell(table: PaperTable, keys: Record<string, string>, column: string): string {
  const row = table.rows.find((r) => Object.entries(keys).every(([k, v]) => r[k] === v));
  assert.ok(row, `row ${JSON.stringify(keys)} missing from ${table.id}`);
  const col = table.columns.find((c) => c.key === column);
  assert.ok(col, `column ${column} missing from ${table.id}`);
  return formatCell(row[column], col);
}

Deno.test("Table 1 published cells match the paper's printed values", () => {
  const t = T.publishedTable1(data);
  assert.equal(t.rows.length, 14);
  assert.equal(cell(t, { model: "Qwen-1.5B" }, "external_pls"), "0.20");
  assert.equal(cell(t, { model: "Qwen-1.5B" }, "external_acc"), "34");
  assert.equal(cell(t, { model: "Qwen-1.5B" }, "history_pls"), "0.98");
  assert.equal(cell(t, { model: "Llama-1B" }, "tool_pls"), "—");
  assert.equal(cell(t, { model: "Grok-3-mini" }, "history_irr"), "0.10");
  // Bold = largest UAI_pls per suite: Qwen-1.5B on History (0.98), Gemma-4B on External (0.43).
  assert.ok(t.bold?.includes("0:history_pls"));
  assert.ok(t.bold?.includes("7:external_pls"));
  assert.equal(t.simulated, false);
});

Deno.test("Tables 4–8 hide every metric of a run with parse rate < 0.05 but keep its parse rate", () => {
  const t = T.publishedSuiteTable("tool", data);
  assert.equal(cell(t, { model: "Llama-1B" }, "mae"), "—");
  assert.equal(cell(t, { model: "Llama-1B" }, "parse"), "0.01");
  const ext = T.publishedSuiteTable("external", data);
  assert.equal(cell(ext, { model: "Qwen-1.5B" }, "mae"), "17.93");
  assert.equal(cell(ext, { model: "Qwen-1.5B" }, "acc"), "34.2");
  assert.equal(cell(ext, { model: "OLMo-32B" }, "disc"), "0.35");
});

Deno.test("Tables 1 and 4–8 agree with the independently transcribed printed values within rounding", async () => {
  const pairs: [PaperTable, number][] = [
    [T.publishedTable1(data), 1],
    ...(["external", "history", "icl", "rag", "tool"] as const).map((s, i) =>
      [T.publishedSuiteTable(s, data), 4 + i] as [PaperTable, number]
    ),
  ];
  const rename: Record<string, string> = {
    mae_c: "mae",
    acc10: "acc",
    uai_irr: "irr",
    uai_pls: "pls",
  };
  for (const [table, n] of pairs) {
    const printed = await T.loadPrintedRows(n);
    assert.ok(printed, `printed table ${n} missing`);
    let compared = 0;
    for (const p of printed.rows) {
      const ours = table.rows.find((r) => r.model === p.model);
      assert.ok(ours, `table ${n}: model ${p.model} missing`);
      for (const [key, value] of Object.entries(p)) {
        if (typeof value !== "number") continue;
        const mine = n === 1
          ? key.replace(/_acc10$/, "_acc").replace(/_uai_irr$/, "_irr").replace(/_uai_pls$/, "_pls")
          : rename[key] ?? key;
        const col = table.columns.find((c) => c.key === mine);
        assert.ok(col, `table ${n}: no column for printed key ${key}`);
        const v = ours[mine];
        if (typeof v !== "number") continue;
        // Printed values are rounded to the column's digits; allow half a unit (ties) plus float noise.
        // Percent columns hold fractions, so their printed unit is 10^-(digits + 2).
        const exponent = (col.digits ?? 2) + (col.format === "percent" ? 2 : 0);
        const tolerance = 0.5 * 10 ** -exponent + 1e-9;
        assert.ok(
          Math.abs(v - value) <= tolerance,
          `table ${n} ${p.model} ${key}: printed ${value}, data ${v}`,
        );
        compared++;
      }
    }
    assert.ok(compared > 40, `table ${n}: only ${compared} cells compared`);
  }
});

Deno.test("Table 9 published: suite means and 55/69 cells with Disc∆ > 0", async () => {
  const printed = await T.loadPrintedRows(9);
  const t = T.publishedTable9(
    data,
    printed!.rows.find((r) => r.suite === "ICL (ICL-dist)") ?? null,
  );
  const all = t.rows.at(-1)!;
  assert.equal(all.suite, "All (excl. ICL-dist)");
  assert.equal(all.n_positive, 55);
  assert.equal(all.n_cells, 69);
  assert.equal(cell(t, { suite: "External" }, "uai_pls"), "0.22");
  assert.equal(cell(t, { suite: "History" }, "disc"), "0.28");
  assert.equal(cell(t, { suite: "Tool" }, "n_cells"), "13");
  assert.equal(t.rows[3].suite, "ICL (ICL-dist)");
  assert.equal(cell(t, { suite: "ICL (ICL-dist)" }, "uai_pls"), "0.16");
});

Deno.test("Tables 2 and 23 use the revision the paper printed, with the ceiling row", () => {
  const t2 = T.publishedTable2(data);
  assert.deepEqual(t2.rows.map((r) => r.model), [
    "Gemma-4B",
    "Llama-8B",
    "OLMo-13B",
    "Qwen-7B",
    "Rational ceiling (w=1)",
  ]);
  assert.equal(cell(t2, { model: "Qwen-7B" }, "pls_k1"), "0.53");
  assert.equal(cell(t2, { model: "Llama-8B" }, "pls_k1"), "0.68");
  assert.equal(cell(t2, { model: "Gemma-4B" }, "irr_k2"), "-0.13");
  assert.equal(cell(t2, { model: "Rational ceiling (w=1)" }, "pls_k2"), "0.33");
  const t23 = T.publishedTable23(data);
  assert.equal(cell(t23, { model: "Gemma-4B" }, "acc_k1"), "54");
  assert.equal(cell(t23, { model: "Rational ceiling (w=1)" }, "acc_k1"), "—");
});

Deno.test("Table 16, 22, 28 and 33 published cells match the paper", () => {
  const t16 = T.publishedTable16(data);
  assert.equal(cell(t16, { suite: "External" }, "pls_err_up"), "48.0");
  assert.equal(cell(t16, { suite: "All" }, "err_up"), "28.7");
  const t22 = T.publishedTable22(data);
  assert.deepEqual(
    ["placebo", "irr", "pls", "authority"].map((k) => cell(t22, { model: "Mean" }, k)),
    ["0.09", "0.05", "0.27", "0.49"],
  );
  const t28 = T.publishedTable28(data);
  assert.deepEqual(
    ["pls_baseline", "pls_rule", "pls_judgment", "irr_baseline", "irr_rule", "irr_judgment"].map((
      k,
    ) => cell(t28, { model: "Mean" }, k)),
    ["0.33", "0.06", "0.26", "0.09", "0.01", "0.12"],
  );
  const t33 = T.publishedTable33(data);
  assert.deepEqual(
    ["d_pls", "d_irr", "d_hi_lo"].map((k) => cell(t33, { suite: "External" }, k)),
    ["0.35", "0.11", "0.59"],
  );
  const t31 = T.publishedTable31(data);
  assert.equal(cell(t31, { model: "Llama-3.3-70B" }, "external_pls"), "0.23");
  const t32 = T.publishedTable32(data);
  assert.equal(t32.rows.length, 12);
  assert.equal(
    cell(t32, { model: "Gemma-4B", item: "EXT-transportation_logistics-e-off40-010" }, "margin"),
    "90",
  );
});

Deno.test("Table 20: 16 starred and 5 w_imp > 5 among the 55 non-ICL plausible cells", () => {
  const t = T.publishedTable20(data);
  assert.equal(cell(t, { model: "Qwen-1.5B" }, "History"), "319.68");
  let starred = 0, heavy = 0, cells = 0;
  for (const r of t.rows) {
    for (const s of ["External", "History", "Rag", "Tool"]) {
      if (r[`${s}_star`] === null) continue;
      cells++;
      if (r[`${s}_star`] === 1) starred++;
      if (typeof r[s] === "number" && (r[s] as number) > 5) heavy++;
    }
  }
  assert.equal(cells, 55);
  assert.equal(starred, 16);
  assert.equal(heavy, 5);
});

Deno.test("feeding the published unified summaries back in reproduces Tables 1, 4–9, 17, 20, 21 exactly", () => {
  const input = { entries: data.unified };
  const results = [
    T.table1(input, data),
    T.table4(input, data),
    T.table5(input, data),
    T.table6(input, data),
    T.table7(input, data),
    T.table8(input, data),
    T.table9({ entries: data.unified, iclDist: [] }, data, null),
    T.table17(input, data),
    T.table20(input, data),
    T.table21(input, data),
  ];
  for (const r of results) {
    const diff = maxAbsDiff(r.comparison);
    assert.ok(diff !== null && diff < 1e-9, `${r.comparison.id}: max |diff| ${diff}`);
    assert.deepEqual(
      r.comparison.unmatched,
      { publishedOnly: [], reproducedOnly: [] },
      r.comparison.id,
    );
    assert.equal(r.reproduced.simulated, false);
  }
});

Deno.test("Table 10 recomputed from the published summaries matches the printed statistics", async () => {
  const r = T.table10({ entries: data.unified }, await T.loadPrintedRows(10));
  assert.equal(r.comparison.rows.length, 7);
  for (const row of r.comparison.rows) {
    for (const [key, c] of Object.entries(row.cells)) {
      if (c.diff === null) continue;
      assert.ok(
        Math.abs(c.diff) <= 0.005 + 1e-9,
        `${row.keys.contrast} ${key}: ${c.published} vs ${c.reproduced}`,
      );
    }
  }
  const rp = r.reproduced.rows.find((x) => x.contrast === "ICL")!;
  assert.equal(formatCell(rp.p_bh, T.TABLE10.columns[4]), "0.81");
});

async function printedJson(n: number): Promise<{ rows: Record<string, unknown>[] }> {
  const url = new URL(`../../../data/paper/printed/table${n}.json`, import.meta.url);
  return JSON.parse(await Deno.readTextFile(url));
}

const PROBE_TABLES = [
  [24, T.publishedTable24, T.table24Spec("published")],
  [29, T.publishedTable29, T.TABLE29],
  [30, T.publishedTable30, T.TABLE30],
] as const;

Deno.test("Tables 24, 29 and 30 publish the printed values row for row, keyed like the reproduced tables", async () => {
  for (const [n, build, spec] of PROBE_TABLES) {
    const t = build(await T.loadPrintedRows(n), data);
    assert.deepEqual(t.rows, (await printedJson(n)).rows, `table ${n}`);
    assert.deepEqual(t.columns, spec.columns, `table ${n}`);
    const keys = new Set(spec.columns.map((c) => c.key));
    for (const r of t.rows) assert.ok(Object.keys(r).every((k) => keys.has(k)), `table ${n}`);
    assert.ok(t.notes!.some((x) => x.startsWith("Published values: printed in the paper")));
  }
  // Spot cells where the printed table and the stored CSVs disagree (the CSVs say 1.40, 0.26, 0.23).
  assert.equal(
    cell(T.publishedTable24(await T.loadPrintedRows(24)), { model: "Llama-8B" }, "history_strong"),
    "1.57",
  );
  assert.equal(
    cell(T.publishedTable29(await T.loadPrintedRows(29)), { model: "Qwen-7B" }, "pls_r1"),
    "0.23",
  );
  assert.equal(
    cell(T.publishedTable30(await T.loadPrintedRows(30)), { model: "Gemma-4B" }, "pls_elicited"),
    "0.28",
  );
});

Deno.test("Tables 24, 29 and 30 note how many printed model cells the older stored CSV revision misses", async () => {
  const note = async (n: 24 | 29 | 30) => {
    const [, build] = PROBE_TABLES.find(([m]) => m === n)!;
    return build(await T.loadPrintedRows(n), data).notes!.find((x) =>
      x.startsWith("Stored revision")
    );
  };
  // By hand at two decimals: Table 24's External block equals intensity.csv (12 cells agree); of the
  // 24 RAG/History cells only Gemma-4B RAG Strong (0.037) and History Mild (0.612) agree → 22 of 36.
  assert.match((await note(24))!, /differs from the print in 22 of 36 model cells/);
  // Table 29: only Llama-8B irrelevant Base (−0.020 → −0.02) agrees → 31 of 32.
  assert.match(
    (await note(29))!,
    /rag_realism\.csv differs from the print in 31 of 32 model cells/,
  );
  // Table 30: Qwen-7B plausible Base (0.174) and irrelevant Elicited (0.008) agree; its irrelevant
  // Base (+0.0001 vs printed −0.00) and Noisy (−0.001 vs printed 0.00) differ in sign → 22 of 24.
  assert.match(
    (await note(30))!,
    /tool_realism\.csv differs from the print in 22 of 24 model cells/,
  );
  // Without the published data there is no stored-revision note; without a transcription, no rows.
  assert.ok(
    !T.publishedTable29(await T.loadPrintedRows(29)).notes!.some((x) => x.startsWith("Stored")),
  );
  const empty = T.publishedTable30(null, data);
  assert.deepEqual(empty.rows, []);
  assert.ok(empty.notes!.some((x) => x.includes("no printed transcription")));
});

Deno.test("cellsDifferingFromPrint skips the Mean row, keeps the sign of zero and counts missing rows", () => {
  const spec = T.TABLE30;
  const printed: PaperTable = {
    id: "t",
    title: "t",
    columns: spec.columns,
    rows: [
      { model: "A", pls_base: -0.0, pls_elicited: 0.124, pls_noisy: 0.5 },
      { model: "B", pls_base: 0.1 },
      { model: "Mean", pls_base: 9 },
    ],
  };
  const stored: PaperTable = {
    ...printed,
    rows: [{ model: "A", pls_base: 0.001, pls_elicited: 0.1249, pls_noisy: 0.504 }],
  };
  // Row A: −0.00 vs 0.00 differs; 0.12 = 0.12; 0.50 = 0.50; the three irrelevant cells are null on
  // both sides. Row B is missing from `stored`: only pls_base (0.1 vs null) differs.
  assert.deepEqual(T.cellsDifferingFromPrint(printed, stored, "model"), {
    differing: 2,
    total: 12,
  });
});
