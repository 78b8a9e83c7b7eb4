import { BAND_LIMITS_MGDL } from '@glyco/contracts';
import { normaliseText } from '../understand/read-message';

/** Bumped whenever the features change, so the committed model is retrained (see corpus.ts). */
export const FEATURE_VERSION = 1;

/**
 * A number by what it can be in a diabetes chat, not by its digits, so "im 2.6" and "im 3.1" read
 * alike: a decimal under 35 is mmol/L, a whole number under 20 mmol/L too, 20-69 a low in mg/dL,
 * 70-250 mg/dL, above that a high in mg/dL (units and grams are told apart by the words after them).
 */
function numberShape(value: string): string {
  const number = Number(value);
  if (value.includes('.')) return number < 35 ? '#mmol' : '#decimal';
  if (number < 20) return '#small';
  if (number < BAND_LIMITS_MGDL.lowBelow) return '#lowmg';
  if (number <= BAND_LIMITS_MGDL.veryHighAbove) return '#mg';
  return number < 1000 ? '#highmg' : '#big';
}

const WORD = /[a-z]+(?:'[a-z]+)?|\d+(?:\.\d+)?/g;
const CHAR_GRAM = 3;

/**
 * The features the classifier reads: words, word pairs, and character 3-grams of each word (so a
 * typo keeps most of its word's grams), numbers by shape.
 */
export function features(message: string): string[] {
  const words = (normaliseText(message).match(WORD) ?? []).map((word) => (/^\d/.test(word) ? numberShape(word) : word.replace(/'/g, '')));
  const tokens = [...words];
  for (let index = 1; index < words.length; index += 1) tokens.push(`${words[index - 1]}_${words[index]}`);
  for (const word of words) {
    if (word.startsWith('#') || word.length < CHAR_GRAM) continue;
    const padded = `<${word}>`;
    for (let at = 0; at + CHAR_GRAM <= padded.length; at += 1) tokens.push(`~${padded.slice(at, at + CHAR_GRAM)}`);
  }
  return tokens;
}
