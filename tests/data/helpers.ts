/** Shared helpers of the data-stage tests: fixture paths, temporary directories, hand-built datasets. */
import { join } from "node:path";
import type { ItemSpec } from "../../lib/items/types.ts";
import { makeView } from "../../lib/suites/common.ts";
import type { Dataset, PromptView } from "../../lib/suites/types.ts";

export const FIXTURES = "/work/shared/fixtures";
export const ROWS2 = join(FIXTURES, "upstream-rows-2/datasets");
export const SAMPLES = join(FIXTURES, "upstream-samples/datasets");

export async function withTempDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "anchorlab_data_test_" });
  try {
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** Parsed lines of a fixture file, read independently of the loaders. */
export async function fixtureRows(path: string): Promise<Record<string, unknown>[]> {
  const text = await Deno.readTextFile(path);
  return text.split("\n").filter((l) => l.trim() !== "").map((l) => JSON.parse(l));
}

/** The first `n` real External itemspecs of upstream-rows-2 (EXT-pricing_wtp-e-off15-001…). */
export async function externalSpecs(n: number): Promise<ItemSpec[]> {
  const rows = await fixtureRows(join(ROWS2, "anchorbench_external_core/itemspecs.jsonl"));
  return rows.slice(0, n) as unknown as ItemSpec[];
}

const CONDITIONS: [string, string, "low" | "high" | null][] = [
  ["control", "none", null],
  ["irrelevant_low", "irrelevant", "low"],
  ["irrelevant_high", "irrelevant", "high"],
  ["plausible_low", "plausible", "low"],
  ["plausible_high", "plausible", "high"],
];

/** A small External-style view set written for these tests (not the benchmark's wording). */
export function handViews(spec: ItemSpec): PromptView[] {
  const evidence = spec.evidence_structured
    .map((e) => `  - ${e.label}: ${e.missing ? "[data not available]" : e.value}`)
    .join("\n");
  const base = `Test scenario for ${spec.item_id}.\n\nEvidence:\n${evidence}\n\n`;
  return CONDITIONS.map(([condition, relevance, side]) => {
    const anchor = side === null ? null : spec.anchors[side];
    const sentence = anchor === null
      ? ""
      : relevance === "irrelevant"
      ? `Ticket number ${anchor} was assigned. `
      : `A prior study suggested ${anchor}. `;
    return makeView({
      item_id: spec.item_id,
      suite: "external",
      domain: spec.domain,
      condition,
      prompt_text: `${base}${sentence}What is your estimate?\nAnswer with one integer.`,
      prompt_components: { anchor_sentence: sentence },
      anchor_relevance: relevance,
      anchor_value: anchor,
      anchor_search_from: base.length,
    });
  });
}

/** A two-item External dataset built from real itemspecs and hand-written prompts. */
export async function handDataset(name = "anchorbench_external_core"): Promise<Dataset> {
  const specs = await externalSpecs(2);
  return {
    name,
    suite: "external",
    seed: 42,
    size: "core",
    scoring_function: "mean",
    itemspecs: specs,
    files: { "promptviews_core.jsonl": specs.flatMap(handViews) },
    core_conditions: CONDITIONS.map(([c]) => c),
    ablation_conditions: [],
  };
}

/** Every file under `dir` (relative path → bytes). */
export async function readTree(dir: string): Promise<Map<string, Uint8Array>> {
  const out = new Map<string, Uint8Array>();
  const walk = async (sub: string) => {
    for await (const e of Deno.readDir(join(dir, sub))) {
      const rel = sub ? `${sub}/${e.name}` : e.name;
      if (e.isDirectory) await walk(rel);
      else out.set(rel, await Deno.readFile(join(dir, rel)));
    }
  };
  await walk("");
  return out;
}

export async function assertRejects(
  fn: () => Promise<unknown>,
  ...fragments: string[]
): Promise<string> {
  try {
    await fn();
  } catch (err) {
    const message = (err as Error).message;
    for (const f of fragments) {
      if (!message.includes(f)) {
        throw new Error(`error message lacks ${JSON.stringify(f)}:\n${message}`);
      }
    }
    return message;
  }
  throw new Error("expected a rejection, but the call succeeded");
}
