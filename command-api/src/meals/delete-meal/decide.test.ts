import { describe, expect, it } from 'vitest';
import { MEAL_ID, OWNER, STRANGER, deletedBy, given, loggedBy } from '../meal-fixtures';
import { decideDeleteMeal } from './decide';

describe('DeleteMeal', () => {
  it('given my meal, when deleted, then MealDeleted', () => {
    expect(decideDeleteMeal(given(loggedBy(OWNER)), { mealId: MEAL_ID, userId: OWNER })).toEqual([
      { type: 'MealDeleted', schemaVersion: 1, data: { mealId: MEAL_ID, userId: OWNER } },
    ]);
  });

  it('given a deleted meal, when deleted again, then it is not found', () => {
    expect(() => decideDeleteMeal(given(loggedBy(OWNER), deletedBy(OWNER)), { mealId: MEAL_ID, userId: OWNER })).toThrow('Meal not found');
  });

  it("given another person's meal or none, when deleted, then it is not found", () => {
    expect(() => decideDeleteMeal(given(loggedBy(STRANGER)), { mealId: MEAL_ID, userId: OWNER })).toThrow('Meal not found');
    expect(() => decideDeleteMeal(given(), { mealId: MEAL_ID, userId: OWNER })).toThrow('Meal not found');
  });
});
