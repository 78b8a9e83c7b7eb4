import { describe, expect, it } from 'vitest';
import { trendOfDirection } from './trend';

describe('trendOfDirection', () => {
  it.each([
    ['TripleUp', 'risingQuickly'],
    ['DoubleUp', 'risingQuickly'],
    ['SingleUp', 'rising'],
    ['FortyFiveUp', 'risingSlowly'],
    ['Flat', 'steady'],
    ['FortyFiveDown', 'fallingSlowly'],
    ['SingleDown', 'falling'],
    ['DoubleDown', 'fallingQuickly'],
    ['TripleDown', 'fallingQuickly'],
  ] as const)('draws %s as %s', (direction, trend) => {
    expect(trendOfDirection(direction)).toBe(trend);
  });

  it.each(['NOT COMPUTABLE', 'RATE OUT OF RANGE', 'NONE', null, undefined] as const)('names no trend for %s', (direction) => {
    expect(trendOfDirection(direction)).toBeNull();
  });
});
