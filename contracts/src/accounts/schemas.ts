import { z } from 'zod';
import { emailField, passwordField } from './fields';

export const loginSchema = z.object({ email: emailField, password: passwordField });
export type Login = z.output<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPassword = z.output<typeof forgotPasswordSchema>;
