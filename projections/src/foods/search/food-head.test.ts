import { describe, expect, it } from 'vitest';
import { foodHead, foodHeadWithKind } from './food-head';

describe('foodHead', () => {
  it('is the first part of the name that is not a group label', () => {
    expect(foodHead('Apples, raw, with skin')).toBe('Apples');
    expect(foodHead('Fast foods, hamburger; single, regular patty; plain')).toBe('hamburger');
    expect(foodHead('Restaurant, Chinese, fried rice')).toBe('fried rice');
    expect(foodHead('Snacks, potato chips, plain, salted')).toBe('potato chips');
  });

  it('with its kind is what people type in another order', () => {
    expect(foodHeadWithKind('Beans, black, mature seeds, cooked')).toBe('Beans black');
    expect(foodHeadWithKind('Honey')).toBe('Honey');
  });
});
