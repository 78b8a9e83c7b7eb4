import type { DeleteAccount } from '@glyco/contracts';
import { accountRoutes } from '@glyco/contracts/api-routes/accounts';
import { apiClient } from '../../../lib/api-client';

/** Erases the account and everything of the person; every session ends with it. */
export function deleteAccount(input: DeleteAccount): Promise<void> {
  return apiClient.call(accountRoutes.deleteAccount, { body: input });
}
