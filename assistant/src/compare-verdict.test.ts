import { describe, expect, it } from 'vitest';
import { COMPARED, verdictOf } from './phrase-patterns';

describe('a comparison calls a change "about the same" only within the metric\'s noise', () => {
  it('time in range: under 2 points is the same, under 5 slightly, else plainly', () => {
    const tir = COMPARED['time-in-range'];
    expect(verdictOf(70.9, 69.0, tir)).toBe(' That is about the same.');
    expect(verdictOf(71.5, 67.6, tir)).toBe(' That is slightly better.');
    expect(verdictOf(67.6, 71.5, tir)).toBe(' That is slightly worse.');
    expect(verdictOf(72, 67, tir)).toBe(' That is better.');
    expect(verdictOf(60, 67, tir)).toBe(' That is worse.');
  });

  it('time below range: under half a point is the same; lower is better', () => {
    const lows = COMPARED.lows;
    expect(verdictOf(2.3, 2.0, lows)).toBe(' That is about the same.');
    expect(verdictOf(2.0, 2.7, lows)).toBe(' That is slightly better.');
    expect(verdictOf(3.5, 2.0, lows)).toBe(' That is worse.');
  });

  it('GMI and CV: any change of their shown precision is a change', () => {
    expect(verdictOf(7.05, 7.0, COMPARED.gmi)).toBe(' That is about the same.');
    expect(verdictOf(7.2, 7.0, COMPARED.gmi)).toBe(' That is worse.');
    expect(verdictOf(33, 36, COMPARED.cv)).toBe(' That is better.');
  });

  it('gives no verdict for a figure with no better direction, or no change', () => {
    expect(verdictOf(150, 140, COMPARED.average)).toBe('');
    expect(verdictOf(70, 70, COMPARED['time-in-range'])).toBe('');
  });
});
