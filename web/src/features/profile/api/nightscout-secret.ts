import type { NightscoutSecretResponse, NightscoutSecretState } from '@glyco/contracts';
import { nightscoutSecretRoutes } from '@glyco/contracts/api-routes/nightscout-secret';
import { apiClient } from '../../../lib/api-client';

export function getNightscoutSecretState(): Promise<NightscoutSecretState> {
  return apiClient.call(nightscoutSecretRoutes.state);
}

/** A new secret, returned this once; it replaces the one in force. */
export function createNightscoutSecret(): Promise<NightscoutSecretResponse> {
  return apiClient.call(nightscoutSecretRoutes.create);
}

export function turnOffNightscoutUploads(): Promise<void> {
  return apiClient.call(nightscoutSecretRoutes.revoke);
}
