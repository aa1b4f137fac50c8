/**
 * Expanding views into requests: transform, plan, one request per repeat (with its seed), and the
 * request hash. Shared by the live runner and the batch export, so both key records identically.
 */
import type { Decoding, EndpointKind } from "./endpoints.ts";
import {
  planView,
  type ProtocolOptions,
  type RequestPlan,
  type RunnableView,
} from "./protocols.ts";
import { planFingerprint, requestHash } from "./request_hash.ts";

export interface PlannedRequest {
  view: RunnableView;
  plan: RequestPlan;
  hash: string;
  decoding: Decoding;
  repeat: number;
}

export interface ExpandOptions {
  model: string;
  endpoint: EndpointKind;
  /** Decoding of repeat 0; with a seed, repeat r is sent with seed + r. */
  decoding: Decoding;
  repeats?: number;
  protocol: ProtocolOptions;
  transformView?: (view: RunnableView) => RunnableView;
  /** Only the first `limit` views. */
  limit?: number;
}

export function decodingForRepeat(base: Decoding, repeat: number): Decoding {
  return base.seed === undefined ? { ...base } : { ...base, seed: base.seed + repeat };
}

/** Streams the requests of the views (lazily: one view in memory at a time). */
export async function* expandRequests(
  views: Iterable<RunnableView> | AsyncIterable<RunnableView>,
  options: ExpandOptions,
): AsyncGenerator<PlannedRequest> {
  const repeats = options.repeats ?? 1;
  let n = 0;
  for await (const raw of views as AsyncIterable<RunnableView>) {
    if (options.limit !== undefined && n >= options.limit) return;
    n++;
    const view = options.transformView ? options.transformView(raw) : raw;
    const plan = planView(view, options.protocol);
    const planJson = planFingerprint(plan);
    for (let repeat = 0; repeat < repeats; repeat++) {
      const decoding = decodingForRepeat(options.decoding, repeat);
      const hash = requestHash({
        model: options.model,
        endpoint: options.endpoint,
        suite: view.suite,
        item_id: view.item_id,
        condition: view.condition,
        plan,
        decoding,
        repeat,
      }, planJson);
      yield { view, plan, hash, decoding, repeat };
    }
  }
}
