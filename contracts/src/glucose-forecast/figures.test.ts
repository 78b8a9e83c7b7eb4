import { describe, expect, it } from 'vitest';
import { forecastFigures, readingNear } from './figures';

const MIN = 60_000;
const t0 = Date.UTC(2026, 0, 1);
const trace = (count: number, mgdlAt: (minute: number) => number) =>
  Array.from({ length: count }, (_, i) => ({ at: t0 + i * 5 * MIN, mgdl: mgdlAt(i * 5) }));

describe('forecastFigures', () => {
  it('judges a steady trace: AR2 and the last value exact, the forecast within its intercepts, all in Clarke A+B', () => {
    const figures = forecastFigures(trace(48, () => 140));
    expect(figures.ar2Rmse30).toBe(0);
    expect(figures.persistenceRmse30).toBe(0);
    expect(figures.rmse30).toBeLessThan(2);
    expect(figures.clarkeAB30).toBe(1);
  });

  it('measures the last value carried forward on a rise of 1 mg/dL a minute as 30 mg/dL off at 30 minutes', () => {
    const figures = forecastFigures(trace(36, (minute) => 80 + minute));
    expect(figures.persistenceRmse30).toBeCloseTo(30, 9);
    expect(figures.rmse30!).toBeLessThan(figures.persistenceRmse30!);
  });

  it('has no figures for a trace too short to judge', () => {
    expect(forecastFigures(trace(4, () => 100))).toEqual({
      rmse15: null, rmse30: null, rmse60: null, ar2Rmse30: null, persistenceRmse30: null, clarkeAB30: null,
    });
  });
});

describe('readingNear', () => {
  it('finds the nearest reading within 2.5 minutes', () => {
    const readings = [{ at: t0, mgdl: 1 }, { at: t0 + 5 * MIN, mgdl: 2 }];
    expect(readingNear(readings, t0 + 2 * MIN)?.mgdl).toBe(1);
    expect(readingNear(readings, t0 + 3 * MIN)?.mgdl).toBe(2);
    expect(readingNear(readings, t0 + 8 * MIN)).toBeUndefined();
  });
});
