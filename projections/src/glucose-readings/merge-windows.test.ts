import { describe, expect, it } from 'vitest';
import { mergeOverlapping } from './merge-windows';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
const window = (start: number, end: number) => ({ start: at(start), end: at(end) });

describe('mergeOverlapping', () => {
  it('joins windows that overlap or touch and keeps apart ones apart, oldest first', () => {
    expect(mergeOverlapping([window(50, 70), window(0, 30), window(20, 40), window(40, 45)])).toEqual([window(0, 45), window(50, 70)]);
  });

  it('keeps a window inside another as the outer one', () => {
    expect(mergeOverlapping([window(0, 100), window(10, 20)])).toEqual([window(0, 100)]);
  });

  it('gives none for none', () => {
    expect(mergeOverlapping([])).toEqual([]);
  });
});
