// Descriptive summaries (simple-statistics underneath; empty input gives NaN instead of throwing).
import * as ss from "simple-statistics";

/** Arithmetic mean; NaN for no values. */
export function mean(values: readonly number[]): number {
  return values.length === 0 ? NaN : ss.mean(values as number[]);
}

/** Sample standard deviation (n − 1); NaN below 2 values. */
export function sampleSd(values: readonly number[]): number {
  return values.length < 2 ? NaN : ss.sampleStandardDeviation(values as number[]);
}

/** Population standard deviation (n, numpy's default ddof = 0); NaN for no values. */
export function populationSd(values: readonly number[]): number {
  return values.length === 0 ? NaN : ss.standardDeviation(values as number[]);
}

/** Median (numpy.median: mean of the two middle values for even n); NaN for no values. */
export function median(values: readonly number[]): number {
  return values.length === 0 ? NaN : ss.median(values as number[]);
}
