import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DashboardData } from './api/get-dashboard-data';
import { dashboardErrorMessage } from './dashboard-error';
import { dashboardQuery } from './queries';

export type DashboardState =
  | { status: 'loading' }
  | { status: 'loaded'; data: DashboardData }
  | { status: 'error'; message: string; data: DashboardData };

const noData: DashboardData = { current: null, readings: [], lastDay: { readings: [], start: new Date(0), end: new Date(0) }, meals: [], doses: [] };

/** The dashboard's data, fetched again whenever a write changes what it shows; the error can be dismissed. */
export function useDashboardData(): [DashboardState, () => void] {
  const { data, error } = useQuery(dashboardQuery());
  const [dismissed, setDismissed] = useState<unknown>(null);
  // Deferred: React renders the dashboard in slices instead of one long task.
  const shown = useDeferredValue(data);
  let state: DashboardState = { status: 'loading' };
  if (error && error !== dismissed) state = { status: 'error', message: dashboardErrorMessage(error), data: shown ?? noData };
  else if (shown) state = { status: 'loaded', data: shown };
  else if (error) state = { status: 'loaded', data: noData };
  return [state, () => setDismissed(error)];
}
