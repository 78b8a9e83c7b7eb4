import { describe, expect, it } from 'vitest';
import { asEatenPrior } from './as-eaten';

const prior = (name: string, measures = 1) => asEatenPrior({ name, measures: Array.from({ length: measures }) });

describe('asEatenPrior', () => {
  it('puts cooked forms before raw or dry ones for foods eaten cooked', () => {
    expect(prior('Rice, white, long-grain, regular, enriched, cooked')).toBeGreaterThan(prior('Rice, white, long-grain, regular, raw, enriched'));
    expect(prior('Lentils, mature seeds, cooked, boiled, without salt')).toBeGreaterThan(prior('Lentils, raw'));
    expect(prior('Spaghetti, cooked, enriched, without added salt')).toBeGreaterThan(prior('Spaghetti, dry, enriched'));
  });

  it('leaves raw fruit alone but puts dried powders after it', () => {
    expect(prior('Bananas, raw')).toBeGreaterThan(prior('Bananas, dehydrated, or banana powder'));
  });

  it('puts brands, baby foods, regional foods and lighter versions after everyday ones', () => {
    expect(prior('Cheese, cheddar')).toBeGreaterThan(prior('Kashi TLC Crackers Country Cheddar'));
    expect(prior('Corn, sweet, yellow, canned, whole kernel')).toBeGreaterThan(prior('Corn, white, steamed (Navajo)'));
    expect(prior('Peaches, raw')).toBeGreaterThan(prior('Babyfood, fruit, peaches, strained'));
    expect(prior('Milk, whole, 3.25% milkfat, with added vitamin D')).toBeGreaterThan(prior('Milk, sheep, fluid'));
  });

  it('counts household measures as a sign of a common food', () => {
    expect(prior('Raisins, seedless', 6)).toBeGreaterThan(prior('Raisins, seeded', 2));
  });
});
