import { describe, expect, it } from 'vitest';
import { findComparedPeriod, findPeriod, lastDays, periodBefore, thisMonthAgainstLast, thisWeek } from './periods';

/** Monday 23 November 2026, 22:00 UTC, asked from UTC+1 (23:00 local). */
const asked = { now: new Date('2026-11-23T22:00:00Z'), timezoneOffsetMinutes: 60 };

describe('findPeriod', () => {
  it.each([
    ['average since monday', '2026-11-22T23:00:00.000Z', '2026-11-23T22:00:00.000Z', 'since monday (Nov 23)'],
    ['lows last weekend', '2026-11-20T23:00:00.000Z', '2026-11-22T22:59:59.999Z', 'last weekend (Nov 21 - Nov 22)'],
    ['time in range in october', '2026-09-30T23:00:00.000Z', '2026-10-31T22:59:59.999Z', 'in October (Oct 1 - Oct 31)'],
    ['yesterday evening', '2026-11-22T16:00:00.000Z', '2026-11-22T20:59:59.999Z', 'yesterday evening (Nov 22)'],
    ['carbs in the past 3 days', '2026-11-20T22:00:00.000Z', '2026-11-23T22:00:00.000Z', 'over the last 3 days (Nov 20 - Nov 23)'],
    ['average last week', '2026-11-16T22:00:00.000Z', '2026-11-23T22:00:00.000Z', 'over the last 7 days (Nov 16 - Nov 23)'],
    ['yesterday', '2026-11-21T23:00:00.000Z', '2026-11-22T22:59:59.999Z', 'yesterday (Nov 22)'],
    ['on friday', '2026-11-19T23:00:00.000Z', '2026-11-20T22:59:59.999Z', 'on friday (Nov 20)'],
    ['this month', '2026-10-31T23:00:00.000Z', '2026-11-23T22:00:00.000Z', 'this month (Nov 1 - Nov 23)'],
    ['how was my week', '2026-11-16T22:00:00.000Z', '2026-11-23T22:00:00.000Z', 'over the last 7 days (Nov 16 - Nov 23)'],
    ['why am i high in the morning', '2026-11-23T05:00:00.000Z', '2026-11-23T10:59:59.999Z', 'this morning (Nov 23)'],
    ['november', '2026-10-31T23:00:00.000Z', '2026-11-23T22:00:00.000Z', 'in November (Nov 1 - Nov 23)'],
    ['my levels 2 hours after lunch this month', '2026-10-31T23:00:00.000Z', '2026-11-23T22:00:00.000Z', 'this month (Nov 1 - Nov 23)'],
  ])('%s', (text, startDate, endDate, label) => {
    expect(findPeriod(text, asked)).toEqual({ startDate, endDate, label });
  });

  it('names no period when there is none', () => {
    expect(findPeriod('what should i eat for dinner', asked)).toBeUndefined();
    expect(findPeriod('what is my average', asked)).toBeUndefined();
  });
});

describe('calendar months', () => {
  it('"last month" is the previous calendar month, all of it', () => {
    expect(findPeriod('time in range last month', asked)).toEqual({ startDate: '2026-09-30T23:00:00.000Z', endDate: '2026-10-31T22:59:59.999Z', label: 'in October (Oct 1 - Oct 31)' });
    expect(findPeriod('how was the previous month', asked)?.label).toBe('in October (Oct 1 - Oct 31)');
  });

  it('"the last month" and "the past month" are the days up to now', () => {
    expect(findPeriod('average over the last month', asked)?.endDate).toBe('2026-11-23T22:00:00.000Z');
    expect(findPeriod('average in the past month', asked)?.endDate).toBe('2026-11-23T22:00:00.000Z');
  });

  it('"last month" in January is December of the year before', () => {
    const january = { now: new Date('2027-01-10T12:00:00Z'), timezoneOffsetMinutes: 60 };
    expect(findPeriod('last month', january)).toMatchObject({ startDate: '2026-11-30T23:00:00.000Z', endDate: '2026-12-31T22:59:59.999Z', label: 'in December (Dec 1 - Dec 31)' });
  });

  it('"better than last month?" sets this month so far against the whole of October', () => {
    expect(thisMonthAgainstLast('is my time in range better than last month?', asked)).toEqual({
      period: { startDate: '2026-10-31T23:00:00.000Z', endDate: '2026-11-23T22:00:00.000Z', label: 'this month (Nov 1 - Nov 23)' },
      against: { startDate: '2026-09-30T23:00:00.000Z', endDate: '2026-10-31T22:59:59.999Z', label: 'in October (Oct 1 - Oct 31)' },
    });
    expect(thisMonthAgainstLast('is my time in range better than last week?', asked)).toBeUndefined();
  });

  it('compares this month so far with the whole of last month', () => {
    const thisMonth = findPeriod('compare this month with last month', asked)!;
    expect(thisMonth.label).toBe('this month (Nov 1 - Nov 23)');
    expect(findComparedPeriod('compare this month with last month', asked, thisMonth)?.label).toBe('in October (Oct 1 - Oct 31)');
  });
});

describe('named windows', () => {
  it('starts the week on Monday and rolls N days back from now', () => {
    expect(thisWeek(asked).startDate).toBe('2026-11-22T23:00:00.000Z');
    expect(lastDays(14, asked)).toMatchObject({ startDate: '2026-11-09T22:00:00.000Z', label: 'over the last 14 days (Nov 9 - Nov 23)' });
  });

  it('compares with the earlier period a message names, when it ends before the first starts', () => {
    const november = findPeriod('november', asked)!;
    expect(findComparedPeriod('how does november stack up against october', asked, november)?.label).toBe('in October (Oct 1 - Oct 31)');
    expect(findComparedPeriod('is this month better', asked, november)).toBeUndefined();
    expect(findComparedPeriod('this week vs the past 3 days', asked, thisWeek(asked))).toBeUndefined();
  });

  it('compares with the span of the same length just before', () => {
    expect(periodBefore(lastDays(7, asked), asked)).toEqual({ startDate: '2026-11-09T21:59:59.999Z', endDate: '2026-11-16T21:59:59.999Z', label: 'in the 7 days before (Nov 9 - Nov 16)' });
  });
});
