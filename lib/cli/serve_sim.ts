/**
 * `ab serve-sim`: serves the simulated-respondent panel as an OpenAI-compatible HTTP endpoint
 * until the process is stopped.
 */
import { type FaultOptions, startSimServer } from "../sim/mod.ts";
import { type Command, intFlag, parseFlags, UsageError } from "./command.ts";

const HELP = `ab serve-sim — serve the simulated respondents over OpenAI-compatible HTTP

usage:
  deno task ab serve-sim [--host 127.0.0.1] [--port 8787] [--fault-rate P --fault-status S]

flags:
  --host H          interface to listen on (default 127.0.0.1)
  --port N          port (default 8787; 0 picks a free one)
  --fault-rate P    answer a deterministic share P (0–1) of chat requests with --fault-status
  --fault-status S  HTTP status of injected faults (default 500; 429 adds Retry-After: 1)

Endpoints (base URL printed on start, ending in /v1): POST /v1/chat/completions, GET /v1/models.
Models: sim/rational, sim/anchoring and sim/paper/<short name> (GET /v1/models lists them). Every
response is simulated (system_fingerprint "anchorlab-sim"). Runs until interrupted (Ctrl-C or
SIGTERM). Exit codes: 0 after a clean stop, 2 usage error.`;

function faultOptions(rate: unknown, status: unknown): FaultOptions | undefined {
  if (rate === undefined) {
    if (status !== undefined) throw new UsageError("--fault-status needs --fault-rate");
    return undefined;
  }
  const p = Number(rate);
  if (!(p >= 0 && p <= 1)) throw new UsageError(`--fault-rate must be in [0, 1], got "${rate}"`);
  const code = intFlag(status, "fault-status", 500);
  if (code < 400 || code > 599) {
    throw new UsageError(`--fault-status must be an HTTP error status 400–599, got ${code}`);
  }
  return {
    rate: {
      probability: p,
      fault: { kind: "status", status: code, retryAfterSeconds: code === 429 ? 1 : undefined },
    },
  };
}

export const serveSimCommand: Command = {
  name: "serve-sim",
  summary: "serve the simulated respondents as an OpenAI-compatible HTTP endpoint",
  help: HELP,
  async run(args: string[]): Promise<number> {
    const { values, positionals } = parseFlags(args, {
      host: { type: "string" },
      port: { type: "string" },
      "fault-rate": { type: "string" },
      "fault-status": { type: "string" },
    });
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
    const port = intFlag(values.port, "port", 8787);
    if (port < 0 || port > 65535) throw new UsageError(`--port must be in 0–65535, got ${port}`);
    const faults = faultOptions(values["fault-rate"], values["fault-status"]);
    const server = startSimServer({ hostname: values.host ?? "127.0.0.1", port, faults });
    console.log(`AnchorLab simulated endpoint (simulated respondents) at ${server.url}`);
    const stop = () => void server.close();
    const signals: Deno.Signal[] = ["SIGINT", "SIGTERM"];
    for (const s of signals) Deno.addSignalListener(s, stop);
    await server.finished;
    for (const s of signals) Deno.removeSignalListener(s, stop);
    console.log(`stopped after ${server.stats.requests} requests`);
    return 0;
  },
};
