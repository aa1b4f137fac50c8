/** The registry of `ab` sub-commands; each lives in its own module under cli/. */
import type { Command } from "./command.ts";
import { generateCommand } from "./generate.ts";
import { inspectCommand } from "./inspect.ts";
import { runCommand } from "./run.ts";
import { serveSimCommand } from "./serve_sim.ts";
import { batchExportCommand, batchImportCommand } from "./batch.ts";
import { reparseCommand } from "./reparse.ts";
import { scoreCommand } from "./score.ts";
import { judgeRunCommand, judgeScoreCommand } from "./judge.ts";
import { judgeBatchExportCommand, judgeBatchImportCommand } from "./judge_batch.ts";
import { reproCommand } from "./repro.ts";

/** In the order data flows; `ab --help` lists them so. */
export const commands: Command[] = [
  generateCommand,
  inspectCommand,
  runCommand,
  serveSimCommand,
  batchExportCommand,
  batchImportCommand,
  reparseCommand,
  scoreCommand,
  judgeRunCommand,
  judgeBatchExportCommand,
  judgeBatchImportCommand,
  judgeScoreCommand,
  reproCommand,
];
