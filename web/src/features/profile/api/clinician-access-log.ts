import type { ClinicianAccessLog } from '@glyco/contracts';
import { apiClient } from '../../../lib/api-client';

export const accessLogSize = 20;

export function getClinicianAccessLog(): Promise<ClinicianAccessLog> {
  return apiClient.get<ClinicianAccessLog>('/clinician/access-log', { limit: accessLogSize });
}
