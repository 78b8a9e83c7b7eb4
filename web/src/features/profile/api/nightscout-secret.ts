import type { NightscoutSecretResponse, NightscoutSecretState } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';

export function getNightscoutSecretState(): Promise<NightscoutSecretState> {
  return apiClient.get<NightscoutSecretState>('/nightscout/secret');
}

/** A new secret, returned this once; it replaces the one in force. */
export function createNightscoutSecret(): Promise<NightscoutSecretResponse> {
  return apiClient.post<NightscoutSecretResponse>('/nightscout/secret');
}

export function turnOffNightscoutUploads(): Promise<void> {
  return apiClient.delete('/nightscout/secret');
}
