import { z } from 'zod';

/**
 * Where a food comes from: the offline USDA SR24 catalogue, a mixed dish calculated from SR24
 * foods (projections/data/mixed-dishes.json), or FoodData Central (when the server has a key).
 */
export const FOOD_SOURCES = ['usda-sr24', 'usda-sr24-recipe', 'fdc'] as const;
export const foodSourceSchema = z.enum(FOOD_SOURCES);
export type FoodSource = z.infer<typeof foodSourceSchema>;

export const foodSummarySchema = z.object({ id: z.string(), name: z.string(), source: foodSourceSchema });
export type FoodSummary = z.infer<typeof foodSummarySchema>;

/** GET /api/foods/search?q= */
export const foodSearchResponseSchema = z.object({ foods: z.array(foodSummarySchema) });
export type FoodSearchResponse = z.infer<typeof foodSearchResponseSchema>;

export const foodMeasureSchema = z.object({ label: z.string(), grams: z.number().positive() });
export type FoodMeasure = z.infer<typeof foodMeasureSchema>;

/** GET /api/foods/:id. Nutrients per 100 g; measures always include `100 g`. */
export const foodDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  source: foodSourceSchema,
  per100g: z.object({
    carbs: z.number(),
    protein: z.number(),
    fat: z.number(),
    kcal: z.number(),
    fiber: z.number().optional(),
    sugars: z.number().optional(),
  }),
  measures: z.array(foodMeasureSchema),
});
export type FoodDetail = z.infer<typeof foodDetailSchema>;
