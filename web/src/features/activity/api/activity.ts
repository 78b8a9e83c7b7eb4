import type { AuditPage } from '@glyco/contracts';
import { auditRoutes } from '@glyco/contracts/api-routes/audit';
import { apiClient } from '../../../lib/api-client';

/** Entries per request; "Load more" asks for the next page before the last one shown. */
export const activityPageSize = 25;

export interface ActivityQuery {
  /** Entity types separated by commas, or '' for everything. */
  entityType: string;
  before?: string;
  /** The records of one grouped entry instead of the grouped timeline. */
  group?: string;
}

export function listActivity(query: ActivityQuery): Promise<AuditPage> {
  return apiClient.call(auditRoutes.list, {
    query: { limit: activityPageSize, entityType: query.entityType, before: query.before, group: query.group },
  });
}
