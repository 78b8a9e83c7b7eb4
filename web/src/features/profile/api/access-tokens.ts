import type { AccessTokenList, CreateAccessToken, CreatedAccessToken } from '@glyco/contracts';
import { nightscoutAccessTokenRoutes as ROUTES } from '@glyco/contracts/api-routes/nightscout-access-tokens';
import { apiClient } from '../../../lib/api-client';

export function listAccessTokens(): Promise<AccessTokenList> {
  return apiClient.call(ROUTES.list);
}

/** A new token, returned this once. */
export function createAccessToken(body: CreateAccessToken): Promise<CreatedAccessToken> {
  return apiClient.call(ROUTES.create, { body });
}

export function revokeAccessToken(id: string): Promise<void> {
  return apiClient.call(ROUTES.revoke, { params: { id } });
}
