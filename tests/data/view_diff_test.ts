import assert from "node:assert/strict";
import { diffText, markedLine, markSpan } from "../../lib/data/view_diff.ts";

Deno.test("diffText isolates an inserted sentence", () => {
  const control = "Evidence:\n  - a: 1\n\nWhat is it?";
  const anchored = "Evidence:\n  - a: 1\n\nTicket 55 was filed. What is it?";
  assert.deepEqual(diffText(control, anchored), {
    start: 20,
    before: "",
    after: "Ticket 55 was filed. ",
  });
  assert.equal(diffText(control, control), null);
});

Deno.test("diffText widens a change to whole words", () => {
  // "A preliminary" and "Assessment" share a leading "A": the change still starts at the word.
  const d = diffText("Doc: Assessment note here.", "Doc: A preliminary study here.")!;
  assert.deepEqual(d, { start: 5, before: "Assessment note", after: "A preliminary study" });
  const digits = diffText("case #55 now", "case #85 now")!;
  assert.deepEqual(digits, { start: 5, before: "#55", after: "#85" });
});

Deno.test("diffText handles one text being a prefix of the other", () => {
  assert.deepEqual(diffText("abc", "abc def"), { start: 3, before: "", after: " def" });
  assert.deepEqual(diffText("x y", "x"), { start: 1, before: " y", after: "" });
});

Deno.test("markedLine marks the span inside its own line", () => {
  const text = "first line\nqueue number 36 here\nlast";
  const at = text.indexOf("36");
  assert.equal(markedLine(text, [at, at + 2]), "queue number ⟦36⟧ here");
  assert.equal(markSpan("abc", [1, 2], "<", ">"), "a<b>c");
});
