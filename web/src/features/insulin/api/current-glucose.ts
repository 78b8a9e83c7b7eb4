import type { CurrentGlucose } from '@glyco/contracts';
import { glucoseRoutes } from '@glyco/contracts/api-routes/glucose';
import { apiClient } from '../../../lib/api-client';

/** The newest reading with its age and trend, which the calculator fills in. */
export function getCurrentGlucose(): Promise<CurrentGlucose> {
  return apiClient.call(glucoseRoutes.current);
}
