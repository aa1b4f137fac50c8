/** Seeded randomness for respondents: a fast string hash, seedrandom streams, normal draws. */
import seedrandom from "seedrandom";

export type Rng = () => number;

/** cyrb53: a fast 53-bit string hash (not cryptographic), as a hex string. */
export function hashString(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

/** A seedrandom (Alea) stream seeded by the hash of the given parts. */
export function rngFor(...parts: string[]): Rng {
  return seedrandom.alea(hashString(parts.join("\u241e")));
}

/** A standard normal draw (Box–Muller). */
export function normal(rng: Rng): number {
  let u = rng();
  while (u <= Number.EPSILON) u = rng();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng());
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 erf; absolute error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** Picks a key of `weights` with probability proportional to its weight. */
export function pickWeighted<K extends string>(rng: Rng, weights: Readonly<Record<K, number>>): K {
  const keys = Object.keys(weights) as K[];
  const total = keys.reduce((s, k) => s + Math.max(0, weights[k]), 0);
  let r = rng() * total;
  for (const k of keys) {
    r -= Math.max(0, weights[k]);
    if (r < 0) return k;
  }
  return keys[keys.length - 1];
}
