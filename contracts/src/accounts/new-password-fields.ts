import { z } from 'zod';
import { choice, isBlankInput, requiredString } from '../shared/fields';
import { LIMITS } from '../shared/limits';
import { DIABETES_TYPES } from './enums';
import { diagnosisDate, emailField, nameField, newPasswordField } from './fields';
import { ACCOUNT_MESSAGES, PASSWORD_RESET_MESSAGES } from './messages';

/*
 * The fields of the requests that choose a password, without the guessability check: the route
 * table and the browser's bundle use these; the server and the two forms add the check
 * (`new-password-schemas.ts`), which loads the common-password lists.
 */

export const registerFields = {
  name: nameField,
  email: emailField,
  password: newPasswordField({ required: ACCOUNT_MESSAGES.passwordRequired, tooShort: ACCOUNT_MESSAGES.newPasswordTooShort }),
  diabetesType: choice(DIABETES_TYPES, ACCOUNT_MESSAGES.diabetesTypeRequired, 'Diabetes type'),
  /** Optional; blank means none. */
  dateOfDiagnosis: z.preprocess((value) => (isBlankInput(value) ? undefined : value), diagnosisDate.optional()),
};

export const resetPasswordField = newPasswordField({
  required: PASSWORD_RESET_MESSAGES.newPasswordRequired,
  tooShort: PASSWORD_RESET_MESSAGES.newPasswordTooShort,
});

export const resetPasswordFields = {
  token: requiredString(PASSWORD_RESET_MESSAGES.tokenMissingAtSubmit, 'Token', LIMITS.resetTokenMax),
  password: resetPasswordField,
};

/** The body of POST /api/auth/register as it crosses the wire. */
export const registerRequestSchema = z.object(registerFields);
/** The body of POST /api/auth/reset-password as it crosses the wire. */
export const resetPasswordRequestSchema = z.object(resetPasswordFields);
