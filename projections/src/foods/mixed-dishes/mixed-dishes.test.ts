import { describe, expect, it } from 'vitest';
import { parseCatalogue, readCatalogueFile } from '../catalogue-file';
import { composeDishes, readMixedDishes } from './mixed-dishes';

const sr24 = parseCatalogue((await readCatalogueFile()).content);
const { dishes } = await readMixedDishes();
const food = (ndb: string) => sr24.find((candidate) => candidate.id === ndb);

describe('mixed dishes', () => {
  it('name their source and weigh their portion as the sum of SR24 ingredients that exist', () => {
    expect(dishes.length).toBeGreaterThan(0);
    for (const dish of dishes) {
      expect(dish.source, dish.id).toMatch(/USDA SR24/);
      for (const ingredient of dish.ingredients) expect(food(ingredient.ndb)?.name, `${dish.id} ${ingredient.ndb}`).toBe(ingredient.food);
      expect(dish.ingredients.reduce((sum, ingredient) => sum + ingredient.grams, 0), dish.id).toBe(dish.measures[0]!.grams);
    }
  });

  it('hold the carbs per portion that the SR24 per-100 g values give', () => {
    for (const dish of dishes) {
      const fromSource = dish.ingredients.reduce((sum, ingredient) => sum + (food(ingredient.ndb)!.carbs * ingredient.grams) / 100, 0);
      expect(Math.abs(fromSource - dish.carbsPerPortion), dish.id).toBeLessThanOrEqual(0.05);
      const composed = composeDishes([dish], sr24)[0]!;
      expect(Math.abs((composed.carbs * dish.measures[0]!.grams) / 100 - dish.carbsPerPortion), dish.id).toBeLessThanOrEqual(0.1);
    }
  });

  it('refuses a dish with an ingredient SR24 does not hold', () => {
    const broken = { ...dishes[0]!, ingredients: [{ ndb: '99999', food: 'Nothing', grams: 10 }] };
    expect(() => composeDishes([broken], sr24)).toThrow('Mixed dish recipe-sushi-california-roll: no SR24 food 99999');
  });
});
