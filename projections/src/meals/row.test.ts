import { describe, expect, it } from 'vitest';
import { containsPattern, localHourOf, searchTextOf } from './row';

describe('meal row', () => {
  it('finds the hour on the eater’s clock', () => {
    expect(localHourOf('2024-03-01T07:30:00.000Z', 60)).toBe(8);
    expect(localHourOf('2024-03-01T01:00:00.000Z', -300)).toBe(20);
  });

  it('searches food names and notes in lower case', () => {
    expect(searchTextOf({ foodItems: [{ name: 'Oatmeal', carbs: 1, protein: 0, fat: 0, calories: 0, amount: 1 }], notes: 'Before RUN' })).toBe('oatmeal\nbefore run');
  });

  it('takes the person’s wildcards literally', () => {
    expect(containsPattern('50%_Dark\\')).toBe('%50\\%\\_dark\\\\%');
  });
});
