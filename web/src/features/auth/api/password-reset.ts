import { API_ROUTES, type ForgotPassword, type ResetPassword } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';

export function requestPasswordReset(body: ForgotPassword): Promise<unknown> {
  return apiClient.call(API_ROUTES.accounts.forgotPassword, { body });
}

export function resetPassword(body: ResetPassword): Promise<unknown> {
  return apiClient.call(API_ROUTES.accounts.resetPassword, { body });
}
