/** The registry of `ab` sub-commands; each lives in its own module under cli/. */
import type { Command } from "./command.ts";
import { generateCommand } from "./generate.ts";
import { inspectCommand } from "./inspect.ts";
import { scoreCommand } from "./score.ts";
import { serveSimCommand } from "./serve_sim.ts";

export const commands: Command[] = [generateCommand, inspectCommand, scoreCommand, serveSimCommand];
