import { describe, expect, it } from 'vitest';
import { canStepForward, periodRange, stepDate, trendCaption } from './period';

describe('glucose view period', () => {
  it('covers the chosen number of local days ending on the date', () => {
    const { start, end } = periodRange('2025-03-10', 'weekly');
    expect(start.getDate()).toBe(4);
    expect(start.getHours()).toBe(0);
    expect(end.getDate()).toBe(10);
    expect(end.getHours()).toBe(23);
  });

  it('steps by 1, 7 or 30 days', () => {
    expect(stepDate('2025-03-10', 'daily', -1)).toBe('2025-03-09');
    expect(stepDate('2025-03-10', 'weekly', 1)).toBe('2025-03-17');
    expect(stepDate('2025-03-10', 'monthly', -1)).toBe('2025-02-08');
  });

  it('does not step past today', () => {
    expect(canStepForward('2025-03-10', 'weekly', '2025-03-16')).toBe(false);
    expect(canStepForward('2025-03-10', 'weekly', '2025-03-17')).toBe(true);
  });
});

describe('trendCaption', () => {
  const range = periodRange('2026-11-22', 'weekly');

  it('names the days the chart covers and how many readings it draws', () => {
    expect(trendCaption(range, 2016, 2016)).toMatch(/^Mon 16 - Sun 22 Nov( 2026)? · 2,016 readings$/);
    expect(trendCaption(range, 10000, 12000)).toMatch(/· the newest 10,000 of 12,000 readings$/);
    expect(trendCaption(range, 8640, 8640, 150)).toMatch(/· 8,640 readings, mean and range of every 2 h 30 min$/);
  });
});
