import { describe, expect, it } from 'vitest';
import { parsePeriod, resolvePeriod } from './period';

describe('parsePeriod', () => {
  it.each([
    ['what was my average today', { kind: 'today' }],
    ['lows yesterday?', { kind: 'yesterday' }],
    ['my average this week', { kind: 'this-week' }],
    ['time in range this month', { kind: 'this-month' }],
    ['average over the last 7 days', { kind: 'last-days', days: 7 }],
    ['carbs in the past 3 days', { kind: 'last-days', days: 3 }],
    ['lows in the last fourteen days', { kind: 'last-days', days: 14 }],
    ['average last week', { kind: 'last-days', days: 7 }],
    ['average in the last 1 day', { kind: 'last-days', days: 1 }],
  ])('%s', (text, expected) => {
    expect(parsePeriod(text)).toEqual(expected);
  });

  it('names no period when there is none, or an absurd one', () => {
    expect(parsePeriod('what is my average')).toBeUndefined();
    expect(parsePeriod('last 0 days')).toBeUndefined();
    expect(parsePeriod('last 999 days')).toBeUndefined();
  });
});

describe('resolvePeriod', () => {
  // Wednesday 19 November 2025, 10:30 UTC.
  const now = new Date('2025-11-19T10:30:00.000Z');

  it('today and yesterday are local calendar days', () => {
    expect(resolvePeriod({ kind: 'today' }, now)).toMatchObject({ startDate: '2025-11-19T00:00:00.000Z', endDate: now.toISOString(), label: 'today (Nov 19)' });
    expect(resolvePeriod({ kind: 'yesterday' }, now)).toMatchObject({ startDate: '2025-11-18T00:00:00.000Z', endDate: '2025-11-18T23:59:59.999Z', label: 'yesterday (Nov 18)' });
    // UTC+2: local midnight is 22:00 UTC the day before.
    expect(resolvePeriod({ kind: 'today' }, now, 120).startDate).toBe('2025-11-18T22:00:00.000Z');
    // UTC-11: 10:30 UTC is still 23:30 on 18 November locally.
    expect(resolvePeriod({ kind: 'yesterday' }, now, -660)).toMatchObject({ startDate: '2025-11-17T11:00:00.000Z', endDate: '2025-11-18T10:59:59.999Z' });
  });

  it('a week starts on Monday and a month on the 1st, local time', () => {
    expect(resolvePeriod({ kind: 'this-week' }, now).startDate).toBe('2025-11-17T00:00:00.000Z');
    expect(resolvePeriod({ kind: 'this-week' }, new Date('2025-11-17T00:00:00.000Z')).startDate).toBe('2025-11-17T00:00:00.000Z');
    expect(resolvePeriod({ kind: 'this-week' }, new Date('2025-11-23T23:59:00.000Z')).startDate).toBe('2025-11-17T00:00:00.000Z');
    expect(resolvePeriod({ kind: 'this-month' }, now, 60)).toMatchObject({ startDate: '2025-10-31T23:00:00.000Z', label: 'this month (Nov 1 - Nov 19)' });
  });

  it('names its local dates, with the years when it crosses one', () => {
    expect(resolvePeriod({ kind: 'yesterday' }, now, -660).label).toBe('yesterday (Nov 17)');
    expect(resolvePeriod({ kind: 'last-days', days: 7 }, new Date('2026-01-02T12:00:00.000Z')).label).toBe('over the last 7 days (Dec 26, 2025 - Jan 2, 2026)');
  });

  it('last N days ends now', () => {
    expect(resolvePeriod({ kind: 'last-days', days: 7 }, now)).toEqual({
      startDate: '2025-11-12T10:30:00.000Z',
      endDate: now.toISOString(),
      label: 'over the last 7 days (Nov 12 - Nov 19)',
    });
  });
});
