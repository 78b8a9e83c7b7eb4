import { useEffect } from 'react';
import { onLiveReading } from '../../lib/live/live-invalidation';
import type { DashboardData } from './api/get-dashboard-data';
import { withLiveReading } from './live-current';
import { dashboardKeys } from './queries';

/** While the dashboard is on screen, a reading from the live stream becomes its current value at once. */
export function useLiveCurrentReading(): void {
  useEffect(
    () => onLiveReading((client, _personId, reading) => client.setQueryData<DashboardData>(dashboardKeys.all, (data) => data && withLiveReading(data, reading))),
    [],
  );
}
