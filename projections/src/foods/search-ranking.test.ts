import { describe, expect, it } from 'vitest';
import { rankFoods, searchWords, singular } from './search-ranking';

const names = (query: string, candidates: string[]) => rankFoods(query, candidates.map((name) => ({ name }))).map((food) => food.name);

const APPLE_CANDIDATES = [
  'Applesauce, canned, unsweetened, without added ascorbic acid',
  'Babyfood, juice, apple',
  'Apples, raw, without skin, cooked, boiled',
  'Rose-apples, raw',
  'Apples, raw, without skin',
  'Apple juice, canned or bottled, unsweetened',
  'Apples, raw, with skin',
];

describe('searchWords', () => {
  it('lower-cases, splits on anything but letters and digits, and drops repeats', () => {
    expect(searchWords('  Raw, APPLE raw 2% jalapeño ')).toEqual(['raw', 'apple', '2', 'jalapeño']);
    expect(searchWords('!!')).toEqual([]);
  });
});

describe('singular', () => {
  it('maps common plurals onto their singular', () => {
    expect(['apples', 'berries', 'potatoes', 'peaches', 'grass', 'oats', 'gas'].map(singular)).toEqual([
      'apple', 'berry', 'potato', 'peach', 'grass', 'oat', 'gas',
    ]);
  });
});

describe('rankFoods', () => {
  it('puts the plain raw apple first whatever the word order', () => {
    expect(names('apple raw', APPLE_CANDIDATES).slice(0, 3)).toEqual([
      'Apples, raw, with skin',
      'Apples, raw, without skin',
      'Apples, raw, without skin, cooked, boiled',
    ]);
    expect(names('raw apple', APPLE_CANDIDATES)[0]).toBe('Apples, raw, with skin');
  });

  it('prefers names that lead with the food over names that mention it later', () => {
    expect(names('apple', ['Babyfood, juice, apple', 'Apple juice, canned or bottled, unsweetened'])).toEqual([
      'Apple juice, canned or bottled, unsweetened',
      'Babyfood, juice, apple',
    ]);
  });

  it('prefers whole-word matches over prefixes of longer words', () => {
    expect(names('apple', ['Applesauce, canned', 'Apples, dried, sulfured, uncooked'])).toEqual([
      'Apples, dried, sulfured, uncooked',
      'Applesauce, canned',
    ]);
  });

  it('prefers a food whose leading words were all asked for, then shorter names', () => {
    expect(names('rice', ['Rice bran, crude', 'Rice, white, long-grain, regular, raw, enriched', 'Rice, brown, long-grain, raw'])).toEqual([
      'Rice, brown, long-grain, raw',
      'Rice, white, long-grain, regular, raw, enriched',
      'Rice bran, crude',
    ]);
  });

  it('puts generic foods before branded ones', () => {
    expect(names('cheddar', ['LEAN POCKETS, Ham N Cheddar', 'Cheese, low fat, cheddar or colby'])).toEqual([
      'Cheese, low fat, cheddar or colby',
      'LEAN POCKETS, Ham N Cheddar',
    ]);
  });

  it('ranks more complete matches first when no name leads with a query word', () => {
    expect(names('juice apple', ['Babyfood, juice, apple and grape', 'Babyfood, juice, apple'])).toEqual([
      'Babyfood, juice, apple',
      'Babyfood, juice, apple and grape',
    ]);
  });
});
