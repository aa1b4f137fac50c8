// Average ranks with tie bookkeeping (scipy.stats.rankdata(method="average")).

export interface RankResult {
  /** 1-based average ranks, in input order. */
  ranks: Float64Array;
  /** Sizes of the tie groups with more than one member. */
  tieSizes: number[];
}

/** Ranks values ascending; tied values share the mean of the ranks they occupy. */
export function averageRanks(values: ArrayLike<number>): RankResult {
  const n = values.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((i, j) => values[i] - values[j]);
  const ranks = new Float64Array(n);
  const tieSizes: number[] = [];
  let start = 0;
  while (start < n) {
    let end = start + 1;
    while (end < n && values[order[end]] === values[order[start]]) end++;
    const rank = (start + 1 + end) / 2;
    for (let k = start; k < end; k++) ranks[order[k]] = rank;
    if (end - start > 1) tieSizes.push(end - start);
    start = end;
  }
  return { ranks, tieSizes };
}
