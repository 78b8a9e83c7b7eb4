import type { z } from 'zod';
import { CLINICAL_LIMITS } from '../shared/limits';
import { mealTotalTooLargeMessage } from './messages';
import { mealTotals, type FoodItemNutrients } from './totals';

const TOTAL_LIMITS = [
  { total: 'totalCarbs', label: 'carbs', max: CLINICAL_LIMITS.mealCarbsMaxGrams, unit: 'g' },
  { total: 'totalProtein', label: 'protein', max: CLINICAL_LIMITS.mealProteinMaxGrams, unit: 'g' },
  { total: 'totalFat', label: 'fat', max: CLINICAL_LIMITS.mealFatMaxGrams, unit: 'g' },
  { total: 'totalCalories', label: 'calories', max: CLINICAL_LIMITS.mealCaloriesMax, unit: 'kcal' },
] as const;

/** Each item may be plausible while their sum is not: the meal's totals have the meal's limits. */
export function checkMealTotals(meal: { foodItems: readonly FoodItemNutrients[] }, ctx: z.RefinementCtx): void {
  const totals = mealTotals(meal.foodItems);
  for (const limit of TOTAL_LIMITS) {
    if (totals[limit.total] > limit.max) {
      ctx.addIssue({ code: 'custom', path: ['foodItems'], message: mealTotalTooLargeMessage(limit.label, limit.max, limit.unit) });
    }
  }
}
