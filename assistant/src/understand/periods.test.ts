import { describe, expect, it } from 'vitest';
import { findComparedPeriod, findPeriod, lastDays, periodBefore, thisWeek } from './periods';

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
    expect(periodBefore(lastDays(7, asked), asked)).toEqual({ startDate: '2026-11-09T21:59:59.999Z', endDate: '2026-11-16T21:59:59.999Z', label: 'the 7 days before (Nov 9 - Nov 16)' });
  });
});
