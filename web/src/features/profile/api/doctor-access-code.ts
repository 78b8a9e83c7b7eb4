import type { DoctorAccessCodeResponse } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';

/** A new code, returned this once; it replaces the code in force. */
export function issueDoctorAccessCode(expiresInDays: number): Promise<DoctorAccessCodeResponse> {
  return apiClient.post<DoctorAccessCodeResponse>('/clinician/access-code', { expiresInDays });
}

export function revokeDoctorAccess(): Promise<void> {
  return apiClient.delete('/clinician/access-code');
}
