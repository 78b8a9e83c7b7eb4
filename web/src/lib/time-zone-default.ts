import { currentTimeZone, type UserResponse } from '@glyco/contracts';
import { loadAccountRoutes } from './account-routes';
import { apiClient } from './api-client';

/**
 * On the first sign-in the profile takes this browser's time zone, in which imported device
 * times are read. Best effort: a failure leaves the profile as it is, to be set by hand.
 */
export async function withDefaultTimeZone(user: UserResponse): Promise<UserResponse> {
  const timeZone = currentTimeZone();
  if (user.settings.timeZone || !timeZone) return user;
  try {
    return await apiClient.call((await loadAccountRoutes()).updateProfile, { body: { name: user.name, email: user.email, settings: { timeZone } } });
  } catch {
    return user;
  }
}
