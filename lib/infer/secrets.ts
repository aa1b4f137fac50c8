/** Keeps API keys and URL credentials out of every message, log line and file the runner writes. */

const MASK = "***";

/** Replaces every occurrence of each secret (and URL userinfo) in `text` with `***`. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    // Short strings would mask ordinary words; real keys are long.
    if (secret.length >= 6) out = out.split(secret).join(MASK);
  }
  // "Bearer <token>" from echoed request headers, whatever the token is.
  out = out.replace(/(Bearer\s+)[A-Za-z0-9._~+/=-]{6,}/g, `$1${MASK}`);
  return redactUrlCredentials(out);
}

/** `https://user:pass@host/...` → `https://***@host/...` wherever it appears in `text`. */
export function redactUrlCredentials(text: string): string {
  return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/)[^\s/@]+@/gi, `$1${MASK}@`);
}
