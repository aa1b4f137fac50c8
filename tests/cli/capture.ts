/** Runs `ab` in-process and captures what it prints. */
import { main } from "../../lib/cli/main.ts";

export interface AbResult {
  code: number;
  out: string;
  err: string;
}

export async function ab(...argv: string[]): Promise<AbResult> {
  const out: string[] = [];
  const err: string[] = [];
  const log = console.log;
  const error = console.error;
  console.log = (...args: unknown[]) => out.push(args.map(String).join(" "));
  console.error = (...args: unknown[]) => err.push(args.map(String).join(" "));
  try {
    const code = await main(argv);
    return { code, out: out.join("\n"), err: err.join("\n") };
  } finally {
    console.log = log;
    console.error = error;
  }
}
