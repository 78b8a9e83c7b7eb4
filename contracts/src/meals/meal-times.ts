import { epochMsOf, localMinuteOfDay } from '../glucose-metrics/sample';
import type { MealType } from './enums';

/**
 * The local hours a meal is named by when nobody named it (an import without meal names, the meal
 * form's first choice, the assistant's "ideas for now"). No clinical source defines meal hours: this
 * is the product's convention, the same as Carb Manager's defaults (breakfast until 11:00, dinner from
 * 16:00). Each meal runs from its first hour up to, not including, its last; any other hour is a snack.
 */
export const MEAL_HOURS = [
  { mealType: 'Breakfast', fromHour: 5, toHour: 11 },
  { mealType: 'Lunch', fromHour: 11, toHour: 16 },
  { mealType: 'Dinner', fromHour: 16, toHour: 22 },
] as const satisfies readonly { mealType: MealType; fromHour: number; toHour: number }[];

/** The meal eaten at a local hour of the day (0-23, fractions allowed). */
export function mealTypeAtHour(hour: number): MealType {
  return MEAL_HOURS.find((meal) => hour >= meal.fromHour && hour < meal.toHour)?.mealType ?? 'Snack';
}

/** The meal eaten at an instant on a clock `timezoneOffsetMinutes` east of UTC. */
export function mealTypeAt(timestamp: Date | string | number, timezoneOffsetMinutes: number): MealType {
  return mealTypeAtHour(localMinuteOfDay(epochMsOf(timestamp), timezoneOffsetMinutes) / 60);
}
