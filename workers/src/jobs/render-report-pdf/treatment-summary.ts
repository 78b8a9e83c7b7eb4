import { averagePerCompleteDay, epochMsOf, INSULIN_TYPES, localDateOf, MEAL_TYPES, perDayAverageCaption, type CompleteDays } from '@glyco/contracts';
import type { DosePoint, MealPoint } from '@glyco/projections';

/** The per-day mean of `amount` over the complete days, fixed to `digits` with its unit; "--" without a complete day. */
function perDay<T extends { timestamp: string }>(points: readonly T[], amount: (point: T) => number, days: CompleteDays, offset: number, [digits, unit]: [number, string]): string {
  const dated = points.map((point) => ({ date: localDateOf(epochMsOf(point.timestamp), offset), amount: amount(point) }));
  const { average } = averagePerCompleteDay(dated, days);
  return average === null ? '--' : `${average.toFixed(digits)}${unit}`;
}

const UNITS: [number, string] = [1, ''];
const GRAMS: [number, string] = [0, ' g'];

/** Insulin and carbohydrates per type, averaged over the complete local days of the period (contracts' rule). */
export function treatmentSummary(doses: readonly DosePoint[], meals: readonly MealPoint[], days: CompleteDays, timezoneOffsetMinutes: number) {
  const units = (dose: DosePoint) => dose.units;
  const carbs = (meal: MealPoint) => meal.totalCarbs;
  return {
    perDayCaption: perDayAverageCaption(days.dates.length),
    insulin: INSULIN_TYPES.map((type) => {
      const ofType = doses.filter((dose) => dose.insulinType === type);
      return { type, doses: ofType.length, averageDailyUnits: perDay(ofType, units, days, timezoneOffsetMinutes, UNITS) };
    }),
    insulinTotal: perDay(doses, units, days, timezoneOffsetMinutes, UNITS),
    meals: MEAL_TYPES.map((type) => {
      const ofType = meals.filter((meal) => meal.mealType === type);
      return { type, meals: ofType.length, averageDailyCarbs: perDay(ofType, carbs, days, timezoneOffsetMinutes, GRAMS) };
    }),
    carbsPerDay: perDay(meals, carbs, days, timezoneOffsetMinutes, GRAMS),
  };
}
