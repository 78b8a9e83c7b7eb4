import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FoodMeasure } from '@glyco/contracts';
import type { CatalogueFood } from '../catalogue-file';

/**
 * Dishes people log that SR24 lacks (sushi rolls, curries, a dressed salad), each a recipe of
 * SR24 foods by NDB number and weight, as FNDDS builds its mixed dishes from SR ingredients.
 */
export const MIXED_DISHES_FILE = fileURLToPath(new URL('../../../data/mixed-dishes.json', import.meta.url));

export interface MixedDish {
  id: string;
  name: string;
  /** Where the figures come from, shown to whoever checks the table. */
  source: string;
  /** The first is the portion the dish is made as; the ingredients weigh that much together. */
  measures: FoodMeasure[];
  ingredients: { ndb: string; food: string; grams: number }[];
  /** Carbohydrate in the first measure, as written when the recipe was added: the test recomputes it from SR24. */
  carbsPerPortion: number;
}

export async function readMixedDishes(path = MIXED_DISHES_FILE): Promise<{ content: string; dishes: MixedDish[] }> {
  const content = await readFile(path, 'utf8');
  return { content, dishes: JSON.parse(content) as MixedDish[] };
}

/** Nutrients per 100 g of each dish from its ingredients' SR24 values. An unknown ingredient is an error in the table. */
export function composeDishes(dishes: readonly MixedDish[], catalogue: readonly CatalogueFood[]): CatalogueFood[] {
  const byId = new Map(catalogue.map((food) => [food.id, food]));
  return dishes.map((dish) => {
    const parts = dish.ingredients.map((ingredient) => {
      const food = byId.get(ingredient.ndb);
      if (!food) throw new Error(`Mixed dish ${dish.id}: no SR24 food ${ingredient.ndb}`);
      return { food, grams: ingredient.grams };
    });
    const total = parts.reduce((sum, part) => sum + part.grams, 0);
    const per100g = (pick: (food: CatalogueFood) => number | null) => {
      const values = parts.map((part) => ({ value: pick(part.food), grams: part.grams }));
      if (values.some((part) => part.value === null)) return null;
      return round2(values.reduce((sum, part) => sum + (part.value! * part.grams) / total, 0));
    };
    return {
      id: dish.id,
      name: dish.name,
      source: 'usda-sr24-recipe',
      kcal: per100g((food) => food.kcal)!,
      protein: per100g((food) => food.protein)!,
      carbs: per100g((food) => food.carbs)!,
      fat: per100g((food) => food.fat)!,
      fiber: per100g((food) => food.fiber),
      sugars: per100g((food) => food.sugars),
      measures: dish.measures,
    };
  });
}

const round2 = (value: number) => Math.round(value * 100) / 100;
