import { describe, expect, it } from 'vitest';
import { mealTotals } from './totals';

describe('mealTotals', () => {
  it('sums each value times its amount', () => {
    const items = [
      { carbs: 25, protein: 0.5, fat: 0.3, calories: 95, amount: 2 },
      { carbs: 45, protein: 4.3, fat: 0.4, calories: 205, amount: 0.5 },
    ];
    expect(mealTotals(items)).toEqual({ totalCarbs: 72.5, totalProtein: 3.2, totalFat: 0.8, totalCalories: 292.5 });
    expect(mealTotals([])).toEqual({ totalCarbs: 0, totalProtein: 0, totalFat: 0, totalCalories: 0 });
  });
});
