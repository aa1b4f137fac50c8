/**
 * The OpenAI-compatible endpoint logic shared by the in-process fetch and the HTTP server:
 * POST …/chat/completions, GET …/models and GET …/models/{id}. Every answer comes from a simulated
 * respondent and is labelled so (model ids start with `sim/`, `system_fingerprint`
 * "anchorlab-sim", header `x-anchorlab-simulated: true`, body field `simulated: true`).
 */
import type { CalibrationSource, SimCalibration } from "./calibration.ts";
import { type Fault, type FaultOptions, FaultPlan } from "./faults.ts";
import { completionBody, errorBody, modelListBody, modelObject } from "./openai_shape.ts";
import { SimModelRegistry } from "./presets.ts";
import { judgeRespondent } from "./judge_respondent.ts";
import { judgeTwinSpecs } from "./judge_twins.ts";
import { hashString } from "./random.ts";
import { PreparedRequestCache } from "./prepared.ts";
import {
  type Respondent,
  respondToReading,
  type SimReply,
  UnsupportedRequestError,
} from "./respond.ts";
import { toolTokens } from "./tokens.ts";
import type { SimChatRequest } from "./types.ts";

export interface SimServiceOptions {
  faults?: FaultOptions;
  /** Custom respondents tried before the built-in ones (the judge respondent, then the model). */
  respondents?: Respondent[];
  /** A registry to share between endpoints (default: a new one). */
  registry?: SimModelRegistry;
  calibration?: SimCalibration;
  calibrationSource?: CalibrationSource;
}

export interface SimStats {
  /** Every request received. */
  requests: number;
  /** Chat completion requests (the index faults are scheduled by). */
  chatRequests: number;
  /** Completions answered with HTTP 200 and choices. */
  completions: number;
  faultsInjected: number;
  byStatus: Record<string, number>;
  byModel: Record<string, number>;
}

export interface SimHttpResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The in-process fetch rejects instead of answering (simulated dropped connection). */
  networkError?: string;
}

const JSON_HEADERS = { "content-type": "application/json", "x-anchorlab-simulated": "true" };

function abortError(): DOMException {
  return new DOMException("The operation was aborted.", "AbortError");
}

function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

function validationError(body: unknown): string | null {
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return "the request body must be a JSON object";
  }
  const b = body as Record<string, unknown>;
  if (typeof b.model !== "string" || b.model === "") return "you must provide a model parameter";
  if (!Array.isArray(b.messages) || b.messages.length === 0) {
    return "'messages' must be a non-empty array";
  }
  const messages = b.messages as unknown[];
  for (let i = 0; i < messages.length; i++) {
    const m = messages[i];
    if (m === null || typeof m !== "object" || typeof (m as { role?: unknown }).role !== "string") {
      return `messages[${i}] must be an object with a string 'role'`;
    }
  }
  if (b.stream === true) return "streaming is not supported by the simulated endpoint";
  const n = b.n;
  if (
    n !== undefined && n !== null &&
    (!Number.isInteger(n) || (n as number) < 1 || (n as number) > 16)
  ) {
    return "'n' must be an integer between 1 and 16";
  }
  return null;
}

/** The route path of a request URL (trailing slashes removed), memoised: clients reuse a few URLs. */
class RoutePaths {
  readonly #paths = new Map<string, string>();
  of(url: string): string {
    let path = this.#paths.get(url);
    if (path === undefined) {
      path = new URL(url, "http://sim.local").pathname.replace(/\/+$/, "");
      if (this.#paths.size >= 256) this.#paths.clear();
      this.#paths.set(url, path);
    }
    return path;
  }
}

export class SimService {
  readonly stats: SimStats = {
    requests: 0,
    chatRequests: 0,
    completions: 0,
    faultsInjected: 0,
    byStatus: {},
    byModel: {},
  };
  readonly registry: SimModelRegistry;
  readonly #faults: FaultPlan;
  readonly #respondents: Respondent[];
  readonly #prepared = new PreparedRequestCache();
  readonly #paths = new RoutePaths();

  constructor(opts: SimServiceOptions = {}) {
    this.registry = opts.registry ??
      new SimModelRegistry({
        calibration: opts.calibration,
        calibrationSource: opts.calibrationSource,
      });
    this.#faults = new FaultPlan(opts.faults);
    // The judge respondent answers judge requests to sim/judge/* models (SPEC §J); custom
    // respondents are tried first.
    this.#respondents = [...(opts.respondents ?? []), judgeRespondent()];
    for (const spec of judgeTwinSpecs()) this.registry.register(spec);
  }

  #reply(status: number, body: unknown, headers: Record<string, string> = {}): SimHttpResponse {
    this.stats.byStatus[status] = (this.stats.byStatus[status] ?? 0) + 1;
    return { status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
  }

  async handle(
    method: string,
    url: string,
    body: string | null,
    signal?: AbortSignal | null,
  ): Promise<SimHttpResponse> {
    this.stats.requests++;
    const path = this.#paths.of(url);
    const verb = method.toUpperCase();
    if (path.endsWith("/chat/completions")) {
      if (verb !== "POST") return this.#reply(405, errorBody(`use POST for ${path}`));
      return await this.#chat(body, signal);
    }
    if (verb === "GET" && path.endsWith("/models")) {
      return this.#reply(200, modelListBody(this.registry.ids()));
    }
    const modelPath = /\/models\/(.+)$/.exec(path);
    if (verb === "GET" && modelPath) {
      const id = decodeURIComponent(modelPath[1]);
      if (this.registry.get(id)) return this.#reply(200, modelObject(id));
      return this.#unknownModel(id);
    }
    return this.#reply(
      404,
      errorBody(`no route for ${verb} ${path}`, "invalid_request_error", "not_found"),
    );
  }

  #unknownModel(id: string): SimHttpResponse {
    return this.#reply(
      404,
      errorBody(
        `The model \`${id}\` does not exist among the simulated models (ids start with "sim/": sim/rational, sim/anchoring, sim/paper/<short name>; GET /models lists them).`,
        "invalid_request_error",
        "model_not_found",
        "model",
      ),
    );
  }

  #fault(fault: Fault): SimHttpResponse | null {
    switch (fault.kind) {
      case "status": {
        const headers: Record<string, string> = {};
        if (fault.retryAfterSeconds !== undefined) {
          headers["retry-after"] = String(fault.retryAfterSeconds);
        }
        const type = fault.status === 429
          ? "rate_limit_error"
          : fault.status >= 500
          ? "server_error"
          : "invalid_request_error";
        const code = fault.status === 429 ? "rate_limit_exceeded" : null;
        return this.#reply(
          fault.status,
          errorBody(fault.message ?? `simulated HTTP ${fault.status}`, type, code),
          headers,
        );
      }
      case "error_body":
        return this.#reply(
          200,
          errorBody(
            fault.message ?? "simulated upstream error",
            fault.type ?? "server_error",
            fault.code ?? null,
          ),
        );
      case "network":
        this.stats.byStatus["network"] = (this.stats.byStatus["network"] ?? 0) + 1;
        return {
          status: 502,
          headers: { ...JSON_HEADERS },
          body: JSON.stringify(
            errorBody(fault.message ?? "simulated network failure", "server_error"),
          ),
          networkError: fault.message ?? "simulated network failure",
        };
      default:
        return null;
    }
  }

  async #chat(raw: string | null, signal?: AbortSignal | null): Promise<SimHttpResponse> {
    const index = this.stats.chatRequests++;
    const fault = this.#faults.faultFor(index);
    if (fault) {
      this.stats.faultsInjected++;
      if (fault.kind === "delay") await sleep(fault.ms, signal);
      else return this.#fault(fault)!;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw ?? "");
    } catch (err) {
      return this.#reply(
        400,
        errorBody(`could not parse the JSON body: ${(err as Error).message}`),
      );
    }
    const invalid = validationError(parsed);
    if (invalid) return this.#reply(400, errorBody(invalid));
    const request = parsed as SimChatRequest;
    const spec = this.registry.get(request.model);
    if (!spec) return this.#unknownModel(request.model);
    const replies: SimReply[] = [];
    const prepared = this.#prepared.get(request);
    try {
      const n = request.n ?? 1;
      for (let choice = 0; choice < n; choice++) {
        replies.push(
          respondToReading(
            request,
            prepared.reading,
            { spec, choice, messagesKey: prepared.messagesKey },
            this.#respondents,
          ),
        );
      }
    } catch (err) {
      if (err instanceof UnsupportedRequestError) {
        return this.#reply(
          501,
          errorBody(err.message, "invalid_request_error", "unsupported_by_simulator"),
        );
      }
      throw err;
    }
    this.stats.completions++;
    this.stats.byModel[request.model] = (this.stats.byModel[request.model] ?? 0) + 1;
    const id = `chatcmpl-sim-${hashString(`${index}|${request.model}|${replies[0].content}`)}`;
    const promptTokens = prepared.messageTokens + toolTokens(request.tools);
    return this.#reply(200, completionBody(request, replies, id, promptTokens), {
      "x-request-id": id,
    });
  }
}
