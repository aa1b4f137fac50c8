/**
 * The appendix analyses in the registry: "tableA8" (boundary clipping) and "tableA6" (ε
 * sensitivity), reproduced from hand-written study directories with hand-computed values.
 */
import assert from "node:assert/strict";
import { cp } from "node:fs/promises";
import { join } from "node:path";
import { defaultPaperDataDir, loadPrintedClaims, reproduceTable } from "../../../lib/tables/mod.ts";
import { record } from "./hand_records.ts";
import { withStudyDir, writeRecordStore } from "./study_dir.ts";

const MODEL = "sim/paper/Qwen-7B";
const close = (a: unknown, b: number) =>
  assert.ok(typeof a === "number" && Math.abs(a - b) < 1e-9, `expected ${b}, got ${a}`);

Deno.test("tableA8: δ=40 mean with and without anchors clipped at 0/100, External+RAG only", async () => {
  await withStudyDir(async (study) => {
    const at =
      (suite: string, item: string, offset: number) =>
      (condition: string, anchor: number | null, answer: number) =>
        record(MODEL, suite, item, condition, 50, anchor, answer, { offset });
    const a = at("external", "EXT-pricing_wtp-e-off40-001", 40);
    const b = at("external", "EXT-pricing_wtp-e-off15-001", 15);
    await writeRecordStore(study, "main", "anchorbench_external_core", "promptviews_core", [
      a("control", null, 50),
      a("plausible_high", 100, 62), // 12/50 = 0.24, clipped anchor
      a("plausible_low", 10, 42), // −8/−40 = 0.2
      b("control", null, 50),
      b("plausible_high", 65, 56), // 6/15 = 0.4
      b("plausible_low", 35, 47), // −3/−15 = 0.2
    ]);
    // A Tool item must not count (A.8 pools External and RAG).
    const t = at("tool", "TOO-pricing_wtp-e-off40-001", 40);
    await writeRecordStore(study, "main", "anchorbench_tool_core", "promptviews_core", [
      t("control", null, 50),
      t("plausible_high", 100, 100),
    ]);
    const result = await reproduceTable("tableA8", study);
    const [all, excl] = result.reproduced.rows;
    assert.equal(all.items, "All items");
    close(all.delta_15, 0.3);
    close(all.delta_40, 0.22);
    assert.equal(all.delta_25, null);
    assert.equal(excl.items, "Excl. boundary");
    close(excl.delta_15, 0.3);
    close(excl.delta_40, 0.2);
    // Published A.8 (data/paper/printed/tableA8.json): 0.11 (all) and 0.14 (excluding boundary) at δ = 40.
    close(result.comparison.rows[0].cells.delta_40.diff, 0.22 - 0.11);
    close(result.comparison.rows[1].cells.delta_40.diff, 0.2 - 0.14);
    assert.equal(result.comparison.simulated, true);
    assert.ok(result.reproduced.notes!.some((n) => n.includes(": 1 (50% of scored δ=40")));
  });
});

Deno.test("tableA6: exclusion share per suite at ε = 1/3/5 and the Disc∆ sign flips", async () => {
  await withStudyDir(async (study) => {
    const ext = (condition: string, anchor: number | null, answer: number) =>
      record(MODEL, "external", "EXT-pricing_wtp-e-off15-001", condition, 50, anchor, answer);
    // Denominators −2, 4, −15, 15: excluded 0/4 at ε=1, 1/4 at ε=3, 2/4 at ε=5.
    // Disc∆: ε=1 0.3 − mean(−4/−2, 0/4) = −0.7; ε=3 0.3 − 0 = 0.3 (sign flip); ε=5 no irr UAI.
    await writeRecordStore(study, "main", "anchorbench_external_core", "promptviews_core", [
      ext("control", null, 50),
      ext("irrelevant_low", 48, 46),
      ext("irrelevant_high", 54, 50),
      ext("plausible_low", 35, 47),
      ext("plausible_high", 65, 56),
    ]);
    const rag = (condition: string, anchor: number | null, answer: number) =>
      record(MODEL, "rag", "RAG-pricing_wtp-e-off15-001", condition, 50, anchor, answer);
    // Every denominator is ±15: nothing excluded, Disc∆ = 0.7 at every ε (no flip).
    await writeRecordStore(study, "main", "anchorbench_rag_core", "promptviews_core", [
      rag("control", null, 50),
      rag("irrelevant_low", 35, 50),
      rag("irrelevant_high", 65, 50),
      rag("plausible_low", 35, 41),
      rag("plausible_high", 65, 62),
    ]);
    const result = await reproduceTable("tableA6", study);
    assert.deepEqual(result.reproduced.rows, [
      { suite: "External", eps_1: 0, eps_3: 0.25, eps_5: 0.5 },
      { suite: "RAG", eps_1: 0, eps_3: 0, eps_5: 0 },
    ]);
    // claims.json: "At ε = 3, mean exclusion rates range from 3.8% (ICL) to 11% (History)";
    // "Of 69 cells, 13 flip the sign".
    const published = Object.fromEntries(result.published.rows.map((r) => [r.suite, r.eps_3]));
    assert.deepEqual(published, {
      External: null,
      History: 0.11,
      ICL: 0.038,
      RAG: null,
      Tool: null,
    });
    assert.ok(
      result.reproduced.notes!.includes(
        "Cells flipping the sign of Disc∆ across ε ∈ {1, 3, 5}: 1 of 2 (published 13 of 69).",
      ),
    );
    assert.deepEqual(result.comparison.unmatched, {
      publishedOnly: ["History", "ICL", "Tool"],
      reproducedOnly: [],
    });
    assert.equal(result.comparison.simulated, true);
  });
});

Deno.test("tableA6 reads claims.json under the paperDataDir given and names it when missing", async () => {
  await withStudyDir(async (dir) => {
    await assert.rejects(
      loadPrintedClaims(dir),
      (e: Error) => e.message.startsWith(`${join(dir, "printed", "claims.json")}: no printed`),
    );
    const root = join(dir, "paper");
    await cp(defaultPaperDataDir(), root, { recursive: true });
    const file = join(root, "printed", "claims.json");
    const claims = JSON.parse(await Deno.readTextFile(file));
    const flips = claims.claims.find((c: { id: string }) => c.id === "epsilon_sign_flips");
    flips.values = { ...flips.values, flips: 7, cells: 50 };
    await Deno.writeTextFile(file, JSON.stringify(claims));
    const study = join(dir, "study");
    await writeRecordStore(study, "main", "anchorbench_rag_core", "promptviews_core", [
      record(MODEL, "rag", "RAG-pricing_wtp-e-off15-001", "control", 50, null, 50),
    ]);
    const result = await reproduceTable("tableA6", study, { paperDataDir: root });
    assert.ok(result.published.notes!.some((n) => n.includes("and 7 of 50 cells flipping")));
  });
});
