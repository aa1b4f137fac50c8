/**
 * `createSimFetch`: an in-process `fetch` serving the simulated endpoint, for the openai SDK's
 * `fetch` option: `new OpenAI({ baseURL: "http://sim.local/v1", apiKey: "sim", fetch: createSimFetch() })`.
 * Any host works; the path decides the route. No socket is opened.
 */
import {
  type SimHttpResponse,
  SimService,
  type SimServiceOptions,
  type SimStats,
} from "./service.ts";

export type SimFetch = typeof fetch & { stats: SimStats; service: SimService };

async function bodyText(body: BodyInit | null | undefined): Promise<string | null> {
  if (body === null || body === undefined) return null;
  if (typeof body === "string") return body;
  return await new Response(body).text();
}

/**
 * The Response of an endpoint answer. Headers are set on the new Response rather than passed in
 * its init: the same header list, but a cheaper path through the runtime (no record conversion).
 */
function toResponse(r: SimHttpResponse): Response {
  const response = new Response(r.body, { status: r.status });
  const headers = response.headers;
  for (const name in r.headers) headers.set(name, r.headers[name]);
  return response;
}

export function createSimFetch(opts: SimServiceOptions = {}): SimFetch {
  const service = new SimService(opts);
  const simFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    let url: string;
    let method: string;
    let body: string | null;
    let signal = init?.signal ?? null;
    if (input instanceof Request) {
      url = input.url;
      method = init?.method ?? input.method;
      body = init?.body !== undefined ? await bodyText(init.body) : await input.text();
      signal ??= input.signal;
    } else {
      url = String(input);
      method = init?.method ?? "GET";
      body = await bodyText(init?.body);
    }
    if (signal?.aborted) throw new DOMException("The operation was aborted.", "AbortError");
    const r = await service.handle(method, url, body, signal);
    if (r.networkError) throw new TypeError(`fetch failed: ${r.networkError}`);
    return toResponse(r);
  };
  return Object.assign(simFetch as typeof fetch, { stats: service.stats, service });
}
