/**
 * Inference stage: endpoints through the OpenAI SDK (vLLM / any OpenAI-compatible server,
 * OpenRouter, OpenAI, the simulated panel), the model registry and panels, request protocols
 * (single turn, two-stage History as chat or transcript, native or plaintext tools), the runner
 * (concurrency, rate limit, retries), the resumable response store and the OpenAI Batch path.
 */
export * from "./registry.ts";
export * from "./endpoints.ts";
export * from "./errors.ts";
export { redact, redactUrlCredentials } from "./secrets.ts";
export * from "./config.ts";
export * from "./protocols.ts";
export * from "./request_hash.ts";
export * from "./requests.ts";
export * from "./record.ts";
export * from "./retry.ts";
export * from "./rate_limit.ts";
export * from "./progress.ts";
export * from "./manifest.ts";
export { JsonlAppender, readJsonObjects, readLines, repairTail } from "./jsonl_log.ts";
export type { AppenderOptions } from "./jsonl_log.ts";
export * from "./resumable_log.ts";
export * from "./store.ts";
export * from "./request_loop.ts";
export * from "./runner.ts";
export * from "./run_views.ts";
export * from "./batch_io.ts";
export * from "./batch.ts";
export * from "./reparse.ts";
