/** Executing a notebook of this checkout headlessly against a simulated study, for the E2E tests. */
import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { executeNotebook } from "../../lib/report/notebooks.ts";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface OutputCell {
  cell_type: string;
  source: string[];
  outputs?: { data?: Record<string, string | string[]> }[];
}

/** The outputs of a cell of one MIME type, joined by newlines. */
export function outputText(cell: OutputCell, mime: string): string {
  return (cell.outputs ?? []).map((o) => {
    const v = o.data?.[mime];
    return Array.isArray(v) ? v.join("") : v ?? "";
  }).join("\n");
}

/**
 * Writes the simulated quick study's manifest (seed 42) into `study`, executes `notebooks/<name>`
 * with its report in `<study>/report`, asserts it ran with no errors and no empty code cells, and
 * returns the executed code cells and the HTML export's path.
 */
export async function executeOnStudy(
  name: string,
  study: string,
  timeoutSeconds: number,
): Promise<{ code: OutputCell[]; html: string }> {
  await Deno.writeTextFile(
    join(study, "manifest.json"),
    JSON.stringify({ simulated: true, seed: 42, quick: true }),
  );
  const out = join(study, "report");
  await Deno.mkdir(out);
  const result = await executeNotebook(join(ROOT, "notebooks", name), {
    outDir: out,
    env: { ANCHORLAB_STUDY: study },
    timeoutSeconds,
  });
  assert.deepEqual(result.errors, []);
  assert.deepEqual(result.emptyCodeCells, []);
  const executed = JSON.parse(await Deno.readTextFile(result.executed)) as {
    cells: OutputCell[];
  };
  return { code: executed.cells.filter((c) => c.cell_type === "code"), html: result.html };
}
