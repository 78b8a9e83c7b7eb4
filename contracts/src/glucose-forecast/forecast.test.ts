import { describe, expect, it } from 'vitest';
import { forecastGlucose } from './forecast';

const MIN = 60_000;
const start = Date.UTC(2026, 0, 1, 3, 0);
const trace = (values: number[], everyMinutes = 5) => values.map((mgdl, i) => ({ at: start + i * everyMinutes * MIN, mgdl }));

describe('forecastGlucose', () => {
  it('forecasts the next 60 minutes after the last reading, every 5 minutes', () => {
    const readings = trace([130, 124, 118, 112]);
    const points = forecastGlucose(readings);
    expect(points).toHaveLength(12);
    expect(points[0]!.at).toBe(readings.at(-1)!.at + 5 * MIN);
    expect(points[11]!.at).toBe(readings.at(-1)!.at + 60 * MIN);
    for (const p of points) expect(p.low).toBeLessThanOrEqual(p.mgdl);
    for (const p of points) expect(p.high).toBeGreaterThanOrEqual(p.mgdl);
  });

  it('follows a fall downwards', () => {
    const points = forecastGlucose(trace([130, 124, 118, 112]));
    expect(points[5]!.mgdl).toBeLessThan(112);
  });

  it('reads the readings in time order whatever order they come in', () => {
    const readings = trace([130, 124, 118, 112]);
    expect(forecastGlucose([...readings].reverse())).toEqual(forecastGlucose(readings));
  });

  it('gives nothing from fewer than two readings', () => {
    expect(forecastGlucose([])).toEqual([]);
    expect(forecastGlucose(trace([100]))).toEqual([]);
  });

  it('gives nothing across a gap of more than 15 minutes', () => {
    expect(forecastGlucose(trace([100, 90], 20))).toEqual([]);
    expect(forecastGlucose(trace([100, 90], 15))).toHaveLength(12);
  });

  it('gives nothing when the last reading is more than 10 minutes old', () => {
    const readings = trace([100, 95]);
    const last = readings.at(-1)!.at;
    expect(forecastGlucose(readings, { now: last + 11 * MIN })).toEqual([]);
    expect(forecastGlucose(readings, { now: last + 10 * MIN })).toHaveLength(12);
  });
});
