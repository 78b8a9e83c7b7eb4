import { z } from 'zod';
import { EMAIL_PATTERN } from '../shared/email';
import { systemClock } from '../shared/clock';
import { isBlankInput, isoDate, requiredString, tooLongMessage } from '../shared/fields';
import { LIMITS, PASSWORD_LIMITS } from '../shared/limits';
import { ACCOUNT_MESSAGES } from './messages';

/** Signing in keeps the spec's minimum, so passwords chosen before the stricter rule still work. */
export const PASSWORD_MIN_LENGTH = 6;

export const nameField = requiredString(ACCOUNT_MESSAGES.nameRequired, 'Name', LIMITS.nameMax);

/** The account email: trimmed and lower-cased, as it is stored and hashed. */
export const emailField = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.emailRequired)
  .max(LIMITS.emailMax, tooLongMessage('Email', LIMITS.emailMax))
  .regex(EMAIL_PATTERN, ACCOUNT_MESSAGES.emailInvalid)
  .toLowerCase();

/** A contact's or doctor's email: may be blank, otherwise the same pattern. */
export const optionalEmailField = z.preprocess(
  (value) => (isBlankInput(value) ? '' : value),
  z
    .string({ error: ACCOUNT_MESSAGES.emailInvalid })
    .trim()
    .max(LIMITS.emailMax, tooLongMessage('Email', LIMITS.emailMax))
    .refine((email) => email === '' || EMAIL_PATTERN.test(email), ACCOUNT_MESSAGES.emailInvalid),
);

/** Today somewhere on Earth: the last time zone is UTC+14. */
const latestToday = () => new Date(systemClock().getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

/** The day of diagnosis (YYYY-MM-DD), never one still to come. */
export const diagnosisDate = isoDate.refine((date) => date <= latestToday(), ACCOUNT_MESSAGES.diagnosisInFuture);

/** Passwords are never trimmed: every character counts. */
export const passwordField = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(LIMITS.passwordMax, tooLongMessage('Password', LIMITS.passwordMax));

/**
 * A password being chosen (registration, reset), per ASVS 5.0 V6.2: 8 to 128 characters of any
 * kind (no composition rule, V6.2.5), kept exactly as typed (V6.2.8). Whether it is guessable
 * is checked beside it, with the person's own words where known (password-strength.ts).
 */
export function newPasswordField(messages: { required: string; tooShort: string }) {
  return z
    .string({ error: messages.required })
    .min(1, messages.required)
    .min(PASSWORD_LIMITS.min, messages.tooShort)
    .max(PASSWORD_LIMITS.max, tooLongMessage('Password', PASSWORD_LIMITS.max));
}


export function confirmationField(required: string) {
  return z.string({ error: required }).min(1, required);
}
