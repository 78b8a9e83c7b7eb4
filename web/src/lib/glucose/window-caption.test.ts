import { describe, expect, it } from 'vitest';
import { readingsCaption, windowCaption } from './window-caption';

const now = new Date(2026, 10, 25);
const local = (year: number, month: number, day: number) => new Date(year, month - 1, day).toISOString();

describe('windowCaption', () => {
  it('names the local days of a window whose end is exclusive', () => {
    expect(windowCaption({ start: local(2026, 11, 16), end: local(2026, 11, 23) }, now)).toBe('Mon 16 - Sun 22 Nov');
    expect(windowCaption({ start: local(2026, 11, 16), end: local(2026, 11, 17) }, now)).toBe('Mon 16 Nov');
  });

  it('names both months across a month, and the years outside this year', () => {
    expect(windowCaption({ start: local(2026, 10, 26), end: local(2026, 11, 2) }, now)).toBe('Mon 26 Oct - Sun 1 Nov');
    expect(windowCaption({ start: local(2025, 12, 29), end: local(2026, 1, 5) }, now)).toBe('Mon 29 Dec 2025 - Sun 4 Jan 2026');
    expect(windowCaption({ start: local(2025, 3, 3), end: local(2025, 3, 10) }, now)).toBe('Mon 3 - Sun 9 Mar 2025');
  });

  it('says when the window is unbounded', () => {
    expect(windowCaption({ start: null, end: null }, now)).toBe('All readings');
  });
});

describe('readingsCaption', () => {
  it('says whose readings the figures are', () => {
    expect(readingsCaption({ count: 2016, source: 'cgm' })).toBe('2,016 CGM readings');
    expect(readingsCaption({ count: 1, source: 'meter' })).toBe('1 meter reading');
    expect(readingsCaption({ count: 0, source: 'none' })).toBe('No readings');
  });
});
