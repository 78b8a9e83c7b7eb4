import { describe, expect, it } from 'vitest';
import { AppError } from '@glyco/contracts/http/app-errors';
import { MEAL_ID, OWNER, STRANGER, deletedBy, given, loggedBy, oatmealBreakfast } from '../meal-fixtures';
import { decideLogMeal } from './decide';

const command = { mealId: MEAL_ID, userId: OWNER, meal: oatmealBreakfast };

describe('LogMeal', () => {
  it('given no meal, when logged, then MealLogged carries totals of value x amount', () => {
    const events = decideLogMeal(given(), command);
    expect(events).toHaveLength(1);
    expect(events[0]!.type).toBe('MealLogged');
    expect(events[0]!.data).toMatchObject({ mealId: MEAL_ID, userId: OWNER, totalCarbs: 65.5, totalCalories: 344.5, timezoneOffsetMinutes: 60 });
    expect(events[0]!.occurredAt).toEqual(new Date('2024-03-01T08:00:00.000Z'));
  });

  it('given no meal, when logged without a time zone, then the offset is UTC and absent figures stay absent', () => {
    const meal = { ...oatmealBreakfast, timezoneOffsetMinutes: undefined, preGlucose: undefined, postGlucose: undefined };
    const data = decideLogMeal(given(), { ...command, meal })[0]!.data;
    expect(data.timezoneOffsetMinutes).toBe(0);
    expect(data).not.toHaveProperty('preGlucose');
    expect(data).not.toHaveProperty('insulinDose');
    expect(data.foodItems[0]).not.toHaveProperty('fdcId');
  });

  it('given my meal with that id, when logged again, then nothing new is recorded', () => {
    expect(decideLogMeal(given(loggedBy(OWNER)), command)).toEqual([]);
  });

  it("given another person's meal with that id, when logged, then it is a conflict", () => {
    expect(() => decideLogMeal(given(loggedBy(STRANGER)), command)).toThrow(AppError);
  });

  it('given a deleted meal with that id, when logged, then it is a conflict', () => {
    expect(() => decideLogMeal(given(loggedBy(OWNER), deletedBy(OWNER)), command)).toThrow('A meal with this id already exists');
  });
});
