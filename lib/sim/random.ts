/**
 * Seeded randomness for respondents: a fast string hash, Alea streams (the same numbers as
 * seedrandom's `alea`, without its per-stream closures and boxed state), normal draws.
 */

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
  return hex53(2097151 & h2, h1 >>> 0);
}

const HEX_DIGITS = "0123456789abcdef";

/** `(hi · 2³² + lo).toString(16)` for hi < 2²¹, lo < 2³², without the slow radix conversion. */
function hex53(hi: number, lo: number): string {
  let out = "";
  if (hi === 0) {
    do {
      out = HEX_DIGITS[lo & 15] + out;
      lo >>>= 4;
    } while (lo !== 0);
    return out;
  }
  for (let i = 0; i < 8; i++) {
    out = HEX_DIGITS[lo & 15] + out;
    lo >>>= 4;
  }
  do {
    out = HEX_DIGITS[hi & 15] + out;
    hi >>>= 4;
  } while (hi !== 0);
  return out;
}

const TWO_POW_MINUS_32 = 2.3283064365386963e-10;

/** Baagøe's Mash over `data`, from state `n`; returns the new state (its value is `(n >>> 0) · 2⁻³²`). */
function mash(n: number, data: string): number {
  for (let i = 0; i < data.length; i++) {
    n += data.charCodeAt(i);
    let h = 0.02519603282416938 * n;
    n = h >>> 0;
    h -= n;
    h *= n;
    n = h >>> 0;
    h -= n;
    n += h * 0x100000000;
  }
  return n;
}

/** Alea's seeding starts with three Mash passes over " ": the same for every seed. */
const SEED_START = (() => {
  const n1 = mash(0xefc8249d, " ");
  const n2 = mash(n1, " ");
  const n3 = mash(n2, " ");
  return {
    n: n3,
    s0: (n1 >>> 0) * TWO_POW_MINUS_32,
    s1: (n2 >>> 0) * TWO_POW_MINUS_32,
    s2: (n3 >>> 0) * TWO_POW_MINUS_32,
  };
})();

/** Alea's state: three lagged values and the carry (plain fields keep the doubles unboxed). */
class AleaState {
  carry = 1;
  constructor(private s0: number, private s1: number, private s2: number) {}
  next(): number {
    const t = 2091639 * this.s0 + this.carry * TWO_POW_MINUS_32;
    this.s0 = this.s1;
    this.s1 = this.s2;
    this.carry = t | 0;
    return (this.s2 = t - this.carry);
  }
}

/** Baagøe's Alea generator seeded by `seed`: the stream of seedrandom's `alea(seed)`. */
export function aleaStream(seed: string): Rng {
  let n = mash(SEED_START.n, seed);
  let s0 = SEED_START.s0 - (n >>> 0) * TWO_POW_MINUS_32;
  if (s0 < 0) s0 += 1;
  n = mash(n, seed);
  let s1 = SEED_START.s1 - (n >>> 0) * TWO_POW_MINUS_32;
  if (s1 < 0) s1 += 1;
  n = mash(n, seed);
  let s2 = SEED_START.s2 - (n >>> 0) * TWO_POW_MINUS_32;
  if (s2 < 0) s2 += 1;
  const stream = new AleaState(s0, s1, s2);
  return () => stream.next();
}

/** An Alea stream seeded by the hash of the given parts. */
export function rngFor(...parts: string[]): Rng {
  return aleaStream(hashString(parts.join("\u241e")));
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
