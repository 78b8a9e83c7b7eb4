import { describe, expect, it } from 'vitest';
import { formatChartTick, formatDuration, formatPercent, formatShort } from './format';

describe('formatChartTick', () => {
  it('names only the day at midnight and the time otherwise', () => {
    expect(formatChartTick(new Date(2025, 0, 7, 0, 0))).toBe('Jan 7');
    expect(formatChartTick(new Date(2025, 0, 7, 14, 30))).toBe('Jan 7, 2:30 PM');
  });
});

describe('formatShort', () => {
  it('keeps the time with a short date', () => {
    expect(formatShort(new Date(2025, 10, 21, 19, 48))).toBe('Nov 21, 7:48 PM');
  });
});

describe('formatPercent', () => {
  it('shows one decimal, and "--" without a figure', () => {
    expect([72.4, 100, 0, null].map(formatPercent)).toEqual(['72.4%', '100.0%', '0.0%', '--']);
  });
});

describe('formatDuration', () => {
  it('reads whole minutes, hours and days', () => {
    expect([5, 79.98333333333333, 125, 60, 2 * 1440].map(formatDuration)).toEqual(['5 min', '1 h 20 min', '2 h 5 min', '1 h', '2 days']);
  });
});
