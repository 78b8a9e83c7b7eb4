import { describe, expect, it } from 'vitest';
import { activityPeakMinutes, insulinOnBoard, insulinOnBoardFraction } from './insulin-on-board';

const FOUR_HOURS = 240;

describe('insulinOnBoardFraction (exponential model, peak 75 min)', () => {
  it('is the whole dose at injection and before it', () => {
    expect(insulinOnBoardFraction(0, FOUR_HOURS)).toBe(1);
    expect(insulinOnBoardFraction(-5, FOUR_HOURS)).toBe(1);
  });

  it('matches the hand-worked figure one hour after the dose, over 4 hours', () => {
    // tau = 75 (1 - 75/240) / (1 - 150/240) = 137.5; a = 275/240; S = 4.37175
    expect(insulinOnBoardFraction(60, FOUR_HOURS)).toBeCloseTo(0.7373, 3);
  });

  it('has about 63 % left at the 75-minute peak of activity and about 34 % at half the duration', () => {
    expect(insulinOnBoardFraction(75, FOUR_HOURS)).toBeCloseTo(0.6346, 3);
    expect(insulinOnBoardFraction(120, FOUR_HOURS)).toBeCloseTo(0.3417, 3);
  });

  it('is nothing at and after the full duration', () => {
    expect(insulinOnBoardFraction(FOUR_HOURS, FOUR_HOURS)).toBe(0);
    expect(insulinOnBoardFraction(FOUR_HOURS + 30, FOUR_HOURS)).toBe(0);
    expect(insulinOnBoardFraction(FOUR_HOURS - 1, FOUR_HOURS)).toBeLessThan(0.001);
  });

  it('only ever decreases', () => {
    for (const duration of [120, 180, 240, 360, 480]) {
      let previous = 1;
      for (let minute = 1; minute <= duration; minute += 1) {
        const fraction = insulinOnBoardFraction(minute, duration);
        expect(fraction).toBeLessThanOrEqual(previous);
        expect(fraction).toBeGreaterThanOrEqual(0);
        previous = fraction;
      }
    }
  });

  it('keeps the 75-minute peak from about 3 hours up and moves it earlier for shorter durations', () => {
    expect(activityPeakMinutes(480)).toBe(75);
    expect(activityPeakMinutes(240)).toBe(75);
    expect(activityPeakMinutes(120)).toBe(48);
    expect(insulinOnBoardFraction(60, 120)).toBeCloseTo(0.4225, 3);
  });

  it('lasts longer with a longer duration of action', () => {
    expect(insulinOnBoardFraction(120, 360)).toBeGreaterThan(insulinOnBoardFraction(120, 240));
  });
});

describe('insulinOnBoard', () => {
  const now = new Date('2025-03-03T12:00:00Z');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);

  it('sums what is left of each bolus and ignores those older than the duration', () => {
    const boluses = [
      { units: 4, at: hoursAgo(1) },
      { units: 2, at: hoursAgo(0) },
      { units: 10, at: hoursAgo(4) },
      { units: 10, at: hoursAgo(6) },
    ];
    expect(insulinOnBoard(boluses, now, 4)).toBeCloseTo(4 * 0.73734 + 2, 3);
  });

  it('is 0 with no boluses', () => {
    expect(insulinOnBoard([], now, 4)).toBe(0);
  });
});
