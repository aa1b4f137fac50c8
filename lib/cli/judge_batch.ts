/** `ab judge batch export` / `ab judge batch import`: the judge study through the OpenAI Batch path. */
import { ENDPOINT_KINDS, type EndpointKind, indexPathFor, isSimulatedModel } from "../infer/mod.ts";
import { exportJudgeBatch, importJudgeBatch } from "../judge/mod.ts";
import { type Command, parseFlags, requiredFlag, UsageError } from "./command.ts";
import { JUDGE_STUDY_FLAGS, JUDGE_STUDY_FLAGS_HELP, judgeStudyFromFlags } from "./judge.ts";

const EXPORT_HELP = `ab judge batch export — write the judge study as an OpenAI Batch input file

usage: deno task ab judge batch export (--model ID | --panel NAME) --out FILE [--run DIR] [flags]

Each line is {"custom_id", "method": "POST", "url": "/v1/chat/completions", "body"}, custom_id
being the request hash \`ab judge run\` gives the same call; the index FILE.index.jsonl is written
beside it (keep it next to the results file for the import). The study flags are those of
\`ab judge run\`; give the same ones to \`ab judge run\` to retry failed requests of an imported run.

  --out FILE                batch input file to write
  --run DIR                 a judge run directory: leave out the requests it answered
  --endpoint K              sim | vllm | openrouter | openai: the endpoint kind the requests are
                            keyed and shaped for (default: sim for sim/ ids, else openai); a retry
                            with \`ab judge run\` must address the same kind
${JUDGE_STUDY_FLAGS_HELP}`;

const IMPORT_HELP = `ab judge batch import — merge judge batch results into a judge run directory

usage: deno task ab judge batch import --results FILE --out RUN_DIR [--requests BATCH_FILE]

Reads {"id", "custom_id", "response": {"status_code", "body"}, "error"} lines, resolves each
custom_id in the judge batch index (BATCH_FILE.index.jsonl; by default the judge indexes beside the
results file) and appends the record \`ab judge run\` would have written to RUN_DIR/records.jsonl.
Requests the run already holds are skipped, so importing twice adds nothing. Failed results are
recorded as failed: \`ab judge run\` with the same study flags on RUN_DIR retries exactly those (or
export again with --run RUN_DIR). A line that is not a batch result stops the import before
anything is written, naming its file and line.

Exit status: 0 all imported results answered, 3 some were failures, 1 error, 2 usage error.`;

/** The endpoint kind of a model's batch requests: the flag, else sim for sim/ ids, else openai. */
export function batchEndpointKind(model: string, explicit: string | undefined): EndpointKind {
  if (explicit !== undefined) {
    if (!(ENDPOINT_KINDS as readonly string[]).includes(explicit)) {
      throw new UsageError(`--endpoint must be one of ${ENDPOINT_KINDS.join(", ")}`);
    }
    return explicit as EndpointKind;
  }
  return isSimulatedModel(model) ? "sim" : "openai";
}

export const judgeBatchExportCommand: Command = {
  name: "judge batch export",
  summary: "write the judge study as OpenAI Batch JSONL requests (keyed by request hash)",
  help: EXPORT_HELP,
  async run(args) {
    const { values, positionals } = parseFlags(args, {
      ...JUDGE_STUDY_FLAGS,
      out: { type: "string" },
      run: { type: "string" },
      endpoint: { type: "string" },
    });
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
    const out = requiredFlag(values.out, "out");
    const explicit = values.endpoint;
    if (explicit !== undefined) batchEndpointKind("", explicit);
    const { settings, tasksSource } = await judgeStudyFromFlags(values);
    const summary = await exportJudgeBatch({
      settings,
      out,
      endpointFor: (model) => batchEndpointKind(model, explicit),
      runDir: values.run,
      tasksSource,
    });
    console.error(
      `wrote ${summary.lines} judge request(s) to ${out} (${summary.skipped} already answered) and the index ${summary.indexPath}`,
    );
    return 0;
  },
};

export const judgeBatchImportCommand: Command = {
  name: "judge batch import",
  summary: "merge judge batch results into a judge run directory (dedup by request hash)",
  help: IMPORT_HELP,
  async run(args) {
    const { values, positionals } = parseFlags(args, {
      results: { type: "string" },
      out: { type: "string" },
      requests: { type: "string" },
    });
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
    const results = requiredFlag(values.results, "results");
    const out = requiredFlag(values.out, "out");
    const summary = await importJudgeBatch({
      results,
      runDir: out,
      indexPaths: values.requests ? [indexPathFor(values.requests)] : undefined,
    });
    console.error(
      `imported into ${out}: ${summary.records} record(s) (${summary.failed} failed), ${summary.duplicates} already present`,
    );
    if (summary.failed > 0) {
      console.error(
        `  rerun \`ab judge run\` with the same study flags and --out ${out} to retry the failed request(s)`,
      );
      return 3;
    }
    return 0;
  },
};
