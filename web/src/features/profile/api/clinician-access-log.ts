import { API_ROUTES, CLINICIAN_ACCESS_LOG_DEFAULT, type ClinicianAccessLog } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';

/** The most recent visits, as many as the server lists by default. */
export function getClinicianAccessLog(): Promise<ClinicianAccessLog> {
  return apiClient.call(API_ROUTES.clinician.accessLog, { query: { limit: CLINICIAN_ACCESS_LOG_DEFAULT } });
}
