import type { ForgotPassword, ResetPassword, WaysInEndedResponse } from '@glyco/contracts';
import { accountRoutes } from '@glyco/contracts/api-routes/accounts';
import { apiClient } from '../../../lib/api-client';

export function requestPasswordReset(body: ForgotPassword): Promise<unknown> {
  return apiClient.call(accountRoutes.forgotPassword, { body });
}

export function resetPassword(body: ResetPassword): Promise<WaysInEndedResponse> {
  return apiClient.call(accountRoutes.resetPassword, { body });
}
