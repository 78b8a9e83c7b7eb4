import { PORTION_WORDS, SEARCH_PHRASES, SEARCH_SYNONYMS, WHOLE_QUERY_REWRITES } from './synonyms';

/** At most this many words of a query take part in a search. */
export const MAX_SEARCH_WORDS = 8;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The words of a query: lower-case runs of letters and digits, first occurrence of each, with known phrases rewritten. */
export function searchWords(text: string): string[] {
  const typed = wordsOf(text).join(' ');
  const spaced = ` ${Object.hasOwn(WHOLE_QUERY_REWRITES, typed) ? WHOLE_QUERY_REWRITES[typed] : typed} `;
  const rewritten = Object.entries(SEARCH_PHRASES).reduce((query, [phrase, written]) => query.replaceAll(` ${phrase} `, ` ${written} `), spaced);
  const words = [...new Set(wordsOf(rewritten))];
  const foodWords = words.filter((word) => !PORTION_WORDS.has(word));
  return (foodWords.length > 0 ? foodWords : words).slice(0, MAX_SEARCH_WORDS);
}

/**
 * One query word and the other ways it may be written: the word as typed (or its spelling
 * correction) and its synonyms. A food matches the word when its name has every word of one way.
 */
export type WordAlternatives = readonly (readonly string[])[];

export function withSynonyms(word: string): WordAlternatives {
  const phrases = Object.hasOwn(SEARCH_SYNONYMS, word) ? SEARCH_SYNONYMS[word]! : [];
  return [[word], ...phrases.filter((phrase) => phrase !== word).map(wordsOf)];
}

/** `(a & b) | c` over tsquery terms already made by PostgreSQL for each word; the query's words joined by `&` (all) or `|` (any). */
export function tsqueryText(query: readonly WordAlternatives[], termOf: (word: string) => string, join: ' & ' | ' | ' = ' & '): string {
  const all = (words: readonly string[]) => words.map((word) => `(${termOf(word)})`).join(' & ');
  return query.map((alternatives) => `(${alternatives.map((words) => `(${all(words)})`).join(' | ')})`).join(join);
}
