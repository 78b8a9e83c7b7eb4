import { describe, expect, it } from 'vitest';
import { defaultPortion, type FoodDetail } from '@glyco/contracts';
import { fdcIdOf, hasNutrientData, measureLabel, nutrientsForMeasure } from './food-measures';

const apple: FoodDetail = {
  id: '09003',
  name: 'Apples, raw, with skin',
  source: 'usda-sr24',
  per100g: { carbs: 13.81, protein: 0.26, fat: 0.17, kcal: 52 },
  measures: [{ label: '100 g', grams: 100 }, { label: '1 cup, quartered or chopped', grams: 125 }],
};

describe('food measures', () => {
  it('scales the per-100 g values to the grams of the measure', () => {
    expect(nutrientsForMeasure(apple, { label: '1 cup', grams: 125 })).toEqual({ carbs: 17.3, protein: 0.3, fat: 0.2, calories: 65 });
    expect(nutrientsForMeasure(apple, { label: '100 g', grams: 100 })).toEqual({ carbs: 13.8, protein: 0.3, fat: 0.2, calories: 52 });
  });

  it('prefers a household measure to 100 g', () => {
    expect(defaultPortion(apple).grams).toBe(125);
    expect(defaultPortion({ ...apple, measures: [{ label: '100 g', grams: 100 }] }).grams).toBe(100);
  });

  it('labels household measures with their weight', () => {
    expect(measureLabel({ label: '1 cup', grams: 125 })).toBe('1 cup (125 g)');
    expect(measureLabel({ label: '100 g', grams: 100 })).toBe('100 g');
  });

  it('treats a food without any nutrient figure as a miss', () => {
    expect(hasNutrientData(apple)).toBe(true);
    expect(hasNutrientData({ ...apple, per100g: { carbs: 0, protein: 0, fat: 0, kcal: 0 } })).toBe(false);
  });

  it('keeps FoodData Central ids only', () => {
    expect(fdcIdOf('fdc-171688')).toBe(171688);
    expect(fdcIdOf('09003')).toBeUndefined();
  });
});
