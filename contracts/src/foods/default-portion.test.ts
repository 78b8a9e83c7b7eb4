import { describe, expect, it } from 'vitest';
import { defaultPortion } from './default-portion';
import type { FoodDetail } from './responses';

const food = (kcal: number, carbs: number, measures: [string, number][]): Pick<FoodDetail, 'measures' | 'per100g'> => ({
  per100g: { kcal, carbs, protein: 0, fat: 0 },
  measures: [{ label: '100 g', grams: 100 }, ...measures.map(([label, grams]) => ({ label, grams }))],
});

describe('defaultPortion', () => {
  it('never takes a whole package, but takes one serving of it', () => {
    const pizza = food(260, 32.91, [['1 package 29.25 oz pizza', 834], ['1 package 19.7 oz pizza', 595], ['1 serving 6 servings per 29.25 oz package', 139]]);
    expect(defaultPortion(pizza)).toEqual({ label: '1 serving 6 servings per 29.25 oz package', grams: 139 });
  });

  it('takes a slice or a medium fruit before a cup', () => {
    expect(defaultPortion(food(265, 49, [['1 cup, crumbs', 45], ['1 slice', 28]])).label).toBe('1 slice');
    expect(defaultPortion(food(89, 22.8, [['1 cup, mashed', 225], ['1 large', 136], ['1 medium', 118], ['1 small', 101]])).label).toBe('1 medium');
  });

  it('takes the measure nearest a serving by energy: a tablespoon of honey, a cup of rice', () => {
    expect(defaultPortion(food(304, 82.4, [['1 cup', 339], ['1 tbsp', 21]])).label).toBe('1 tbsp');
    expect(defaultPortion(food(130, 28.2, [['1 cup', 158], ['1 tbsp', 10]])).label).toBe('1 cup');
  });

  it('falls back to 100 g when every measure is a container', () => {
    expect(defaultPortion(food(50, 10, [['1 jar', 500]]))).toEqual({ label: '100 g', grams: 100 });
  });
});
