/**
 * `startSimServer`: the simulated endpoint over real HTTP (Deno.serve), OpenAI-compatible, for
 * tools outside this process. `port: 0` picks a free port; `url` is the base URL ending in `/v1`.
 */
import { SimService, type SimServiceOptions, type SimStats } from "./service.ts";

export interface SimServerOptions extends SimServiceOptions {
  hostname?: string;
  port?: number;
}

export interface SimServer {
  /** Base URL for an OpenAI client, e.g. http://127.0.0.1:8787/v1 */
  url: string;
  stats: SimStats;
  service: SimService;
  /** Stops accepting requests and waits for the server to finish. */
  close(): Promise<void>;
  /** Resolves when the server has stopped. */
  finished: Promise<void>;
}

export function startSimServer(opts: SimServerOptions = {}): SimServer {
  const service = new SimService(opts);
  const hostname = opts.hostname ?? "127.0.0.1";
  const server = Deno.serve(
    { hostname, port: opts.port ?? 0, onListen: () => {} },
    async (req: Request) => {
      const body = req.method === "GET" || req.method === "HEAD" ? null : await req.text();
      const r = await service.handle(req.method, req.url, body);
      return new Response(r.body, { status: r.status, headers: r.headers });
    },
  );
  const addr = server.addr as Deno.NetAddr;
  const host = addr.hostname.includes(":") ? `[${addr.hostname}]` : addr.hostname;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${host}:${addr.port}/v1`,
    stats: service.stats,
    service,
    finished: server.finished,
    close() {
      closing ??= server.shutdown();
      return closing;
    },
  };
}
