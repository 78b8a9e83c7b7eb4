import { describe, expect, it } from 'vitest';
import { dashboardForecast } from './dashboard-forecast';

const t0 = Date.UTC(2026, 0, 1, 3, 0);
const cgm = (minutes: number, value: number, readingType: 'CGM' | 'Manual' = 'CGM') => ({ value, timestamp: new Date(t0 + minutes * 60_000).toISOString(), readingType });
const falling = [150, 146, 141, 135, 128, 121, 114].map((value, i) => cgm(i * 5, value));
const lastAt = t0 + 30 * 60_000;

describe('dashboardForecast', () => {
  it('opens at the last sensor reading and reaches an hour after it', () => {
    const forecast = dashboardForecast([...falling].reverse(), lastAt + 2 * 60_000);
    expect(forecast?.from).toEqual({ at: lastAt, mgdl: 114 });
    expect(forecast?.points).toHaveLength(12);
    expect(forecast?.points.at(-1)?.at).toBe(lastAt + 60 * 60_000);
    expect(forecast?.points.at(-1)?.mgdl).toBeLessThan(114);
  });

  it('gives nothing when the last sensor reading is more than 10 minutes old', () => {
    expect(dashboardForecast(falling, lastAt + 11 * 60_000)).toBeNull();
  });

  it('leaves manual readings out: a later meter reading neither starts nor bends the cone', () => {
    const forecast = dashboardForecast([...falling, cgm(32, 300, 'Manual')], lastAt + 3 * 60_000);
    expect(forecast?.from).toEqual({ at: lastAt, mgdl: 114 });
  });

  it('gives nothing without sensor readings', () => {
    expect(dashboardForecast([cgm(0, 120, 'Manual'), cgm(5, 118, 'Manual')], t0 + 6 * 60_000)).toBeNull();
  });
});
