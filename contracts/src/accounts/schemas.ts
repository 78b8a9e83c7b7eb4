import { z } from 'zod';
import { emailField, passwordField } from './fields';
import { WAYS_IN } from './messages';

export const loginSchema = z.object({ email: emailField, password: passwordField });
export type Login = z.output<typeof loginSchema>;

/** DELETE /api/account: the person confirms with their password. */
export const deleteAccountSchema = z.object({ password: passwordField });
export type DeleteAccount = z.output<typeof deleteAccountSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;

/** The answer of a password reset or a sign-out everywhere: what ended, each with how to make it again. */
export const waysInEndedResponseSchema = z.object({
  message: z.string(),
  ended: z.array(z.object({ wayIn: z.enum(WAYS_IN), message: z.string() })),
});
export type WaysInEndedResponse = z.output<typeof waysInEndedResponseSchema>;
