import { describe, expect, it } from 'vitest';
import { mealTypeAt, mealTypeAtHour } from './meal-times';

describe('the meal a local hour names', () => {
  it('gives each meal its hours, edges included at the start, and a snack otherwise', () => {
    const cases = [[4.99, 'Snack'], [5, 'Breakfast'], [10.99, 'Breakfast'], [11, 'Lunch'], [15.99, 'Lunch'], [16, 'Dinner'], [21.99, 'Dinner'], [22, 'Snack'], [0, 'Snack']] as const;
    expect(cases.map(([hour]) => mealTypeAtHour(hour))).toEqual(cases.map(([, meal]) => meal));
  });

  it('reads the hour on the clock of the offset given', () => {
    expect(mealTypeAt('2026-03-08T12:30:00Z', -300)).toBe('Breakfast');
    expect(mealTypeAt('2026-03-08T12:30:00Z', 60)).toBe('Lunch');
    expect(mealTypeAt('2026-03-08T16:30:00Z', 0)).toBe('Dinner');
    expect(mealTypeAt('2026-03-08T23:00:00Z', 0)).toBe('Snack');
    expect(mealTypeAt(new Date('2026-03-08T23:30:00Z'), 330)).toBe('Breakfast');
  });
});
