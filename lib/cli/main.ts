/** `deno task ab <command>`: the one command-line entry of AnchorLab. */
import { type Command, UsageError } from "./command.ts";
import { commands } from "./commands.ts";

function overview(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  const lines = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
  return [
    "ab — AnchorLab command line",
    "",
    "usage: deno task ab <command> [flags]   (every command takes --help)",
    "",
    "commands:",
    ...lines,
  ].join("\n");
}

function findCommand(argv: string[]): { command: Command; rest: string[] } | null {
  // Longest match first so "batch export" wins over a hypothetical "batch".
  const sorted = [...commands].sort((a, b) => b.name.split(" ").length - a.name.split(" ").length);
  for (const command of sorted) {
    const words = command.name.split(" ");
    if (words.every((w, i) => argv[i] === w)) return { command, rest: argv.slice(words.length) };
  }
  return null;
}

export async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === "--help" || argv[0] === "-h" || argv[0] === "help") {
    console.log(overview());
    return 0;
  }
  const found = findCommand(argv);
  if (!found) {
    console.error(`ab: unknown command "${argv.join(" ")}"\n\n${overview()}`);
    return 2;
  }
  const { command, rest } = found;
  if (rest.includes("--help") || rest.includes("-h")) {
    console.log(command.help);
    return 0;
  }
  try {
    return await command.run(rest);
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(
        `ab ${command.name}: ${err.message}\n(see: deno task ab ${command.name} --help)`,
      );
      return 2;
    }
    console.error(`ab ${command.name}: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

if (import.meta.main) {
  Deno.exit(await main(Deno.args));
}
