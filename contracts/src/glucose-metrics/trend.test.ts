import { describe, expect, it } from 'vitest';
import { glucoseTrend, trendOfRate } from './trend';

const at = (minutes: number) => Date.parse('2026-03-02T12:00:00Z') + minutes * 60_000;

describe('trend arrows', () => {
  it('maps rates to the arrows CGM makers use', () => {
    expect([3.5, 2.5, 1.5, 0, -1, -1.5, -2.5, -3.5].map(trendOfRate)).toEqual([
      'risingQuickly', 'rising', 'risingSlowly', 'steady', 'steady', 'fallingSlowly', 'falling', 'fallingQuickly',
    ]);
  });

  it('takes the slope of the last 15 minutes only', () => {
    const readings = [{ value: 300, timestamp: at(-60) }, ...[0, 5, 10, 15].map((minute) => ({ value: 100 - 2.5 * minute, timestamp: at(minute) }))];
    expect(glucoseTrend(readings)).toEqual({ trend: 'falling', rateMgdlPerMinute: -2.5 });
  });

  it('has no trend from a single recent reading', () => {
    expect(glucoseTrend([{ value: 100, timestamp: at(-30) }, { value: 120, timestamp: at(0) }])).toBeNull();
    expect(glucoseTrend([])).toBeNull();
  });
});
