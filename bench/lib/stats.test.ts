import { describe, expect, it } from 'vitest';
import { percentile, summarise } from './stats';

describe('bench statistics', () => {
  it('takes nearest-rank percentiles', () => {
    const sample = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sample, 50)).toBe(50);
    expect(percentile(sample, 99)).toBe(99);
    expect(percentile([5], 99)).toBe(5);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarises throughput over the elapsed time', () => {
    expect(summarise([1, 2, 3, 4], 2)).toMatchObject({ count: 4, throughput: 2, p50: 2 });
  });
});
