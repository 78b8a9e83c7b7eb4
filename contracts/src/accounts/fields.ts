import { z } from 'zod';
import { EMAIL_PATTERN } from '../shared/email';
import { isBlankInput, requiredString, tooLongMessage } from '../shared/fields';
import { LIMITS } from '../shared/limits';
import { ACCOUNT_MESSAGES } from './messages';

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

/** Passwords are never trimmed: every character counts. */
export const passwordField = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(LIMITS.passwordMax, tooLongMessage('Password', LIMITS.passwordMax));

export function confirmationField(required: string) {
  return z.string({ error: required }).min(1, required);
}
