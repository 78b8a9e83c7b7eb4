/**
 * Arithmetic shared by the raw and the aggregate metric paths. Values are quantised to 0.1 mg/dL
 * ("decimg", an integer) so that sums are exact integers: merging daily sums in any order gives
 * the same result as summing the readings, and 0.1 mg/dL is far below any meter's precision.
 */

export const CGM_INTERVAL_MINUTES = 5;
const SLOT_MS = CGM_INTERVAL_MINUTES * 60_000;
const DAY_MS = 86_400_000;

export function toDecimg(mgdl: number): number {
  return Math.round(mgdl * 10);
}

/**
 * The five exclusive bands of the International Consensus on Time in Range (Battelino et al.,
 * Diabetes Care 2019): very low <54, low 54-69, in range 70-180, high 181-250, very high >250 mg/dL.
 * Index 0..4 in that order.
 */
export function consensusBandIndex(decimg: number): 0 | 1 | 2 | 3 | 4 {
  if (decimg < 540) return 0;
  if (decimg < 700) return 1;
  if (decimg <= 1800) return 2;
  if (decimg <= 2500) return 3;
  return 4;
}

export interface GlucoseSums {
  count: number;
  /** Sum of decimg values. */
  sum: number;
  /** Sum of squared decimg values. */
  sumSquares: number;
}

export interface GlucoseSummary {
  mean: number | null;
  /** Sample standard deviation (n - 1), mg/dL; null below two readings. */
  sd: number | null;
  /** Coefficient of variation, 100 x SD / mean. */
  cv: number | null;
  /** Glucose management indicator, % = 3.31 + 0.02392 x mean mg/dL (Bergenstal et al. 2018). */
  gmi: number | null;
}

export function summaryFromSums({ count, sum, sumSquares }: GlucoseSums): GlucoseSummary {
  if (count === 0) return { mean: null, sd: null, cv: null, gmi: null };
  const mean = sum / count / 10;
  const gmi = 3.31 + 0.02392 * mean;
  if (count < 2) return { mean, sd: null, cv: null, gmi };
  // n·Σx² − (Σx)² overflows 2^53 over a year of readings: exact in BigInt, then one division.
  const n = BigInt(count);
  const numerator = n * BigInt(sumSquares) - BigInt(sum) ** 2n;
  const sd = Math.sqrt(Number(numerator) / (count * (count - 1))) / 10;
  return { mean, sd, cv: (100 * sd) / mean, gmi };
}

/** Percentages of the total to 0.1 that sum to exactly 100 (largest remainder, ties to the earlier part). */
export function roundedPercentages(counts: readonly number[]): number[] {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return counts.map(() => 0);
  const tenths = counts.map((count) => Math.floor((count * 1000) / total));
  const remainders = counts.map((count, index) => ({ index, remainder: (count * 1000) % total }));
  let missing = 1000 - tenths.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of remainders) {
    if (missing === 0) break;
    tenths[index] = (tenths[index] ?? 0) + 1;
    missing -= 1;
  }
  return tenths.map((value) => value / 10);
}

export function slotOf(epochMs: number): number {
  return Math.floor(epochMs / SLOT_MS);
}

/** The local calendar date (YYYY-MM-DD) of an instant, given minutes east of UTC. */
export function localDateOf(epochMs: number, timezoneOffsetMinutes: number): string {
  return new Date(epochMs + timezoneOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

export interface ReportingPeriod {
  start: Date | string;
  /** Exclusive. */
  end: Date | string;
}

export interface Coverage {
  periodDays: number;
  /** % of expected 5-minute readings present, capped at 100. */
  activePercent: number;
}

/** Without a period, the span from the first to the last reading's 5-minute slot. */
export function coverage(presentSlots: number, span: { firstSlot: number; lastSlot: number } | null, period?: ReportingPeriod): Coverage {
  const expectedSlots = period
    ? Math.ceil((new Date(period.end).getTime() - new Date(period.start).getTime()) / SLOT_MS)
    : span ? span.lastSlot - span.firstSlot + 1 : 0;
  if (expectedSlots <= 0) return { periodDays: 0, activePercent: 0 };
  return {
    periodDays: (expectedSlots * SLOT_MS) / DAY_MS,
    activePercent: Math.min(100, (presentSlots / expectedSlots) * 100),
  };
}
