/**
 * The flags of every command that sends requests to a model endpoint (`ab run`, `ab judge run`):
 * where to send them, how fast and how patiently, and whether to draw the progress line; plus
 * the Ctrl-C handling those commands share (finish what is in flight, then stop resumably).
 */
import { type FlagSpec, intFlag, UsageError } from "./command.ts";

export const ENDPOINT_FLAGS = {
  endpoint: { type: "string" },
  "base-url": { type: "string" },
  provider: { type: "string" },
  concurrency: { type: "string" },
  rpm: { type: "string" },
  "max-attempts": { type: "string" },
  timeout: { type: "string" },
  quiet: { type: "boolean" },
} as const satisfies FlagSpec;

export const ENDPOINT_FLAGS_HELP =
  `  --endpoint K              sim | vllm | openrouter | openai (default: sim for sim/ ids, vllm when
                            --base-url is given, else the registry route)
  --base-url URL            OpenAI-compatible base URL (vLLM, ab serve-sim, a proxy); sim/ ids
                            without it run in-process
  --provider A,B            OpenRouter provider pinning (order, no fallbacks, require parameters)
  --concurrency N           requests in flight (default 16)
  --rpm N                   requests per minute per endpoint (default unlimited)
  --max-attempts N          attempts per call including the first (default 5)
  --timeout SEC             per-attempt timeout (default 120)
  --quiet                   no progress line`;

export interface EndpointSettings {
  /** --endpoint as given (resolved per model by endpointKindFor). */
  kind: string | undefined;
  baseURL: string | undefined;
  providerOrder: string[];
  concurrency: number;
  /** Requests per minute; undefined means unlimited. */
  rpm: number | undefined;
  maxAttempts: number;
  timeoutMs: number;
  quiet: boolean;
}

type EndpointFlagValues = { [K in keyof typeof ENDPOINT_FLAGS]?: string | boolean };

/** A number flag; undefined when absent, a usage error when not a finite number. */
export function numberFlag(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (typeof value !== "string" || value.trim() === "" || !Number.isFinite(n)) {
    throw new UsageError(`--${name} must be a number, got "${value}"`);
  }
  return n;
}

/** An integer flag that must be at least 1. */
export function positiveInt(value: unknown, name: string, fallback: number): number {
  const n = intFlag(value, name, fallback);
  if (n < 1) throw new UsageError(`--${name} must be at least 1`);
  return n;
}

export function endpointSettings(values: EndpointFlagValues): EndpointSettings {
  const timeout = numberFlag(values.timeout, "timeout") ?? 120;
  if (!(timeout > 0)) throw new UsageError(`--timeout must be a positive number of seconds`);
  return {
    kind: values.endpoint as string | undefined,
    baseURL: values["base-url"] as string | undefined,
    providerOrder: values.provider ? String(values.provider).split(",").map((s) => s.trim()) : [],
    concurrency: positiveInt(values.concurrency, "concurrency", 16),
    rpm: values.rpm === undefined ? undefined : positiveInt(values.rpm, "rpm", 1),
    maxAttempts: positiveInt(values["max-attempts"], "max-attempts", 5),
    timeoutMs: timeout * 1000,
    quiet: values.quiet === true,
  };
}

/**
 * Runs `body` with a signal that Ctrl-C aborts (after printing `notice`), so requests in flight
 * are finished and recorded and a rerun resumes.
 */
export async function withInterrupt<T>(
  notice: string,
  body: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const onSignal = () => {
    console.error(`\n${notice}`);
    controller.abort(new Error("interrupted"));
  };
  Deno.addSignalListener("SIGINT", onSignal);
  try {
    return await body(controller.signal);
  } finally {
    Deno.removeSignalListener("SIGINT", onSignal);
  }
}
