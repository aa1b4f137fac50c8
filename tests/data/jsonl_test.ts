import assert from "node:assert/strict";
import { join } from "node:path";
import { formatJsonl, jsonlLine, parseJsonlText, readJsonlAll } from "../../lib/data/jsonl.ts";
import { assertRejects, withTempDir } from "./helpers.ts";

Deno.test("readJsonl yields objects with physical line numbers, skipping blank lines", async () => {
  await withTempDir(async (dir) => {
    const file = join(dir, "rows.jsonl");
    await Deno.writeTextFile(file, '\uFEFF{"a": 1}\r\n\n  \n{"b": "x"}\n{"c": null}');
    const rows = await readJsonlAll(file);
    assert.deepEqual(rows, [
      { line: 1, value: { a: 1 } },
      { line: 4, value: { b: "x" } },
      { line: 5, value: { c: null } },
    ]);
  });
});

Deno.test("parseJsonlText reads text in memory by the same rules, errors naming file:line", () => {
  assert.deepEqual(parseJsonlText('\uFEFF{"a": 1}\r\n\n{"b": "x"}', "mem.jsonl"), [
    { line: 1, value: { a: 1 } },
    { line: 3, value: { b: "x" } },
  ]);
  assert.throws(() => parseJsonlText('{"a": 1}\n\n[1]', "mem.jsonl"), {
    message: "mem.jsonl:3: expected a JSON object, got an array",
  });
});

Deno.test("readJsonl reassembles lines longer than a read chunk", async () => {
  await withTempDir(async (dir) => {
    const file = join(dir, "long.jsonl");
    const long = "é".repeat(300_000); // multi-byte characters straddle chunk boundaries
    await Deno.writeTextFile(file, `{"n":1}\n${JSON.stringify({ long })}\n{"n":3}\n`);
    const rows = await readJsonlAll(file);
    assert.equal(rows.length, 3);
    assert.equal((rows[1].value.long as string).length, 300_000);
    assert.equal(rows[2].line, 3);
  });
});

Deno.test("a line that is not JSON fails with file:line and the reason", async () => {
  await withTempDir(async (dir) => {
    const file = join(dir, "bad.jsonl");
    await Deno.writeTextFile(file, '{"ok": true}\n{"ok": true}\n{"broken": \n');
    await assertRejects(() => readJsonlAll(file), `${file}:3: invalid JSON`);
  });
});

Deno.test("a JSON value that is not an object is rejected with its kind", async () => {
  await withTempDir(async (dir) => {
    const file = join(dir, "array.jsonl");
    await Deno.writeTextFile(file, '{"ok": 1}\n[1, 2]\n');
    await assertRejects(
      () => readJsonlAll(file),
      `${file}:2: expected a JSON object, got an array`,
    );
  });
});

Deno.test("invalid UTF-8 is reported at its line", async () => {
  await withTempDir(async (dir) => {
    const file = join(dir, "latin1.jsonl");
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('{"a":1}\n{"b":"'),
      0xff,
      0x22,
      0x7d,
    ]);
    await Deno.writeFile(file, bytes);
    await assertRejects(() => readJsonlAll(file), `${file}:2: invalid UTF-8`);
  });
});

Deno.test("a missing file is a DataError naming the path", async () => {
  await assertRejects(
    () => readJsonlAll("/nonexistent/x.jsonl"),
    "/nonexistent/x.jsonl: file not found",
  );
});

Deno.test("native lines are compact JSON with raw UTF-8 and a newline after every row", () => {
  assert.equal(
    jsonlLine({ a: 1, b: "0–100", c: [1.5, null] }),
    '{"a":1,"b":"0–100","c":[1.5,null]}\n',
  );
  assert.equal(formatJsonl([{ x: 1 }, { y: 2 }]), '{"x":1}\n{"y":2}\n');
  assert.equal(formatJsonl([]), "");
});

Deno.test("written JSONL reads back to the same values", async () => {
  await withTempDir(async (dir) => {
    const file = join(dir, "round.jsonl");
    const rows = [{ id: "a", text: "line\nbreak \u2028 sep" }, { id: "b", n: -0.25 }];
    await Deno.writeTextFile(file, formatJsonl(rows));
    assert.deepEqual((await readJsonlAll(file)).map((r) => r.value), rows);
  });
});
