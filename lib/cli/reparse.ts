/** `ab reparse`: re-parse a run's stored raw text under a parse policy, without inference. */
import { planView, type PromptIndex, promptKey, readManifest, reparseRun } from "../infer/mod.ts";
import { isParsePolicy, PARSE_POLICIES } from "../parse/mod.ts";
import { applySuffix } from "../suites/mod.ts";
import { type Command, parseFlags, requiredFlag, UsageError } from "./command.ts";
import { loadSuiteViews } from "./run.ts";

const HELP = `ab reparse — re-parse a run's raw answers under a parse policy (no inference)

usage: deno task ab reparse --run DIR [--policy NAME] [--out FILE] [--data PATH]

  --run DIR       run directory (records.jsonl + manifest.json)
  --policy NAME   production (default: the §E cascade) | ${PARSE_POLICIES.join(" | ")}
  --out FILE      output (default DIR/records.<policy>.jsonl); records.jsonl is not modified
  --data PATH     the run's dataset: lets the echo filter see each answer's prompt (planned with
                  the run's protocol and suffix); without it the prompt is empty, as in the
                  original sensitivity analysis

Every record keeps its fields; answer_int, parsed_ok and parse_strategy are recomputed, History
Stage-1 answers (and the realised anchor) too, and reparse_policy names the policy.`;

export const reparseCommand: Command = {
  name: "reparse",
  summary: "re-parse stored raw answers under a parse policy into a new records file",
  help: HELP,
  async run(args) {
    const { values } = parseFlags(args, {
      run: { type: "string" },
      policy: { type: "string" },
      out: { type: "string" },
      data: { type: "string" },
    });
    const runDir = requiredFlag(values.run, "run");
    const policy = values.policy ?? "production";
    if (!isParsePolicy(policy)) {
      throw new UsageError(
        `--policy must be production or one of ${PARSE_POLICIES.join(", ")}, got "${policy}"`,
      );
    }
    let prompts: PromptIndex | undefined;
    if (values.data) {
      const manifest = await readManifest(runDir);
      if (!manifest) {
        throw new Error(`${runDir}: no manifest.json, so the run's protocol is unknown`);
      }
      const { config } = manifest;
      const loaded = await loadSuiteViews(values.data, config.suite);
      prompts = new Map();
      for (const raw of loaded.views) {
        const view = config.transform ? applySuffix(raw, config.transform) : raw;
        const plan = planView(view, {
          historyProtocol: config.history_protocol,
          toolFormat: config.tool_format === "plaintext" ? "plaintext" : "native",
        });
        prompts.set(promptKey(view.item_id, view.condition), {
          final: plan.parse_prompt,
          stage1: plan.kind === "two_stage" ? plan.stage1_parse_prompt : undefined,
        });
      }
    }
    const summary = await reparseRun({ runDir, policy, out: values.out, prompts });
    console.error(
      `${summary.records} record(s) re-parsed with ${policy} → ${summary.out}: parsed ${summary.parsed_before} → ${summary.parsed_after}, ${summary.changed} answer(s) changed, ${summary.stage1_changed} Stage-1 answer(s) changed${
        prompts ? `, prompts found for ${summary.with_prompt}` : " (no --data: empty prompts)"
      }`,
    );
    return 0;
  },
};
