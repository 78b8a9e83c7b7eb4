import { CLINICAL_LIMITS } from '../shared/limits';
import { mealTotals, type FoodItemNutrients } from './totals';

const { itemCarbsConfirmGrams, mealCarbsConfirmGrams } = CLINICAL_LIMITS;

const grams = (value: number) => `${Math.round(value * 10) / 10} g`;

/**
 * Why a meal's carbs need a second look before saving, or undefined when they look ordinary:
 * names each item above CLINICAL_LIMITS.itemCarbsConfirmGrams and the total above
 * mealCarbsConfirmGrams. A wrong carb count becomes a wrong dose suggestion.
 */
export function largeCarbsWarning(items: readonly (FoodItemNutrients & { name: string })[]): string | undefined {
  const large = items.filter((item) => item.carbs * item.amount > itemCarbsConfirmGrams);
  const total = mealTotals(items).totalCarbs;
  if (large.length === 0 && total <= mealCarbsConfirmGrams) return undefined;
  const parts = large.map((item) => `${item.name ? `"${item.name}"` : 'An unnamed item'} holds ${grams(item.carbs * item.amount)} of carbs, more than ${itemCarbsConfirmGrams} g for one item.`);
  if (total > mealCarbsConfirmGrams) parts.push(`The meal holds ${grams(total)} of carbs, more than ${mealCarbsConfirmGrams} g.`);
  return `${parts.join(' ')} Check the servings before saving.`;
}
