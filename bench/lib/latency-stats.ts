/** Nearest-rank percentile of ascending `sorted` (0 when empty). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil(p * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? 0;
}

export const round1 = (v: number) => Math.round(v * 10) / 10;

export interface LatencySummary {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export function summarize(samples: number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50Ms: round1(percentile(sorted, 0.5)),
    p95Ms: round1(percentile(sorted, 0.95)),
    p99Ms: round1(percentile(sorted, 0.99)),
    maxMs: round1(sorted.at(-1) ?? 0),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 ? sorted[mid]! : round1((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/** The median of each field over several rounds' summaries. */
export function medianOf(summaries: LatencySummary[]): LatencySummary {
  return {
    count: median(summaries.map((s) => s.count)),
    p50Ms: median(summaries.map((s) => s.p50Ms)),
    p95Ms: median(summaries.map((s) => s.p95Ms)),
    p99Ms: median(summaries.map((s) => s.p99Ms)),
    maxMs: median(summaries.map((s) => s.maxMs)),
  };
}
