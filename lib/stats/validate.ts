// Input checks shared by the statistics functions: every function names itself in the error.

/** Throws unless every value is a finite number. */
export function requireFinite(fn: string, values: ArrayLike<number>, what = "values"): void {
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v !== "number" || !Number.isFinite(v)) {
      throw new RangeError(`${fn}: ${what}[${i}] is ${String(v)}; finite numbers are required`);
    }
  }
}

/** Throws unless the two arrays have the same length. */
export function requireSameLength(fn: string, a: ArrayLike<number>, b: ArrayLike<number>): void {
  if (a.length !== b.length) {
    throw new RangeError(`${fn}: paired inputs differ in length (${a.length} vs ${b.length})`);
  }
}
