import { auditPageSchema } from '../audit/responses';
import { auditQuerySchema } from '../audit/schemas';
import { defineRoute } from './define-route';

export const auditRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/audit',
    tag: 'Activity',
    summary: 'Who changed what, when: the caller’s own changes, newest first',
    caller: 'person',
    query: auditQuerySchema,
    response: auditPageSchema,
  }),
} as const;
