// NumPy's legacy RandomState: MT19937 seeded by init_genrand(seed) (integer seeds), and
// randint(0, n) by masked rejection on 32-bit outputs (mask = smallest all-ones ≥ n − 1,
// redraw while the masked value exceeds n − 1; n = 1 consumes nothing). With it a bootstrap
// draws exactly the indices numpy.random.RandomState(seed).randint(0, n, size=n) would.
import { bitMask, checkBound, type Rng } from "./rng.ts";

const N = 624;
const M = 397;
const UPPER = 0x80000000 | 0;
const LOWER = 0x7fffffff;
const MATRIX_A = 0x9908b0df | 0;

class NumpyRandomState implements Rng {
  // Int32Array keeps every word a small-integer in V8 (Uint32 reads above 2³¹ are doubles).
  private readonly mt = new Int32Array(N);
  private index = N;
  readonly description: string;

  constructor(seed: number) {
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
      throw new RangeError(
        `numpyRandomState: seed must be an integer in [0, 2^32 − 1], got ${seed}`,
      );
    }
    const mt = this.mt;
    mt[0] = seed | 0;
    for (let i = 1; i < N; i++) {
      const prev = mt[i - 1] ^ (mt[i - 1] >>> 30);
      mt[i] = Math.imul(1812433253, prev) + i;
    }
    this.description = `numpy RandomState(${seed}) MT19937, randint by masked rejection`;
  }

  private twist(): void {
    const mt = this.mt;
    let k = 0;
    for (; k < N - M; k++) {
      const y = (mt[k] & UPPER) | (mt[k + 1] & LOWER);
      mt[k] = mt[k + M] ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
    }
    for (; k < N - 1; k++) {
      const y = (mt[k] & UPPER) | (mt[k + 1] & LOWER);
      mt[k] = mt[k + M - N] ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
    }
    const y = (mt[N - 1] & UPPER) | (mt[0] & LOWER);
    mt[N - 1] = mt[M - 1] ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A);
    this.index = 0;
  }

  nextUint32(): number {
    if (this.index >= N) this.twist();
    let y = this.mt[this.index++];
    y ^= y >>> 11;
    y ^= (y << 7) & 0x9d2c5680;
    y ^= (y << 15) & 0xefc60000;
    y ^= y >>> 18;
    return y >>> 0;
  }

  /** numpy's random_sample(): 53-bit float from two outputs (a >> 5, b >> 6). */
  random(): number {
    const a = this.nextUint32() >>> 5;
    const b = this.nextUint32() >>> 6;
    return (a * 67108864 + b) / 9007199254740992;
  }

  int(n: number): number {
    checkBound(n);
    if (n === 1) return 0;
    const max = n - 1;
    const mask = bitMask(max);
    let v: number;
    do v = (this.nextUint32() & mask) >>> 0; while (v > max);
    return v;
  }

  fillIndices(out: Int32Array, n: number): void {
    checkBound(n);
    if (n === 1) {
      out.fill(0);
      return;
    }
    const max = n - 1;
    if (max > 0x7fffffff) {
      for (let i = 0; i < out.length; i++) out[i] = this.int(n);
      return;
    }
    const mask = bitMask(max);
    const mt = this.mt;
    const len = out.length;
    let index = this.index;
    let i = 0;
    // Branch-free rejection: write every candidate, advance only when it is accepted. The
    // words consumed are exactly those of the draw-until-accepted loop.
    while (i < len) {
      if (index >= N) {
        this.twist();
        index = 0;
      }
      let y = mt[index++];
      y ^= y >>> 11;
      y ^= (y << 7) & 0x9d2c5680;
      y ^= (y << 15) & 0xefc60000;
      y ^= y >>> 18;
      const v = y & mask;
      out[i] = v;
      i += (v - max - 1) >>> 31;
    }
    this.index = index;
  }
}

/** A fresh numpy.random.RandomState(seed) replica (integer seed in [0, 2³² − 1]). */
export function numpyRandomState(seed: number): Rng {
  return new NumpyRandomState(seed);
}
