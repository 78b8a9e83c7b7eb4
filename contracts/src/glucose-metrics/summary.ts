import type { GlucoseTally } from './tally';

export interface GlucoseSummary {
  /** mg/dL. */
  mean: number | null;
  /** Sample standard deviation (n - 1), mg/dL; null below two readings. */
  sd: number | null;
  /** Coefficient of variation, 100 x SD / mean, %. */
  cv: number | null;
  /** Glucose management indicator, % = 3.31 + 0.02392 x mean mg/dL (Bergenstal et al., Diabetes Care 2018;41:2275-2280). */
  gmi: number | null;
}

/** The GMI formula as people read it. */
export const GMI_FORMULA_TEXT = 'GMI (%) = 3.31 + 0.02392 x average glucose in mg/dL';

/** Unrounded mean, SD, CV and GMI of a tally (values were quantised to 0.1 mg/dL). */
export function summaryOf({ count, sum, sumSquares }: Pick<GlucoseTally, 'count' | 'sum' | 'sumSquares'>): GlucoseSummary {
  if (count === 0) return { mean: null, sd: null, cv: null, gmi: null };
  const mean = sum / count / 10;
  const gmi = 3.31 + 0.02392 * mean;
  if (count < 2) return { mean, sd: null, cv: null, gmi };
  // n·Σx² − (Σx)² overflows 2^53 over a year of readings: exact in BigInt, then one division.
  const numerator = BigInt(count) * BigInt(sumSquares) - BigInt(sum) ** 2n;
  const sd = Math.sqrt(Number(numerator) / (count * (count - 1))) / 10;
  return { mean, sd, cv: (100 * sd) / mean, gmi };
}

/** Every figure is shown to one decimal, rounded half up; this is the rounding rule (oneDecimalShortOf is its one exception). */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

export function oneDecimalOrNull(value: number | null): number | null {
  return value === null ? null : oneDecimal(value);
}

/**
 * numerator / denominator (non-negative integers below 2^26) to one decimal, half up, except that
 * a fraction short of `threshold` never shows as reaching it: 69.98 % of a 70 % threshold shows
 * as 69.9 %, not 70.0 %. For figures judged against a threshold (% time CGM active, the days of
 * a period), so the figure shown and the verdict beside it always agree.
 */
export function oneDecimalShortOf(numerator: number, denominator: number, threshold: number): number {
  if (denominator <= 0) return 0;
  const tenths = Math.floor((numerator * 20 + denominator) / (denominator * 2));
  return (numerator < threshold * denominator ? Math.min(tenths, threshold * 10 - 1) : tenths) / 10;
}

/** A share of the total, %, from the exact fraction, to one decimal; never adjusted to sum to 100. */
export function percentOf(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part * 1000) / total) / 10;
}
