import type { ProfileUpdate, UserResponse } from '@glyco/contracts';
import { accountRoutes } from '@glyco/contracts/api-routes/accounts';
import { apiClient } from '../../../lib/api-client';

export async function updateProfile(profile: ProfileUpdate): Promise<UserResponse> {
  return apiClient.call(accountRoutes.updateProfile, { body: profile });
}
