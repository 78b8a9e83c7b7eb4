import { describe, expect, it } from 'vitest';
import { resolveReportRange } from '@glyco/contracts';
import { readingsBucketMinutes } from './report-range';

const NOW = new Date('2024-03-08T12:00:00.000Z');

describe('resolveReportRange', () => {
  it('defaults to the last 7 days', () => {
    expect(resolveReportRange({}, NOW)).toEqual({ start: new Date('2024-03-01T12:00:00.000Z'), end: NOW });
  });

  it('takes 7 days before a given end, and now after a given start', () => {
    expect(resolveReportRange({ endDate: '2024-02-10T00:00:00.000Z' }, NOW).start).toEqual(new Date('2024-02-03T00:00:00.000Z'));
    expect(resolveReportRange({ startDate: '2024-01-01T00:00:00.000Z' }, NOW)).toEqual({ start: new Date('2024-01-01T00:00:00.000Z'), end: NOW });
  });
});

describe('readingsBucketMinutes', () => {
  const days = (n: number) => ({ start: new Date(NOW.getTime() - n * 86_400_000), end: NOW });

  it('keeps the readings when they fit', () => {
    expect(readingsBucketMinutes(days(7), 2016, 2016)).toBeNull();
  });

  it('picks the smallest bucket that fits the range', () => {
    expect(readingsBucketMinutes(days(14), 4032, 2016)).toBe(10);
    expect(readingsBucketMinutes(days(90), 25_920, 2016)).toBe(120);
    expect(readingsBucketMinutes(days(365), 105_120, 2016)).toBe(360);
  });

  it('never goes beyond a day', () => {
    expect(readingsBucketMinutes(days(36_500), 1_000_000, 10)).toBe(1440);
  });
});
