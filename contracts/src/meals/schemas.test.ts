import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../shared/field-errors';
import { logMealSchema, mealListQuerySchema } from './schemas';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

const now = () => new Date('2024-03-01T12:00:00Z');
const schema = logMealSchema(now);
const item = { name: 'Apple', carbs: 25 };
const valid = { mealType: 'Lunch', timestamp: '2024-03-01T11:00:00Z', foodItems: [item] };

describe('logMealSchema', () => {
  it('reports missing meal fields', () => {
    expect(errorsOf(schema, {})).toEqual({
      mealType: 'Meal type is required',
      timestamp: 'Date and time are required',
      foodItems: 'At least one food item is required.',
    });
    expect(errorsOf(schema, { ...valid, timestamp: '', foodItems: [] })).toEqual({
      timestamp: 'Date and time are required',
      foodItems: 'At least one food item is required.',
    });
  });

  it('refuses a time later than now, beyond five minutes of clock skew, or before 1900', () => {
    expect(errorsOf(schema, { ...valid, timestamp: '2024-03-01T12:06:00Z' })).toEqual({ timestamp: 'Date and time cannot be in the future' });
    expect(errorsOf(schema, { ...valid, timestamp: '2024-03-01T12:05:00Z' })).toEqual({});
    expect(errorsOf(schema, { ...valid, timestamp: '0000-01-01T00:00:00Z' })).toEqual({ timestamp: 'Enter a date after 1 January 1900' });
  });

  it('reports food item rules at their item path', () => {
    const items = [{ name: ' ', carbs: '' }, { name: 'Rice', carbs: -1, amount: '' }, { name: 'Milk', carbs: 5, amount: 0.05, protein: -2 }];
    expect(errorsOf(schema, { ...valid, foodItems: items })).toEqual({
      'foodItems.0.name': 'Food name is required',
      'foodItems.0.carbs': 'Carbs are required',
      'foodItems.1.carbs': 'Carbs cannot be negative',
      'foodItems.1.amount': 'Amount is required',
      'foodItems.2.amount': 'Amount must be at least 0.1',
      'foodItems.2.protein': 'Protein cannot be negative',
    });
  });

  it('defaults an absent amount to one serving and blank macros to zero', () => {
    const meal = schema.parse({ ...valid, foodItems: [{ name: 'Apple', carbs: '25', fat: '' }] });
    expect(meal.foodItems[0]).toEqual({ name: 'Apple', carbs: 25, protein: 0, fat: 0, calories: 0, amount: 1 });
    expect(meal.timestamp).toBe('2024-03-01T11:00:00.000Z');
  });

  it('refuses negative glucose and insulin figures', () => {
    expect(errorsOf(schema, { ...valid, preGlucose: -1, postGlucose: -1, insulinDose: -0.5 })).toEqual({
      preGlucose: 'Pre-meal glucose cannot be negative',
      postGlucose: 'Post-meal glucose cannot be negative',
      insulinDose: 'Insulin dose cannot be negative',
    });
    expect(schema.parse({ ...valid, preGlucose: '' }).preGlucose).toBeUndefined();
  });
});

describe('mealListQuerySchema', () => {
  it('pages by ten and treats a blank filter as all meals', () => {
    expect(mealListQuerySchema.parse({ page: '2', mealType: '' })).toMatchObject({ page: 2, limit: 10, search: '', mealType: undefined });
    expect(errorsOf(mealListQuerySchema, { mealType: 'Brunch' })).toEqual({ mealType: 'Meal type must be one of: Breakfast, Lunch, Dinner, Snack' });
  });
});
