import { averageOverCompleteDays, completeDaysOf, completeDaysSpan, localDateOf, perDayAverageCaption, type PerDayAverage } from '@glyco/contracts';
import type { Range } from './data';
import type { AskedAt, Period } from './understand/periods';

/**
 * The per-day average of a period of more than one local day, by contracts' rule (its complete days
 * only, today so far left out); null for a single day or a period with no complete day.
 */
export async function perDayOf(period: Period, asked: AskedAt, totalOf: (range: Range) => Promise<number>): Promise<PerDayAverage | null> {
  const offset = asked.timezoneOffsetMinutes ?? 0;
  if (localDateOf(Date.parse(period.startDate), offset) === localDateOf(Date.parse(period.endDate), offset)) return null;
  const days = completeDaysOf({ start: period.startDate, end: period.endDate }, asked.now, offset);
  const span = completeDaysSpan(days, offset);
  return span ? averageOverCompleteDays(await totalOf(span), days) : null;
}

/** " Per day: 180 g (average over 6 complete days)."; nothing without an average. */
export function phrasePerDay(perDay: PerDayAverage | null, amount: (value: number) => string): string {
  if (!perDay || perDay.average === null) return '';
  return ` Per day: ${amount(perDay.average)} (${perDayAverageCaption(perDay.days)}).`;
}
