/** The `p`-th percentile (0 to 100) of `values`, by the nearest-rank method: always one of the values measured. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const median = (values: readonly number[]): number => percentile(values, 50);

/** Rounds for display and for `bench/results.json`: enough digits to compare runs, not more. */
export function round(value: number, digits = 1): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
