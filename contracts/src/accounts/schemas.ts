import { z } from 'zod';
import { choice, optionalIsoDate, requiredString, tooLongMessage, whenFieldsValid } from '../shared/fields';
import { LIMITS } from '../shared/limits';
import { DIABETES_TYPES } from './enums';
import { confirmationField, emailField, nameField, passwordField } from './fields';
import { ACCOUNT_MESSAGES, PASSWORD_RESET_MESSAGES } from './messages';

export const registerSchema = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  diabetesType: choice(DIABETES_TYPES, ACCOUNT_MESSAGES.diabetesTypeRequired, 'Diabetes type'),
  dateOfDiagnosis: optionalIsoDate,
});
export type Register = z.output<typeof registerSchema>;
export type RegisterInput = z.input<typeof registerSchema>;

/** The sign-up form: the confirmation is checked in the browser and never sent. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: confirmationField(ACCOUNT_MESSAGES.confirmPasswordRequired) })
  .refine((form) => form.password === form.confirmPassword, {
    message: ACCOUNT_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
    when: whenFieldsValid('password', 'confirmPassword'),
  });
export type RegisterForm = z.output<typeof registerFormSchema>;

export const loginSchema = z.object({ email: emailField, password: passwordField });
export type Login = z.output<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;

export const RESET_PASSWORD_MIN_LENGTH = 8;
/** Special characters a new password must include one of. */
export const RESET_PASSWORD_SPECIALS = '@$!%*?&';
/** At least one lowercase, uppercase, digit and special; nothing but letters, digits and those specials. */
export const RESET_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;

export const newPasswordField = z
  .string({ error: PASSWORD_RESET_MESSAGES.newPasswordRequired })
  .min(1, PASSWORD_RESET_MESSAGES.newPasswordRequired)
  .min(RESET_PASSWORD_MIN_LENGTH, PASSWORD_RESET_MESSAGES.newPasswordTooShort)
  .max(LIMITS.passwordMax, tooLongMessage('Password', LIMITS.passwordMax))
  .regex(RESET_PASSWORD_PATTERN, PASSWORD_RESET_MESSAGES.newPasswordTooWeak);

export const resetPasswordSchema = z.object({
  token: requiredString(PASSWORD_RESET_MESSAGES.tokenMissingAtSubmit, 'Token', LIMITS.resetTokenMax),
  password: newPasswordField,
});
export type ResetPassword = z.output<typeof resetPasswordSchema>;

/** The set-new-password form; the token comes from the URL, the confirmation is never sent. */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: confirmationField(PASSWORD_RESET_MESSAGES.confirmNewPasswordRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORD_RESET_MESSAGES.newPasswordsDoNotMatch,
    path: ['confirmPassword'],
    when: whenFieldsValid('password', 'confirmPassword'),
  });
export type ResetPasswordForm = z.output<typeof resetPasswordFormSchema>;
