/** `ab batch export` / `ab batch import`: the OpenAI Batch path into the same run store. */
import { dirname, resolve } from "node:path";
import {
  ENDPOINT_KINDS,
  type EndpointKind,
  exportBatch,
  importBatch,
  indexPathFor,
  isSimulatedModel,
} from "../infer/mod.ts";
import { parseResponse } from "../parse/mod.ts";
import { type Command, parseFlags, requiredFlag, UsageError } from "./command.ts";
import {
  loadSuiteViews,
  protocolFor,
  REQUEST_FLAGS,
  REQUEST_FLAGS_HELP,
  requestSettings,
  transformFor,
} from "./run.ts";

const EXPORT_HELP = `ab batch export — write an OpenAI Batch input file for a suite and a model

usage: deno task ab batch export --data PATH --suite NAME --model ID --out FILE [--run DIR] [flags]

Each line is {"custom_id", "method": "POST", "url": "/v1/chat/completions", "body"}; custom_id is
the request hash (<hash>:stage1 / <hash>:stage2 for the two rounds of a History request). The
index FILE${".index.jsonl"} is written beside it; keep it next to the results file for the import.

History is stage-wise: the first export holds stage 1 of every two-stage request; after
\`ab batch import\` stored the Stage-1 answers in the run directory, export again with --run DIR to
get the stage-2 requests (they carry the model's own Stage-1 answer), then import those.
With --run DIR, requests already answered there are skipped (so failed ones are sent again).

${REQUEST_FLAGS_HELP}
  --model ID                model id
  --endpoint K              endpoint kind the requests are keyed for (default openai)
  --out FILE                batch input file to write
  --run DIR                 run directory to continue (skip answered, build stage 2)`;

const IMPORT_HELP = `ab batch import — merge OpenAI Batch results into a run directory

usage: deno task ab batch import --results FILE --out RUN_DIR [--requests BATCH_FILE] [--allow-mixed]

Reads {"id", "custom_id", "response": {"status_code", "body"}, "error"} lines, resolves each
custom_id in the batch index (BATCH_FILE.index.jsonl; by default every *.index.jsonl beside the
results file), and appends one record per request to RUN_DIR/records.jsonl (requests already
answered there are skipped). Stage-1 answers of History requests go to RUN_DIR/stage1.jsonl; then
run \`ab batch export ... --run RUN_DIR\` for stage 2. Failed results are recorded with "error" and
are exported again by the next \`ab batch export --run RUN_DIR\`.`;

export const batchExportCommand: Command = {
  name: "batch export",
  summary: "write OpenAI Batch JSONL requests for a suite (History: stage-wise)",
  help: EXPORT_HELP,
  async run(args) {
    const { values } = parseFlags(args, {
      ...REQUEST_FLAGS,
      out: { type: "string" },
      run: { type: "string" },
    });
    const data = requiredFlag(values.data, "data");
    const suite = requiredFlag(values.suite, "suite");
    const model = requiredFlag(values.model, "model");
    const out = requiredFlag(values.out, "out");
    const endpoint = (values.endpoint ?? "openai") as EndpointKind;
    if (!ENDPOINT_KINDS.includes(endpoint)) {
      throw new UsageError(`--endpoint must be one of ${ENDPOINT_KINDS.join(", ")}`);
    }
    const settings = requestSettings(values);
    const loaded = await loadSuiteViews(data, suite);
    const summary = await exportBatch({
      views: loaded.views,
      model,
      endpoint,
      decoding: settings.decoding,
      repeats: settings.repeats,
      protocol: protocolFor(model, settings),
      transformView: transformFor(settings),
      transformName: settings.suffix,
      limit: settings.limit,
      suite,
      dataset: loaded.dataset,
      simulated: isSimulatedModel(model),
      out,
      runDir: values.run,
    });
    console.error(
      `wrote ${summary.lines} request(s) to ${out} (single ${summary.single}, stage 1 ${summary.stage1}, stage 2 ${summary.stage2}; ${summary.skipped} already answered) and the index ${summary.indexPath}`,
    );
    if (summary.stage1 > 0) {
      console.error(
        "  History is stage-wise: after importing these results, export again with --run <run dir> for stage 2",
      );
    }
    return 0;
  },
};

export const batchImportCommand: Command = {
  name: "batch import",
  summary: "merge OpenAI Batch results into a run directory (dedup by request hash)",
  help: IMPORT_HELP,
  async run(args) {
    const { values } = parseFlags(args, {
      results: { type: "string" },
      out: { type: "string" },
      requests: { type: "string" },
      "allow-mixed": { type: "boolean" },
    });
    const results = requiredFlag(values.results, "results");
    const out = requiredFlag(values.out, "out");
    const summary = await importBatch({
      results,
      runDir: out,
      indexPaths: values.requests ? [indexPathFor(values.requests)] : undefined,
      parse: parseResponse,
      allowMixed: values["allow-mixed"] === true,
    });
    console.error(
      `imported into ${out}: ${summary.records} record(s) (${summary.failed} failed), ${summary.stage1_stored} Stage-1 answer(s) stored (${summary.stage1_failed} failed), ${summary.duplicates} already present`,
    );
    if (summary.awaiting_stage2 > 0) {
      console.error(
        `  ${summary.awaiting_stage2} History request(s) await stage 2: run \`ab batch export ... --run ${out}\` (index searched beside ${
          resolve(dirname(results))
        })`,
      );
    }
    return summary.failed + summary.stage1_failed > 0 ? 3 : 0;
  },
};
