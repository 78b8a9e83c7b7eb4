import { describe, expect, it } from 'vitest';
import { searchWords, tsqueryText, withSynonyms } from './search-terms';

describe('searchWords', () => {
  it('lower-cases, splits on anything but letters and digits, and drops repeats', () => {
    expect(searchWords('  Raw, APPLE raw 2% jalapeño ')).toEqual(['raw', 'apple', '2', 'jalapeño']);
    expect(searchWords('!!')).toEqual([]);
  });

  it('leaves out portion words unless nothing else is asked', () => {
    expect(searchWords('pizza slice')).toEqual(['pizza']);
    expect(searchWords('slice')).toEqual(['slice']);
  });

  it('rewrites phrases the catalogue spells otherwise', () => {
    expect(searchWords('Hot dog')).toEqual(['frankfurter']);
    expect(searchWords('mac and cheese')).toEqual(['macaroni', 'and', 'cheese']);
    expect(searchWords('toast')).toEqual(['bread', 'toasted']);
    expect(searchWords('french toast')).toEqual(['french', 'toast']);
  });
});

describe('withSynonyms', () => {
  it('offers the word as typed and each synonym phrase', () => {
    expect(withSynonyms('fries')).toEqual([['fries'], ['french', 'fried']]);
    expect(withSynonyms('rice')).toEqual([['rice']]);
    expect(withSynonyms('constructor')).toEqual([['constructor']]);
  });
});

describe('tsqueryText', () => {
  it('needs every query word, each in one of its ways', () => {
    expect(tsqueryText([withSynonyms('chicken'), withSynonyms('nuggets')], (word) => `'${word}':* | '${word}x'`)).toBe(
      "((('chicken':* | 'chickenx'))) & ((('nuggets':* | 'nuggetsx')) | (('chicken':* | 'chickenx') & ('nuggets':* | 'nuggetsx')))",
    );
  });
});
