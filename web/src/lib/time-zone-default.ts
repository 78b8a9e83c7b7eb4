import { API_ROUTES, currentTimeZone, type User } from '@glyco/contracts';
import { apiClient } from './api-client';
import { userFromResponse } from './api-user';

/**
 * On the first sign-in the profile takes this browser's time zone, in which imported device
 * times are read. Best effort: a failure leaves the profile as it is, to be set by hand.
 */
export async function withDefaultTimeZone(user: User): Promise<User> {
  const timeZone = currentTimeZone();
  if (user.settings.timeZone || !timeZone) return user;
  try {
    return userFromResponse(await apiClient.call(API_ROUTES.accounts.updateProfile, { body: { name: user.name, email: user.email, settings: { timeZone } } }));
  } catch {
    return user;
  }
}
