import { describe, expect, it } from 'vitest';
import { ar2Forecast } from './ar2';

const MIN = 60_000;
const at = (minutes: number) => Date.UTC(2026, 0, 1, 3, 0) + minutes * MIN;

describe('AR2 as Nightscout computes it', () => {
  it('forecasts 206 mg/dL at 15 minutes after 150 then 170 (Nightscout tests/ar2.test.js: "BG 15m: 206")', () => {
    const points = ar2Forecast({ at: at(0), mgdl: 150 }, { at: at(5), mgdl: 170 });
    expect(points[2]!.mgdl).toBe(206);
  });

  it('steps in log space around 140 mg/dL: 120 then 110 gives 103 five minutes on', () => {
    // ln(120/140) = -0.15415, ln(110/140) = -0.24116; -0.723 * -0.15415 + 1.716 * -0.24116 = -0.30238; 140 e^-0.30238 = 103.5
    const points = ar2Forecast({ at: at(0), mgdl: 120 }, { at: at(5), mgdl: 110 });
    expect(points[0]).toMatchObject({ at: at(10), mgdl: 103 });
  });

  it('drifts towards 140 mg/dL from a steady value (the coefficients sum to 0.993)', () => {
    const points = ar2Forecast({ at: at(0), mgdl: 100 }, { at: at(5), mgdl: 100 });
    expect(points[11]!.mgdl).toBeGreaterThan(points[0]!.mgdl);
    expect(points[0]!.mgdl).toBe(100);
  });

  it('gives 12 points 5 minutes apart after the last reading', () => {
    const points = ar2Forecast({ at: at(0), mgdl: 100 }, { at: at(5), mgdl: 104 });
    expect(points.map((p) => (p.at - at(5)) / MIN)).toEqual([5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60]);
  });

  it('widens the cone by exp(+/- 2 x step): 135..146 at 5 minutes and 95..206 at 60 around a steady 140', () => {
    const points = ar2Forecast({ at: at(0), mgdl: 140 }, { at: at(5), mgdl: 140 });
    expect(points.map((p) => p.mgdl)).toEqual(Array(12).fill(140));
    expect(points[0]).toMatchObject({ low: 135, high: 146 });
    expect(points[11]).toMatchObject({ low: 95, high: 206 });
    points.slice(1).forEach((p, i) => expect(p.high - p.low).toBeGreaterThan(points[i]!.high - points[i]!.low));
  });

  it('interpolates the value 5 minutes before the last when the two are more than 9 minutes apart', () => {
    const apart = ar2Forecast({ at: at(0), mgdl: 120 }, { at: at(10), mgdl: 100 });
    const interpolated = ar2Forecast({ at: at(5), mgdl: 110 }, { at: at(10), mgdl: 100 });
    expect(apart).toEqual(interpolated);
    expect(apart).not.toEqual(ar2Forecast({ at: at(5), mgdl: 120 }, { at: at(10), mgdl: 100 }));
  });

  it('holds points within 36..400 mg/dL', () => {
    expect(ar2Forecast({ at: at(0), mgdl: 120 }, { at: at(5), mgdl: 60 }).at(-1)).toMatchObject({ mgdl: 36, low: 36 });
    expect(ar2Forecast({ at: at(0), mgdl: 300 }, { at: at(5), mgdl: 380 }).at(-1)).toMatchObject({ mgdl: 400, high: 400 });
  });

  it('gives nothing from a reading below 36 mg/dL', () => {
    expect(ar2Forecast({ at: at(0), mgdl: 35 }, { at: at(5), mgdl: 60 })).toEqual([]);
  });
});
