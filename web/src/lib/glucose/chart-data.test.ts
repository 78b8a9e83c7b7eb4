import { describe, expect, it } from 'vitest';
import { BAND_COLOURS, toMgdl } from '@glyco/contracts';
import { toChartPoints } from './chart-data';

const target = { min: 70, max: 180 };

describe('toChartPoints', () => {
  it('colours each dot in the unit its reading was entered in: 10.0 mmol/L in range, 180.2 mg/dL high', () => {
    const points = toChartPoints(
      [
        { value: toMgdl(10.0, 'mmol/L'), timestamp: '2026-03-02T08:00:00.000Z', entered: { unit: 'mmol/L' } },
        { value: 180.2, timestamp: '2026-03-02T08:05:00.000Z', entered: { unit: 'mg/dL' } },
        { value: toMgdl(13.9, 'mmol/L'), timestamp: '2026-03-02T08:10:00.000Z', entered: { unit: 'mmol/L' } },
      ],
      'mmol/L',
      target,
    );
    expect(points.map((point) => point.colour)).toEqual([BAND_COLOURS.inRange, BAND_COLOURS.high, BAND_COLOURS.high]);
  });
});
