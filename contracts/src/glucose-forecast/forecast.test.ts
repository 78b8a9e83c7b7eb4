import { describe, expect, it } from 'vitest';
import { ar2Forecast } from './ar2';
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

  it('uses AR2 until there are 30 minutes of readings without a gap, then the fitted model', () => {
    const short = trace([130, 124, 118]);
    expect(forecastGlucose(short)).toEqual(ar2Forecast(short[1]!, short[2]!));
    const long = trace([160, 154, 148, 142, 136, 130, 124]);
    expect(forecastGlucose(long, { use: 'estimate' })).not.toEqual(ar2Forecast(long[5]!, long[6]!));
  });

  it('warns of a low no later than AR2: by default each point is the lower of the fitted forecast and AR2', () => {
    // A fall speeding up to 9 mg/dL in 5 minutes: AR2 reaches 55 within 20 minutes, the fitted estimate slows the fall down.
    const readings = trace([90, 88, 86, 84, 80, 74, 65]);
    const warning = forecastGlucose(readings);
    const estimate = forecastGlucose(readings, { use: 'estimate' });
    const ar2 = ar2Forecast(readings[5]!, readings[6]!);
    warning.forEach((p, i) => expect(p.mgdl).toBe(Math.min(estimate[i]!.mgdl, ar2[i]!.mgdl)));
    expect(estimate[3]!.mgdl).toBeGreaterThan(55);
    expect(warning[3]!.mgdl).toBeLessThanOrEqual(55);
  });
});
