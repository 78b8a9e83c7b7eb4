import { describe, expect, it } from 'vitest';
import { BAND_COLOURS, toMgdl } from '@glyco/contracts';
import { bandColouredTrace, keepExtremes } from './glucose-axis';

describe('keepExtremes', () => {
  it('keeps the lowest and highest point of each column in time order, so no low or peak is dropped', () => {
    const points = [100, 120, 55, 90, 95, 300, 140, 141].map((value, index) => ({ minute: index * 5, value }));
    expect(keepExtremes(points, 20).map((point) => point.value)).toEqual([120, 55, 95, 300]);
  });

  it('keeps a lone point once', () => {
    expect(keepExtremes([{ minute: 0, value: 99 }, { minute: 60, value: 101 }], 20)).toEqual([{ minute: 0, value: 99 }, { minute: 60, value: 101 }]);
  });
});

describe('bandColouredTrace', () => {
  const identity = (value: number) => value;

  it('colours a trace of readings entered in mmol/L by the mmol/L bands: 10.0 mmol/L (180.2 mg/dL) is in range', () => {
    const mmol = [10.0, 10.0].map((value, index) => ({ minute: index * 5, value: toMgdl(value, 'mmol/L'), unit: 'mmol/L' as const }));
    expect(bandColouredTrace(mmol, identity, identity, 20, 1)).toContain(`stroke="${BAND_COLOURS.inRange}"`);
    expect(bandColouredTrace(mmol.map(({ unit: _unit, ...point }) => point), identity, identity, 20, 1)).toContain(`stroke="${BAND_COLOURS.high}"`);
  });
});
