import { describe, expect, it } from 'vitest';
import type { Meal } from '@glyco/contracts';
import { mealToValues, newMealValues, suggestionToValues, valuesToMealInput } from './meal-form-values';

const meal: Meal = {
  _id: 'm1', mealType: 'Dinner', timestamp: '2025-03-10T18:30:00.000Z', timezoneOffsetMinutes: 0,
  foodItems: [{ name: 'Rice', carbs: 45, protein: 4, fat: 0.5, calories: 205, amount: 1.5 }],
  totalCarbs: 67.5, totalCalories: 307.5, preGlucose: 108.1, notes: 'late',
};

describe('meal form values', () => {
  it('shows stored mg/dL glucose in the user unit and sends it back in mg/dL', () => {
    const values = mealToValues(meal, 'mmol/L');
    expect(values.preGlucose).toBe('6.0');
    expect(values.postGlucose).toBe('');
    expect(values.foodItems[0]).toEqual({ name: 'Rice', carbs: '45', protein: '4', fat: '0.5', calories: '205', amount: '1.5' });
    expect(valuesToMealInput(values, 'mmol/L')).toMatchObject({ mealType: 'Dinner', preGlucose: 108.1, postGlucose: '', notes: 'late' });
  });

  it('keeps a cleared carbs or amount as blank, for the required messages', () => {
    const values = { ...mealToValues(meal, 'mg/dL'), foodItems: [{ name: 'Rice', protein: '1', fat: '0', calories: '0' }] };
    const input = valuesToMealInput(values as never, 'mg/dL');
    expect(input.foodItems).toEqual([{ name: 'Rice', carbs: '', protein: '1', fat: '0', calories: '0', amount: '' }]);
  });

  it('names a new meal by the hour on the local clock, as imports and the assistant do', () => {
    const at = (hour: number, minute = 0) => newMealValues(new Date(2025, 2, 10, hour, minute)).mealType;
    expect([at(7), at(12, 5), at(16, 30), at(23)]).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Snack']);
  });

  it('starts a new meal now from a suggestion', () => {
    const now = new Date(2025, 2, 10, 12, 5);
    const suggestion = {
      foodNames: ['Rice'], mealType: 'Lunch' as const, foodItems: meal.foodItems, averageCarbs: 67.5, averageCalories: 307.5,
      timesEaten: 3, lastEaten: meal.timestamp, averageGlucoseRise: null, glucoseRiseSamples: 0,
    };
    expect(suggestionToValues(suggestion, now)).toMatchObject({ mealType: 'Lunch', timestamp: '2025-03-10T12:05', foodItems: [{ name: 'Rice', amount: '1.5' }] });
  });
});
