import { describe, expect, it } from 'vitest';
import type { AgpPoint } from '@glyco/contracts';
import { agpChartPoints, agpValues, describeAgp, hourLabel } from './agp-points';

const point = (minute: number, p50: number | null): AgpPoint => ({
  minute,
  count: p50 === null ? 0 : 3,
  p5: p50 === null ? null : p50 - 40,
  p25: p50 === null ? null : p50 - 20,
  p50,
  p75: p50 === null ? null : p50 + 20,
  p95: p50 === null ? null : p50 + 40,
});

describe('agp points', () => {
  const points = [point(7.5, 90), point(22.5, null), point(487.5, 180)];

  it('keeps the server points, converted to the display unit only', () => {
    expect(agpChartPoints(points, 'mg/dL')).toEqual([
      { minute: 7.5, p5: 50, p25: 70, p50: 90, p75: 110, p95: 130 },
      { minute: 22.5, p5: null, p25: null, p50: null, p75: null, p95: null },
      { minute: 487.5, p5: 140, p25: 160, p50: 180, p75: 200, p95: 220 },
    ]);
    expect(agpChartPoints(points, 'mmol/L')[2]!.p50).toBeCloseTo(9.99, 2);
    expect(agpValues(points)).toEqual([50, 130, 140, 220]);
  });

  it('describes the median curve for screen readers', () => {
    expect(describeAgp(points, 'mg/dL')).toBe('Median glucose by time of day, in 15-minute steps: lowest 90 mg/dL around 12 AM, highest 180 mg/dL around 8 AM.');
    expect(describeAgp([point(7.5, null)], 'mg/dL')).toBe('No readings to profile.');
    expect([0, 720, 1410].map(hourLabel)).toEqual(['12 AM', '12 PM', '11 PM']);
  });
});
