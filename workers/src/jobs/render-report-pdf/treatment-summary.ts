import { INSULIN_TYPES, MEAL_TYPES } from '@glyco/contracts';
import type { DosePoint, MealPoint } from '@glyco/projections';

/** Insulin and carbohydrates per type, averaged over the calendar days of the period. */
export function treatmentSummary(doses: readonly DosePoint[], meals: readonly MealPoint[], days: number) {
  return {
    insulin: INSULIN_TYPES.map((type) => {
      const ofType = doses.filter((dose) => dose.insulinType === type);
      const units = ofType.reduce((sum, dose) => sum + dose.units, 0);
      return { type, doses: ofType.length, averageDailyUnits: (units / days).toFixed(1) };
    }),
    insulinTotal: (doses.reduce((sum, dose) => sum + dose.units, 0) / days).toFixed(1),
    meals: MEAL_TYPES.map((type) => {
      const ofType = meals.filter((meal) => meal.mealType === type);
      const carbs = ofType.reduce((sum, meal) => sum + meal.totalCarbs, 0);
      return { type, meals: ofType.length, averageDailyCarbs: (carbs / days).toFixed(0) };
    }),
    carbsPerDay: (meals.reduce((sum, meal) => sum + meal.totalCarbs, 0) / days).toFixed(0),
  };
}
