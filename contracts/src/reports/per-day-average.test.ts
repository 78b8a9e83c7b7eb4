import { describe, expect, it } from 'vitest';
import { localDateOf } from '../glucose-metrics/sample';
import { averageOverCompleteDays, averagePerCompleteDay, completeDaysOf, completeDaysSpan, perDayAverageCaption } from './per-day-average';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PARIS = 60;
// 2026-11-28 12:00 in Paris (UTC+1): mid-day today.
const now = Date.parse('2026-11-28T11:00:00Z');
const localMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`) - PARIS * 60_000;

/** 20 U of basal at 22:00 every night of November, each dated on its local day. */
const nightly = Array.from({ length: 30 }, (_, index) => localMidnight('2026-11-01') + index * DAY + 22 * HOUR)
  .filter((at) => at <= now)
  .map((at) => ({ date: localDateOf(at, PARIS), amount: 20 }));

describe('the complete days of a window', () => {
  it('leaves out today so far and the first day the window starts inside', () => {
    const days = completeDaysOf({ start: now - 14 * DAY, end: now }, now, PARIS);
    expect(days.dates).toHaveLength(13);
    expect([days.dates[0], days.dates.at(-1)]).toEqual(['2026-11-15', '2026-11-27']);
  });

  it('counts a window of whole local days to the end of today as the days before today', () => {
    const days = completeDaysOf({ start: localMidnight('2026-11-15'), end: localMidnight('2026-11-29') - 1 }, now, PARIS);
    expect(days.dates).toHaveLength(13);
    expect(completeDaysOf({ start: localMidnight('2026-11-15'), end: localMidnight('2026-11-29') - 1 }, localMidnight('2026-11-29'), PARIS).dates).toHaveLength(14);
  });

  it('has none in a window shorter than a day, or in one that has not ended a day yet', () => {
    expect(completeDaysOf({ start: localMidnight('2026-11-28'), end: now }, now, PARIS).dates).toEqual([]);
    expect(completeDaysOf({ start: now - 20 * HOUR, end: now }, now, PARIS).dates).toEqual([]);
  });

  it('follows a clock through a change to summer time', () => {
    // Paris moves from UTC+1 to UTC+2 at 2026-03-29 01:00 UTC.
    const paris = (at: number) => (at >= Date.parse('2026-03-29T01:00:00Z') ? 120 : 60);
    const window = { start: Date.parse('2026-03-27T23:00:00Z'), end: Date.parse('2026-03-30T21:59:59.999Z') };
    expect(completeDaysOf(window, Date.parse('2026-04-02T10:00:00Z'), paris).dates).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(completeDaysOf(window, Date.parse('2026-04-02T10:00:00Z'), 120).dates).toEqual(['2026-03-29', '2026-03-30']);
  });

  it('refuses a window or a time that is not one', () => {
    expect(() => completeDaysOf({ start: 'yesterday', end: now }, now, PARIS)).toThrow(RangeError);
  });

  it('reads the days on the clock of the offset given', () => {
    expect(completeDaysOf({ start: '2026-11-20T00:00:00Z', end: '2026-11-22T00:00:00Z' }, now, 0).dates).toEqual(['2026-11-20', '2026-11-21']);
    expect(completeDaysOf({ start: '2026-11-20T00:00:00Z', end: '2026-11-22T00:00:00Z' }, now, -300).dates).toEqual(['2026-11-20']);
  });
});

describe('a per-day average', () => {
  it('is 20.0 U/day for 20 U every night over a 14-day window ending mid-day today', () => {
    const { average, days } = averagePerCompleteDay(nightly, completeDaysOf({ start: now - 14 * DAY, end: now }, now, PARIS));
    expect({ average, days }).toEqual({ average: 20, days: 13 });
  });

  it('does not move when a meal is logged today', () => {
    const days = completeDaysOf({ start: now - 14 * DAY, end: now }, now, PARIS);
    const meals = nightly.map(({ date }) => ({ date, amount: 180 }));
    const before = averagePerCompleteDay(meals, days).average;
    expect(averagePerCompleteDay([...meals, { date: localDateOf(now, PARIS), amount: 30 }], days).average).toBe(before);
  });

  it('counts a complete day with nothing logged as 0, and has no figure without a complete day', () => {
    const days = completeDaysOf({ start: localMidnight('2026-11-26'), end: localMidnight('2026-11-28') - 1 }, now, PARIS);
    expect(averagePerCompleteDay([{ date: '2026-11-26', amount: 40 }], days)).toEqual({ average: 20, days: 2 });
    expect(averagePerCompleteDay(nightly, { dates: [] })).toEqual({ average: null, days: 0 });
  });

  it('divides a total summed over the span of the complete days', () => {
    const days = completeDaysOf({ start: now - 14 * DAY, end: now }, now, PARIS);
    expect(completeDaysSpan(days, PARIS)).toEqual({ startDate: '2026-11-14T23:00:00.000Z', endDate: '2026-11-27T22:59:59.999Z' });
    expect(averageOverCompleteDays(260, days)).toEqual({ average: 20, days: 13 });
    expect(completeDaysSpan({ dates: [] }, PARIS)).toBeNull();
  });

  it('says what it rests on', () => {
    expect([perDayAverageCaption(13), perDayAverageCaption(1), perDayAverageCaption(0)]).toEqual(['average over 13 complete days', 'average over 1 complete day', 'no complete day in this period yet']);
  });
});
