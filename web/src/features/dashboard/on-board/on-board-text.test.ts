import { describe, expect, it } from 'vitest';
import type { OnBoardAmount } from '@glyco/contracts';
import { formatOnBoard, onBoardSource, onBoardValueAt } from './on-board-text';

const now = new Date('2026-11-28T12:00:00.000Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
const records: OnBoardAmount = { value: 2, source: 'records', at: at(0), loopName: null, curve: [{ at: at(0), value: 2 }, { at: at(5), value: 1 }] };
const loop: OnBoardAmount = { ...records, value: 2.35, source: 'loop', at: at(-3), loopName: 'Trio' };

describe('the on-board figures', () => {
  it('shows insulin to the hundredth of a unit and carbs in whole grams, never below 0', () => {
    expect(formatOnBoard('insulin', 2.345)).toBe('2.35 U');
    expect(formatOnBoard('carbs', 23.6)).toBe('24 g');
    expect(formatOnBoard('insulin', -0.001)).toBe('0.00 U');
  });

  it("follows the records' curve with the clock and keeps the loop's figure as the loop computed it", () => {
    expect(onBoardValueAt(records, new Date(Date.parse(at(2))))).toBeCloseTo(1.6, 9);
    expect(onBoardValueAt(loop, new Date(Date.parse(at(2))))).toBe(2.35);
  });

  it('says where each figure comes from', () => {
    expect(onBoardSource('insulin', records, now)).toBe('From the logged doses');
    expect(onBoardSource('carbs', records, now)).toBe('From the logged meals');
    expect(onBoardSource('insulin', loop, now)).toBe('From Trio, 3 min ago');
    expect(onBoardSource('carbs', { ...loop, at: at(0) }, now)).toBe('From Trio, just now');
  });
});
