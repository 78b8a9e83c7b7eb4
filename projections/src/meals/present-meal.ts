import type { Meal, MealLoggedData } from '@glyco/contracts';

/** A meal as every endpoint returns it: the list, and the POST/PUT that wrote it. */
export function presentMeal(data: MealLoggedData): Meal {
  return {
    _id: data.mealId,
    mealType: data.mealType,
    timestamp: data.timestamp,
    timezoneOffsetMinutes: data.timezoneOffsetMinutes,
    foodItems: data.foodItems.map((item) => ({ ...item })),
    totalCarbs: data.totalCarbs,
    totalCalories: data.totalCalories,
    ...(data.preGlucose !== undefined ? { preGlucose: data.preGlucose } : {}),
    ...(data.postGlucose !== undefined ? { postGlucose: data.postGlucose } : {}),
    ...(data.insulinDose !== undefined ? { insulinDose: data.insulinDose } : {}),
    notes: data.notes,
  };
}
