import { z } from 'zod';
import { emailField, passwordField } from './fields';

export const loginSchema = z.object({ email: emailField, password: passwordField });
export type Login = z.output<typeof loginSchema>;

/** DELETE /api/account: the person confirms with their password. */
export const deleteAccountSchema = z.object({ password: passwordField });
export type DeleteAccount = z.output<typeof deleteAccountSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;
