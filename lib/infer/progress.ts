/**
 * The progress line on stderr: done/total, rate, ETA, failures, tokens and cost, redrawn at most
 * four times a second, only on a terminal and not with --quiet.
 */

export interface ProgressStats {
  /** Requests finished this session (answered or failed). */
  done: number;
  /** Requests skipped because an earlier session answered them. */
  skipped: number;
  /** All requests of the run, when known. */
  total: number | null;
  failed: number;
  tokens: number;
  cost: number;
  /** Seconds since the session started. */
  elapsed: number;
}

export interface ProgressSink {
  update(stats: ProgressStats): void;
  finish(stats: ProgressStats): void;
}

export const SILENT_PROGRESS: ProgressSink = { update() {}, finish() {} };

function duration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return "?";
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return h > 0
    ? `${h}h${String(m).padStart(2, "0")}m`
    : m > 0
    ? `${m}m${String(sec).padStart(2, "0")}s`
    : `${sec}s`;
}

/** One progress line (pure; used by the terminal sink and its test). */
export function formatProgress(p: ProgressStats, label = ""): string {
  const finished = p.done + p.skipped;
  const rate = p.elapsed > 0 ? p.done / p.elapsed : 0;
  const parts = [
    `${label ? label + " " : ""}${finished}${p.total !== null ? `/${p.total}` : ""}`,
    `${rate >= 100 ? rate.toFixed(0) : rate.toFixed(1)} req/s`,
  ];
  if (p.total !== null) {
    const left = Math.max(0, p.total - finished);
    parts.push(`ETA ${left === 0 ? "0s" : rate > 0 ? duration(left / rate) : "?"}`);
  }
  parts.push(`failed ${p.failed}`, `tokens ${p.tokens}`);
  if (p.cost > 0) parts.push(`cost $${p.cost.toFixed(4)}`);
  if (p.skipped > 0) parts.push(`resumed ${p.skipped}`);
  return parts.join(" · ");
}

/** Draws on stderr when it is a terminal; otherwise (or when quiet) prints nothing. */
export function terminalProgress(
  options: { quiet?: boolean; label?: string; intervalMs?: number } = {},
): ProgressSink {
  if (options.quiet || !Deno.stderr.isTerminal()) return SILENT_PROGRESS;
  const interval = options.intervalMs ?? 250;
  const encoder = new TextEncoder();
  let last = -Infinity;
  const draw = (stats: ProgressStats, end: string) => {
    const line = formatProgress(stats, options.label);
    Deno.stderr.writeSync(encoder.encode(`\r\x1b[2K${line}${end}`));
  };
  return {
    update(stats) {
      const now = performance.now();
      if (now - last < interval) return;
      last = now;
      draw(stats, "");
    },
    finish(stats) {
      draw(stats, "\n");
    },
  };
}
