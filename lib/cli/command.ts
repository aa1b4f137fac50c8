/** The shape of one `ab` sub-command and the small helpers every command shares. */
import { parseArgs, type ParseArgsConfig } from "node:util";

export interface Command {
  /** Words after `ab`, e.g. "generate" or "batch export". */
  name: string;
  summary: string;
  /** Full help text printed by `--help`. */
  help: string;
  run(args: string[]): Promise<number>;
}

/** A usage error: printed with the command's help hint and exit code 2. */
export class UsageError extends Error {}

export type FlagSpec = NonNullable<ParseArgsConfig["options"]>;

/** Parses flags strictly; unknown flags are a UsageError naming the flag. */
export function parseFlags<T extends FlagSpec>(args: string[], options: T) {
  try {
    return parseArgs({
      args,
      options: { ...options, help: { type: "boolean" } },
      strict: true,
      allowPositionals: true,
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

export function intFlag(value: unknown, name: string, fallback?: number): number {
  if (value === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required`);
    return fallback;
  }
  const n = Number(value);
  if (!Number.isInteger(n)) throw new UsageError(`--${name} must be an integer, got "${value}"`);
  return n;
}

export function requiredFlag(value: unknown, name: string): string {
  if (typeof value !== "string" || value === "") throw new UsageError(`--${name} is required`);
  return value;
}
