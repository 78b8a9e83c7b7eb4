import type { z } from 'zod';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_MESSAGES } from './messages';

/** Words of this product that make a password easy to guess here (ASVS V6.2.11). */
export const PASSWORD_CONTEXT_WORDS: readonly string[] = ['glyco', 'diabetes', 'diabetic', 'insulin', 'glucose', 'sugar', 'bolus', 'basal', 'pancreas'];

/**
 * zxcvbn's score 3 means at least 10^8 guesses. Every password of its common and breached lists
 * (some 30,000, with their l33t, capitalised and suffixed variants), keyboard walks, repeats,
 * sequences, dates and the context words score lower.
 */
export const PASSWORD_MIN_SCORE = 3;

let checker: ZxcvbnFactory | undefined;

/** Built on first use: the dictionaries take some 60 ms to load, which no page should pay up front. */
function strengthChecker(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({ dictionary: { ...dictionary, userInputs: [...PASSWORD_CONTEXT_WORDS] }, graphs: adjacencyGraphs });
  return checker;
}

/** The person's own name and email make a password guessable by anyone who knows them. */
export function personalWords(person: { name?: unknown; email?: unknown }): string[] {
  const words = [person.name, person.email].filter((value): value is string => typeof value === 'string');
  return words.flatMap((word) => word.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 3);
}

/** True when the password is common, breached or built from predictable parts. */
export function isEasilyGuessed(password: string, personal: readonly string[] = []): boolean {
  return strengthChecker().check(password, [...personal]).score < PASSWORD_MIN_SCORE;
}

/** Refuses a common, breached or predictable password (ASVS V6.2.4, V6.2.11, V6.2.12) on `password`. */
export function checkPasswordStrength(form: { password: string; name?: unknown; email?: unknown }, ctx: z.RefinementCtx): void {
  if (isEasilyGuessed(form.password, personalWords(form))) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: ACCOUNT_MESSAGES.passwordTooGuessable });
  }
}
