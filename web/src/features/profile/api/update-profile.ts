import { API_ROUTES, type ProfileUpdate, type User } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';
import { userFromResponse } from '../../../lib/api-user';

export async function updateProfile(profile: ProfileUpdate): Promise<User> {
  return userFromResponse(await apiClient.call(API_ROUTES.accounts.updateProfile, { body: profile }));
}
