import type { Meal } from '@glyco/contracts';
import { formatShort } from '../../lib/format';

/** How a meal is named in the picker and beside its doses, e.g. "Lunch, Mar 3, 12:30 PM (42 g carbs)". */
export function mealLabel(meal: Pick<Meal, 'mealType' | 'timestamp' | 'totalCarbs'>): string {
  return `${meal.mealType}, ${formatShort(meal.timestamp)} (${Math.round(meal.totalCarbs)} g carbs)`;
}
