/**
 * `reproduceTable(id, dir, { rule })` for the probe tables (24, 29, 30): the published rule
 * (exclude only a = y_ctrl) against the benchmark's ε = 3, on hand-written study directories.
 */
import assert from "node:assert/strict";
import { reproduceTable, type TableResult } from "../../../lib/tables/mod.ts";
import { record } from "./hand_records.ts";
import { withStudyDir, writeRecordStore } from "./study_dir.ts";

const MODEL = "sim/paper/Qwen-7B";
const close = (a: unknown, b: number) =>
  assert.ok(typeof a === "number" && Math.abs(a - b) < 1e-9, `expected ${b}, got ${a}`);
const qwenRow = (t: TableResult) => t.reproduced.rows.find((r) => r.model === "Qwen-7B")!;
/** Qwen-7B cell of the published side (the printed table, data/paper/printed/table<N>.json). */
const printedCell = (t: TableResult, key: string) =>
  t.published.rows.find((r) => r.model === "Qwen-7B")![key];

Deno.test("Table 24 under the published rule keeps a response the ε = 3 rule drops", async () => {
  await withStudyDir(async (study) => {
    const item = "EXT-pricing_wtp-e-off15-001";
    const ext = (condition: string, anchor: number | null, answer: number) =>
      record(MODEL, "external", item, condition, 50, anchor, answer);
    await writeRecordStore(study, "main", "anchorbench_external_core", "promptviews_core", [
      ext("control", null, 50),
      ext("plausible_low", 35, 47), // −3/−15 = 0.2
      ext("plausible_high", 65, 56), // 6/15 = 0.4
    ]);
    await writeRecordStore(study, "intensity", "anchorbench_external_d1", "promptviews_d1", [
      ext("plausible_mild_high", 52, 51), // |a − y_ctrl| = 2: 1/2 = 0.5 published, excluded at ε = 3
      ext("plausible_mild_low", 35, 44), // −6/−15 = 0.4
    ]);
    const published = await reproduceTable("table24", study, { rule: "published" });
    const epsilon = await reproduceTable("table24", study, { rule: "epsilon" });
    close(qwenRow(published).external_mild, 0.45);
    close(qwenRow(epsilon).external_mild, 0.4);
    close(qwenRow(published).external_std, 0.3);
    close(qwenRow(epsilon).external_std, 0.3);
    assert.ok(published.reproduced.notes!.some((n) => n.includes("only a = y_ctrl")));
    assert.ok(epsilon.reproduced.notes!.some((n) => n.startsWith("Exclusion rule: ε = 3")));
    // Without a rule the table keeps its default, the published rule.
    assert.deepEqual((await reproduceTable("table24", study)).reproduced, published.reproduced);
    // The published side is the paper's print under either rule, matched to the reproduced rows.
    assert.deepEqual(published.published, epsilon.published);
    assert.equal(printedCell(published, "external_mild"), 0.23);
    assert.deepEqual(
      published.comparison.unmatched.publishedOnly,
      ["Gemma-4B", "Llama-8B", "OLMo-13B"],
    );
    const qwen = published.comparison.rows.find((r) => r.keys.model === "Qwen-7B")!;
    close(qwen.cells.external_mild.diff, 0.45 - 0.23);
  });
});

Deno.test("Table 29 passes the rule to the realism conditions and keeps the main-study base", async () => {
  await withStudyDir(async (study) => {
    const item = "RAG-pricing_wtp-e-off15-001";
    const rag = (condition: string, anchor: number | null, answer: number) =>
      record(MODEL, "rag", item, condition, 50, anchor, answer);
    await writeRecordStore(study, "main", "anchorbench_rag_core", "promptviews_core", [
      rag("control", null, 50),
      rag("plausible_low", 35, 47), // 0.2
      rag("plausible_high", 65, 56), // 0.4
    ]);
    await writeRecordStore(study, "realism", "anchorbench_rag_p2", "promptviews_p2", [
      rag("plausible_high_rank1", 52, 51), // 0.5 published, excluded at ε = 3
      rag("plausible_low_rank1", 35, 44), // 0.4
    ]);
    const published = await reproduceTable("table29", study, { rule: "published" });
    const epsilon = await reproduceTable("table29", study, { rule: "epsilon" });
    close(qwenRow(published).pls_r1, 0.45);
    close(qwenRow(epsilon).pls_r1, 0.4);
    close(qwenRow(published).pls_base, 0.3);
    close(qwenRow(epsilon).pls_base, 0.3);
    assert.equal(qwenRow(published).irr_r1, null);
    assert.equal(printedCell(published, "pls_r1"), 0.23);
    assert.deepEqual(published.published, epsilon.published);
  });
});

Deno.test("Table 30 under the ε = 3 rule drops an elicited response the published rule keeps", async () => {
  await withStudyDir(async (study) => {
    const item = "TOO-pricing_wtp-e-off15-001";
    const tool = (condition: string, anchor: number | null, answer: number) =>
      record(MODEL, "tool", item, condition, 50, anchor, answer);
    await writeRecordStore(study, "main", "anchorbench_tool_core", "promptviews_core", [
      tool("control", null, 50),
      tool("irrelevant_high", 65, 53), // 3/15 = 0.2
    ]);
    await writeRecordStore(study, "realism", "anchorbench_tool_p3", "promptviews_p3", [
      tool("irrelevant_low_elicited", 49, 48), // −2/−1 = 2 published, excluded at ε = 3
      tool("irrelevant_high_elicited", 65, 50), // 0/15 = 0
    ]);
    close(qwenRow(await reproduceTable("table30", study, { rule: "published" })).irr_elicited, 1);
    const epsilon = await reproduceTable("table30", study, { rule: "epsilon" });
    close(qwenRow(epsilon).irr_elicited, 0);
    assert.equal(printedCell(epsilon, "irr_elicited"), 0.01);
  });
});

Deno.test("reproduceTable refuses a rule for a table that has no exclusion-rule option", async () => {
  await assert.rejects(
    reproduceTable("table1", "/nonexistent-study", { rule: "epsilon" }),
    (e: Error) =>
      e.message.includes("table1: no exclusion-rule option") &&
      e.message.includes("table24, table29, table30"),
  );
});
