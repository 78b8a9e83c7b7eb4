import type { DeviceStatusSummary } from '@glyco/contracts';
import { nightscoutDeviceRoutes } from '@glyco/contracts/api-routes/nightscout-devices';
import { apiClient } from '../../../lib/api-client';

/** The latest loop and pump state a loop (Loop, Trio, AndroidAPS) uploaded, or null. */
export async function getLoopStatus(): Promise<DeviceStatusSummary | null> {
  return (await apiClient.call(nightscoutDeviceRoutes.loopStatus)).status;
}
