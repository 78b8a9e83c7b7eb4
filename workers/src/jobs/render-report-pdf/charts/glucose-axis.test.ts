import { describe, expect, it } from 'vitest';
import { keepExtremes } from './glucose-axis';

describe('keepExtremes', () => {
  it('keeps the lowest and highest point of each column in time order, so no low or peak is dropped', () => {
    const points = [100, 120, 55, 90, 95, 300, 140, 141].map((value, index) => ({ minute: index * 5, value }));
    expect(keepExtremes(points, 20).map((point) => point.value)).toEqual([120, 55, 95, 300]);
  });

  it('keeps a lone point once', () => {
    expect(keepExtremes([{ minute: 0, value: 99 }, { minute: 60, value: 101 }], 20)).toEqual([{ minute: 0, value: 99 }, { minute: 60, value: 101 }]);
  });
});
