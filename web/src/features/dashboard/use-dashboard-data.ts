import { startTransition, useEffect, useState } from 'react';
import type { User } from '@glyco/contracts';
import { getDashboardData, type DashboardData } from './api/get-dashboard-data';
import { dashboardErrorMessage } from './dashboard-error';

export type DashboardState =
  | { status: 'loading' }
  | { status: 'loaded'; data: DashboardData }
  | { status: 'error'; message: string; data: DashboardData };

const noData: DashboardData = { current: null, readings: [], lastDay: { readings: [], start: new Date(0), end: new Date(0) }, meals: [], doses: [] };

/** Loads on mount and again whenever the signed-in user object changes. */
export function useDashboardData(user: User | null): [DashboardState, () => void] {
  const [state, setState] = useState<DashboardState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    getDashboardData().then(
      // A transition: React renders the dashboard in slices instead of one long task.
      (data) => current && startTransition(() => setState({ status: 'loaded', data })),
      (error: unknown) => current && setState({ status: 'error', message: dashboardErrorMessage(error), data: noData }),
    );
    return () => {
      current = false;
    };
  }, [user]);

  const dismissError = () => setState((previous) => (previous.status === 'error' ? { status: 'loaded', data: previous.data } : previous));
  return [state, dismissError];
}
