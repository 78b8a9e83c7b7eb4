import { describe, expect, it } from 'vitest';
import { curveFrom, sampleCurve, valueOnCurve } from './curve';

const start = new Date('2026-03-03T12:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('sampleCurve', () => {
  it('samples every 5 minutes, both ends included', () => {
    const curve = sampleCurve((time) => (time.getTime() - start.getTime()) / 60_000, start, 15);
    expect(curve).toEqual([
      { at: '2026-03-03T12:00:00.000Z', value: 0 },
      { at: '2026-03-03T12:05:00.000Z', value: 5 },
      { at: '2026-03-03T12:10:00.000Z', value: 10 },
      { at: '2026-03-03T12:15:00.000Z', value: 15 },
    ]);
  });
});

describe('valueOnCurve', () => {
  const curve = [
    { at: at(0).toISOString(), value: 10 },
    { at: at(5).toISOString(), value: 5 },
    { at: at(10).toISOString(), value: 0 },
  ];

  it('runs straight between points', () => {
    expect(valueOnCurve(curve, at(2))).toBeCloseTo(8, 9);
    expect(valueOnCurve(curve, at(5))).toBe(5);
    expect(valueOnCurve(curve, at(7.5))).toBeCloseTo(2.5, 9);
  });

  it('holds the first value before the curve, the last after it, and 0 without a curve', () => {
    expect(valueOnCurve(curve, at(-3))).toBe(10);
    expect(valueOnCurve(curve, at(30))).toBe(0);
    expect(valueOnCurve([], at(0))).toBe(0);
  });

  it('gives the rest of the curve from a later moment, starting at the value then', () => {
    expect(curveFrom(curve, at(2))).toEqual([
      { at: at(2).toISOString(), value: expect.closeTo(8, 9) as number },
      { at: at(5).toISOString(), value: 5 },
      { at: at(10).toISOString(), value: 0 },
    ]);
  });
});
