import { API_ROUTES, type NightscoutSecretResponse, type NightscoutSecretState } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';

export function getNightscoutSecretState(): Promise<NightscoutSecretState> {
  return apiClient.call(API_ROUTES.nightscoutSecret.state);
}

/** A new secret, returned this once; it replaces the one in force. */
export function createNightscoutSecret(): Promise<NightscoutSecretResponse> {
  return apiClient.call(API_ROUTES.nightscoutSecret.create);
}

export function turnOffNightscoutUploads(): Promise<void> {
  return apiClient.call(API_ROUTES.nightscoutSecret.revoke);
}
