import assert from "node:assert/strict";
import { join } from "node:path";
import { judgeRunDir } from "../../lib/judge/mod.ts";

Deno.test("the judge notebook finds the study's judge/ run; an explicit run directory must hold records", async () => {
  const study = await Deno.makeTempDir({ prefix: "anchorlab-study-" });
  try {
    await Deno.mkdir(join(study, "judge"));
    await Deno.writeTextFile(join(study, "judge", "records.jsonl"), "");
    const found = await judgeRunDir({ studyDir: study });
    assert.equal(found.dir, join(study, "judge"));
    assert.equal(found.madeHere, false);
    assert.match(found.description, /the study's judge\/ run/);
    await assert.rejects(
      judgeRunDir({ env: study, studyDir: study }),
      /ANCHORLAB_JUDGE_RUN=.*: no records\.jsonl there/,
    );
  } finally {
    await Deno.remove(study, { recursive: true });
  }
});
