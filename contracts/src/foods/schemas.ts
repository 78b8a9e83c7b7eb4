import { z } from 'zod';
import { requiredString } from '../shared/fields';
import { LIMITS } from '../shared/limits';

/** FoodData Central nutrient numbers; values are per 100 g. */
export const FDC_NUTRIENT_IDS = Object.freeze({ carbs: 205, protein: 203, fat: 204, energyKcal: 1008 });

export const FOOD_AUTOCOMPLETE = Object.freeze({ minChars: 2, debounceMs: 300, suggestions: 5, closeAfterBlurMs: 200 });

export const FOOD_QUERY_TOO_SHORT = `Type at least ${FOOD_AUTOCOMPLETE.minChars} characters`;

export const foodSearchQuerySchema = z.object({
  query: requiredString(FOOD_QUERY_TOO_SHORT, 'Search', LIMITS.searchMax).min(FOOD_AUTOCOMPLETE.minChars, FOOD_QUERY_TOO_SHORT),
  pageSize: z.coerce.number().int().min(1).max(25).default(FOOD_AUTOCOMPLETE.suggestions),
});
export type FoodSearchQuery = z.output<typeof foodSearchQuerySchema>;

export const foodSuggestionSchema = z.object({ fdcId: z.number().int(), description: z.string() });
export type FoodSuggestion = z.infer<typeof foodSuggestionSchema>;

export const nutrientsSchema = z.object({ carbs: z.number(), protein: z.number(), fat: z.number(), calories: z.number() });
export type Nutrients = z.infer<typeof nutrientsSchema>;

export const foodNutrientsSchema = z.object({ fdcId: z.number().int(), description: z.string(), per100g: nutrientsSchema });
export type FoodNutrients = z.infer<typeof foodNutrientsSchema>;

/** Nutrients of a quantity in grams from per-100 g values, to 0.1. */
export function scaleNutrients(per100g: Nutrients, grams: number): Nutrients {
  const scale = (value: number) => Math.round(((value * grams) / 100) * 10) / 10;
  return { carbs: scale(per100g.carbs), protein: scale(per100g.protein), fat: scale(per100g.fat), calories: scale(per100g.calories) };
}
