import type { ForgotPassword, ResetPassword } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';

export function requestPasswordReset(body: ForgotPassword): Promise<unknown> {
  return apiClient.post('/auth/forgot-password', body);
}

export function resetPassword(body: ResetPassword): Promise<unknown> {
  return apiClient.post('/auth/reset-password', body);
}
