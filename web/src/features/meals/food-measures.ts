import { scaleNutrients, type FoodDetail, type FoodMeasure, type Nutrients } from '@glyco/contracts';

/** Per-serving nutrients of one measure of the food: per-100 g values times grams / 100. */
export function nutrientsForMeasure(food: FoodDetail, measure: FoodMeasure): Nutrients {
  const { carbs, protein, fat, kcal } = food.per100g;
  return scaleNutrients({ carbs, protein, fat, calories: kcal }, measure.grams);
}

/** SPEC §8: a food without carbohydrate, protein, fat or energy figures counts as a miss. */
export function hasNutrientData(food: FoodDetail): boolean {
  const { carbs, protein, fat, kcal } = food.per100g;
  return [carbs, protein, fat, kcal].some((value) => value > 0);
}

export function measureLabel(measure: FoodMeasure): string {
  return measure.label === `${measure.grams} g` ? measure.label : `${measure.label} (${measure.grams} g)`;
}

/** FoodData Central foods carry their id as `fdc-<fdcId>`; catalogue foods have NDB numbers instead. */
export function fdcIdOf(foodId: string): number | undefined {
  const match = /^fdc-(\d+)$/.exec(foodId);
  return match ? Number(match[1]) : undefined;
}
