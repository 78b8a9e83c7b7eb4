import { describe, expect, it } from 'vitest';
import { carbsOnBoard, carbsOnBoardFraction, DEFAULT_CARB_ABSORPTION_MINUTES } from './carbs-on-board';

const now = new Date('2026-03-03T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('carbsOnBoardFraction', () => {
  it('absorbs in a straight line over the absorption time', () => {
    expect(carbsOnBoardFraction(0, 180)).toBe(1);
    expect(carbsOnBoardFraction(45, 180)).toBe(0.75);
    expect(carbsOnBoardFraction(90, 180)).toBe(0.5);
    expect(carbsOnBoardFraction(179, 180)).toBeCloseTo(1 / 180, 6);
  });

  it('counts a meal in full before it is eaten and not at all once its absorption time is over', () => {
    expect(carbsOnBoardFraction(-10, 180)).toBe(1);
    expect(carbsOnBoardFraction(180, 180)).toBe(0);
    expect(carbsOnBoardFraction(240, 180)).toBe(0);
  });
});

describe('carbsOnBoard', () => {
  it('absorbs a meal logged without an absorption time over 3 hours', () => {
    expect(DEFAULT_CARB_ABSORPTION_MINUTES).toBe(180);
    // 60 g an hour ago: 60 - 60 x 60/180 = 40 g left.
    expect(carbsOnBoard([{ grams: 60, at: minutesAgo(60) }], now)).toBeCloseTo(40, 9);
  });

  it('sums what is left of each meal over its own absorption time', () => {
    const meals = [
      { grams: 60, at: minutesAgo(60) }, // 40 g left
      { grams: 30, at: minutesAgo(90) }, // 30 x (1 - 90/180) = 15 g
      { grams: 24, at: minutesAgo(60), absorptionMinutes: 120 }, // 24 x (1 - 60/120) = 12 g
      { grams: 80, at: minutesAgo(200) }, // absorbed
    ];
    expect(carbsOnBoard(meals, now)).toBeCloseTo(67, 9);
  });

  it('is 0 with no meals', () => {
    expect(carbsOnBoard([], now)).toBe(0);
  });
});
