import { API_ROUTES, type DeleteAccount } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';

/** Erases the account and everything of the person; every session ends with it. */
export function deleteAccount(input: DeleteAccount): Promise<void> {
  return apiClient.call(API_ROUTES.accounts.deleteAccount, { body: input });
}
