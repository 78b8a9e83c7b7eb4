import type { DoctorAccessCodeRequest, DoctorAccessCodeResponse } from '@glyco/contracts';
import { clinicianRoutes } from '@glyco/contracts/api-routes/clinician';
import { apiClient } from '../../../lib/api-client';

/** A new code, returned this once; it replaces the code in force. The server refuses a lifetime it does not offer. */
export function issueDoctorAccessCode(expiresInDays: number): Promise<DoctorAccessCodeResponse> {
  return apiClient.call(clinicianRoutes.issueCode, { body: { expiresInDays: expiresInDays as DoctorAccessCodeRequest['expiresInDays'] } });
}

export function revokeDoctorAccess(): Promise<void> {
  return apiClient.call(clinicianRoutes.revokeCode);
}
