import { CLINICIAN_ACCESS_LOG_DEFAULT, type ClinicianAccessLog } from '@glyco/contracts';
import { clinicianRoutes } from '@glyco/contracts/api-routes/clinician';
import { apiClient } from '../../../lib/api-client';

/** The most recent visits, as many as the server lists by default. */
export function getClinicianAccessLog(): Promise<ClinicianAccessLog> {
  return apiClient.call(clinicianRoutes.accessLog, { query: { limit: CLINICIAN_ACCESS_LOG_DEFAULT } });
}
