import { queryOptions } from '@tanstack/react-query';
import { alertRoutes } from '@glyco/contracts/api-routes/alerts';
import { apiClient } from '../../../lib/api-client';

/** Under ['alerts'], which the live stream's `alert` messages mark stale. */
export const activeAlertsQuery = () =>
  queryOptions({ queryKey: ['alerts', 'active'] as const, queryFn: () => apiClient.call(alertRoutes.list, { query: { status: 'active' } }) });

export const acknowledgeAlert = (id: string) => apiClient.call(alertRoutes.acknowledge, { params: { id } });
