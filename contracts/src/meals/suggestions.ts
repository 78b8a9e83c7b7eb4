import { z } from 'zod';
import { timezoneOffsetMinutes } from '../shared/fields';
import { MEAL_TYPES } from './enums';
import { mealFoodItemData } from './events';

export const SUGGESTIONS_DEFAULT_LIMIT = 5;
export const SUGGESTIONS_MAX_LIMIT = 20;

/** GET /api/meals/suggestions/smart. `hour` is local (0-23); without it, the current hour at `tzOffset`. */
export const mealSuggestionQuerySchema = z.object({
  hour: z.coerce.number({ error: 'Hour must be a number' }).int('Hour must be a whole number').min(0, 'Hour must be between 0 and 23').max(23, 'Hour must be between 0 and 23').optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(SUGGESTIONS_MAX_LIMIT, `Limit must be at most ${SUGGESTIONS_MAX_LIMIT}`)
    .default(SUGGESTIONS_DEFAULT_LIMIT),
  tzOffset: z.coerce.number().pipe(timezoneOffsetMinutes).default(0),
});
export type MealSuggestionQuery = z.output<typeof mealSuggestionQuerySchema>;

/** A meal the person often eats around this time of day, ready to prefill the form. */
export const mealSuggestionSchema = z.object({
  foodNames: z.array(z.string()),
  mealType: z.enum(MEAL_TYPES),
  foodItems: z.array(mealFoodItemData),
  averageCarbs: z.number(),
  averageCalories: z.number(),
  timesEaten: z.number().int(),
  lastEaten: z.string(),
  /** Mean of post-meal minus pre-meal glucose in mg/dL over the meals that have both; null when none do. */
  averageGlucoseRise: z.number().nullable(),
  glucoseRiseSamples: z.number().int(),
});
export type MealSuggestion = z.infer<typeof mealSuggestionSchema>;

export const mealSuggestionListSchema = z.object({ hour: z.number().int(), suggestions: z.array(mealSuggestionSchema) });
export type MealSuggestionList = z.infer<typeof mealSuggestionListSchema>;
