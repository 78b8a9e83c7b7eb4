import type { ClinicianAccessRequest, ClinicianAccessResponse } from '@glyco/contracts';
import { clinicianRoutes } from '@glyco/contracts/api-routes/clinician';
import { clinicianApiClient } from '../../../lib/clinician-session';

export function requestClinicianAccess(request: ClinicianAccessRequest): Promise<ClinicianAccessResponse> {
  return clinicianApiClient.call(clinicianRoutes.redeem, { body: request });
}
