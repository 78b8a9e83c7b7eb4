import { queryOptions } from '@tanstack/react-query';
import { getDashboardData } from './api/get-dashboard-data';

export const dashboardKeys = {
  all: ['dashboard'] as const,
};

/** SPEC §7's latest readings, meals and doses with the current glucose; its figures follow the target range. */
export const dashboardQuery = () =>
  queryOptions({ queryKey: dashboardKeys.all, queryFn: () => getDashboardData(), meta: { reads: ['glucose', 'meals', 'insulin', 'profile'] } });
