import { describe, expect, it } from 'vitest';
import { largeCarbsWarning } from './large-carbs';

const item = (name: string, carbs: number, amount = 1) => ({ name, carbs, amount, protein: 0, fat: 0, calories: 0 });

describe('largeCarbsWarning', () => {
  it('says nothing for an everyday meal, up to 100 g an item and 150 g a meal', () => {
    expect(largeCarbsWarning([item('Rice', 45), item('Bread', 100)])).toBeUndefined();
    expect(largeCarbsWarning([item('Pasta', 50, 2), item('Bread', 50)])).toBeUndefined();
  });

  it('names the large item, counting its servings', () => {
    expect(largeCarbsWarning([item('Pizza', 274.5)])).toBe('"Pizza" holds 274.5 g of carbs, more than 100 g for one item. The meal holds 274.5 g of carbs, more than 150 g. Check the servings before saving.');
    expect(largeCarbsWarning([item('Rice', 45, 3)])).toBe('"Rice" holds 135 g of carbs, more than 100 g for one item. Check the servings before saving.');
  });

  it('warns about a meal above 150 g made of ordinary items', () => {
    expect(largeCarbsWarning([item('Pasta', 80), item('Bread', 75)])).toBe('The meal holds 155 g of carbs, more than 150 g. Check the servings before saving.');
  });
});
