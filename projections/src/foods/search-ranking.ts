/** At most this many words of a query take part in a search. */
export const MAX_SEARCH_WORDS = 8;

/** The words of a query or a food name: lower-case runs of letters and digits. */
export function searchWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** A crude English singular, enough to treat "apple" and "Apples", "berry" and "berries" as one word. */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ses|xes|ches|shes|oes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function isWholeWord(queryWord: string, nameWord: string): boolean {
  return queryWord === nameWord || singular(queryWord) === singular(nameWord);
}

function matchesWord(queryWord: string, nameWord: string): boolean {
  return nameWord.startsWith(queryWord) || isWholeWord(queryWord, nameWord);
}

interface Score {
  /** USDA names lead with the food itself ("Apples, raw"): a query naming it is the strongest signal. */
  headMatched: boolean;
  wholeWords: number;
  /** Every word before the first comma is asked for: "Rice, white" rather than "Rice bran" for "rice". */
  headCovered: boolean;
  /** Brand names are written in capitals ("LEAN POCKETS, Ham N Cheddar"); generic foods come first. */
  generic: boolean;
  length: number;
}

function score(queryWords: readonly string[], name: string): Score {
  const nameWords = searchWords(name);
  const headWords = searchWords(name.split(',')[0] ?? '');
  const matchedBySome = (nameWord: string) => queryWords.some((queryWord) => matchesWord(queryWord, nameWord));
  return {
    headMatched: nameWords.length > 0 && matchedBySome(nameWords[0]!),
    wholeWords: queryWords.filter((queryWord) => nameWords.some((nameWord) => isWholeWord(queryWord, nameWord))).length,
    headCovered: headWords.length > 0 && headWords.every(matchedBySome),
    generic: !/\b[A-Z]{3,}\b/.test(name),
    length: name.length,
  };
}

function compareScores(a: Score, b: Score): number {
  return (
    Number(b.headMatched) - Number(a.headMatched) ||
    b.wholeWords - a.wholeWords ||
    Number(b.headCovered) - Number(a.headCovered) ||
    Number(b.generic) - Number(a.generic) ||
    a.length - b.length
  );
}

/** Best first: the food named first, more whole-word matches, generic before branded, then shorter (plainer) names. */
export function rankFoods<T extends { name: string }>(query: string, candidates: readonly T[]): T[] {
  const words = searchWords(query);
  return candidates
    .map((candidate) => ({ candidate, score: score(words, candidate.name) }))
    .sort((a, b) => compareScores(a.score, b.score) || a.candidate.name.localeCompare(b.candidate.name))
    .map(({ candidate }) => candidate);
}
