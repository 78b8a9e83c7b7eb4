import { API_ROUTES, type ClinicianAccessRequest, type ClinicianAccessResponse } from '@glyco/contracts';
import { clinicianApiClient } from '../../../lib/clinician-session';

export function requestClinicianAccess(request: ClinicianAccessRequest): Promise<ClinicianAccessResponse> {
  return clinicianApiClient.call(API_ROUTES.clinician.redeem, { body: request });
}
