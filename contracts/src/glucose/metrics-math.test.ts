import { describe, expect, it } from 'vitest';
import { consensusBandIndex, localDateOf, roundedPercentages, summaryFromSums, toDecimg } from './metrics-math';

describe('roundedPercentages', () => {
  it('sums to exactly 100 with largest remainders', () => {
    expect(roundedPercentages([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(roundedPercentages([2, 1])).toEqual([66.7, 33.3]);
    expect(roundedPercentages([1, 2])).toEqual([33.3, 66.7]);
    expect(roundedPercentages([0, 7, 0])).toEqual([0, 100, 0]);
    expect(roundedPercentages([0, 0])).toEqual([0, 0]);
  });

  it('sums to 100.0 for many random splits', () => {
    for (let trial = 0; trial < 200; trial += 1) {
      const counts = Array.from({ length: 5 }, (_, index) => (trial * 7919 * (index + 3)) % 97);
      if (counts.every((count) => count === 0)) continue;
      const tenths = roundedPercentages(counts).map((value) => Math.round(value * 10));
      expect(tenths.reduce((a, b) => a + b, 0)).toBe(1000);
    }
  });
});

describe('summaryFromSums', () => {
  it('keeps the variance exact where n·Σx² exceeds 2^53', () => {
    const count = 120_000;
    const summary = summaryFromSums({ count, sum: 1500 * count, sumSquares: 1500 * 1500 * count });
    expect(summary.mean).toBe(150);
    expect(summary.sd).toBe(0);
  });
});

describe('quantisation and days', () => {
  it('rounds to 0.1 mg/dL', () => {
    expect(toDecimg(99.085745)).toBe(991);
    expect(consensusBandIndex(toDecimg(69.96))).toBe(2);
  });

  it('gives the local date east and west of UTC', () => {
    const instant = Date.parse('2024-03-01T23:30:00Z');
    expect(localDateOf(instant, 60)).toBe('2024-03-02');
    expect(localDateOf(instant, -300)).toBe('2024-03-01');
  });
});
