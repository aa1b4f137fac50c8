import assert from "node:assert/strict";
import { join } from "node:path";
import {
  CHECKSUMS_FILE,
  formatChecksums,
  parseChecksums,
  sha256Hex,
  verifyDirectory,
  verifyTree,
} from "../../lib/data/checksums.ts";
import { writeChecksummedDirectory } from "../../lib/data/write.ts";
import { assertRejects, withTempDir } from "./helpers.ts";

const enc = (s: string) => new TextEncoder().encode(s);

async function sha256sumCheck(dir: string): Promise<{ code: number; out: string }> {
  const result = await new Deno.Command("sha256sum", {
    args: ["-c", CHECKSUMS_FILE],
    cwd: dir,
    stdout: "piped",
    stderr: "piped",
  }).output();
  const out = new TextDecoder().decode(result.stdout) + new TextDecoder().decode(result.stderr);
  return { code: result.code, out };
}

Deno.test("sha256Hex matches the FIPS 180-2 test vector for 'abc'", () => {
  assert.equal(
    sha256Hex("abc"),
    "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
  );
});

Deno.test("checksum lines are GNU format, sorted by path", () => {
  const text = formatChecksums([
    { path: "b.jsonl", sha256: "1".repeat(64) },
    { path: "a.jsonl", sha256: "f".repeat(64) },
  ]);
  assert.equal(text, `${"f".repeat(64)}  a.jsonl\n${"1".repeat(64)}  b.jsonl\n`);
  assert.throws(() => formatChecksums([{ path: "x", sha256: "ABC" }]), /64 lowercase hex/);
});

Deno.test("a written directory passes `sha256sum -c`, and fails it after one byte changes", async () => {
  await withTempDir(async (root) => {
    const dir = join(root, "set");
    await writeChecksummedDirectory(dir, [
      { name: "one.jsonl", bytes: enc('{"a":1}\n') },
      { name: "two.jsonl", bytes: enc('{"b":2}\n') },
    ]);
    const first = await sha256sumCheck(dir);
    assert.equal(first.code, 0, first.out);
    assert.match(first.out, /one\.jsonl: OK/);

    const bytes = await Deno.readFile(join(dir, "two.jsonl"));
    bytes[2] = "c".charCodeAt(0); // {"b":2} → {"c":2}
    await Deno.writeFile(join(dir, "two.jsonl"), bytes);
    const second = await sha256sumCheck(dir);
    assert.notEqual(second.code, 0);
    assert.match(second.out, /two\.jsonl: FAILED/);

    const report = await verifyDirectory(dir);
    assert.equal(report.ok, false);
    assert.equal(report.matched, 1);
    assert.deepEqual(report.mismatched.map((m) => m.path), ["two.jsonl"]);
    assert.equal(report.mismatched[0].expected, sha256Hex('{"b":2}\n'));
    assert.equal(report.mismatched[0].actual, sha256Hex('{"c":2}\n'));
  });
});

Deno.test("verify reports missing files as failures and unlisted files as notes", async () => {
  await withTempDir(async (root) => {
    const dir = join(root, "set");
    await writeChecksummedDirectory(dir, [
      { name: "keep.jsonl", bytes: enc("x\n") },
      { name: "gone.jsonl", bytes: enc("y\n") },
    ]);
    await Deno.remove(join(dir, "gone.jsonl"));
    await Deno.writeTextFile(join(dir, "extra.txt"), "z");
    const report = await verifyDirectory(dir);
    assert.equal(report.ok, false);
    assert.deepEqual(report.missing, ["gone.jsonl"]);
    assert.deepEqual(report.unlisted, ["extra.txt"]);
    assert.deepEqual(report.mismatched, []);
  });
});

Deno.test("verifyTree checks every checksummed directory below the root", async () => {
  await withTempDir(async (root) => {
    await writeChecksummedDirectory(join(root, "a"), [{ name: "f", bytes: enc("1") }]);
    await writeChecksummedDirectory(join(root, "b"), [{ name: "f", bytes: enc("2") }]);
    const reports = await verifyTree(root);
    assert.deepEqual(reports.map((r) => [r.dir, r.ok]), [[join(root, "a"), true], [
      join(root, "b"),
      true,
    ]]);
    await assertRejects(() =>
      verifyTree(join(root, "a", "..", "..", "nothing-here-" + Date.now()))
    );
  });
});

Deno.test("malformed checksum files fail with file and line", () => {
  const good = `${"a".repeat(64)}  ok.jsonl\n`;
  assert.throws(() => parseChecksums(good + "nonsense\n", "C.sha256"), /C\.sha256:2: expected/);
  assert.throws(
    () => parseChecksums(`${"a".repeat(64)}  ../escape\n`, "C.sha256"),
    /C\.sha256:1: path "\.\.\/escape" must be relative/,
  );
  assert.throws(
    () => parseChecksums(good + good, "C.sha256"),
    /C\.sha256:2: path "ok\.jsonl" is listed twice/,
  );
  assert.deepEqual(parseChecksums(`${"A".repeat(64)} *bin.dat\n`, "C"), [
    { path: "bin.dat", sha256: "a".repeat(64) },
  ]);
});
