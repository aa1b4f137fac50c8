import assert from "node:assert/strict";
import * as aq from "arquero";
import {
  extendedMetrics,
  recordsTable,
  scoreRecords,
  scoreTable,
  tableRecords,
} from "../../lib/metrics/mod.ts";
import { syntheticRun } from "./fixtures.ts";

const quick = { B: 100 };
const records = [
  ...syntheticRun({ suite: "external", model: "m/one", perCell: 2 }),
  ...syntheticRun({ suite: "rag", model: "m/one", perCell: 2, seed: 3 }),
  ...syntheticRun({ suite: "external", model: "m/two", perCell: 2, seed: 5 }),
];

Deno.test("recordsTable holds one row per record with the record fields as columns", () => {
  const table = recordsTable(records);
  assert.equal(table.numRows(), records.length);
  for (const c of ["model_id", "suite", "item_id", "condition", "answer_int", "anchor_value"]) {
    assert.ok(table.columnNames().includes(c), c);
  }
  assert.deepEqual(tableRecords(table)[3], records[3]);
});

Deno.test("scoreTable groups by (model_id, suite) in first-seen order, same entries as scoreRecords", () => {
  const entries = scoreTable(recordsTable(records), quick);
  assert.deepEqual(entries.map((e) => [e.model, e.suite]), [
    ["one", "External"],
    ["one", "Rag"],
    ["two", "External"],
  ]);
  assert.deepEqual(entries, scoreRecords(records, quick));
});

Deno.test("a filtered and derived Arquero table scores like the equivalent record subset", () => {
  const hardOnly = recordsTable(records)
    .params({ suite: "external" })
    .filter((d: Record<string, unknown>, $: Record<string, unknown>) =>
      d.suite === $.suite && d.difficulty === "hard"
    );
  const entries = scoreTable(hardOnly, quick);
  const subset = records.filter((r) => r.suite === "external" && r.difficulty === "hard");
  assert.equal(entries.length, 2);
  assert.deepEqual(
    entries[1],
    extendedMetrics(subset.filter((r) => r.model_id === "m/two"), quick),
  );
  assert.deepEqual(Object.keys(entries[0].by_difficulty), ["hard"]);
});

Deno.test("columns are the union of all records' fields, so History Stage-1 answers survive", () => {
  const mixed = [
    ...syntheticRun({ suite: "external", perCell: 1 }),
    ...syntheticRun({ suite: "history", perCell: 1 }),
  ];
  assert.equal("stage1_answer" in mixed[0], false);
  const table = recordsTable(mixed);
  assert.ok(table.columnNames().includes("stage1_answer"));
  const [external, history] = scoreTable(table, quick);
  assert.equal("acr_mean" in external, false);
  assert.equal(typeof history.acr_mean, "number");
  assert.deepEqual(tableRecords(table), mixed);
});

Deno.test("scoreTable rejects a table without the grouping columns", () => {
  assert.throws(() => scoreTable(aq.table({ item_id: ["x"] })), /no "model_id" column/);
});
