/** Summaries the benchmarks print. */
export function summarize(samples: number[]): { median: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}
