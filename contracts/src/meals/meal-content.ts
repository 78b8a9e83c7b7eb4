import type { LogMeal } from './schemas';
import { mealTotals } from './totals';

export type MealInput = Omit<LogMeal, '_id'>;

/** The recorded content of a meal: the person's input, with totals derived from the items. */
export function mealContent(input: MealInput, timezoneOffsetMinutes: number) {
  const { totalCarbs, totalCalories } = mealTotals(input.foodItems);
  return {
    mealType: input.mealType,
    timestamp: input.timestamp,
    timezoneOffsetMinutes,
    foodItems: input.foodItems.map(({ fdcId, ...item }) => (fdcId === undefined ? item : { ...item, fdcId })),
    totalCarbs,
    totalCalories,
    ...(input.preGlucose !== undefined ? { preGlucose: input.preGlucose } : {}),
    ...(input.postGlucose !== undefined ? { postGlucose: input.postGlucose } : {}),
    ...(input.insulinDose !== undefined ? { insulinDose: input.insulinDose } : {}),
    notes: input.notes,
  };
}
