import { scaleTime } from '@visx/scale';
import { describe, expect, it } from 'vitest';
import { fittingTimeTicks } from './time-ticks';

const week = scaleTime({ domain: [new Date(2025, 0, 1), new Date(2025, 0, 8)], range: [0, 1] });

describe('fittingTimeTicks', () => {
  it('never gives more labels than the axis has room for', () => {
    for (const width of [100, 231, 330, 500, 900]) {
      const ticks = fittingTimeTicks(week, width);
      expect(ticks.length, `width ${width}`).toBeLessThanOrEqual(Math.max(1, Math.floor(width / 110)));
      expect(ticks.length).toBeGreaterThan(0);
    }
  });

  it('keeps evenly spaced ticks, starting with the first', () => {
    expect(fittingTimeTicks(week, 231).map((date) => date.getDate())).toEqual([1, 5]);
  });
});
