import { describe, expect, it } from 'vitest';
import { FITTED_MODEL } from './coefficients';
import { fittedForecast, type FittedForecastModel } from './fitted';

const t0 = Date.UTC(2026, 0, 1);
const steady = (mgdl: number) => Array(FITTED_MODEL.lags + 1).fill(mgdl);
const falling = (last: number, perStep: number) => Array.from({ length: FITTED_MODEL.lags + 1 }, (_, k) => last + k * perStep);

describe('the fitted forecast', () => {
  it('applies its weights to 1, (last - 140) and the 5-minute changes, newest first', () => {
    const model: FittedForecastModel = { lags: 2, weights: [[1, 0.5, 2, 0]], low: [-3], high: [4] };
    // change = 1 + 0.5 * (150 - 140) + 2 * (150 - 145) = 16
    expect(fittedForecast([150, 145, 141], t0, model)).toEqual([{ at: t0 + 5 * 60_000, mgdl: 166, low: 163, high: 170 }]);
  });

  it('stays near a steady 140 mg/dL, with an interval that widens over the hour', () => {
    const points = fittedForecast(steady(140), t0);
    expect(points).toHaveLength(12);
    for (const p of points) expect(Math.abs(p.mgdl - 140)).toBeLessThanOrEqual(3);
    points.slice(1).forEach((p, i) => expect(p.high - p.low).toBeGreaterThan(points[i]!.high - points[i]!.low));
  });

  it('carries a steady fall of 2 mg/dL a minute below the last value', () => {
    const points = fittedForecast(falling(100, 10), t0);
    expect(points[3]!.mgdl).toBeLessThan(90);
    expect(points[0]!.mgdl).toBeLessThan(100);
  });

  it('holds values within the sensor range, 40 to 400 mg/dL', () => {
    expect(fittedForecast(falling(45, 15), t0).at(-1)!.low).toBe(40);
    expect(fittedForecast(falling(390, -15), t0)[0]!.high).toBe(400);
  });
});
