import type { MealEvent } from '@glyco/contracts';
import { evolveMeal, initialMeal, type Meal } from './meal';
import { mealContent, type MealInput } from './meal-content';

export const OWNER = '11111111-1111-4111-8111-111111111111';
export const STRANGER = '22222222-2222-4222-8222-222222222222';
export const MEAL_ID = '33333333-3333-4333-8333-333333333333';

export const oatmealBreakfast: MealInput = {
  mealType: 'Breakfast',
  timestamp: '2024-03-01T08:00:00.000Z',
  timezoneOffsetMinutes: 60,
  foodItems: [
    { name: 'Oatmeal', carbs: 27, protein: 5, fat: 3, calories: 150, amount: 2 },
    { name: 'Banana', carbs: 23, protein: 1, fat: 0.3, calories: 89, amount: 0.5, fdcId: 173944 },
  ],
  preGlucose: 110,
  postGlucose: 160,
  insulinDose: undefined,
  notes: 'with cinnamon',
};

export function given(...events: MealEvent[]): Meal {
  return events.reduce((state, event) => evolveMeal(state, event), initialMeal);
}

export function loggedBy(userId: string, input: MealInput = oatmealBreakfast): MealEvent {
  return { type: 'MealLogged', data: { mealId: MEAL_ID, userId, ...mealContent(input, input.timezoneOffsetMinutes ?? 0) } };
}

export const deletedBy = (userId: string): MealEvent => ({ type: 'MealDeleted', data: { mealId: MEAL_ID, userId } });
