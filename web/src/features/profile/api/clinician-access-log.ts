import { CLINICIAN_ACCESS_LOG_DEFAULT, type ClinicianAccessLog } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';

/** The most recent visits, as many as the server lists by default. */
export function getClinicianAccessLog(): Promise<ClinicianAccessLog> {
  return apiClient.get<ClinicianAccessLog>('/clinician/access-log', { limit: CLINICIAN_ACCESS_LOG_DEFAULT });
}
