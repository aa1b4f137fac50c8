/** The registry of `ab` sub-commands; each lives in its own module under cli/. */
import type { Command } from "./command.ts";

export const commands: Command[] = [];
