import { z } from 'zod';
import { MEAL_TYPES } from './enums';
import { mealFoodItemData } from './events';

export const mealSchema = z.object({
  _id: z.string(),
  mealType: z.enum(MEAL_TYPES),
  timestamp: z.string(),
  timezoneOffsetMinutes: z.number(),
  foodItems: z.array(mealFoodItemData),
  totalCarbs: z.number(),
  totalCalories: z.number(),
  preGlucose: z.number().optional(),
  postGlucose: z.number().optional(),
  insulinDose: z.number().optional(),
  notes: z.string(),
});
export type Meal = z.infer<typeof mealSchema>;

/** GET /api/meals. */
export const mealListSchema = z.object({ meals: z.array(mealSchema), totalCount: z.number().int() });
export type MealList = z.infer<typeof mealListSchema>;
