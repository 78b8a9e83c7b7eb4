import { describe, expect, it } from 'vitest';
import { formatAmount, parseMeasures, withHundredGrams } from './measures';

describe('parseMeasures', () => {
  it('reads amount, name and grams of each measure', () => {
    expect(parseMeasures('1.0 cup=227.0g;1.0 tbsp=14.2g;0.5 cup, chopped=62.5g')).toEqual([
      { label: '1 cup', grams: 227 },
      { label: '1 tbsp', grams: 14.2 },
      { label: '0.5 cup, chopped', grams: 62.5 },
    ]);
  });

  it('keeps quotes, commas and semicolons inside a measure name', () => {
    expect(parseMeasures('1.0 pat (1" sq, 1/3" high)=5.0g;1.0 slice (3-1/2" square; 8 per 6 oz package)=21.0g')).toEqual([
      { label: '1 pat (1" sq, 1/3" high)', grams: 5 },
      { label: '1 slice (3-1/2" square; 8 per 6 oz package)', grams: 21 },
    ]);
  });

  it('yields nothing for an empty column and skips weightless or malformed entries', () => {
    expect(parseMeasures('')).toEqual([]);
    expect(parseMeasures('1.0 cup=0.0g;cup=12g;2.0 oz=56.7g')).toEqual([{ label: '2 oz', grams: 56.7 }]);
  });
});

describe('withHundredGrams', () => {
  it('offers 100 g first, once', () => {
    expect(withHundredGrams([{ label: '1 cup', grams: 227 }])).toEqual([
      { label: '100 g', grams: 100 },
      { label: '1 cup', grams: 227 },
    ]);
    expect(withHundredGrams([{ label: '100 g', grams: 100 }])).toEqual([{ label: '100 g', grams: 100 }]);
  });
});

describe('formatAmount', () => {
  it('drops trailing zeros', () => {
    expect(formatAmount(1)).toBe('1');
    expect(formatAmount(0.5)).toBe('0.5');
    expect(formatAmount(2.25)).toBe('2.25');
  });
});
