import { askedProperties, presentProperties } from '@glyco/contracts';
import { listNightscoutEntries } from '@glyco/projections';
import { statusOf } from '../status';
import { recentSummaries, type DeviceStatusDeps } from '../devicestatus/device-statuses';

/** `/api/v2/properties`: from the latest two sensor values and the recent device statuses. */
export async function readProperties(deps: DeviceStatusDeps, userId: string, names: string | undefined): Promise<Record<string, unknown>> {
  const asked = askedProperties(names);
  const [entries, statuses, status] = await Promise.all([
    listNightscoutEntries(deps.pool, userId, { count: 2, types: ['sgv'] }),
    recentSummaries(deps, userId),
    statusOf(deps.pool, userId),
  ]);
  return presentProperties({ entries, statuses, units: status.settings.units, now: new Date() }, asked);
}
