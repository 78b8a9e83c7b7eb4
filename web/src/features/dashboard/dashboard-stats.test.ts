import { describe, expect, it } from 'vitest';
import { chartReadings, dashboardStats } from './dashboard-stats';

const target = { min: 70, max: 180 };
const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes)).toISOString();

/** Newest first, as the API returns them. */
function readings(values: number[]) {
  return values.map((value, index) => ({ value, timestamp: at(values.length - index) }));
}

describe('dashboardStats', () => {
  it('uses only the 50 newest readings', () => {
    const stats = dashboardStats(readings([...Array<number>(50).fill(100), ...Array<number>(10).fill(400)]), target);
    expect(stats).toEqual({ average: 100, inRange: 100, belowRange: 0, aboveRange: 0 });
  });

  it('rounds to whole numbers', () => {
    expect(dashboardStats(readings([100, 50, 200]), target)).toEqual({ average: 117, inRange: 33, belowRange: 33, aboveRange: 33 });
  });

  it('is zero without readings', () => {
    expect(dashboardStats([], target)).toEqual({ average: 0, inRange: 0, belowRange: 0, aboveRange: 0 });
  });
});

describe('chartReadings', () => {
  it('keeps the 20 newest readings, oldest first', () => {
    const values = Array.from({ length: 25 }, (_, index) => 100 + index);
    const shown = chartReadings(readings(values));
    expect(shown).toHaveLength(20);
    expect(shown[0]?.value).toBe(119);
    expect(shown[19]?.value).toBe(100);
    expect(Date.parse(shown[0]!.timestamp)).toBeLessThan(Date.parse(shown[19]!.timestamp));
  });
});
