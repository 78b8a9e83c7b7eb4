/** Nearest-rank percentile of a sample (p in 0..100). */
export function percentile(sample: readonly number[], p: number): number {
  if (sample.length === 0) return Number.NaN;
  const sorted = [...sample].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
export const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')}/s`;

export interface LatencySummary {
  count: number;
  seconds: number;
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
}

export function summarise(latencies: readonly number[], seconds: number): LatencySummary {
  return { count: latencies.length, seconds, throughput: latencies.length / seconds, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) };
}

export const ratio = (value: number, baseline: number) => `${(value / baseline).toFixed(2)}x`;
