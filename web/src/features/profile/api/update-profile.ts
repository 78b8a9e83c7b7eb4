import type { ProfileUpdate, User } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';

export function updateProfile(profile: ProfileUpdate): Promise<User> {
  return apiClient.put<User>('/auth/profile', profile);
}
