import type { ClinicianAccessRequest, ClinicianAccessResponse } from '@glyco/contracts';
import { clinicianApiClient } from '../../../lib/clinician-session';

export function requestClinicianAccess(request: ClinicianAccessRequest): Promise<ClinicianAccessResponse> {
  return clinicianApiClient.post<ClinicianAccessResponse>('/clinician/access', request);
}
