import { z } from 'zod';
import { registerRequestSchema, resetPasswordRequestSchema } from '../accounts/new-password-fields';
import { deleteAccountSchema, forgotPasswordSchema, loginSchema, waysInEndedResponseSchema } from '../accounts/schemas';
import { profileUpdateSchema } from '../accounts/profile-schema';
import { authResponseBodySchema, userResponseSchema } from '../accounts/present-user';
import { defineRoute } from './define-route';

const messageSchema = z.object({ message: z.string() });

const tag = 'Accounts';

export const accountRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/api/auth/register',
    tag,
    summary: 'Create an account',
    caller: 'public',
    body: registerRequestSchema,
    response: authResponseBodySchema,
    status: 201,
  }),
  login: defineRoute({ method: 'POST', path: '/api/auth/login', tag, summary: 'Sign in', caller: 'public', body: loginSchema, response: authResponseBodySchema }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/forgot-password',
    tag,
    summary: 'Email a password reset link',
    caller: 'public',
    body: forgotPasswordSchema,
    response: messageSchema,
    status: 202,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/reset-password',
    tag,
    summary: 'Set a new password with a reset token; ends every session, the doctor\'s access and the uploader secret',
    caller: 'public',
    body: resetPasswordRequestSchema,
    response: waysInEndedResponseSchema,
  }),
  me: defineRoute({ method: 'GET', path: '/api/auth/me', tag, summary: 'The signed-in user', caller: 'person', response: userResponseSchema }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/api/auth/profile',
    tag,
    summary: 'Update the profile',
    caller: 'person',
    body: profileUpdateSchema,
    response: userResponseSchema,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    tag,
    summary: "Sign out everywhere: end every session, the doctor's access and the uploader secret",
    caller: 'person',
    response: waysInEndedResponseSchema,
  }),
  deleteAccount: defineRoute({
    method: 'DELETE',
    path: '/api/account',
    tag,
    summary: 'Delete the account and erase every record of the person (password re-entered)',
    caller: 'person',
    body: deleteAccountSchema,
    status: 204,
  }),
} as const;
