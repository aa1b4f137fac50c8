import assert from "node:assert/strict";
import { join } from "node:path";
import { ROWS2 } from "../data/helpers.ts";
import { ab } from "./capture.ts";

const DATA = join(ROWS2, "..");

interface ViewJson {
  condition: string;
  relevance: string;
  anchor_value: number | null;
  anchor_segment: string | null;
  diff_base: string | null;
  diff: { start: number; before: string; after: string } | null;
  prompt_text: string;
  messages: { role: string }[];
}

Deno.test("without --item, inspect lists each dataset with counts, seed and notes", async () => {
  const r = await ab("inspect", "--data", DATA);
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /anchorbench_history_core\s+upstream\s+history\s+5\s+14\s+42\s+none/);
  assert.match(r.out, /anchorbench_tool_core\s+upstream\s+tool\s+9\s+14\s+42\s+none/);
  assert.match(r.out, /note: anchorbench_external_core: only the stale public export/);
  const rag = await ab("inspect", "--data", DATA, "--suite", "rag", "--format", "json");
  const rows = JSON.parse(rag.out);
  assert.deepEqual(rows.map((x: { name: string }) => x.name), ["anchorbench_rag_core"]);
  assert.equal(rows[0].views, 8);
});

Deno.test("inspect --item shows every condition, the anchor marked and the change from control", async () => {
  const r = await ab(
    "inspect",
    "--data",
    DATA,
    "--item",
    "TOOL-pricing_wtp-e-off15-003",
    "--format",
    "json",
  );
  assert.equal(r.code, 0, r.err);
  const report = JSON.parse(r.out);
  assert.equal(report.datasets.length, 1);
  const views: ViewJson[] = report.datasets[0].views;
  assert.deepEqual(views.map((v) => v.condition), [
    "control",
    "irrelevant_low",
    "irrelevant_high",
    "plausible_low",
    "plausible_high",
  ]);
  assert.deepEqual(views.map((v) => v.anchor_value), [null, 48, 78, 48, 78]);
  assert.equal(report.datasets[0].item.y_star_evidence, 55);
  const control = views[0];
  const irr = views[1];
  assert.equal(control.diff, null);
  assert.equal(irr.diff_base, "control");
  // The reported change, put back between the common prefix and suffix, rebuilds both prompts.
  const { start, before, after } = irr.diff!;
  const suffix = control.prompt_text.slice(start + before.length);
  assert.equal(control.prompt_text.slice(0, start) + before + suffix, control.prompt_text);
  assert.equal(irr.prompt_text, control.prompt_text.slice(0, start) + after + suffix);
  assert.ok(after.includes('"request_id": 48') && !before.includes("request_id"));
  assert.match(irr.anchor_segment!, /^Output: \{"request_id": ⟦48⟧, "status": "no_data"/);
  assert.equal(irr.messages.length, 6); // native tool turns
});

Deno.test("inspect text output shows both History stages of a two-stage view", async () => {
  const r = await ab("inspect", "--data", DATA, "--item", "HIST-pricing_wtp-e-005");
  assert.equal(r.code, 0, r.err);
  assert.match(r.out, /═══ anchorbench_history_core {2}\(upstream, suite history, 2 views\) ═══/);
  assert.match(r.out, /\[plausible_low\] {2}relevance plausible · anchor —/);
  assert.match(r.out, /messages: user → assistant\(awaits stage 1\) → user/);
  assert.match(r.out, /stage 1:\n {4}\| .*\n(.*\n)*?.*Preliminary evidence \(partial\):/);
  assert.match(r.out, /stage 2:\n {4}\| This is the same case\./);
  assert.match(r.out, /self-generated/);
});

Deno.test("inspect exits 1 for an unknown item and 2 for bad flags", async () => {
  const missing = await ab("inspect", "--data", DATA, "--item", "EXT-nowhere-e-off15-001");
  assert.equal(missing.code, 1);
  assert.match(missing.err, /item "EXT-nowhere-e-off15-001" is in no dataset/);
  assert.match(missing.err, /skipped anchorbench_external_core: .*stale 5-field public export/);
  assert.equal((await ab("inspect", "--data", DATA, "--format", "xml")).code, 2);
  assert.equal((await ab("inspect")).code, 2);
  assert.equal((await ab("inspect", "--data", join(DATA, "no-such-dir"))).code, 2);
  assert.equal((await ab("inspect", "--data", DATA, "--dataset", "anchorbench_none")).code, 1);
  assert.match((await ab("inspect", "--help")).out, /--item ID/);
});
