/** The committed notebooks: nbformat shape, no outputs, the Deno kernel, and full paper coverage. */
import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  cellId,
  checkNotebooks,
  NOTEBOOKS,
  notebookText,
  outputProblems,
} from "../../scripts/notebooks.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const DIR = join(ROOT, "notebooks");

interface Cell {
  cell_type: string;
  id: string;
  source: string[];
  outputs?: unknown[];
  execution_count?: number | null;
  metadata: Record<string, unknown>;
}
interface Notebook {
  nbformat: number;
  nbformat_minor: number;
  metadata: { kernelspec: Record<string, string>; language_info: Record<string, string> };
  cells: Cell[];
}

async function notebooksOnDisk(): Promise<{ name: string; nb: Notebook }[]> {
  const out: { name: string; nb: Notebook }[] = [];
  for await (const e of Deno.readDir(DIR)) {
    if (!e.isFile || !e.name.endsWith(".ipynb")) continue;
    const text = await Deno.readTextFile(join(DIR, e.name));
    let nb: Notebook;
    try {
      nb = JSON.parse(text);
    } catch (err) {
      throw new Error(`${e.name}: invalid JSON (${(err as Error).message})`);
    }
    out.push({ name: e.name, nb });
  }
  return out.sort((a, b) => (a.name < b.name ? -1 : 1));
}

const source = (c: Cell) => c.source.join("");

Deno.test("every notebook is nbformat 4.5 with unique cell ids, the Deno kernel and no outputs", async () => {
  const all = await notebooksOnDisk();
  assert.ok(all.length >= 20, `expected at least 20 notebooks, found ${all.length}`);
  for (const { name, nb } of all) {
    assert.equal(nb.nbformat, 4, name);
    assert.ok(
      nb.nbformat_minor >= 5,
      `${name}: nbformat_minor ${nb.nbformat_minor} has no cell ids`,
    );
    assert.deepEqual(
      nb.metadata.kernelspec,
      { name: "deno", display_name: "Deno", language: "typescript" },
      name,
    );
    assert.equal(nb.metadata.language_info.name, "typescript", name);
    const ids = nb.cells.map((c) => c.id);
    assert.equal(new Set(ids).size, ids.length, `${name}: duplicate cell ids`);
    for (const [i, c] of nb.cells.entries()) {
      assert.match(c.id, /^[a-zA-Z0-9-_]{1,64}$/, `${name} cell ${i}`);
      assert.ok(["markdown", "code"].includes(c.cell_type), `${name} cell ${i}: ${c.cell_type}`);
      if (c.cell_type === "code") {
        assert.deepEqual(c.outputs, [], `${name} cell ${i} has outputs`);
        assert.equal(c.execution_count, null, `${name} cell ${i} has an execution count`);
        assert.ok(!source(c).includes("import.meta"), `${name} cell ${i}: import.meta in a cell`);
      }
    }
  }
});

Deno.test("every notebook opens with a title, then one code cell that resolves the study and shows the banner", async () => {
  for (const { name, nb } of await notebooksOnDisk()) {
    assert.equal(nb.cells[0].cell_type, "markdown", name);
    assert.match(source(nb.cells[0]), /^# \S/, `${name}: first cell is not a title`);
    assert.equal(nb.cells[1].cell_type, "code", name);
    const setup = source(nb.cells[1]);
    assert.ok(setup.includes("await openStudy()"), `${name}: setup does not resolve the study`);
    assert.ok(setup.trimEnd().endsWith("studyBanner(study)"), `${name}: setup shows no banner`);
  }
});

Deno.test("file names are numbered so the report orders them, in the order the script lists them", async () => {
  const names = (await notebooksOnDisk()).map((n) => n.name);
  for (const n of names) assert.match(n, /^\d{2}_[a-z0-9_]+\.ipynb$/);
  const authored = NOTEBOOKS.map((n) => `${n.name}.ipynb`);
  assert.deepEqual(names.filter((n) => authored.includes(n)), authored);
});

Deno.test("every table of §G (1–33, A.6, A.8) and every figure (2–9) is reproduced in some notebook code cell", async () => {
  const code = (await notebooksOnDisk()).flatMap(({ nb }) =>
    nb.cells.filter((c) => c.cell_type === "code").map(source)
  ).join("\n");
  const missing: string[] = [];
  for (let n = 1; n <= 33; n++) if (!code.includes(`"table${n}"`)) missing.push(`table${n}`);
  for (const id of ["tableA6", "tableA8"]) {
    if (!code.includes(`reproduceTable("${id}", STUDY)`)) missing.push(id);
  }
  for (let n = 2; n <= 9; n++) if (!code.includes(`"figure${n}"`)) missing.push(`figure${n}`);
  assert.deepEqual(missing, []);
});

Deno.test("Tables 24, 29 and 30 are shown under both exclusion rules", async () => {
  const code = (await notebooksOnDisk()).flatMap(({ nb }) =>
    nb.cells.filter((c) => c.cell_type === "code").map(source)
  ).join("\n");
  for (const id of ["table24", "table29", "table30"]) {
    for (const rule of ["published", "epsilon"]) {
      assert.ok(
        code.includes(`reproduceTable("${id}", STUDY, { rule: "${rule}" })`),
        `${id} under rule ${rule}`,
      );
    }
  }
});

Deno.test("scripts/notebooks.ts --check passes on the committed notebooks", async () => {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "scripts/notebooks.ts", "--check"],
    cwd: ROOT,
    stdout: "piped",
    stderr: "piped",
  }).output();
  const stderr = new TextDecoder().decode(out.stderr);
  assert.equal(out.code, 0, stderr);
});

Deno.test("the notebook text is deterministic and cell ids depend only on notebook and position", () => {
  for (const spec of NOTEBOOKS) assert.equal(notebookText(spec), notebookText(spec));
  assert.equal(cellId("02_main_results", 3), cellId("02_main_results", 3));
  assert.notEqual(cellId("02_main_results", 3), cellId("02_main_results", 4));
  assert.notEqual(cellId("02_main_results", 3), cellId("03_offsets_and_boundary_clipping", 3));
});

Deno.test("the checker reports outputs, execution counts, edits and missing notebooks", async () => {
  const dir = await Deno.makeTempDir({ prefix: "anchorlab-nbcheck-" });
  try {
    for (const spec of NOTEBOOKS) {
      await Deno.writeTextFile(join(dir, `${spec.name}.ipynb`), notebookText(spec));
    }
    assert.deepEqual(await checkNotebooks(dir), []);

    const first = NOTEBOOKS[0];
    const path = join(dir, `${first.name}.ipynb`);
    const nb = JSON.parse(notebookText(first));
    const codeIndex = nb.cells.findIndex((c: Cell) => c.cell_type === "code");
    nb.cells[codeIndex].outputs = [{ output_type: "stream", name: "stdout", text: ["x"] }];
    nb.cells[codeIndex].execution_count = 3;
    await Deno.writeTextFile(path, JSON.stringify(nb));
    const problems = await checkNotebooks(dir);
    assert.deepEqual(problems, [
      `${path}: cell ${codeIndex} has outputs`,
      `${path}: cell ${codeIndex} has an execution count`,
    ]);

    await Deno.writeTextFile(path, notebookText(first).replace("# ", "# Edited "));
    assert.deepEqual(await checkNotebooks(dir), [
      `${path}: differs from scripts/notebooks.ts (rewrite it or update the script)`,
    ]);

    await Deno.remove(path);
    const extra = join(dir, "99_hand_written.ipynb");
    await Deno.writeTextFile(extra, JSON.stringify(nb));
    const last = await checkNotebooks(dir);
    assert.ok(last[0].startsWith(`${path}: missing`));
    assert.ok(last.includes(`${extra}: cell ${codeIndex} has outputs`));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("outputProblems names the file when a notebook is not JSON", () => {
  const problems = outputProblems("{oops", "x.ipynb");
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^x\.ipynb: invalid JSON/);
});
