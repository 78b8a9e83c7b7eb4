import { z } from 'zod';
import { whenFieldsValid } from '../shared/fields';
import { confirmationField } from './fields';
import { ACCOUNT_MESSAGES, PASSWORD_RESET_MESSAGES } from './messages';
import { registerFields, resetPasswordField, resetPasswordFields } from './new-password-fields';
import { checkPasswordStrength } from './password-strength';

/*
 * The schemas that choose a password, on their own entry point (`@glyco/contracts/accounts/new-password`):
 * the common-password lists weigh some 400 kB, which only the sign-up and reset pages should load.
 */

/** Guessability is judged once the password's own rules pass, with the person's name and email as context. */
const strengthCheck = { when: whenFieldsValid('password') };

/** A form's confirmation must repeat the password; checked once both are valid on their own. */
function matchingConfirmation(
  message: string,
): [(form: { password: string; confirmPassword: string }) => boolean, { message: string; path: string[]; when: ReturnType<typeof whenFieldsValid> }] {
  return [(form) => form.password === form.confirmPassword, { message, path: ['confirmPassword'], when: whenFieldsValid('password', 'confirmPassword') }];
}

export const registerSchema = z.object(registerFields).superRefine(checkPasswordStrength, strengthCheck);
export type Register = z.output<typeof registerSchema>;
export type RegisterInput = z.input<typeof registerSchema>;

/** The sign-up form: the confirmation is checked in the browser and never sent. */
export const registerFormSchema = z
  .object({ ...registerFields, confirmPassword: confirmationField(ACCOUNT_MESSAGES.confirmPasswordRequired) })
  .superRefine(checkPasswordStrength, strengthCheck)
  .refine(...matchingConfirmation(ACCOUNT_MESSAGES.passwordsDoNotMatch));
export type RegisterForm = z.output<typeof registerFormSchema>;

export const resetPasswordSchema = z.object(resetPasswordFields).superRefine(checkPasswordStrength, strengthCheck);
export type ResetPassword = z.output<typeof resetPasswordSchema>;

/** The set-new-password form; the token comes from the URL, the confirmation is never sent. */
export const resetPasswordFormSchema = z
  .object({
    password: resetPasswordField,
    confirmPassword: confirmationField(PASSWORD_RESET_MESSAGES.confirmNewPasswordRequired),
  })
  .superRefine(checkPasswordStrength, strengthCheck)
  .refine(...matchingConfirmation(PASSWORD_RESET_MESSAGES.newPasswordsDoNotMatch));
export type ResetPasswordForm = z.output<typeof resetPasswordFormSchema>;
