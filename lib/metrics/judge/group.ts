// Small grouping helpers shared by the judge statistics.

/** Groups items by a string key, keeping first-seen order of keys. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/** Mean of the non-null values; null when there are none. */
export function meanOrNull(values: readonly (number | null)[]): number | null {
  let s = 0;
  let n = 0;
  for (const v of values) {
    if (v === null) continue;
    s += v;
    n++;
  }
  return n === 0 ? null : s / n;
}

/** Composite key from parts (a separator that cannot occur in JSON-encoded strings). */
export function keyOf(...parts: (string | number)[]): string {
  return parts.map((p) => JSON.stringify(p)).join("\u0000");
}

/** Comparator ordering by each key in turn (strings by code unit, numbers ascending). */
export function compareByKeys<K extends string>(
  ...keys: K[]
): (a: Record<K, string | number>, b: Record<K, string | number>) => number {
  return (a, b) => {
    for (const k of keys) {
      if (a[k] < b[k]) return -1;
      if (a[k] > b[k]) return 1;
    }
    return 0;
  };
}
