/**
 * Fault injection for tests of the runner: per request index (0-based, counted over chat
 * completion requests in arrival order) or at a deterministic rate.
 * - status: an HTTP error status (429 with an optional Retry-After, 500, 503…) with an
 *   OpenAI-style error body;
 * - error_body: HTTP 200 whose body is `{"error": {...}}` instead of a completion;
 * - delay: wait before answering normally (for client timeouts; honours the request's abort signal);
 * - network: the in-process fetch rejects like a dropped connection (the HTTP server answers 502).
 */
import { hashString } from "./random.ts";

export type Fault =
  | { kind: "status"; status: number; retryAfterSeconds?: number; message?: string }
  | { kind: "error_body"; message?: string; type?: string; code?: string }
  | { kind: "delay"; ms: number }
  | { kind: "network"; message?: string };

export interface FaultOptions {
  /** Faults by request index: `[{ at: 0, fault }]` or `{ "0": fault }`. */
  schedule?: Array<{ at: number; fault: Fault }> | Record<string, Fault>;
  /** A fault applied to a deterministic share of requests (by hash of seed and index). */
  rate?: { probability: number; fault: Fault; seed?: string };
}

export class FaultPlan {
  readonly #byIndex = new Map<number, Fault>();
  readonly #rate: FaultOptions["rate"];

  constructor(opts: FaultOptions = {}) {
    const s = opts.schedule;
    if (Array.isArray(s)) { for (const { at, fault } of s) this.#byIndex.set(at, fault); }
    else if (s) {
      for (const [at, fault] of Object.entries(s)) {
        this.#byIndex.set(Number(at), fault);
      }
    }
    for (const [at, fault] of this.#byIndex) validateFault(fault, `fault at index ${at}`);
    this.#rate = opts.rate;
    if (this.#rate) {
      const p = this.#rate.probability;
      if (!(p >= 0 && p <= 1)) {
        throw new Error(`fault rate probability must be in [0, 1], got ${p}`);
      }
      validateFault(this.#rate.fault, "rate fault");
    }
  }

  /** The fault for the request with this index, if any. */
  faultFor(index: number): Fault | null {
    const scheduled = this.#byIndex.get(index);
    if (scheduled) return scheduled;
    if (this.#rate) {
      const h = Number.parseInt(hashString(`${this.#rate.seed ?? "faults"}|${index}`), 16);
      if ((h % 1_000_000) / 1_000_000 < this.#rate.probability) return this.#rate.fault;
    }
    return null;
  }
}

function validateFault(fault: Fault, where: string): void {
  switch (fault?.kind) {
    case "status":
      if (!Number.isInteger(fault.status) || fault.status < 400 || fault.status > 599) {
        throw new Error(
          `${where}: status must be an HTTP error status 400–599, got ${fault.status}`,
        );
      }
      return;
    case "delay":
      if (!(fault.ms >= 0)) throw new Error(`${where}: delay needs ms ≥ 0, got ${fault.ms}`);
      return;
    case "error_body":
    case "network":
      return;
    default:
      throw new Error(`${where}: unknown fault kind "${(fault as { kind?: string })?.kind}"`);
  }
}
