import { z } from 'zod';
import type { FoodDetail, FoodMeasure, FoodSummary } from '@glyco/contracts';
import { formatAmount, withHundredGrams } from './measures';

/** FoodData Central foods get ids of their own, so they never collide with NDB numbers. */
const FDC_ID = /^fdc-(\d{1,10})$/;

export function fdcFoodId(fdcId: number): string {
  return `fdc-${fdcId}`;
}

export function parseFdcFoodId(id: string): number | undefined {
  const match = FDC_ID.exec(id);
  return match ? Number(match[1]) : undefined;
}

export const fdcSearchResponseSchema = z.object({
  foods: z.array(z.object({ fdcId: z.number().int(), description: z.string() })).default([]),
});

// The "full" format nests the nutrient; the "abridged" one flattens it. Both are accepted.
const fdcNutrientSchema = z.object({
  amount: z.number().optional(),
  number: z.union([z.string(), z.number()]).optional(),
  unitName: z.string().optional(),
  nutrient: z.object({ id: z.number().optional(), number: z.string().optional(), unitName: z.string().optional() }).optional(),
});
type FdcNutrient = z.infer<typeof fdcNutrientSchema>;

const fdcPortionSchema = z.object({
  amount: z.number().optional(),
  gramWeight: z.number().optional(),
  modifier: z.string().optional(),
  portionDescription: z.string().optional(),
  measureUnit: z.object({ name: z.string().optional() }).optional(),
});
type FdcPortion = z.infer<typeof fdcPortionSchema>;

export const fdcFoodSchema = z.object({
  fdcId: z.number().int(),
  description: z.string(),
  foodNutrients: z.array(fdcNutrientSchema).default([]),
  foodPortions: z.array(fdcPortionSchema).default([]),
});
export type FdcFood = z.infer<typeof fdcFoodSchema>;

export function toFoodSummaries(response: z.infer<typeof fdcSearchResponseSchema>): FoodSummary[] {
  return response.foods.map((food) => ({ id: fdcFoodId(food.fdcId), name: food.description, source: 'fdc' }));
}

/** Nutrient numbers: 205 carbohydrate, 203 protein, 204 fat, 208 energy (kcal; id 1008), 291 fibre, 269 sugars. */
export function toFoodDetail(food: FdcFood): FoodDetail {
  const amountOf = (...numbers: string[]) => nutrientAmount(food.foodNutrients, numbers);
  const fiber = amountOf('291');
  const sugars = amountOf('269', '269.3');
  return {
    id: fdcFoodId(food.fdcId),
    name: food.description,
    source: 'fdc',
    per100g: {
      carbs: amountOf('205') ?? 0,
      protein: amountOf('203') ?? 0,
      fat: amountOf('204') ?? 0,
      // Foundation foods often report energy only by Atwater factors (958 specific, 957 general).
      kcal: amountOf('208', '958', '957') ?? 0,
      ...(fiber === undefined ? {} : { fiber }),
      ...(sugars === undefined ? {} : { sugars }),
    },
    measures: withHundredGrams(food.foodPortions.flatMap(toMeasure)),
  };
}

function nutrientNumber(nutrient: FdcNutrient): string | undefined {
  if (nutrient.nutrient?.id === 1008) return '208';
  const number = nutrient.nutrient?.number ?? nutrient.number;
  return number === undefined ? undefined : String(number);
}

function nutrientAmount(nutrients: readonly FdcNutrient[], numbers: readonly string[]): number | undefined {
  for (const number of numbers) {
    const found = nutrients.find((nutrient) => nutrientNumber(nutrient) === number && !isKilojoules(nutrient));
    if (found?.amount !== undefined) return found.amount;
  }
  return undefined;
}

function isKilojoules(nutrient: FdcNutrient): boolean {
  return (nutrient.nutrient?.unitName ?? nutrient.unitName ?? '').toLowerCase() === 'kj';
}

function toMeasure(portion: FdcPortion): FoodMeasure[] {
  if (!portion.gramWeight || portion.gramWeight <= 0) return [];
  const described = portion.portionDescription && portion.portionDescription !== 'Quantity not specified' ? portion.portionDescription : undefined;
  const unit = portion.measureUnit?.name === 'undetermined' ? undefined : portion.measureUnit?.name;
  const label = described ?? [formatAmount(portion.amount ?? 1), unit, portion.modifier].filter(Boolean).join(' ');
  return [{ label, grams: portion.gramWeight }];
}
