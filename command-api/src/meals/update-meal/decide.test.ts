import { describe, expect, it } from 'vitest';
import { MEAL_ID, OWNER, STRANGER, deletedBy, given, loggedBy, oatmealBreakfast } from '../meal-fixtures';
import { decideUpdateMeal } from './decide';

const lunch = { ...oatmealBreakfast, mealType: 'Lunch' as const, foodItems: [{ name: 'Rice', carbs: 45, protein: 4, fat: 0.4, calories: 205, amount: 1.5 }] };

describe('UpdateMeal', () => {
  it('given my meal, when corrected, then MealUpdated holds the new content with recomputed totals', () => {
    const events = decideUpdateMeal(given(loggedBy(OWNER)), { mealId: MEAL_ID, userId: OWNER, meal: lunch });
    expect(events.map((event) => event.type)).toEqual(['MealUpdated']);
    expect(events[0]!.data).toMatchObject({ mealType: 'Lunch', totalCarbs: 67.5, totalCalories: 307.5 });
  });

  it('given my meal, when corrected without a time zone, then it keeps its offset', () => {
    const meal = { ...lunch, timezoneOffsetMinutes: undefined };
    expect(decideUpdateMeal(given(loggedBy(OWNER)), { mealId: MEAL_ID, userId: OWNER, meal })[0]!.data.timezoneOffsetMinutes).toBe(60);
  });

  it('given my meal, when "corrected" to the same content, then nothing is recorded', () => {
    const state = given(loggedBy(OWNER));
    expect(decideUpdateMeal(state, { mealId: MEAL_ID, userId: OWNER, meal: oatmealBreakfast })).toEqual([]);
  });

  it('given no meal, a deleted meal or a stranger, when corrected, then the meal is not found', () => {
    const command = { mealId: MEAL_ID, userId: OWNER, meal: lunch };
    expect(() => decideUpdateMeal(given(), command)).toThrow('Meal not found');
    expect(() => decideUpdateMeal(given(loggedBy(OWNER), deletedBy(OWNER)), command)).toThrow('Meal not found');
    expect(() => decideUpdateMeal(given(loggedBy(STRANGER)), command)).toThrow('Meal not found');
  });
});
